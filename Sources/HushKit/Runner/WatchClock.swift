import FoundationEssentials

/// The clock `watch` runs on: real time, or a simulated one that starts at `--now` and runs `speed`
/// times faster than real time, so a test or a demo can live through a night in seconds.
///
/// ```swift
/// let clock = WatchClock(start: oneAM, speed: 3600)   // an hour per real second
/// clock.now()                                          // 1:00 AM, then 1:00:01 AM 1/3600 s later, ...
/// clock.realSeconds(until: twoAM)                      // about 1.0
/// ```
public struct WatchClock: Sendable {
    private let realStart: Date
    private let start: Date?
    public let speed: Double

    /// `start` nil follows the real clock (and `speed` is then 1).
    public init(start: Date?, speed: Double = 1) {
        realStart = Date()
        self.start = start
        self.speed = start == nil ? 1 : max(speed, 0.001)
    }

    public func now() -> Date {
        guard let start else { return WallClock.now() }
        return start.addingTimeInterval(Date().timeIntervalSince(realStart) * speed)
    }

    /// Real seconds until the clock shows `instant` (never negative).
    public func realSeconds(until instant: Date) -> TimeInterval {
        max(instant.timeIntervalSince(now()) / speed, 0)
    }
}
