import HushDomain
import HushLanguage
import HushStore
/// What a logging rule decided: the records to change, the one-line confirmation that says exactly what
/// was recorded, and the event it concerns.
public struct LogResult: Sendable {
    public var changes: [RecordChange]
    public var summary: String
    public var event: Event?

    public init(changes: [RecordChange], summary: String, event: Event?) {
        self.changes = changes
        self.summary = summary
        self.event = event
    }

    /// A new event.
    public static func created(_ event: Event, _ summary: String) -> LogResult {
        LogResult(changes: [RecordChange(before: nil, after: .event(event))], summary: summary, event: event)
    }

    /// An event's new version.
    public static func updated(_ old: Event, _ new: Event, _ summary: String) -> LogResult {
        LogResult(changes: [RecordChange(before: .event(old), after: .event(new))], summary: summary, event: new)
    }
}
