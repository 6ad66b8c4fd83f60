import Foundation

/// What the server decided about one push: the changes to keep (in order), the ones it had already
/// (a retry), the ones refused, and the conflicts found. Both backends write exactly this.
public struct PushPlan: Sendable {
    public var accepted: [SyncChange] = []
    public var duplicates = 0
    /// Change ids refused, with the reason.
    public var refused: [String: String] = [:]
    public var conflicts: [SyncConflict] = []

    public init() {}
}

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
