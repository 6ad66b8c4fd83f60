import HushDomain

/// `clock 2026-01-02 06:30` (an absolute local time) or `clock +45m` (forward by a duration).
public enum ClockMove: Hashable, Sendable {
    case to(CivilDateTime)
    case toTimeToday(hour: Int, minute: Int)
    case by(seconds: Double)
}
