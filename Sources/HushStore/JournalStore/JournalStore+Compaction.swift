import FoundationEssentials
import HushDomain

/// Rewriting the journal without history, so deleted data is really gone from the store's files
/// (PRD 11, the data issue): the journal, and with it the undo history, then holds only what exists now.
extension JournalStore {
    /// Records per snapshot line: keeps each journal line a few megabytes at most.
    static let compactionChunk = 2_000

    /// Replaces the journal with a snapshot of the current records and rebuilds the cache from it. The old
    /// journal is replaced atomically (write, fsync, rename, fsync the folder): a crash leaves either the
    /// old journal or the new one, never a mix. Undo history starts afresh.
    public func compact(at: Date, by: String, reason: String) throws {
        try flush()
        var records: [StoreRecord] = state.babies.map { .baby($0) }
        records += try allEvents().map { .event($0) }
        records += state.preferences.keys.sorted().map { .preference(Preference(key: $0, value: state.preferences[$0])) }
        records += state.routines.map { .routine($0) }
        records += state.routineDays.map { .routineDay($0) }
        records += state.routineDrafts.map { .routineDraft($0) }
        for kind in state.entities.keys.sorted() {
            for id in state.entities[kind]!.keys.sorted() {
                records.append(.entity(Entity(kind: kind, id: id, value: state.entities[kind]![id]!)))
            }
        }
        var data = Data(StoreFormat.headerLine())
        data.append(UInt8(ascii: "\n"))
        var seq = 0
        for start in stride(from: 0, to: max(records.count, 1), by: Self.compactionChunk) {
            seq += 1
            let chunk = records.isEmpty ? [] : Array(records[start..<min(start + Self.compactionChunk, records.count)])
            let entry = JournalEntry(seq: seq, at: at, by: by, action: .set, summary: "Snapshot after \(reason)",
                                     changes: chunk.map { RecordChange(before: nil, after: $0) })
            var writer = JSONLineWriter()
            writer.entry(entry)
            data.append(contentsOf: JournalChecksum.seal(writer.bytes))
            data.append(UInt8(ascii: "\n"))
        }
        try replaceJournal(with: data)
    }
}
