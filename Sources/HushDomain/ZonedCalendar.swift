import Foundation

/// Converts between instants and wall-clock times in one time zone, the way a caregiver reads them.
///
/// Daylight-saving gaps and overlaps are resolved the way people mean them: a wall time that does not
/// exist (2:30 during spring-forward) moves forward by the gap; a wall time that happens twice
/// (1:30 during fall-back) means the first occurrence.
///
/// ```swift
/// let zone = ZonedCalendar(zone: TimeZone(identifier: "America/New_York")!)
/// let instant = zone.instant(from: CivilDateTime(year: 2026, month: 1, day: 2, hour: 6, minute: 30))
/// zone.civil(instant).hour   // 6
/// ```
public struct ZonedCalendar: Sendable {
    public let zone: TimeZone
    private let offsets: ZoneOffsetMemo

    public init(zone: TimeZone) {
        self.zone = zone
        offsets = ZoneOffsetMemo(zone: zone)
    }

    public var identifier: String { zone.identifier }

    public func offset(at instant: Date) -> Int { offsets.offset(at: instant) }

    public func civil(_ instant: Date) -> CivilDateTime {
        CivilDateTime(secondsAsUTC: instant.wholeSeconds() + offset(at: instant))
    }

    public func instant(from civil: CivilDateTime) -> Date {
        let wall = civil.secondsAsUTC
        // Try the offsets in force just before and just after the wall time; the first that maps back wins.
        let early = offset(at: Date(timeIntervalSince1970: Double(wall - 86_400)))
        let late = offset(at: Date(timeIntervalSince1970: Double(wall + 86_400)))
        for candidate in [max(early, late), min(early, late)] {
            let instant = wall - candidate
            if offset(at: Date(timeIntervalSince1970: Double(instant))) == candidate {
                return Date(timeIntervalSince1970: Double(instant))
            }
        }
        // Inside a spring-forward gap: the wall time does not exist; move it forward by the gap.
        return Date(timeIntervalSince1970: Double(wall - min(early, late)))
    }

    /// The instant of local midnight starting the day that contains `instant`.
    public func startOfDay(containing moment: Date) -> Date {
        instant(from: civil(moment).startOfDay)
    }

    /// Where "today" began for someone whose day starts `minutes` after midnight (the dashboard spec's
    /// day start): before that time of day, today is still yesterday's day.
    public func startOfDay(containing moment: Date, dayStartMinutes minutes: Int) -> Date {
        var civil = civil(moment).startOfDay
        civil.hour = minutes / 60
        civil.minute = minutes % 60
        var start = instant(from: civil)
        if start > moment { start = instant(from: civil.addingDays(-1)) }
        return start
    }

    /// The timestamp the PRD stores for an instant: UTC plus this zone and its offset at that moment.
    public func timestamp(_ instant: Date) -> EventTimestamp {
        EventTimestamp(utc: instant, timezone: zone.identifier, offsetSeconds: offset(at: instant))
    }

    /// The same wall time some months later (a day past the month's end is its last day): frozen milk's
    /// "6 months" is a calendar's, not 180 days.
    public func addingMonths(_ months: Int, to instant: Date) -> Date {
        let c = civil(instant)
        let index = c.year * 12 + (c.month - 1) + months
        let year = index / 12, month = index % 12 + 1
        let day = min(c.day, CivilDateTime.daysIn(year: year, month: month))
        return self.instant(from: CivilDateTime(year: year, month: month, day: day, hour: c.hour, minute: c.minute, second: c.second))
    }
}
