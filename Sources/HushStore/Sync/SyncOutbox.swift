import FoundationEssentials
import HushDomain

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
        /// Where the pushed cursor moves once this batch is accepted; -1: it stays (the batch ends inside an entry).
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

    /// Batches of at most `size` changes. The cursor is per entry, so a batch ending inside an entry (an
    /// import is one entry of thousands) leaves it where it was; a retry resends that entry's changes from
    /// its start, and the server skips the ones it has by id.
    public func batches(of size: Int) -> [Batch] {
        var batches: [Batch] = []
        var current: [SyncChange] = []
        var cursor: (offset: Int, seq: Int)? = nil
        for (entry, end) in entries {
            let changes = skipped.contains(entry.seq) ? [] : Self.changes(of: entry, device: device)
            var start = 0
            while changes.count - start > size - current.count {
                let take = size - current.count
                current += changes[start..<(start + take)]
                start += take
                batches.append(Batch(changes: current, endOffset: cursor?.offset ?? -1, endSeq: cursor?.seq ?? -1))
                current = []
            }
            current += changes[start...]
            cursor = (end, entry.seq)
            if current.count >= size || end == entries.last?.end {
                batches.append(Batch(changes: current, endOffset: end, endSeq: entry.seq))
                current = []
            }
        }
        return batches
    }
}
