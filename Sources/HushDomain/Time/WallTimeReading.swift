import FoundationEssentials

/// One thing a wall-clock time can mean in a zone: an instant, or nothing because the clocks skipped it.
/// A wall time has one reading on most nights, two in a fall-back hour (1:30 AM happens twice), and
/// none in a spring-forward gap (2:30 AM never happens), where the gap is its only "reading".
///
/// ```swift
/// let zone = ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!)
/// zone.readings(of: CivilDateTime(year: 2026, month: 11, day: 1, hour: 1, minute: 30))   // two .instant
/// zone.readings(of: CivilDateTime(year: 2026, month: 3, day: 8, hour: 2, minute: 30))    // [.skipped(gap)]
/// ```
public enum WallTimeReading: Hashable, Sendable {
    case instant(Date)
    case skipped(DaylightGap)

    /// The instant, unless the clocks skipped this time.
    public var instant: Date? {
        switch self {
        case .instant(let date): return date
        case .skipped: return nil
        }
    }

    /// Where the reading falls among instants: a skipped time at the moment the clocks jumped.
    public var moment: Date {
        switch self {
        case .instant(let date): return date
        case .skipped(let gap): return gap.transition
        }
    }
}
