import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import HushDomain

/// The events that start in one UTC week (Monday to Sunday), cached in `cache/weeks/YYYY-MM-DD.jsonl`
/// named by the week's Monday. Weeks, not days: the bench's 1,260 days of history are 180 files, and
/// creating 1,260 files was a quarter of importing them, while a week is still small enough (a hundred-odd
/// events) that reading the current one costs a command well under a millisecond.
///
/// The file is append-only: each line is an event's newest version or a tombstone for one that left the
/// week (moved to another week or removed by undo); the last line for an id wins.
///
/// ```
/// {"event":{"id":"e1",…}}
/// {"gone":"e1"}
/// ```
package struct WeekPartition {
    /// The Monday (`YYYY-MM-DD`) of the UTC week holding `instant`. Keys sort as their weeks do, so a range
    /// of instants maps to the range of keys between theirs.
    package static func key(for instant: Date) -> String {
        let seconds = instant.wholeSeconds()
        let day = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        // 1970-01-01 was a Thursday: three days after a Monday.
        let sinceMonday = ((day + 3) % 7 + 7) % 7
        return CivilDateTime(secondsAsUTC: (day - sinceMonday) * 86_400).dateText
    }

    let key: String
    private(set) var events: [String: Event] = [:]
    /// The week's sleeps that are not deleted, by id, kept with `events`: what the nap forecast reads at
    /// every wake, without copying the whole of every other event in the week to find them.
    private(set) var sleeps: [String: Sleep] = [:]

    package struct Sleep {
        var babyID: String
        var start: Date
        var end: Date?

        /// The sleep an event is, if it is one and not deleted.
        init?(_ event: Event) {
            guard event.kind == .sleep, event.deletedAt == nil else { return nil }
            babyID = event.babyID
            start = event.start.utc
            end = event.end?.utc
        }
    }
    /// False while the partition holds only new writes and not the file's contents: logging a new event
    /// appends a line without reading the week (most commands that write never read it).
    private(set) var complete = true
    /// Ids changed since the last write, in order; encoded only when written, so an event changed many
    /// times within one batch is encoded once.
    private var changed: [String] = []
    private var changedSet: Set<String> = []

    init(key: String, complete: Bool = true) {
        self.key = key
        self.complete = complete
    }

    /// This partition's unwritten changes laid over the file's contents.
    func merged(onto loaded: WeekPartition) -> WeekPartition {
        var result = loaded
        for id in changed {
            if let event = events[id] { result.put(event) } else { result.remove(id) }
        }
        return result
    }

    /// Folds the file's lines; a line that does not decode means the cache is damaged. Each line is read
    /// straight from its bytes when it is as the writer wrote it (``WeekLineReader``), else through the tree.
    init(key: String, contents: Data) throws {
        self.key = key
        var events: [String: Event] = [:]
        // Lines are found and parsed in place: splitting `Data` into slices and copying each was a third of
        // reading a week, and `status` reads one or two weeks on every call.
        try contents.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let base = raw.baseAddress else { return }
            // Room for a line's event each, made once: growing the table as events arrived rehashed it
            // and touched fresh pages at each doubling (62 of `status`'s thousand page faults).
            var lines = 0, from = base
            while let found = memchr(from, 0x0A, bytes.count - (from - base)) {
                lines += 1
                from = UnsafeRawPointer(found) + 1
            }
            events.reserveCapacity(lines + 1)
            var start = 0
            while start < bytes.count {
                // memchr: a byte-by-byte search for each line's end was 3% of `status`'s instructions.
                let found = memchr(base + start, 0x0A, bytes.count - start)
                let end = found.map { UnsafeRawPointer($0) - base } ?? bytes.count
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                switch end > start ? WeekLineReader.read(line) : nil {
                case .event(let event)?:
                    events[event.id] = event
                case .gone(let id)?:
                    events[id] = nil
                case nil where end > start:
                    let item = try JSONValue.parse(line)
                    if let event = item["event"] {
                        let decoded = try JSONRecordReader.event(event)
                        events[decoded.id] = decoded
                    } else if let gone = item["gone"]?.string {
                        events[gone] = nil
                    } else {
                        throw JSONRecordReader.Malformed(what: "week line")
                    }
                case nil:
                    break
                }
                start = end + 1
            }
        }
        self.events = events
        for (id, event) in events {
            if let sleep = Sleep(event) { sleeps[id] = sleep }
        }
    }

    var hasPending: Bool { !changed.isEmpty }

    mutating func put(_ event: Event) {
        events[event.id] = event
        sleeps[event.id] = Sleep(event)
        note(event.id)
    }

    mutating func remove(_ id: String) {
        guard events[id] != nil else { return }
        events[id] = nil
        sleeps[id] = nil
        note(id)
    }

    private mutating func note(_ id: String) {
        if changedSet.insert(id).inserted { changed.append(id) }
    }

    /// Lines for what changed since the last write: the current version, or a tombstone.
    mutating func takePending() throws -> Data {
        var writer = JSONLineWriter()
        for id in changed {
            writer.partitionLine(event: events[id], gone: events[id] == nil ? id : nil)
            writer.newline()
        }
        let data = writer.data
        changed = []
        changedSet = []
        return data
    }

    /// The whole partition as fresh file contents (used when rebuilding the cache).
    mutating func compacted() -> Data {
        changed = []
        changedSet = []
        // The same bytes JSONEncoder would write (JSONLineWriterTests), at a fraction of the cost.
        var writer = JSONLineWriter()
        for event in events.values.sorted(by: { ($0.start.utc, $0.id) < ($1.start.utc, $1.id) }) {
            writer.partitionLine(event: event, gone: nil)
            writer.newline()
        }
        return writer.data
    }

    package struct Line: Codable {
        var event: Event?
        var gone: String?
    }
}
