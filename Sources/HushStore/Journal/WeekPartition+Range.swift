import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import HushDomain

extension WeekPartition {
    /// The first instant of the week `key` names and the first of the week after, in UTC.
    static func bounds(of key: String) -> (start: Date, end: Date)? {
        guard let week = WeekSet.week(key) else { return nil }
        let start = Date(timeIntervalSince1970: Double(week * 7 - 3) * 86_400)
        return (start, start.addingTimeInterval(7 * 86_400))
    }

    /// The events of a week file's `contents` that start in `[from, to)`, deleted ones too, in no order:
    /// what a whole read's `events` holds in that range. Every line is peeked at (``WeekLinePeek``), the last
    /// line for an id wins, and only the lines that end up in range are decoded. Nil when a line needs the
    /// whole reader (a line it cannot peek at or read straight from its bytes): the caller reads the week
    /// whole, which decides as it always has. With a `kind`, an event whose last line is plainly of another
    /// kind is left out too, undecoded ("when did he last poop" decodes the week's diapers only).
    ///
    /// ```swift
    /// WeekPartition.events(in: contents, from: saturday, to: now)   // Saturday's and Sunday's events
    /// WeekPartition.events(in: contents, from: saturday, to: now, kind: .diaper)   // and of those, the diapers
    /// ```
    static func events(in contents: Data, from: Date, to: Date, kind: EventKind? = nil) -> [Event]? {
        contents.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> [Event]? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let base = raw.baseAddress else { return [] }
            // Each id's last line while it is in range; an id whose last line is not is left out.
            var wanted: [String: Range<Int>] = [:]
            var start = 0
            while start < bytes.count {
                let found = memchr(base + start, 0x0A, bytes.count - start)
                let end = found.map { UnsafeRawPointer($0) - base } ?? bytes.count
                defer { start = end + 1 }
                guard end > start else { continue }
                switch WeekLinePeek(UnsafeBufferPointer(rebasing: bytes[start..<end])) {
                case .event(let id, let when, let written)?:
                    let other = kind != nil && written != nil && written != kind
                    wanted[id] = when >= from && when < to && !other ? start..<end : nil
                case .gone(let id)?:
                    wanted[id] = nil
                case nil:
                    return nil
                }
            }
            var events: [Event] = []
            events.reserveCapacity(wanted.count)
            for (id, line) in wanted {
                guard case .event(let event)? = WeekLineReader.read(UnsafeBufferPointer(rebasing: bytes[line])), event.id == id,
                      event.start.utc >= from, event.start.utc < to else { return nil }
                events.append(event)
            }
            return events
        }
    }
}
