import FoundationEssentials
import HushDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A week file's events as trends count them (``TrendsFact``), kept beside the cache in
/// `cache/trends/YYYY-MM-DD.txt`: `trends 30d` reads five or six weeks, and decoding their JSON whole was
/// a third of the command. The summary names the week file's length and CRC-32C it was made from and is
/// used only while the file is still exactly that; any change to the week (a late log, an edit, a rebuilt
/// cache) makes it stale, and the week is then read whole and summarised again. Like the rest of the
/// cache it is derived: losing it loses nothing.
///
/// One header line, then one tab-separated line per event, oldest first (ties by id): id, baby, start,
/// end (or `-`), feed time, its ``TrendsMeasure`` as marks (`s` a sleep span, `f` a feed, `b` a breast
/// feed, `p` a pumping session, `w` wet, `d` dirty, in that order; `-` for none), what a feed drank and
/// what was pumped (value and unit, or `-`). Times are seconds since 2001 as Swift prints a `Double`,
/// which reads back to the same `Date`. The marks describe what is counted, not the kind of event, so no
/// kind is named here. The header's version changes with the format: a summary in another one never
/// matches, and is rebuilt. (Summaries written before they were kept in order read the same.)
///
/// ```
/// hush-trends 2 length 60287 crc32c 3b1d0a7e
/// 01a5d4bc-…	018cc39b-…	801906540.0	801915300.0	801906540.0	s	-	-
/// 02b7e1aa-…	018cc39b-…	801916000.0	801917800.0	801916200.0	f	3.5 oz	-
/// ```
enum TrendsDigest {
    /// Version 1 wrote the kind's measure by name (`sleep`, `bottle`, `diaper` …).
    static let magic = "hush-trends 2"

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
            let measure = fact.measure
            let fields = [fact.id, fact.babyID, time(fact.start), fact.end.map(time) ?? "-", time(fact.feedTime),
                          marks(measure), volume(measure.feed?.drank), volume(measure.pumping?.amount)]
            text += fields.joined(separator: "\t") + "\n"
        }
        return text
    }

    /// The facts in `data`, or nil when it was not made from contents of this length and checksum, or
    /// does not read (then the week is read whole instead). Read as bytes: splitting a `String` by
    /// `Character`s cost as much as the JSON it replaces, and making a `String` of every field, then a
    /// `Double` of a time through the C library, was most of what was left.
    static func facts(_ data: Data, length: Int, crc: UInt32) -> [TrendsFact]? {
        let expected = Array((header(length: length, crc: crc) + "\n").utf8)
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> [TrendsFact]? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard bytes.count >= expected.count, bytes.prefix(expected.count).elementsEqual(expected),
                  bytes.last == UInt8(ascii: "\n") else { return nil }
            var facts: [TrendsFact] = []
            var position = expected.count
            var fields: [UnsafeBufferPointer<UInt8>] = []
            fields.reserveCapacity(8)
            // The line's end, then its tabs, each found by memchr: a byte at a time, this loop was the
            // largest part of reading a month's summaries.
            guard let base = raw.baseAddress else { return nil }
            func next(_ byte: Int32, from start: Int, before end: Int) -> Int? {
                memchr(base + start, byte, end - start).map { base.distance(to: UnsafeRawPointer($0)) }
            }
            while position < bytes.count {
                fields.removeAll(keepingCapacity: true)
                guard let end = next(0x0A, from: position, before: bytes.count) else { return nil }
                var start = position
                while fields.count < 8, let tab = next(0x09, from: start, before: end) {
                    fields.append(UnsafeBufferPointer(rebasing: bytes[start..<tab]))
                    start = tab + 1
                }
                fields.append(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                position = end + 1
                guard let fact = fact(fields) else { return nil }
                facts.append(fact)
            }
            return facts
        }
    }

    /// One line's fields as a fact; nil when they do not read.
    private static func fact(_ fields: [UnsafeBufferPointer<UInt8>]) -> TrendsFact? {
        guard fields.count == 8, let start = date(fields[2]), let feedTime = date(fields[4]) else { return nil }
        let end: Date?
        if isDash(fields[3]) { end = nil } else {
            guard let value = date(fields[3]) else { return nil }
            end = value
        }
        guard let measure = measure(marks: fields[5], drank: fields[6], pumped: fields[7]) else { return nil }
        return TrendsFact(id: String(decoding: fields[0], as: UTF8.self), babyID: String(decoding: fields[1], as: UTF8.self),
                          start: start, end: end, feedTime: feedTime, measure: measure)
    }

    private static func isDash(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
        field.count == 1 && field[0] == UInt8(ascii: "-")
    }

    private static let markOrder = Array("sfbpwd".utf8)

    private static func marks(_ measure: TrendsMeasure) -> String {
        var marks = ""
        if measure.sleepSpan { marks += "s" }
        if let feed = measure.feed { marks += feed.breast ? "b" : "f" }
        if measure.pumping != nil { marks += "p" }
        if measure.wet { marks += "w" }
        if measure.dirty { marks += "d" }
        return marks.isEmpty ? "-" : marks
    }

    /// The measure the marks and volumes spell; nil for a mark out of order, repeated or unknown, a feed
    /// that is both kinds, or a volume without the mark it belongs to.
    private static func measure(marks: UnsafeBufferPointer<UInt8>, drank: UnsafeBufferPointer<UInt8>, pumped: UnsafeBufferPointer<UInt8>) -> TrendsMeasure? {
        var measure = TrendsMeasure()
        if !isDash(marks) {
            var last = -1
            for byte in marks {
                guard let rank = markOrder.firstIndex(of: byte), rank > last else { return nil }
                last = rank
                switch byte {
                case UInt8(ascii: "s"): measure.sleepSpan = true
                case UInt8(ascii: "f"): measure.feed = .init(breast: false)
                case UInt8(ascii: "b"):
                    guard measure.feed == nil else { return nil }
                    measure.feed = .init(breast: true)
                case UInt8(ascii: "p"): measure.pumping = .init(amount: nil)
                case UInt8(ascii: "w"): measure.wet = true
                default: measure.dirty = true
                }
            }
            guard last >= 0 else { return nil }
        }
        if !isDash(drank) {
            guard measure.feed != nil, let volume = volume(drank) else { return nil }
            measure.feed?.drank = volume
        }
        if !isDash(pumped) {
            guard measure.pumping != nil, let volume = volume(pumped) else { return nil }
            measure.pumping?.amount = volume
        }
        return measure
    }

    private static func time(_ date: Date) -> String { "\(date.timeIntervalSinceReferenceDate)" }

    /// A time as `time(_:)` writes it. Whole seconds (`831888300.0`, nearly every time written) are
    /// read from their digits, which gives the `Double` the C library's conversion gives; anything else
    /// goes through `Double(_:)`.
    private static func date(_ field: UnsafeBufferPointer<UInt8>) -> Date? {
        if let whole = wholeSeconds(field) { return Date(timeIntervalSinceReferenceDate: whole) }
        guard let seconds = Double(String(decoding: field, as: UTF8.self)), seconds.isFinite else { return nil }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }

    /// `-?[0-9]{1,15}\.0` as its value (exact: fifteen digits are below 2^53), or nil for any other text.
    static func wholeSeconds(_ field: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0, value = 0
        let negative = field.first == UInt8(ascii: "-")
        if negative { index = 1 }
        let digits = field.count - index - 2
        guard digits >= 1, digits <= 15, field[field.count - 2] == UInt8(ascii: "."), field[field.count - 1] == UInt8(ascii: "0") else { return nil }
        while index < field.count - 2 {
            let digit = field[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
            index += 1
        }
        return negative ? -Double(value) : Double(value)
    }

    private static func volume(_ volume: Volume?) -> String {
        volume.map { "\($0.value) \($0.unit.rawValue)" } ?? "-"
    }

    /// "3.5 oz": the value as Swift prints a `Double`, a space, the unit.
    private static func volume(_ field: UnsafeBufferPointer<UInt8>) -> Volume? {
        let text = String(decoding: field, as: UTF8.self)
        guard let space = text.firstIndex(of: " "), let number = Double(text[..<space]), number.isFinite,
              let unit = Volume.Unit(rawValue: String(text[text.index(after: space)...])) else { return nil }
        return Volume(number, unit)
    }
}
