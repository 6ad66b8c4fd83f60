import Foundation

/// The `Date` header's text (RFC 9110's IMF-fixdate, "Sun, 29 Nov 2026 09:23:27 GMT"), written again
/// only when the second has changed. Written by hand from the epoch's seconds: a date formatter would
/// load ICU's locale data for a line that never changes language.
///
/// ```swift
/// var cache = HTTPDateCache()
/// response.headerFields[.date] = cache.text(now: Date())
/// ```
struct HTTPDateCache {
    private var second = Int.min
    private var written = ""

    mutating func text(now: Date) -> String {
        let seconds = Int(now.timeIntervalSince1970.rounded(.down))
        if seconds != second {
            second = seconds
            written = Self.text(seconds: seconds)
        }
        return written
    }

    private static let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The civil date of a count of days since 1970-01-01 in the proleptic Gregorian calendar, counted in
    /// 400-year eras of 146,097 days (Howard Hinnant's days-from-civil inverse).
    static func text(seconds: Int) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let weekday = weekdays[((days % 7) + 7) % 7]
        var text = weekday + ", " + twoDigits(day) + " " + months[month - 1] + " " + String(year) + " "
        text += twoDigits(secondOfDay / 3_600) + ":" + twoDigits(secondOfDay / 60 % 60) + ":" + twoDigits(secondOfDay % 60) + " GMT"
        return text
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0" + String(value) : String(value)
    }
}
