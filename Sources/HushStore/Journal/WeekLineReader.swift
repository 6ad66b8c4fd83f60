import FoundationEssentials
import HushDomain

/// Reads a week file's line straight from its bytes: `{"event":{…}}` into the ``Event`` it holds, or
/// `{"gone":"id"}`. The line is what ``JSONLineWriter`` wrote, so its objects are scanned key by key
/// (``JSONScanner``) and its times read in place, instead of building a tree of dictionaries and reading the
/// event out of it: reading a week was nearly half of `status`'s instructions, most of it that tree.
///
/// It answers only when it is sure: a line it does not expect (a key twice, a key with an escape, a value
/// of another type, a time that does not read, an escape in a time) gives nil, and the caller reads the line through
/// ``JSONValue/parse(_:)`` and ``JSONRecordReader``, which decide as they always have. So whatever this
/// reads, the tree reads the same (WeekLineReaderTests holds the two together, on damaged lines too).
///
/// ```swift
/// switch WeekLineReader.read(line) {
/// case .event(let event)?: events[event.id] = event
/// case .gone(let id)?: events[id] = nil
/// case nil: /* the tree */
/// }
/// ```
enum WeekLineReader {
    enum Line: Equatable {
        case event(Event)
        case gone(String)
    }

    static func read(_ line: UnsafeBufferPointer<UInt8>) -> Line? {
        var scanner = JSONScanner(line)
        var event: Event?
        var gone: String?
        do {
            guard try !scanner.openObject() else { return nil }
            repeat {
                let key = try scanner.key()
                if JSONScanner.matches(key, "event") {
                    guard event == nil else { return nil }
                    guard let read = try self.event(&scanner) else { return nil }
                    event = read
                } else if JSONScanner.matches(key, "gone") {
                    guard gone == nil else { return nil }
                    // The tree reads a "gone" that is not a string as no "gone" at all; so does nothing here.
                    guard case .string(let id) = try scanner.value() else { return nil }
                    gone = id
                } else {
                    _ = try scanner.value()
                }
            } while try scanner.nextMember()
            try scanner.end()
        } catch {
            return nil
        }
        if let event { return .event(event) }
        return gone.map(Line.gone)
    }

    /// The event object at the scanner, or nil when it holds anything ``JSONRecordReader/event(_:)`` would
    /// have to decide.
    private static func event(_ scanner: inout JSONScanner) throws -> Event? {
        var id: String?, babyID: String?, loggedBy: String?, kind: EventKind?, notes: String??
        var start: EventTimestamp?, end: EventTimestamp??, data: JSONValue?
        var created: Date?, updated: Date?, deleted: Date??
        guard try !scanner.openObject() else { return nil }
        repeat {
            let key = try scanner.key()
            switch key.count {
            case 2 where JSONScanner.matches(key, "id"):
                guard id == nil else { return nil }
                id = try scanner.string()
            case 4 where JSONScanner.matches(key, "data"):
                guard data == nil else { return nil }
                data = try scanner.value()
            case 5 where JSONScanner.matches(key, "notes"):
                guard notes == nil else { return nil }
                notes = .some(try scanner.null() ? nil : try scanner.value().string)
            case 7 where JSONScanner.matches(key, "baby_id"):
                guard babyID == nil else { return nil }
                babyID = try scanner.string()
            case 8 where JSONScanner.matches(key, "end_time"):
                guard end == nil else { return nil }
                if try scanner.null() {
                    end = .some(nil)
                } else {
                    guard let read = try timestamp(&scanner) else { return nil }
                    end = read
                }
            case 9 where JSONScanner.matches(key, "logged_by"):
                guard loggedBy == nil else { return nil }
                loggedBy = try scanner.string()
            case 10 where JSONScanner.matches(key, "event_type"):
                guard kind == nil, let read = EventKind(rawValue: try scanner.string()) else { return nil }
                kind = read
            case 10 where JSONScanner.matches(key, "created_at"):
                guard created == nil, let read = date(&scanner) else { return nil }
                created = read
            case 10 where JSONScanner.matches(key, "start_time"):
                guard start == nil, let read = try timestamp(&scanner) else { return nil }
                start = read
            case 10 where JSONScanner.matches(key, "updated_at"):
                guard updated == nil, let read = date(&scanner) else { return nil }
                updated = read
            case 10 where JSONScanner.matches(key, "deleted_at"):
                guard deleted == nil else { return nil }
                if try scanner.null() {
                    deleted = .some(nil)
                } else {
                    guard let read = date(&scanner) else { return nil }
                    deleted = read
                }
            default:
                _ = try scanner.value()
            }
        } while try scanner.nextMember()
        guard let id, let babyID, let loggedBy, let kind, let start, let created, let updated else { return nil }
        // The payload is read as the tree reads it; its own refusals are the tree's to make.
        guard let payload = try? EventData.read(kind: kind, data: data ?? .object([:])) else { return nil }
        var event = Event(id: id, babyID: babyID, loggedBy: loggedBy, start: start, end: end ?? nil, data: payload,
                          notes: notes ?? nil, createdAt: created)
        event.updatedAt = updated
        event.deletedAt = deleted ?? nil
        return event
    }

    /// `{"offset_seconds":…,"timezone":"…","utc":"…"}`, or nil for anything else.
    private static func timestamp(_ scanner: inout JSONScanner) throws -> EventTimestamp? {
        var offset: Int?, zone: String?, utc: Date?
        guard try !scanner.openObject() else { return nil }
        repeat {
            let key = try scanner.key()
            if JSONScanner.matches(key, "utc") {
                guard utc == nil, let read = date(&scanner) else { return nil }
                utc = read
            } else if JSONScanner.matches(key, "timezone") {
                guard zone == nil else { return nil }
                zone = try scanner.string()
            } else if JSONScanner.matches(key, "offset_seconds") {
                guard offset == nil, let read = try scanner.value().integer else { return nil }
                offset = read
            } else {
                _ = try scanner.value()
            }
        } while try scanner.nextMember()
        guard let offset, let zone, let utc else { return nil }
        return EventTimestamp(utc: utc, timezone: zone, offsetSeconds: offset)
    }

    /// A time read as ``UTCText/parse(_:)`` reads one, from the string's bytes; nil for a value that is not
    /// a plain string or not a time.
    private static func date(_ scanner: inout JSONScanner) -> Date? {
        scanner.plainString().flatMap { UTCText.parse(bytes: $0) }
    }
}
