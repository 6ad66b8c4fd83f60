import Foundation
import HushDomain

/// Wakes logged since a baby's forecast was last made, kept so the forecast can be made only when asked
/// for: each is replayed then with what it would have had at its wake (its sleep, its end, the time it was
/// logged, the method and zone in force), which gives the windows and hit rate recording at every wake gave.
///
/// The replay reads today's sleeps, so it is exact only while the sleeps it reads (those starting before
/// ``latestLog``) are as they were: the dispatcher replays the backlog before anything changes them.
///
/// ```swift
/// var backlog = WakeBacklog(method: .standard, zone: "America/New_York")
/// backlog.append(.init(eventID: sleep.id, end: wake, loggedAt: now))
/// store.setWakeBacklog(backlog, for: baby.id)
/// ```
public struct WakeBacklog: Hashable, Sendable {
    public struct Wake: Hashable, Sendable {
        /// The sleep whose end is the wake: the baby's latest sleep when it was logged.
        public var eventID: String
        public var end: Date
        /// When it was logged: the forecast then read the sleeps that had started by this time.
        public var loggedAt: Date

        public init(eventID: String, end: Date, loggedAt: Date) {
            self.eventID = eventID
            self.end = end
            self.loggedAt = loggedAt
        }
    }

    /// The nap method in force at every wake here (a backlog is replayed before the method changes).
    public var method: NapMethod
    /// The time zone the wakes were logged in (its identifier): a process in another zone replays first.
    public var zone: String
    public private(set) var wakes: [Wake] = []
    /// The latest time any of these wakes was logged (a script's clock may go back): a change to a sleep
    /// starting before it could change what the replay reads.
    public private(set) var latestLog: Date = .distantPast

    public init(method: NapMethod, zone: String, wakes: [Wake] = []) {
        self.method = method
        self.zone = zone
        for wake in wakes { append(wake) }
    }

    public mutating func append(_ wake: Wake) {
        wakes.append(wake)
        latestLog = max(latestLog, wake.loggedAt)
    }

    /// Whether a sleep starting at `start` is one the replay reads (it started by the time a wake was logged).
    public func reads(sleepStartingAt start: Date) -> Bool {
        start < latestLog.addingTimeInterval(1)
    }
}
