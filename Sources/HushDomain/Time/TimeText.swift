import FoundationEssentials

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

    /// The date with its year always, for a day that may be any year (a birth day): "Thu Oct 1 2026".
    public static func dateWithYear(_ civil: CivilDateTime) -> String {
        date(civil) + " \(civil.year)"
    }

    /// For an event logged in another zone (PRD 12, after travel): " (9:00 AM EST in America/New_York)",
    /// its own local time where it happened; empty when it happened in the session's zone.
    public static func elsewhere(_ stamp: EventTimestamp, calendar: ZonedCalendar) -> String {
        guard stamp.timezone != calendar.identifier || stamp.offsetSeconds != calendar.offset(at: stamp.utc) else { return "" }
        let abbreviation = ZoneRules.named(stamp.timezone)?.abbreviation(at: stamp.utc) ?? stamp.timezone
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
