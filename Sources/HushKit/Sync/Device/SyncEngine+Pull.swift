import FoundationEssentials

/// Pulling: what other devices changed, and what the server rewrote of this one's, applied to the store as
/// one journal entry by ``SyncEngine/author``.
extension SyncEngine {
    func pull(_ client: SyncClient, _ state: inout SyncState, _ report: inout SyncReport) throws {
        var latest: [String: ServerChange] = [:]
        var order: [String] = []
        var next = state.pulled
        var conflicts: [SyncConflict] = []
        while true {
            let page = try client.pull(after: next)
            for change in page.changes {
                if latest[change.change.key] == nil { order.append(change.change.key) }
                latest[change.change.key] = change
            }
            next = page.next
            conflicts = page.conflicts
            if !page.more { break }
        }
        // This device's own changes it has already, unless the server kept another version than it sent
        // (an author field, a membership's person id: ``RecordAuthors``): then the server's is the record.
        let incoming = order.compactMap { latest[$0] }.filter { $0.device != state.device || $0.change.rewritten == true }
        if !incoming.isEmpty {
            let applied = try apply(incoming, state: &state, skipped: &report.skipped)
            report.pulled = applied.count
            report.from = Array(Set(applied.map(\.person))).sorted()
        }
        state.pulled = next
        state.conflicts = conflicts
    }

    /// A removal that is a deletion for real, not the undo of a creation: a baby, an event deleted earlier
    /// (purged after 30 days), or someone's membership (an account deleted).
    static func deletesForReal(_ change: RecordChange) -> Bool {
        guard change.after == nil else { return false }
        switch change.before {
        case .baby?: return true
        case .event(let event)?: return event.deletedAt != nil
        case .entity(let entity)?: return entity.kind == Membership.kind
        default: return false
        }
    }

    /// Applies the newest version of each pulled record that differs from what the store holds, except
    /// records changed here since the push began (they go up next time, and the server compares them).
    /// A record that fails the record check is skipped and named in `skipped`, as the server would have
    /// refused it: a server that let it through (an older one, or a hostile one) cannot make this store
    /// hold what no device writes.
    func apply(_ incoming: [ServerChange], state: inout SyncState, skipped: inout [String]) throws -> [ServerChange] {
        let store = session.store
        try store.begin()
        defer { try? store.end() }
        let since = try store.committedEntries(from: state.pushedOffset).map(\.entry).filter { !state.pulledEntries.contains($0.seq) }
        let touched = Set(since.flatMap { $0.changes.compactMap { ($0.after ?? $0.before)?.key } })
        var changes: [RecordChange] = []
        var applied: [ServerChange] = []
        for change in incoming where !touched.contains(change.change.key) {
            if let fault = RecordJudge.fault(key: change.change.key, record: change.change.after) {
                skipped.append(fault.message)
                continue
            }
            let after: StoreRecord?
            do {
                after = try SyncChange.record(change.change.after)
            } catch {
                continue  // A record this version of Hush cannot read: left for a newer one, not guessed at.
            }
            let starts = [change.change.after, change.change.before].compactMap { RecordFacts(key: change.change.key, json: $0).start }
            let local = try store.currentRecord(key: change.change.key, starts: starts)
            if local == after { continue }
            changes.append(RecordChange(before: local, after: after))
            applied.append(change)
        }
        guard !changes.isEmpty else { return [] }
        // Pulled sleeps may be ones a noted wake's replay reads: make those windows first, as they were.
        try Dispatcher(session: session).settleWakes()
        let people = Array(Set(applied.map(\.person))).sorted().joined(separator: ", ")
        let entry = try store.commit(action: .set, summary: "Synced \(changes.count) change\(changes.count == 1 ? "" : "s") from \(people)",
                                     changes: changes, at: session.now, by: Self.author, keepStamps: true)
        try store.end(keepLock: true)
        state.pulledEntries.append(entry.seq)
        try state.save(store: directory)
        if changes.contains(where: Self.deletesForReal) {
            // Another device deleted for real (a baby, an account, purged events): so does this store,
            // history included, carrying across what it has not sent yet.
            try CompactionCarry.before(store)
            try store.compact(at: session.now, by: Self.author, reason: "a deletion on another device")
            try CompactionCarry.after(store)
        }
        return applied
    }
}
