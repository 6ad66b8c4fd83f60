import HushDomain

/// Which day of the routine to view.
public enum DayReference: Hashable, Sendable {
    case today
    case yesterday
    /// Days back from today ("3 days ago").
    case daysAgo(Int)
    case date(CivilDate, SourceRange)
    /// The most recent such weekday, today included (1 = Monday).
    case weekday(Int, SourceRange)
}
