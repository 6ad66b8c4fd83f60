import Foundation

/// The backend could not take a request just now, though nothing is wrong with the request: the
/// database is unreachable or too slow, or the disk refused the embedded ledger's write. Nothing was
/// acknowledged, so the device keeps its changes; the answer is 503 with `Retry-After`, and the retry is
/// safe because the server recognises each change by its id. docs/operations.md has the deadlines.
///
/// ```swift
/// throw BackendUnavailable.noConnection(waited: .seconds(5))   // → 503, Retry-After: 5
/// ```
public enum BackendUnavailable: Error, CustomStringConvertible {
    /// No pooled connection within `--database-wait`: the database is unreachable (the pool is
    /// reconnecting), or every connection is busy.
    case noConnection(waited: Duration)
    /// The call did not finish within `--statement-timeout`; its connection was closed.
    case timedOut(after: Duration)
    /// The database lost the call or refused it.
    case failed(DatabaseCause)
    /// The embedded ledger's append failed (a full disk): nothing was written.
    case unwritable(String)

    /// Seconds a device is told to wait before trying again: long enough for a restart or a failover
    /// to finish, short enough that a person's next sync works.
    public static let retryAfter = 5

    public var description: String {
        switch self {
        case .noConnection(let waited): return "no database connection within \(waited.secondsText) s"
        case .timedOut(let after): return "the database did not answer within \(after.secondsText) s"
        case .failed(let cause): return cause.description
        case .unwritable(let reason): return reason
        }
    }

    /// What the device is told: the request was not taken, and when to try again.
    var message: String {
        switch self {
        case .noConnection, .timedOut, .failed:
            return "the server's database is not answering; nothing was stored, try again in \(Self.retryAfter) s"
        case .unwritable:
            return "the server could not write its ledger; nothing was stored, try again in \(Self.retryAfter) s"
        }
    }

    /// Whether this says the backend is out (an outage), rather than one statement refused.
    var isOutage: Bool {
        switch self {
        case .noConnection, .timedOut, .unwritable: return true
        case .failed(let cause): return cause.isUnreachable
        }
    }
}
