import Foundation
import HushDomain

/// A week file's events as trends count them (``TrendsFact``), kept beside the cache in
/// `cache/trends/YYYY-MM-DD.txt`: `trends 30d` reads five or six weeks, and decoding their JSON whole was
/// a third of the command. The summary names the week file's length and CRC-32C it was made from and is
/// used only while the file is still exactly that; any change to the week (a late log, an edit, a rebuilt
/// cache) makes it stale, and the week is then read whole and summarised again. Like the rest of the
/// cache it is derived: losing it loses nothing.
///
/// One header line, then one tab-separated line per event: id, baby, measure, start, end (or `-`), feed
/// time, and the measure's detail (a volume as value and unit, or a diaper's contents). Times are
/// seconds since 2001 as Swift prints a `Double`, which reads back to the same `Date`.
///
/// ```
/// hush-trends 1 length 60287 crc32c 3b1d0a7e
/// 01a5d4bc-…	018cc39b-…	sleep	801906540.0	801915300.0	801906540.0
/// ```
enum TrendsDigest {
    static let magic = "hush-trends 1"

    static func header(length: Int, crc: UInt32) -> String {
        "\(magic) length \(length) crc32c \(String(crc, radix: 16))"
    }

    /// The summary's text for `facts`, made from week file contents of `length` bytes with checksum `crc`;
    /// nil when an id holds a tab or a line break (ids can come from other devices), so the week is
    /// always read whole rather than a field misread.
    static func text(_ facts: [TrendsFact], length: Int, crc: UInt32) -> String? {
        var text = header(length: length, crc: crc) + "\n"
        for fact in facts {
            guard !(fact.id + fact.babyID).utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return nil }
            var fields = [fact.id, fact.babyID, "", time(fact.start), fact.end.map(time) ?? "-", time(fact.feedTime)]
            switch fact.measure {
            case .sleep: fields[2] = "sleep"
            case .bottleFeed(let drank): fields[2] = "bottle"; fields += volume(drank)
            case .breastFeed: fields[2] = "breast"
            case .pump(let amount): fields[2] = "pump"; fields += volume(amount)
            case .diaper(let contents): fields[2] = "diaper"; fields.append(contents.rawValue)
            case .other: fields[2] = "other"
            }
            text += fields.joined(separator: "\t") + "\n"
        }
        return text
    }

    /// The facts in `data`, or nil when it was not made from contents of this length and checksum, or
    /// does not read (then the week is read whole instead). Read as bytes: splitting a `String` by
    /// `Character`s cost as much as the JSON it replaces.
    static func facts(_ data: Data, length: Int, crc: UInt32) -> [TrendsFact]? {
        let expected = Array((header(length: length, crc: crc) + "\n").utf8)
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> [TrendsFact]? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard bytes.count >= expected.count, bytes.prefix(expected.count).elementsEqual(expected),
                  bytes.last == UInt8(ascii: "\n") else { return nil }
            var facts: [TrendsFact] = []
            var position = expected.count
            var fields: [String] = []
            fields.reserveCapacity(8)
            while position < bytes.count {
                fields.removeAll(keepingCapacity: true)
                var start = position
                while true {
                    let byte = bytes[position]
                    if byte == 0x09 || byte == 0x0A {
                        fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
                        start = position + 1
                    }
                    position += 1
                    if byte == 0x0A { break }
                }
                guard let fact = fact(fields) else { return nil }
                facts.append(fact)
            }
            return facts
        }
    }

    /// One line's fields as a fact; nil when they do not read.
    private static func fact(_ fields: [String]) -> TrendsFact? {
        guard fields.count >= 6, let start = date(fields[3]), let feedTime = date(fields[5]) else { return nil }
        let end: Date?
        if fields[4] == "-" { end = nil } else {
            guard let value = date(fields[4]) else { return nil }
            end = value
        }
        let measure: TrendsFact.Measure
        switch (fields[2], fields.count) {
        case ("sleep", 6): measure = .sleep
        case ("bottle", 6): measure = .bottleFeed(drank: nil)
        case ("bottle", 8): guard let drank = volume(fields[6], fields[7]) else { return nil }; measure = .bottleFeed(drank: drank)
        case ("breast", 6): measure = .breastFeed
        case ("pump", 6): measure = .pump(nil)
        case ("pump", 8): guard let amount = volume(fields[6], fields[7]) else { return nil }; measure = .pump(amount)
        case ("diaper", 7): guard let contents = DiaperContents(rawValue: fields[6]) else { return nil }; measure = .diaper(contents)
        case ("other", 6): measure = .other
        default: return nil
        }
        return TrendsFact(id: fields[0], babyID: fields[1], start: start, end: end, feedTime: feedTime, measure: measure)
    }

    private static func time(_ date: Date) -> String { "\(date.timeIntervalSinceReferenceDate)" }

    private static func date(_ text: String) -> Date? {
        guard let seconds = Double(text), seconds.isFinite else { return nil }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }

    private static func volume(_ volume: Volume?) -> [String] {
        volume.map { ["\($0.value)", $0.unit.rawValue] } ?? []
    }

    private static func volume(_ value: String, _ unit: String) -> Volume? {
        guard let number = Double(value), number.isFinite, let unit = Volume.Unit(rawValue: unit) else { return nil }
        return Volume(number, unit)
    }
}
