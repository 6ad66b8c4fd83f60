import HushDomain

/// Which week a data card shows.
public enum WeekReference: Hashable, Sendable {
    case current
    /// Weeks before (negative) or after the current one.
    case offset(Int)
    /// The week holding this date.
    case of(CivilDate)
    /// One week back or on from the week last shown.
    case previous
    case next
}
