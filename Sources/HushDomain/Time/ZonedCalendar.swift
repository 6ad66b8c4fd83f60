import FoundationEssentials

/// Converts between instants and wall-clock times in one time zone, the way a caregiver reads them.
///
/// A wall time that does not exist (2:30 during spring-forward) or happens twice (1:30 during fall-back)
/// has its readings in ``readings(of:)``: a time a person says is refused in the gap and means its most
/// recent past in the overlap (``TimeResolver``); `instant(from:)` picks one for the program's own times.
///
/// ```swift
/// let zone = ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!)
/// let instant = zone.instant(from: CivilDateTime(year: 2026, month: 1, day: 2, hour: 6, minute: 30))
/// zone.civil(instant).hour   // 6
/// ```
public struct ZonedCalendar: Sendable {
    public let zone: ZoneRules
    private let offsets: ZoneOffsetMemo

    public init(zone: ZoneRules) {
        self.zone = zone
        offsets = ZoneOffsetMemo(zone: zone)
    }

    public var identifier: String { zone.identifier }

    public func offset(at instant: Date) -> Int { offsets.offset(at: instant) }

    public func civil(_ instant: Date) -> CivilDateTime {
        CivilDateTime(secondsAsUTC: instant.wholeSeconds() + offset(at: instant))
    }

    /// The instant a wall time means where one must be picked without asking (a day's start, an import, the
    /// clock command): the first of two, and past a spring-forward gap by its length. What a person logs
    /// goes through ``readings(of:)`` instead, so a skipped or doubled time is decided by its rules.
    public func instant(from civil: CivilDateTime) -> Date {
        // Nearly every wall time is on a day without a change: one offset, no list of readings to build.
        let wall = civil.secondsAsUTC
        let early = offset(at: Date(timeIntervalSince1970: Double(wall - 86_400)))
        if early == offset(at: Date(timeIntervalSince1970: Double(wall + 86_400))) {
            return Date(timeIntervalSince1970: Double(wall - early))
        }
        switch readings(of: civil).first {
        case .instant(let date)?: return date
        case .skipped(let gap)?: return gap.unchangedClock(civil)
        case nil: return Date(timeIntervalSince1970: Double(civil.secondsAsUTC))
        }
    }

    /// Every reading of a wall time, earliest first: one instant, two in a fall-back hour, or the gap it
    /// fell into on a spring-forward night.
    public func readings(of civil: CivilDateTime) -> [WallTimeReading] {
        let wall = civil.secondsAsUTC
        // The offsets in force a day before and a day after: a wall time means one of them, or neither.
        let early = offset(at: Date(timeIntervalSince1970: Double(wall - 86_400)))
        let late = offset(at: Date(timeIntervalSince1970: Double(wall + 86_400)))
        let found = (early == late ? [early] : [early, late]).compactMap { candidate -> Date? in
            let instant = Date(timeIntervalSince1970: Double(wall - candidate))
            return offset(at: instant) == candidate ? instant : nil
        }
        guard found.isEmpty else { return found.sorted().map(WallTimeReading.instant) }
        // Nothing maps back: the clocks jumped over this time, at the first transition after it read in the
        // later offset (2:30 read as EDT is 6:30 UTC; the clocks jumped at 7:00).
        let probe = Date(timeIntervalSince1970: Double(wall - late))
        let transition = zone.nextTransition(after: probe) ?? probe
        let before = CivilDateTime(secondsAsUTC: transition.wholeSeconds() + offset(at: transition.addingTimeInterval(-1)))
        return [.skipped(DaylightGap(transition: transition, before: before, after: self.civil(transition)))]
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
