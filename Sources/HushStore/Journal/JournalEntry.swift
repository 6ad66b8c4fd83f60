import FoundationEssentials
import HushDomain

/// One committed change: a line of `journal.jsonl`. The journal is append-only and is the store's
/// source of truth; everything else in the store folder can be rebuilt from it.
///
/// ```json
/// {"action":"do","at":"2026-01-02T20:00:00Z","by":"gavin","changes":[…],"seq":7,"summary":"Logged pee at 3:00 PM"}
/// ```
public struct JournalEntry: Codable, Hashable, Sendable {
    public enum Action: String, Codable, Sendable {
        /// A change the user made; undoable.
        case `do`
        /// Reverts the `do` entry named by `target`.
        case undo
        /// Re-applies the `do` entry named by `target`.
        case redo
        /// A setting such as the selected baby; not part of undo history.
        case set
    }

    public var seq: Int
    public var at: Date
    public var by: String
    public var action: Action
    public var target: Int?
    /// The confirmation the user saw, reused by undo ("Undid: Logged pee at 3:00 PM").
    public var summary: String
    public var changes: [RecordChange]

    public init(seq: Int, at: Date, by: String, action: Action, target: Int? = nil, summary: String, changes: [RecordChange]) {
        self.seq = seq
        self.at = at
        self.by = by
        self.action = action
        self.target = target
        self.summary = summary
        self.changes = changes
    }

    /// The version of `event` this entry wrote (with its stamped `updated_at`).
    public func written(_ event: Event?) -> Event? {
        guard let event else { return nil }
        for change in changes {
            if case .event(let written)? = change.after, written.id == event.id { return written }
        }
        return event
    }

    package enum CodingKeys: String, CodingKey { case seq, at, by, action, target, summary, changes }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        seq = try container.decode(Int.self, forKey: .seq)
        at = try container.decode(UTCDate.self, forKey: .at).date
        by = try container.decode(String.self, forKey: .by)
        action = try container.decode(Action.self, forKey: .action)
        target = try container.decodeIfPresent(Int.self, forKey: .target)
        summary = try container.decode(String.self, forKey: .summary)
        changes = try container.decode([RecordChange].self, forKey: .changes)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(seq, forKey: .seq)
        try container.encode(UTCDate(at), forKey: .at)
        try container.encode(by, forKey: .by)
        try container.encode(action, forKey: .action)
        try container.encodeIfPresent(target, forKey: .target)
        try container.encode(summary, forKey: .summary)
        try container.encode(changes, forKey: .changes)
    }
}
