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

    static func text(seconds: Int) -> String {
        let civil = CivilDateTime(secondsAsUTC: seconds)
        var text = TimeText.weekdayNames[civil.isoWeekday - 1] + ", " + twoDigits(civil.day) + " "
        text += TimeText.monthNames[civil.month - 1] + " " + String(civil.year) + " "
        text += twoDigits(civil.hour) + ":" + twoDigits(civil.minute) + ":" + twoDigits(civil.second) + " GMT"
        return text
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0" + String(value) : String(value)
    }
}
