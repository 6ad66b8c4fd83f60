import Foundation
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `timeline`: the day (or days) drawn hour by hour; its JSON is the events in the window, newest first.
///
/// ```swift
/// try TimelineAnswer(layout: layout, baby: eddie, calendar: calendar, now: now).text(style: style)
/// ```
public struct TimelineAnswer: Answer {
    public var layout: TimelineLayout
    public var baby: Baby
    public var calendar: ZonedCalendar
    public var now: Date

    public init(layout: TimelineLayout, baby: Baby, calendar: ZonedCalendar, now: Date) {
        self.layout = layout
        self.baby = baby
        self.calendar = calendar
        self.now = now
    }

    public func text(style: TextStyle) -> String {
        TimelineText(style: style, calendar: calendar, now: now, safety: BottleSafety(settings: baby.settings),
                     units: baby.settings.units).render(layout, baby: baby)
    }

    public func json() throws -> String {
        var seen = Set<String>()
        let events = layout.rows.reversed().flatMap(\.events).filter { seen.insert($0.id).inserted }
        return try AnswerJSON.text(JSONRenderer.Reply(today: JSONRenderer.TodayJSON(date: UTCText.format(layout.window.from), babyID: baby.id, events: events)))
    }
}
