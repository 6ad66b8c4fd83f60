import Foundation

/// Times as a tired person wants to read them: "3:00 PM" for today, "Yesterday 11:30 PM" (PRD 12),
/// "Wed Dec 31 9:00 AM" further back, with the year only when it differs.
///
/// ```swift
/// TimeText.clock(event.start.utc, calendar: calendar, now: now)   // "Yesterday 11:30 PM"
/// ```
public enum TimeText {
    package static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    package static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// "3:00 PM"
    public static func clockOnly(_ civil: CivilDateTime) -> String {
        // Built by hand: String(format:) showed up in profiles of long scripts.
        let hour12 = civil.hour % 12 == 0 ? 12 : civil.hour % 12
        return "\(hour12):\(civil.minute < 10 ? "0" : "")\(civil.minute) \(civil.hour < 12 ? "AM" : "PM")"
    }

    /// A time relative to today's date where the caregiver is.
    public static func clock(_ instant: Date, calendar: ZonedCalendar, now: Date) -> String {
        let civil = calendar.civil(instant)
        let today = calendar.civil(now)
        let days = today.dayNumber - civil.dayNumber
        switch days {
        case 0: return clockOnly(civil)
        case 1: return "Yesterday \(clockOnly(civil))"
        case -1: return "Tomorrow \(clockOnly(civil))"
        default: return "\(date(civil, sameYearAs: today)) \(clockOnly(civil))"
        }
    }

    /// "Fri Jan 2", with the year when it is not this year's.
    public static func date(_ civil: CivilDateTime, sameYearAs today: CivilDateTime? = nil) -> String {
        let base = "\(weekdayNames[civil.isoWeekday - 1]) \(monthNames[civil.month - 1]) \(civil.day)"
        return today == nil || today!.year == civil.year ? base : "\(base) \(civil.year)"
    }

    /// For an event logged in another zone (PRD 12, after travel): " (9:00 AM EST in America/New_York)",
    /// its own local time where it happened; empty when it happened in the session's zone.
    public static func elsewhere(_ stamp: EventTimestamp, calendar: ZonedCalendar) -> String {
        guard stamp.timezone != calendar.identifier || stamp.offsetSeconds != calendar.offset(at: stamp.utc) else { return "" }
        let abbreviation = TimeZone(identifier: stamp.timezone)?.abbreviation(for: stamp.utc) ?? stamp.timezone
        return " (\(clockOnly(stamp.localCivil)) \(abbreviation) in \(stamp.timezone))"
    }

    /// "Fri Jan 2 2026, 3:00 PM": a full stamp, for the clock command.
    public static func full(_ instant: Date, calendar: ZonedCalendar) -> String {
        let civil = calendar.civil(instant)
        return "\(date(civil)) \(civil.year), \(clockOnly(civil))"
    }
}

extension TimeText {
    /// "6:30 AM" for minutes after midnight (a routine task's time, the day's start).
    public static func clockOnly(minutes: Int) -> String {
        clockOnly(CivilDateTime(year: 2000, month: 1, day: 1, hour: minutes / 60, minute: minutes % 60))
    }
}

/// Lengths of time in the dashboard spec's formats.
public enum DurationText {
    /// "45m", "1h 5m", "2d 3h": whole minutes, rounded down.
    public static func short(_ seconds: TimeInterval) -> String {
        let minutes = wholeMinutes(seconds, .down)
        if minutes < 60 { return "\(minutes)m" }
        if minutes < 24 * 60 { return "\(minutes / 60)h \(minutes % 60)m" }
        return "\(minutes / (24 * 60))d \((minutes % (24 * 60)) / 60)h"
    }

    /// Elapsed since: "Xm ago" under 1 h, "Xh Ym ago" to 24 h, "Xd Xh ago" beyond (dashboard spec).
    public static func ago(_ seconds: TimeInterval) -> String { "\(short(seconds)) ago" }

    /// "10 minutes", "1 hour 15 minutes": as a person would say it.
    public static func spoken(_ seconds: TimeInterval) -> String {
        let minutes = wholeMinutes(seconds, .toNearestOrAwayFromZero)
        let hours = minutes / 60, rest = minutes % 60
        var parts: [String] = []
        if hours > 0 { parts.append(hours == 1 ? "1 hour" : "\(hours) hours") }
        if rest > 0 || hours == 0 { parts.append(rest == 1 ? "1 minute" : "\(rest) minutes") }
        return parts.joined(separator: " ")
    }

    /// "0h 0m": hours and minutes always (the spec's "8h 30m total sleep").
    public static func hoursMinutes(_ seconds: TimeInterval) -> String {
        let minutes = wholeMinutes(seconds, .down)
        return "\(minutes / 60)h \(minutes % 60)m"
    }
    /// "4 hours", "4 days": a window in the words it was set in.
    public static func window(_ minutes: Int) -> String {
        guard minutes >= 2 * 1440, minutes % 1440 == 0 else { return spoken(Double(minutes) * 60) }
        return "\(minutes / 1440) days"
    }

    /// Whole minutes, none for a negative length (or NaN), and at most the 6 billion (11,000 years) that
    /// dates Hush can write span: a damaged record's length is shown, not converted past `Int`.
    static func wholeMinutes(_ seconds: TimeInterval, _ rule: FloatingPointRoundingRule) -> Int {
        let minutes = (seconds / 60).rounded(rule)
        return minutes > 0 ? Int(min(minutes, 6e9)) : 0
    }
}
