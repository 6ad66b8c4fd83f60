import Foundation
import Logging
import Synchronization

/// The server's exit after SIGTERM or SIGINT, bounded: Hummingbird's graceful shutdown stops taking
/// connections and waits for the requests in flight, and this ends the process when `grace` has passed
/// all the same. Every request is bounded by its own deadlines, so the wait is normally short; the
/// grace is what holds whatever happens (a request abandoned is one whose device was never told it
/// was accepted, and tries again: its change ids make that safe).
///
/// ```swift
/// let grace = ShutdownGrace(.seconds(15), logger: logger)
/// grace.begin()      // from the signal handler; a second call changes nothing
/// ```
final class ShutdownGrace: Sendable {
    private let grace: Duration
    private let logger: Logger
    private let begun = Atomic<Bool>(false)

    init(_ grace: Duration, logger: Logger) {
        self.grace = grace
        self.logger = logger
    }

    func begin() {
        guard !begun.exchange(true, ordering: .relaxed) else { return }
        let seconds = grace.secondsText
        let logger = self.logger
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(Int(grace.milliseconds))) {
            logger.warning("requests still in flight \(seconds) s after the signal to stop (--shutdown-grace): exiting without them")
            // Not exit(): other threads are still running, and tearing down their state under them is
            // what could crash. The log line and the listening line went straight to their descriptors.
            fflush(nil)
            _exit(0)
        }
    }
}
