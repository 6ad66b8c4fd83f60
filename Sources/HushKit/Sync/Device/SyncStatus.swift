import FoundationEssentials

/// The sync state the PRD's status bar shows, as one line for `status`: synced ✓, syncing, offline
/// with N pending ⚠, or, after five failed attempts, a warning naming the change that is waiting.
///
/// ```swift
/// SyncStatus(state: state, pending: outbox.pending).line   // "⚠ Offline · 3 changes waiting"
/// ```
public struct SyncStatus: Sendable, Equatable {
    /// Attempts after which a waiting change is reported as failed (dashboard spec, retry behaviour).
    public static let attempts = 5

    public var pending: Int
    public var failures: Int
    /// What the oldest waiting change is about ("feeding", "sleep", "diaper"…).
    public var oldest: String?
    public var conflicts: Int
    /// A server is set but no household yet: nothing has been sent, so nothing is counted.
    public var linked = true

    public init(state: SyncState, pending: [JournalEntry]) {
        self.pending = pending.count
        failures = state.failures
        oldest = pending.first.map(Self.noun)
        conflicts = state.openConflicts.count
    }

    /// Reads `STORE/sync.json` and the outbox; nil when the store has no server.
    public static func read(store: JournalStore) -> SyncStatus? {
        guard let state = try? SyncState.load(store: store.directory), state.server != nil else { return nil }
        guard state.isLinked else {
            // Its outbox is the whole journal: not worth reading on every `status` to count it.
            var status = SyncStatus(state: state, pending: [])
            status.linked = false
            return status
        }
        let entries = (try? store.committedEntries(from: state.pushedOffset)) ?? []
        var status = SyncStatus(state: state, pending: SyncOutbox(entries: entries, state: state).pending)
        // Changes carried across a compaction wait too; counted as one, like the entry they came from.
        if let carried = try? CompactionCarry.read(store.directory), !carried.changes.isEmpty {
            status.pending += 1
            status.oldest = status.oldest ?? "deletion"
        }
        return status
    }

    public var line: String {
        guard linked else { return "Not linked yet: `sync` registers this household, or `join CODE as NAME`" }
        var text: String
        if pending == 0 {
            text = "Synced ✓"
        } else if failures >= Self.attempts {
            text = "⚠ Failed to save \(oldest ?? "a change")\(pending > 1 ? " and \(pending - 1) more" : "") · run `sync` to retry"
        } else if failures > 0 {
            text = "⚠ Offline · \(pending) change\(pending == 1 ? "" : "s") waiting"
        } else {
            text = "Syncing · \(pending) change\(pending == 1 ? "" : "s") waiting"
        }
        if conflicts > 0 { text += " · \(conflicts) conflict\(conflicts == 1 ? "" : "s"): type `conflicts`" }
        return text
    }

    static func noun(_ entry: JournalEntry) -> String {
        for change in entry.changes {
            switch change.after ?? change.before {
            case .event(let event)?: return event.kind.changeNoun
            case .entity(let entity)? where entity.kind == OfficeHours.kind: return "office hours"
            case .entity(let entity)? where entity.kind == Invite.kind: return "invite"
            case .baby?: return "baby"
            default: continue
            }
        }
        return "change"
    }
}
