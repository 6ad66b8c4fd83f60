import HushDomain

/// A time as said, before it is pinned to the calendar: "10 min ago", "at 2:15pm", "yesterday 11pm".
/// ``TimeResolver`` turns it into an instant with the session's clock.
public enum TimePoint: Hashable, Sendable {
    case now
    case ago(seconds: Double)
    /// "in 10 minutes": said about logging, this is the future and is refused.
    case later(seconds: Double)
    case clock(ClockTime)
}
