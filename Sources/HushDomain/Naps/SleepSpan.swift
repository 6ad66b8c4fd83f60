import FoundationEssentials

/// A finished sleep's start and end: all a nap prediction needs, and cheap to gather in bulk from the
/// store without copying whole events.
///
/// ```swift
/// let span = SleepSpan(start: fellAsleep, end: wokeUp)
/// span.end.timeIntervalSince(span.start)   // how long it lasted
/// ```
public struct SleepSpan: Hashable, Sendable {
    public var start: Date
    public var end: Date

    public init(start: Date, end: Date) {
        self.start = start
        self.end = end
    }
}
