import FoundationEssentials

/// The answer to a push, as sent to the device.
public struct PushReply: Codable, Sendable {
    public var accepted: Int
    public var duplicates: Int
    public var refused: [String: String]
    public var conflicts: [SyncConflict]
    /// The household's newest sequence number after the push.
    public var seq: Int

    public init(plan: PushPlan, seq: Int) {
        accepted = plan.accepted.count
        duplicates = plan.duplicates
        refused = plan.refused
        conflicts = plan.conflicts
        self.seq = seq
    }
}
