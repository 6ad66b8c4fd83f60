import FoundationEssentials
import HushDomain

/// What sync reads from the store: the journal after a point (the outbox), and a record's current
/// version by key (to apply a pulled change on top of it).
extension JournalStore {
    /// Complete journal entries from byte `offset` on, each with the offset just after its line. Reads
    /// the file without the lock: the journal only grows, and a line still being written is not complete.
    public func committedEntries(from offset: Int) throws -> [(entry: JournalEntry, end: Int)] {
        guard let mark = DurableFile.mark(journalPath), mark.size > offset else { return [] }
        let data = try DurableFile.read(journalPath, from: offset)
        var result: [(JournalEntry, Int)] = []
        var position = offset
        var version = journalVersion
        try forEachLine(data) { line, complete in
            guard complete else { return }
            defer { position += line.count + 1 }
            let json = try JSONValue.parse(line)
            if position == 0 {
                version = json["version"]?.integer ?? StoreFormat.current
                return
            }
            if version >= StoreFormat.checksummed, JournalChecksum.verify(line) != .intact {
                throw StoreError.corrupt(path: journalPath, line: 0, reason: "the change at byte \(position), waiting to be sent, fails its checksum; 'check store' finds its line")
            }
            result.append((try JSONRecordReader.entry(JournalMigration.upgrade(json, from: version)), position + line.count + 1))
        }
        return result
    }

    /// The store's current version of the record with this key, or nil. Events are found in the weeks of
    /// `starts` (where the incoming versions begin), else by reading every week.
    public func currentRecord(key: String, starts: [Date]) throws -> StoreRecord? {
        let parts = key.split(separator: ":", maxSplits: 2).map(String.init)
        switch parts.first {
        case "event":
            let id = parts.count > 1 ? parts[1] : ""
            for week in Set(starts.map(WeekPartition.key(for:))) where state.hasWeek(week) {
                if let event = try partition(week).events[id] { return .event(event) }
            }
            return try allEvents().first { $0.id == id }.map { .event($0) }
        case "baby":
            return state.babies.first { "baby:\($0.id)" == key }.map { .baby($0) }
        case "entity" where parts.count == 3:
            return state.entities[parts[1]]?[parts[2]].map { .entity(Entity(kind: parts[1], id: parts[2], value: $0)) }
        default:
            return nil
        }
    }
}
