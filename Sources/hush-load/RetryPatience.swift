import Foundation

/// How a simulated device retries a push, as a real one does: after a 503 it waits what `Retry-After`
/// says (at most ``longestPause``), after a hung request or a cut connection a second, and it keeps at
/// one push for `retryFor` seconds before counting it failed.
///
/// ```swift
/// let patience = RetryPatience(timeout: 60, retryFor: 120)
/// patience.pause(retryAfter: 5)     // 5 s
/// ```
struct RetryPatience: Sendable {
    /// Seconds one request may go unanswered (`--timeout`).
    let timeout: Double
    /// Seconds one push may keep being retried (`--retry-for`).
    let retryFor: Double

    /// The longest wait after a 503, whatever `Retry-After` says: the load measures the server's return.
    static let longestPause = 5.0

    func pause(retryAfter: Int?) -> Double {
        min(Double(retryAfter ?? 1), Self.longestPause)
    }
}
