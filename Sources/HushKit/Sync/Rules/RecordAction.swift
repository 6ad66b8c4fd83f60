import FoundationEssentials

/// What a pushed change does to the record the server holds, for the authority table
/// (``RecordAuthority``): makes it, changes it, or deletes it. A baby or event marked deleted
/// (`deleted_at` newly set) is deleted, as much as one removed (`after` null): every device then
/// deletes the baby for real.
///
/// ```swift
/// RecordAction(change, current: stored)   // .delete for {"key": "baby:…", "before": {…}, "after": null}
/// ```
public enum RecordAction: String, CaseIterable, Sendable {
    case create
    case change
    case delete

    public init(_ change: SyncChange, current: StoredRecord?) {
        guard let after = change.after, after != .null else {
            self = .delete
            return
        }
        guard let held = current?.record, held != .null else {
            self = .create
            return
        }
        let marked = RecordFacts(key: change.key, json: after).isDeleted && !RecordFacts(key: change.key, json: held).isDeleted
        self = marked ? .delete : .change
    }
}
