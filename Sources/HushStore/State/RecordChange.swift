import FoundationEssentials
import HushDomain

/// One record's change: created (before nil), updated, or removed entirely (after nil, which only
/// undo does: deleting an event is a soft delete, an update that sets `deleted_at`).
public struct RecordChange: Codable, Hashable, Sendable {
    public var before: StoreRecord?
    public var after: StoreRecord?

    public init(before: StoreRecord?, after: StoreRecord?) {
        self.before = before
        self.after = after
    }

    /// The change that puts things back.
    public var reversed: RecordChange { RecordChange(before: after, after: before) }
}
