import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `deleted`: what can still be restored, numbered for `restore N`.
///
/// ```swift
/// try DeletedListAnswer(events: [], calendar: calendar, now: now, safety: safety).text(style: style)
/// // "Nothing deleted in the last 30 days"
/// ```
public struct DeletedListAnswer: Answer {
    public var spokenView: SpokenView { .deleted }

    public var events: [Event]
    public var calendar: ZonedCalendar
    public var now: Date
    public var safety: BottleSafety

    public init(events: [Event], calendar: ZonedCalendar, now: Date, safety: BottleSafety) {
        self.events = events
        self.calendar = calendar
        self.now = now
        self.safety = safety
    }

    public func text(style: TextStyle) -> String {
        guard !events.isEmpty else { return "Nothing deleted in the last 30 days" }
        var lines = [style.bold("Deleted") + " (restorable for 30 days; 'restore N' brings one back)"]
        for (index, event) in events.enumerated() {
            let detail = DayListing.detail(event, now: now, calendar: calendar, safety: safety)
            lines.append(String(index + 1).leftPadded(to: 3) + "  " + TimeText.clock(event.start.utc, calendar: calendar, now: now)
                + "  " + style.kind(event.kind, detail) + style.dim(" · deleted \(TimeText.clock(event.deletedAt!, calendar: calendar, now: now))"))
        }
        return lines.joined(separator: "\n")
    }

    public func json() throws -> String { try AnswerJSON.text(JSONRenderer.Reply(deleted: events)) }

    /// How many, and the newest deletion: what a listener would bring back.
    public func speech() -> String {
        guard let newest = events.max(by: { ($0.deletedAt ?? .distantPast) < ($1.deletedAt ?? .distantPast) }) else {
            return SpokenText.sentences("Nothing deleted in the last 30 days")
        }
        let number = (events.firstIndex { $0.id == newest.id } ?? 0) + 1
        let detail = DayListing.detail(newest, now: now, calendar: calendar, safety: safety)
        return SpokenText.sentences("\(events.count) deleted in the last 30 days · The newest, number \(number), was \(SpokenText.clause(detail)) "
            + "at \(TimeText.clock(newest.start.utc, calendar: calendar, now: now)); restore \(number) brings it back")
    }
}
