import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `clock …` moved the session's clock, or `zone …` moved it to another time zone: what the clock reads now.
///
/// ```swift
/// ClockAnswer(instant: now, calendar: calendar, movedZone: false).text(style: style)
/// // "Clock: Fri Jan 2, 3:00 PM"
/// ```
public struct ClockAnswer: Answer {
    public var spokenView: SpokenView { .clock }

    public var instant: Date
    public var calendar: ZonedCalendar
    /// True after `zone NAME`: the answer names the zone.
    public var movedZone: Bool

    public init(instant: Date, calendar: ZonedCalendar, movedZone: Bool) {
        self.instant = instant
        self.calendar = calendar
        self.movedZone = movedZone
    }

    public func text(style: TextStyle) -> String {
        movedZone ? style.dim("Time zone: \(calendar.identifier); the clock reads \(TimeText.full(instant, calendar: calendar))")
            : style.dim("Clock: \(TimeText.full(instant, calendar: calendar))")
    }

    public func json() throws -> String { try AnswerJSON.text(JSONRenderer.Reply(clock: UTCDate(instant))) }
}
