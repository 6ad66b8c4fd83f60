import FoundationEssentials

/// What the server decided about one push: the changes to keep (in order), the ones it had already
/// (a retry), the ones refused, and the conflicts found. Both backends write exactly this.
public struct PushPlan: Sendable {
    /// The changes to keep, in order (``accept(_:facts:)``).
    public private(set) var accepted: [SyncChange] = []
    /// What each of them says (``RecordFacts``), in the same order: the rules read them already, and a
    /// backend indexes them, so they are not read from the record a second time.
    public private(set) var acceptedFacts: [RecordFacts] = []
    public var duplicates = 0
    /// Change ids refused, with the reason.
    public var refused: [String: String] = [:]
    public var conflicts: [SyncConflict] = []

    public init() {}

    /// Keeps `change`, with what its record says (read here when not given).
    public mutating func accept(_ change: SyncChange, facts: RecordFacts? = nil) {
        accepted.append(change)
        acceptedFacts.append(facts ?? RecordFacts(key: change.key, json: change.after))
    }
}
