import FoundationEssentials

/// The stretch of the night when notifications wait (PRD 10: "No notifications between 10pm-6am unless
/// explicitly enabled"). Times are the person's local clock; the stretch may cross midnight.
///
/// ```swift
/// QuietHours(text: "22:00-06:00")?.release(of: threeAM, calendar: calendar)   // 6:00 AM that morning
/// ```
public struct QuietHours: Hashable, Sendable {
    /// Minutes after midnight.
    public var start: Int
    public var end: Int

    public static let standard = QuietHours(start: 22 * 60, end: 6 * 60)
    /// The store preference: "22:00-06:00", or "off" when notifications may ring all night.
    public static let preferenceKey = "quiet_hours"

    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// Reads the stored form "HH:MM-HH:MM".
    public init?(text: String) {
        let parts = text.split(separator: "-")
        guard parts.count == 2, let start = Self.minutes(parts[0]), let end = Self.minutes(parts[1]) else { return nil }
        self.init(start: start, end: end)
    }

    /// The stored form.
    public var text: String { Self.clock(start) + "-" + Self.clock(end) }

    /// The quiet hours a store's preference chooses: the standard ones when unset, none when "off".
    public static func chosen(by preference: String?) -> QuietHours? {
        guard let preference else { return .standard }
        return preference == "off" ? nil : QuietHours(text: preference) ?? .standard
    }

    /// True when the local time of `instant` falls within the quiet stretch.
    public func contains(_ instant: Date, calendar: ZonedCalendar) -> Bool {
        let civil = calendar.civil(instant)
        let minute = civil.hour * 60 + civil.minute
        if start == end { return false }
        return start < end ? (minute >= start && minute < end) : (minute >= start || minute < end)
    }

    /// When a reminder due at `instant` may ring: the end of the quiet stretch it falls in, or nil when
    /// it is not quiet then.
    public func release(of instant: Date, calendar: ZonedCalendar) -> Date? {
        guard contains(instant, calendar: calendar) else { return nil }
        let civil = calendar.civil(instant)
        var release = CivilDateTime(year: civil.year, month: civil.month, day: civil.day, hour: end / 60, minute: end % 60)
        // Past midnight's side of a stretch that began the evening before ends this morning; otherwise tomorrow's.
        if civil.hour * 60 + civil.minute >= end { release = release.addingDays(1) }
        var ends = calendar.instant(from: release)
        // On the night clocks go back, the end's wall time comes twice and the first may be before the
        // reminder; the second one (an hour later) is the end of this quiet stretch.
        if ends <= instant { ends = ends.addingTimeInterval(3600) }
        return max(ends, instant)
    }

    private static func minutes(_ text: Substring) -> Int? {
        let pieces = text.split(separator: ":")
        guard pieces.count == 2, let hour = Int(pieces[0]), let minute = Int(pieces[1]),
              (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        return hour * 60 + minute
    }

    private static func clock(_ minutes: Int) -> String {
        let hour = minutes / 60, minute = minutes % 60
        return (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }
}
