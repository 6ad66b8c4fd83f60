import Foundation
import HushDomain

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
        let seconds = Int(exactly: now.timeIntervalSince1970.rounded(.down)) ?? 0
        if seconds != second {
            second = seconds
            written = Self.text(seconds: seconds)
        }
        return written
    }

    private static let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func text(seconds: Int) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = CivilDateTime.date(fromDayNumber: days)
        // 1970-01-01 was a Thursday.
        let weekday = weekdays[((days % 7) + 7) % 7]
        var text = weekday + ", " + twoDigits(day) + " " + months[month - 1] + " " + String(year) + " "
        text += twoDigits(secondOfDay / 3_600) + ":" + twoDigits(secondOfDay / 60 % 60) + ":" + twoDigits(secondOfDay % 60) + " GMT"
        return text
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0" + String(value) : String(value)
    }
}
