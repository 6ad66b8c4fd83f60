import FoundationEssentials
import HushDomain

/// Wakes logged since a baby's forecast was last made, kept so the forecast can be made only when asked
/// for: each is replayed then with what it would have had at its wake (its end, the time it was logged,
/// the method and zone in force), which gives the windows and hit rate recording at every wake gave.
///
/// The replay reads today's sleeps, so it is exact only while the sleeps it reads (those starting before
/// ``latestLog``) are as they were: the dispatcher replays the backlog before anything changes them.
///
/// ```swift
/// store.appendWake(.init(end: wake, loggedAt: now), sleepID: sleep.id, for: baby.id, method: .standard,
///                  zone: "America/New_York")
/// store.takeWakeBacklog(for: baby.id)?.wakes.count   // 1
/// ```
public struct WakeBacklog: Hashable, Sendable {
    public struct Wake: Hashable, Sendable {
        public var end: Date
        /// When it was logged: the forecast then read the sleeps that had started by this time.
        public var loggedAt: Date

        public init(end: Date, loggedAt: Date) {
            self.end = end
            self.loggedAt = loggedAt
        }
    }

    /// The most wakes kept: five naps a day for four and a half years, more than a childhood of naps. A
    /// backlog that would grow past it (a script of absurd sleeps) is replayed first. Tests lower it
    /// (`HUSH_TEST_WAKE_BACKLOG_LIMIT`) to reach that replay in a month; nothing else sets it.
    public static let limit = ProcessEnvironment.value("HUSH_TEST_WAKE_BACKLOG_LIMIT").flatMap(Int.init).map { max(1, $0) } ?? 8_192

    /// The nap method in force at every wake here (a backlog is replayed before the method changes).
    public var method: NapMethod
    /// The time zone the wakes were logged in (its identifier): a process in another zone replays first.
    public var zone: String
    /// The newest wake's sleep (the baby's latest sleep when it was logged): the forecast made last is
    /// cached under it. Earlier windows are kept only as the hit rate's records, which need no id.
    public var sleepID: String
    public private(set) var wakes: [Wake] = []
    /// The latest time any of these wakes was logged (a script's clock may go back): a change to a sleep
    /// starting before it could change what the replay reads.
    public private(set) var latestLog: Date = .distantPast

    public init(method: NapMethod, zone: String, sleepID: String, wakes: [Wake] = []) {
        self.method = method
        self.zone = zone
        self.sleepID = sleepID
        for wake in wakes { append(wake, sleepID: sleepID) }
    }

    public mutating func append(_ wake: Wake, sleepID: String) {
        wakes.append(wake)
        self.sleepID = sleepID
        latestLog = max(latestLog, wake.loggedAt)
    }

    /// Whether a sleep starting at `start` is one the replay reads (it started by the time a wake was logged).
    public func reads(sleepStartingAt start: Date) -> Bool {
        start < latestLog.addingTimeInterval(1)
    }
}
