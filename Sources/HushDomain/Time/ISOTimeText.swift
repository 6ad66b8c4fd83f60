/// Reads ISO 8601 date-times as given to `--now` and `HUSH_NOW`: `2026-01-02T15:00:00-05:00`,
/// `2026-01-02T20:00Z`, or with no zone (`2026-01-02T15:00`, then read in the session's zone).
///
/// ```swift
/// ISOTimeText.parse("2026-01-02T15:00:00-05:00")?.offset   // -18000
/// ```
public enum ISOTimeText {
    public struct Parsed: Sendable {
        public var civil: CivilDateTime
        /// Seconds east of UTC, or nil when the text names no zone.
        public var offset: Int?
        /// Fractional seconds ("…:00.001" → 0.001).
        public var fraction: Double = 0
    }

    public static func parse(_ text: String) -> Parsed? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    /// The same reading of the text these bytes spell, in place (a week file's times are read from its line).
    public static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Parsed? {
        var index = 0
        func number(_ width: Int) -> Int? {
            guard index + width <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + width] {
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += width
            return value
        }
        func expect(_ set: StaticString) -> Bool {
            guard index < bytes.count,
                  UnsafeBufferPointer(start: set.utf8Start, count: set.utf8CodeUnitCount).contains(bytes[index]) else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
              CivilDateTime.isValid(year: year, month: month, day: day) else { return nil }
        var hour = 0, minute = 0, second = 0
        var fraction = 0.0
        if index < bytes.count {
            guard expect("Tt "), let h = number(2), expect(":"), let m = number(2) else { return nil }
            hour = h
            minute = m
            if expect(":") {
                guard let s = number(2) else { return nil }
                second = s
                if expect(".") {
                    var scale = 0.1
                    while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                        fraction += Double(bytes[index] - 48) * scale
                        scale /= 10
                        index += 1
                    }
                }
            }
        }
        guard hour < 24, minute < 60, second < 60 else { return nil }
        let civil = CivilDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        if index == bytes.count { return Parsed(civil: civil, offset: nil, fraction: fraction) }
        if expect("Zz"), index == bytes.count { return Parsed(civil: civil, offset: 0, fraction: fraction) }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else { return nil }
        let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
        index += 1
        guard let oh = number(2) else { return nil }
        _ = expect(":")
        guard let om = number(2), index == bytes.count, oh < 24, om < 60 else { return nil }
        return Parsed(civil: civil, offset: sign * (oh * 3600 + om * 60), fraction: fraction)
    }
}
