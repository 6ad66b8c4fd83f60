import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `show N`: every field of one event; its JSON is the event as stored.
///
/// ```swift
/// try EventDetailsAnswer(event: event, calendar: calendar, now: now, safety: safety).text(style: style)
/// ```
public struct EventDetailsAnswer: Answer {
    public var spokenView: SpokenView { .eventDetails }

    public var event: Event
    public var calendar: ZonedCalendar
    public var now: Date
    public var safety: BottleSafety

    public init(event: Event, calendar: ZonedCalendar, now: Date, safety: BottleSafety) {
        self.event = event
        self.calendar = calendar
        self.now = now
        self.safety = safety
    }

    public func text(style: TextStyle) -> String {
        EventDetailsText(style: style, safety: safety).render(event, calendar: calendar, now: now)
    }

    public func json() throws -> String { try AnswerJSON.text(JSONRenderer.Reply(event: event)) }
}
