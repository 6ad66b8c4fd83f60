import Foundation

/// Slows down guessing invite codes on the server, as `join` does locally: once more than ten wrong
/// codes have arrived in a minute, from anyone, each further wrong code is answered only after a
/// second. People typing a code never notice; a program trying codes gets one a second at most, which
/// against 13-symbol codes (about 64 bits) that expire within 30 days is no chance at all.
///
/// ```swift
/// await throttle.failed(now: Date())   // returns at once, or after a second under a burst of guesses
/// ```
actor JoinThrottle {
    static let freeFailures = 10
    static let window: TimeInterval = 60
    private var failures: [Date] = []

    func failed(now: Date) async {
        failures = failures.filter { now.timeIntervalSince($0) < Self.window } + [now]
        if failures.count > Self.freeFailures {
            try? await Task.sleep(for: .seconds(1))
        }
    }
}
