import FoundationEssentials
import HushDomain

/// What a week file's line is about, read without decoding it: the event's id, when it starts and its kind,
/// or the id a tombstone removes. A query over part of a week (`status` on a Sunday wants Saturday and Sunday)
/// peeks at every line and decodes only the lines whose events it wants, where decoding the whole week
/// was most of what `status` did.
///
/// It answers only for lines shaped as ``JSONLineWriter`` writes them; for anything else it says nil, and
/// the caller reads the week whole, as ``WeekLineReader`` and the tree read it. A line it reads as an event
/// with an id and a start is one the full reader reads with that id and start, or refuses (WeekLinePeekTests);
/// its kind too, when the peek gives one (nil when the type is written with escapes: the reader decides).
///
/// ```swift
/// WeekLinePeek(line)   // .event(id: "e1", start: 2026-01-02 20:00 UTC, kind: .diaper), or .gone("e1"), or nil
/// ```
enum WeekLinePeek: Equatable {
    case event(id: String, start: Date, kind: EventKind?)
    case gone(String)

    init?(_ line: UnsafeBufferPointer<UInt8>) {
        var scanner = JSONScanner(line)
        var event: (id: String, start: Date, kind: EventKind?)?
        var gone: String?
        do {
            guard try !scanner.openObject() else { return nil }
            repeat {
                let key = try scanner.key()
                if JSONScanner.matches(key, "event") {
                    guard event == nil, let read = try Self.event(&scanner) else { return nil }
                    event = read
                } else if JSONScanner.matches(key, "gone") {
                    // The full reader takes only a plain string here (and a line with both keys as its event).
                    guard gone == nil, let id = scanner.plainString() else { return nil }
                    gone = String(decoding: id, as: UTF8.self)
                } else {
                    try scanner.skipValue()
                }
            } while try scanner.nextMember()
            try scanner.end()
        } catch {
            return nil
        }
        if let event {
            self = .event(id: event.id, start: event.start, kind: event.kind)
        } else if let gone {
            self = .gone(gone)
        } else {
            return nil
        }
    }

    /// The event object's id, start and type, each once; the rest is stepped over. A type the reader
    /// would refuse makes the line the reader's to judge.
    private static func event(_ scanner: inout JSONScanner) throws -> (id: String, start: Date, kind: EventKind?)? {
        var id: String?, start: Date?, kind: EventKind?, typed = false
        guard try !scanner.openObject() else { return nil }
        repeat {
            let key = try scanner.key()
            if JSONScanner.matches(key, "id") {
                guard id == nil, let read = scanner.plainString() else { return nil }
                id = String(decoding: read, as: UTF8.self)
            } else if JSONScanner.matches(key, "start_time") {
                guard start == nil, let read = try utc(&scanner) else { return nil }
                start = read
            } else if JSONScanner.matches(key, "event_type") {
                guard !typed else { return nil }
                typed = true
                if let read = scanner.plainString() {
                    guard let known = EventKind(rawValue: String(decoding: read, as: UTF8.self)) else { return nil }
                    kind = known
                } else {
                    try scanner.skipValue()
                }
            } else {
                try scanner.skipValue()
            }
        } while try scanner.nextMember()
        guard let id, let start else { return nil }
        return (id, start, kind)
    }

    /// The `utc` member of an event's start, read as ``UTCText/parse(_:)`` reads a time.
    private static func utc(_ scanner: inout JSONScanner) throws -> Date? {
        var utc: Date?
        guard try !scanner.openObject() else { return nil }
        repeat {
            let key = try scanner.key()
            if JSONScanner.matches(key, "utc") {
                guard utc == nil, let read = scanner.plainString().flatMap({ UTCText.parse(bytes: $0) }) else { return nil }
                utc = read
            } else {
                try scanner.skipValue()
            }
        } while try scanner.nextMember()
        return utc
    }
}
