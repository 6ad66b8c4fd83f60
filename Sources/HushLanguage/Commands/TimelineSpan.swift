import HushDomain

/// Which stretch of time a timeline shows.
public enum TimelineSpan: Hashable, Sendable {
    /// 6 hours back and 3 ahead (PRD 4.1).
    case around
    /// The last N seconds up to now.
    case last(seconds: Double)
    case yesterday
    case day(year: Int, month: Int, day: Int)
}
