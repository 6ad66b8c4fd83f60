import Foundation

/// The changes waiting for the server: journal entries after the pushed offset, less those pulls wrote,
/// each record change of a kind that travels becoming one ``SyncChange`` with an id that a retry repeats.
///
/// ```swift
/// let outbox = SyncOutbox(entries: try store.committedEntries(from: state.pushedOffset), state: state)
/// outbox.batches(of: 500)   // pushed in order, the cursor moving after each
/// ```
public struct SyncOutbox {
    public struct Batch {
        public var changes: [SyncChange]
        /// Where the pushed cursor moves once this batch is accepted.
        public var endOffset: Int
        public var endSeq: Int
    }

    public let entries: [(entry: JournalEntry, end: Int)]
    let device: String
    let skipped: Set<Int>

    public init(entries: [(entry: JournalEntry, end: Int)], state: SyncState) {
        self.entries = entries
        self.device = state.device ?? "unlinked"
        self.skipped = Set(state.pulledEntries)
    }

    public static func changes(of entry: JournalEntry, device: String) -> [SyncChange] {
        entry.changes.enumerated().compactMap { index, change in
            guard let key = (change.after ?? change.before)?.key, SyncChange.travels(key) else { return nil }
            return SyncChange(id: "\(device):\(entry.seq):\(index)", key: key, before: SyncChange.json(change.before),
                              after: SyncChange.json(change.after), by: entry.by, at: entry.at)
        }
    }

    /// Entries that are this device's own changes to travelling records.
    public var pending: [JournalEntry] {
        entries.map(\.entry).filter { !skipped.contains($0.seq) && $0.changes.contains { change in
            (change.after ?? change.before).map { SyncChange.travels($0.key) } ?? false
        } }
    }

    /// Whole entries per batch, about `size` changes each (an entry is never split: the cursor is per entry).
    public func batches(of size: Int) -> [Batch] {
        var batches: [Batch] = []
        var current: [SyncChange] = []
        for (entry, end) in entries {
            if !skipped.contains(entry.seq) { current += Self.changes(of: entry, device: device) }
            if current.count >= size || end == entries.last?.end {
                batches.append(Batch(changes: current, endOffset: end, endSeq: entry.seq))
                current = []
            }
        }
        return batches
    }
}
