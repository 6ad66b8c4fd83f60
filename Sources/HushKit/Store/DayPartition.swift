import Foundation

/// The events that start on one UTC day, cached in `cache/days/YYYY-MM-DD.jsonl`. The file is
/// append-only: each line is an event's newest version or a tombstone for one that left the day
/// (moved to another day or removed by undo); the last line for an id wins.
///
/// ```
/// {"event":{"id":"e1",…}}
/// {"gone":"e1"}
/// ```
struct DayPartition {
    static func key(for instant: Date) -> String {
        CivilDateTime(secondsAsUTC: Int(instant.timeIntervalSince1970.rounded(.down))).dateText
    }

    let key: String
    private(set) var events: [String: Event] = [:]
    /// Lines not yet written to the file.
    private(set) var pending = Data()

    init(key: String) { self.key = key }

    /// Folds the file's lines; a line that does not decode means the cache is damaged.
    init(key: String, contents: Data, decoder: JSONDecoder) throws {
        self.key = key
        for line in contents.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
            let item = try decoder.decode(Line.self, from: line)
            if let event = item.event {
                events[event.id] = event
            } else if let gone = item.gone {
                events[gone] = nil
            }
        }
    }

    mutating func put(_ event: Event, encoder: JSONEncoder) throws {
        events[event.id] = event
        pending.append(try encoder.encode(Line(event: event, gone: nil)))
        pending.append(UInt8(ascii: "\n"))
    }

    mutating func remove(_ id: String, encoder: JSONEncoder) throws {
        guard events[id] != nil else { return }
        events[id] = nil
        pending.append(try encoder.encode(Line(event: nil, gone: id)))
        pending.append(UInt8(ascii: "\n"))
    }

    mutating func markWritten() { pending = Data() }

    /// The whole partition as fresh file contents (used when rebuilding the cache).
    func compacted(encoder: JSONEncoder) throws -> Data {
        var data = Data()
        for event in events.values.sorted(by: { ($0.start.utc, $0.id) < ($1.start.utc, $1.id) }) {
            data.append(try encoder.encode(Line(event: event, gone: nil)))
            data.append(UInt8(ascii: "\n"))
        }
        return data
    }

    struct Line: Codable {
        var event: Event?
        var gone: String?
    }
}
