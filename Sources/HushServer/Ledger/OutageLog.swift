import Foundation
import Logging
import Synchronization

/// Whether the backend answers, as the server's own calls find it, and the log an operator reads: one
/// warning when an outage starts, with the backend's own reason, and one when it ends, with how long it
/// lasted, how many calls (and reconnection attempts) failed meanwhile and every different reason they
/// gave; never a line per request. `/health` reads it.
///
/// Every reason, not the first and last: calls failing in one outage tell it differently. When
/// PostgreSQL shuts down, the call that meets the connection's end names PostgreSQL's reason only if it
/// came through PostgresNIO's newer calls (the kept statements' older ones say "connection closed"), so
/// which call failed first or last decided whether the log said why.
///
/// ```swift
/// let outages = OutageLog(backend: "database", failing: "unreachable", logger: logger)
/// outages.failed("connectionError: 127.0.0.1:5432: Connection refused (errno: 111)", since: started)   // logged once
/// outages.failed("…", since: started)                                                                   // counted
/// outages.answered(since: started)       // "database reachable again after 31.2 s (…)"
/// ```
final class OutageLog: Sendable {
    struct Outage: Sendable {
        var since: ContinuousClock.Instant
        var started: Date
        /// Each different reason, in the order first seen, at most ``reasonsKept``; and the latest,
        /// which is what `/health` says.
        var reasons: [String]
        var cause: String
        var failedCalls: Int

        /// Enough for every way a restart or failover is told (the connection's end, PostgreSQL's
        /// shutdown, its start, a refused connection), however many calls fail.
        static let reasonsKept = 6

        mutating func failed(_ reason: String) {
            failedCalls += 1
            cause = reason
            if reasons.count < Self.reasonsKept, !reasons.contains(reason) { reasons.append(reason) }
        }
    }

    /// "database" or "ledger": what the lines name.
    let backend: String
    /// What it is during an outage, "unreachable" or "unwritable"; after one it is that word without "un".
    let failing: String
    private let logger: Logger
    private let state = Mutex<Outage?>(nil)
    /// When the last outage ended: a call begun before then that fails now failed in that outage.
    private let lastEnded = Mutex<ContinuousClock.Instant?>(nil)

    init(backend: String, failing: String, logger: Logger) {
        self.backend = backend
        self.failing = failing
        self.logger = logger
    }

    /// A call begun at `started` failed because the backend is out: the first failure of an outage is
    /// logged. A call begun before the last outage ended (one stuck in it until its deadline) starts no
    /// new one: the backend has answered others since.
    func failed(_ cause: String, since begun: ContinuousClock.Instant) {
        if let ended = lastEnded.withLock({ $0 }), begun < ended, state.withLock({ $0 == nil }) { return }
        let started: Bool = state.withLock { outage in
            if outage != nil {
                outage!.failed(cause)
                return false
            }
            outage = Outage(since: .now, started: Date(), reasons: [cause], cause: cause, failedCalls: 1)
            return true
        }
        if started {
            logger.warning("\(backend) \(failing): \(cause); requests that need it are answered 503 with Retry-After until it is back")
        }
    }

    /// A call begun at `started` was answered: an outage, if there was one, is over and logged with its
    /// length. Only a call begun once the outage had started says so: one sent before, answered as the
    /// database went down, would end every outage as soon as it began.
    func answered(since started: ContinuousClock.Instant) {
        guard let ended = state.withLock({ outage -> Outage? in
            guard let current = outage, started >= current.since else { return nil }
            outage = nil
            return current
        }) else { return }
        lastEnded.withLock { $0 = .now }
        let seconds = ended.since.duration(to: .now)
        let last = ended.reasons.contains(ended.cause) ? "" : "; …; last: \(ended.cause)"
        logger.warning("\(backend) \(failing.dropFirst(2)) again after \(seconds.secondsText) s (\(ended.failedCalls) failures meanwhile: \(ended.reasons.joined(separator: "; "))\(last))")
    }

    /// The outage going on, if any: since when, and its latest reason.
    var current: Outage? { state.withLock { $0 } }
}
