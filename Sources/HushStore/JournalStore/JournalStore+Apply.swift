import FoundationEssentials
import HushDomain

/// Applying journal entries to the state and the week partitions; used by commit, replay and rebuild alike,
/// so a change means the same thing however it reaches the cache.
extension JournalStore {
    func apply(_ entry: JournalEntry, offset: Int) throws {
        for change in entry.changes {
            try apply(change)
        }
        state.seq = entry.seq
        for change in entry.changes {
            let stamp: Date?
            switch change.after {
            case .event(let event)?: stamp = event.updatedAt
            case .baby(let baby)?: stamp = baby.updatedAt
            default: stamp = nil
            }
            if let stamp, stamp > (state.lastStamp?.date ?? .distantPast) { state.lastStamp = UTCDate(stamp) }
        }
        try applyToUndo(entry, offset: offset)
        stateDirty = true
    }

    private func apply(_ change: RecordChange) throws {
        var old: Event?
        var new: Event?
        if case .event(let event)? = change.before { old = event }
        if case .event(let event)? = change.after { new = event }
        guard old != nil || new != nil else {
            state.applyNonEvent(change)
            return
        }
        let id = (new ?? old)!.id
        if let old {
            let oldKey = WeekPartition.key(for: old.start.utc)
            if new == nil || WeekPartition.key(for: new!.start.utc) != oldKey {
                try withPartition(oldKey) { $0.remove(id) }
            }
        }
        if let new {
            let key = WeekPartition.key(for: new.start.utc)
            if old == nil, partitions[key] == nil {
                // A new event only adds a line: no need to read the week's file for it.
                // A week with no file yet has nothing to read: its partition is complete from the start.
                var writes = WeekPartition(key: key, complete: ignoreWeekFiles || !state.hasWeek(key))
                writes.put(new)
                partitions[key] = writes
            } else {
                try withPartition(key) { $0.put(new) }
            }
            state.weeks.insert(key)
        }
        state.updateOpen(id: id, with: new)
        if new?.kind == .pump || old?.kind == .pump { state.updateStash(id: id, with: new) }
        state.updateDeleted(id: id, with: new)
        updateLatest(old: old, new: new)
    }

    private func updateLatest(old: Event?, new: Event?) {
        if let new, new.deletedAt == nil {
            for key in StoreState.latestKeys(for: new) {
                if let current = state.latest[key] {
                    if current.id == new.id && new.start.utc < current.start.utc {
                        recompute.insert(key)
                    } else if current.id == new.id || new.start.utc >= current.start.utc {
                        state.latest[key] = new
                    }
                } else if !recompute.contains(key) {
                    state.latest[key] = new
                }
            }
        }
        if let old {
            let kept = new.flatMap { $0.deletedAt == nil ? Set(StoreState.latestKeys(for: $0)) : nil } ?? []
            for key in StoreState.latestKeys(for: old) where state.latest[key]?.id == old.id && !kept.contains(key) {
                state.latest[key] = nil
                recompute.insert(key)
            }
        }
    }

    /// Finds the latest event for keys whose latest was removed or moved earlier, newest week first.
    func finishRecompute() throws {
        guard !ignoreWeekFiles || !partitions.isEmpty else {
            recompute = []
            return
        }
        for key in recompute {
            state.latest[key] = nil
            for week in state.weeks.keys.reversed() {
                let candidates = try partition(week).events.values.filter {
                    $0.deletedAt == nil && StoreState.latestKeys(for: $0).contains(key)
                }
                if let best = candidates.max(by: { ($0.start.utc, $0.createdAt) < ($1.start.utc, $1.createdAt) }) {
                    state.latest[key] = best
                    break
                }
            }
        }
        recompute = []
    }

    /// After a full rebuild every partition is in memory: take the latest of each kind directly.
    func rebuildLatest() {
        state.latest = [:]
        for partition in partitions.values {
            for event in partition.events.values where event.deletedAt == nil {
                for key in StoreState.latestKeys(for: event) {
                    if let current = state.latest[key],
                       (current.start.utc, current.createdAt) >= (event.start.utc, event.createdAt) { continue }
                    state.latest[key] = event
                }
            }
        }
    }

    func partition(_ key: String) throws -> WeekPartition {
        if let loaded = partitions[key], loaded.complete { return loaded }
        var loaded = WeekPartition(key: key)
        if !ignoreWeekFiles, state.hasWeek(key) {
            // A listed week whose file is gone lost its events from the cache, not from the store.
            guard let data = try DurableFile.read(weeksPath + "/\(key).jsonl") else { throw CacheDamage() }
            do {
                loaded = try WeekPartition(key: key, contents: data)
            } catch {
                // A damaged cache file holds nothing the journal lacks: rebuild everything from the journal.
                throw CacheDamage()
            }
        }
        if let writes = partitions[key] { loaded = writes.merged(onto: loaded) }
        partitions[key] = loaded
        return loaded
    }

    private func withPartition(_ key: String, _ body: (inout WeekPartition) throws -> Void) throws {
        _ = try partition(key)
        // Changed in place: a copy taken out of the dictionary would share its storage, and the first
        // change would then copy the whole week (a quarter of an import's time).
        try body(&partitions[key]!)
    }
}

/// Raised when a cache file does not decode; the store answers by rebuilding the cache.
package struct CacheDamage: Error {}
