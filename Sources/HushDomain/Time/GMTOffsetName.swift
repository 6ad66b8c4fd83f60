import FoundationEssentials

/// The names Foundation gives fixed-offset zones, and the spellings of them it reads back, so a zone
/// saved by name ("GMT+0100" in an event's timestamp) is the same zone when read again.
///
/// ```swift
/// GMTOffsetName.identifier(for: -19_800)      // "GMT-0530"
/// GMTOffsetName.abbreviation(for: -19_800)    // "GMT-5:30"
/// GMTOffsetName.offset(parsing: "UTC+1")      // 3600
/// ```
enum GMTOffsetName {
    static let largestOffset = 18 * 3600

    /// "GMT", or "GMT±HHMM" rounded to the nearest minute (Foundation's `TimeZone(secondsFromGMT:)`).
    static func identifier(for offset: Int) -> String? {
        guard let (hours, minutes) = roundedParts(offset) else { return nil }
        if hours == 0 && minutes == 0 { return "GMT" }
        return "GMT" + (offset < 0 ? "-" : "+") + twoDigits(hours) + twoDigits(minutes)
    }

    /// "GMT", "GMT+1" or "GMT+5:30" (Foundation's abbreviation for a fixed-offset zone).
    static func abbreviation(for offset: Int) -> String? {
        guard let (hours, minutes) = roundedParts(offset) else { return nil }
        if hours == 0 && minutes == 0 { return "GMT" }
        let sign = offset < 0 ? "-" : "+"
        return "GMT" + sign + String(hours) + (minutes == 0 ? "" : ":" + twoDigits(minutes))
    }

    /// The offset a name such as "GMT", "UTC", "GMT+1", "GMT-05", "UTC+0530" or "GMT+5:30" (or
    /// "GMT+5.30") stands for, in the forms Foundation documents for `TimeZone(identifier:)`: hours
    /// up to 18, minutes up to 59, nothing past 18:00. Nil for anything else, which is a file's name.
    /// (Foundation's own reader also lets a few malformed spellings through; they are refused here.)
    static func offset(parsing name: String) -> Int? {
        let bytes = Array(name.utf8)
        guard bytes.count >= 3, bytes.count <= 9 else { return nil }
        let prefix = String(decoding: bytes[0..<3], as: UTF8.self)
        guard prefix == "GMT" || prefix == "UTC" else { return nil }
        if bytes.count == 3 { return 0 }
        let sign: Int
        switch bytes[3] {
        case UInt8(ascii: "+"): sign = 1
        case UInt8(ascii: "-"): sign = -1
        default: return nil
        }
        let digits = bytes[4...]
        let hourDigits: ArraySlice<UInt8>
        let minuteDigits: ArraySlice<UInt8>
        if let separator = digits.firstIndex(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") }) {
            // "GMT+5:30", "GMT+05.30": one or two hour digits, then two minute digits.
            hourDigits = digits[..<separator]
            minuteDigits = digits[(separator + 1)...]
            guard hourDigits.count == 1 || hourDigits.count == 2, minuteDigits.count == 2 else { return nil }
        } else if digits.count <= 2 {
            hourDigits = digits
            minuteDigits = []
        } else {
            // "GMT+0530": four digits and nothing else.
            guard digits.count == 4 else { return nil }
            hourDigits = digits.prefix(2)
            minuteDigits = digits.suffix(2)
        }
        guard !hourDigits.isEmpty, hourDigits.allSatisfy(isDigit), minuteDigits.allSatisfy(isDigit) else { return nil }
        let hours = number(hourDigits)
        let minutes = number(minuteDigits)
        guard minutes <= 59, hours * 3600 + minutes * 60 <= largestOffset else { return nil }
        return sign * (hours * 3600 + minutes * 60)
    }

    /// Hours and minutes of `offset`'s size, rounded to the nearest minute as Foundation rounds them.
    private static func roundedParts(_ offset: Int) -> (hours: Int, minutes: Int)? {
        guard offset >= -largestOffset, offset <= largestOffset else { return nil }
        let rounded = abs(offset) + 30
        return (rounded / 3600, rounded % 3600 / 60)
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0" + String(value) : String(value) }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int {
        digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
}
