import NIOCore

/// Pushes the embedded ledger has seen begin (their device looked up, live) and not yet seen judged or
/// given up. A flush about to start waits for them, for at most ``patience``, so the pushes the server is
/// already working on share its one `fdatasync` instead of each paying for the next: at 4 devices a
/// flush carried 1.4 pushes, and its write, its flush and the thread switches around them were a third
/// of the server's processor time. Only pushes past their headers are counted (a slow body does not keep
/// anyone waiting longer than ``patience``), and a count left behind by a push that never reached the
/// ledger costs at most ``patience`` a flush, never an answer.
///
/// ```swift
/// arrivals.begin()                        // a push's device was looked up
/// arrivals.end()?.resume()                // it was judged (or given up): the flush waiting may go
/// ```
struct PushArrivals {
    /// The longest a flush waits for pushes under way: a few pushes' processing time on a busy machine,
    /// against a flush that takes a tenth of a millisecond.
    static let patience = TimeAmount.microseconds(500)

    private(set) var count = 0
    /// The flush waiting for the pushes under way, and the timer that ends its wait.
    private var waiter: CheckedContinuation<Void, Never>?
    private var timer: Scheduled<Void>?

    mutating func begin() { count += 1 }

    /// One push judged or given up; the waiting flush, to resume, when it was the last under way.
    mutating func end() -> CheckedContinuation<Void, Never>? {
        count = max(0, count - 1)
        return count == 0 ? release() : nil
    }

    mutating func wait(_ flush: CheckedContinuation<Void, Never>, timer: Scheduled<Void>) {
        waiter = flush
        self.timer = timer
    }

    /// The waiting flush, to resume now (its wait is over, by the count or by the timer).
    mutating func release() -> CheckedContinuation<Void, Never>? {
        timer?.cancel()
        timer = nil
        defer { waiter = nil }
        return waiter
    }
}
