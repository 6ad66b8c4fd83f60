import Foundation
import HushKit

/// How far `said_at` (when a line was said, sent later by a phone that was offline) may be from the
/// server's clock (docs/security.md, The phone app). Within them, the line is read and logged as if it were
/// said then; outside, it is refused with a sentence and nothing is logged.
///
/// ```swift
/// try SaidAtBounds.check(said, now: clock.now())   // or throws SyncFailure.badRequest("…")
/// ```
enum SaidAtBounds {
    /// Seconds `said_at` may be ahead of the server: phones' clocks drift by seconds; a line said "later"
    /// than now by more than a minute comes from a clock that is wrong, and would log in the future.
    static let ahead = 60
    /// Seconds `said_at` may be behind: a day. A phone offline longer than that should show what waited
    /// and let its person send it again, not log yesterday's lines as if nothing had happened since.
    static let oldest = 24 * 3600

    static func check(_ said: Date, now: Date) throws(SyncFailure) {
        let ahead = said.timeIntervalSince(now)
        if ahead > Double(Self.ahead) {
            throw SyncFailure.badRequest("\"said_at\" is \(Int(ahead)) seconds ahead of the server's clock, and may be at most \(Self.ahead) ahead: "
                + "check the phone's clock")
        }
        if -ahead > Double(oldest) {
            throw SyncFailure.badRequest("\"said_at\" is more than \(oldest / 3600) hours ago, so the line was not logged: "
                + "send it again without \"said_at\", saying when it happened")
        }
    }

    /// `said_at`'s text as a time: ISO 8601 with its offset or `Z`, fractions of a second allowed.
    static func parse(_ text: String) throws -> Date {
        guard text.utf8.count <= 64, let parsed = ISOTimeText.parse(text) else {
            throw SyncFailure.badRequest("\"said_at\" must be an ISO 8601 time such as 2026-01-02T15:00:00Z")
        }
        guard let offset = parsed.offset else {
            throw SyncFailure.badRequest("\"said_at\" needs its offset or Z (\(text)Z, or \(text)-05:00): the server cannot guess the phone's zone")
        }
        return Date(timeIntervalSince1970: Double(parsed.civil.secondsAsUTC - offset) + parsed.fraction)
    }
}
