import Foundation

/// A calendar day with no time zone, as written after `clock` in a script (`2024-01-02`).
///
/// Arithmetic runs in a UTC Gregorian calendar so that daylight-saving changes in the baby's zone never
/// shift a day; the interpreter applies the zone when it reads the script.
struct CivilDay: Equatable, CustomStringConvertible {
    let year: Int
    let month: Int
    let day: Int

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `count` days later (or earlier when negative).
    func adding(days count: Int) -> CivilDay {
        let calendar = Self.calendar
        let start = calendar.date(from: DateComponents(year: year, month: month, day: day))!
        let moved = calendar.date(byAdding: .day, value: count, to: start)!
        let parts = calendar.dateComponents([.year, .month, .day], from: moved)
        return CivilDay(year: parts.year!, month: parts.month!, day: parts.day!)
    }

    var description: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// The instant at `hour:minute` local time in `zone`, as ISO-8601 UTC for `--now`.
    func instant(hour: Int, minute: Int, in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")!
        return formatter.string(from: calendar.date(from: parts)!)
    }
}
