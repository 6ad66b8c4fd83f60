import FoundationEssentials

/// What the server decided about one push: the changes to keep (in order), the ones it had already
/// (a retry), the ones refused, and the conflicts found. Both backends write exactly this.
public struct PushPlan: Sendable {
    public var accepted: [SyncChange] = []
    /// What each accepted change's record says (``RecordFacts``), in the same order: the rules read them
    /// already, and a backend indexes them, so they are not read from the record a second time.
    public var acceptedFacts: [RecordFacts] = []
    public var duplicates = 0
    /// Change ids refused, with the reason.
    public var refused: [String: String] = [:]
    public var conflicts: [SyncConflict] = []

    public init() {}
}
