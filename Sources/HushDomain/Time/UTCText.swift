import FoundationEssentials

/// ISO 8601 UTC text with whole seconds (`2026-01-02T08:20:00Z`), written and read without
/// DateFormatter, which is slow to create and locale-sensitive.
public enum UTCText {
    /// Whole seconds, plus milliseconds only when there are some (update stamps; see ``JournalStore``).
    /// Digits are written by hand: `String(format:)` goes through CoreFoundation and was the single
    /// largest cost of encoding an event (measured with perf on a 5,000-line script).
    /// A date outside the four-digit years is written as the nearest one inside them (``Date/writtenSeconds``),
    /// so what is written can always be read back.
    public static func format(_ date: Date) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        append(date, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The same text appended to `bytes`: a journal line's times go straight into the line, with no string
    /// made for each and scanned again for characters to escape (it has none).
    public static func append(_ date: Date, to bytes: inout [UInt8]) {
        let whole = date.wholeSeconds()
        let c = CivilDateTime(secondsAsUTC: whole)
        let fraction = date.timeIntervalSince1970 - Double(whole)
        let millis = fraction >= 0 && fraction < 1 ? Int((fraction * 1000).rounded()) : 0
        c.appendDate(to: &bytes)
        bytes.append(UInt8(ascii: "T"))
        CivilDateTime.appendDigits(c.hour, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        CivilDateTime.appendDigits(c.minute, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        CivilDateTime.appendDigits(c.second, width: 2, to: &bytes)
        if millis > 0 && millis < 1000 {
            bytes.append(UInt8(ascii: "."))
            CivilDateTime.appendDigits(millis, width: 3, to: &bytes)
        }
        bytes.append(UInt8(ascii: "Z"))
    }

    /// Reads `YYYY-MM-DDTHH:MM[:SS[.fff]]` followed by `Z` or `±HH:MM`.
    public static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    /// The same reading of the text these bytes spell, in place: a week file's line holds five times.
    public static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard let parsed = ISOTimeText.parse(bytes: bytes), let offset = parsed.offset else { return nil }
        let millis = (parsed.fraction * 1000).rounded() / 1000
        return Date(timeIntervalSince1970: Double(parsed.civil.secondsAsUTC - offset) + millis)
    }
}
