import NIOCore
import NIOPosix
import PostgresNIO

/// Why a database call failed, in words an operator can act on and nothing else. `PSQLError` prints one
/// generic sentence for every failure (so that nothing sensitive leaks by accident); this reads its parts
/// instead: PostgreSQL's SQLSTATE and message when the server answered, the client's own code and the
/// network's reason otherwise. Never the statement, its values or the credentials: a data exception's
/// message (SQLSTATE class 22) can quote a value, so for those only the code is kept.
///
/// ```swift
/// DatabaseCause(error).description   // "SQLSTATE 57P01: terminating connection due to administrator command"
/// DatabaseCause(error).description   // "connectionError: 127.0.0.1:5432: Connection refused (errno: 111)"
/// ```
public struct DatabaseCause: Sendable, Equatable, CustomStringConvertible {
    /// PostgreSQL's SQLSTATE, when the server answered with an error.
    public var sqlState: String?
    public var description: String
    /// The connection could not be made, was lost, or the server is shutting down or starting up: the
    /// database is unreachable, not the statement wrong. Such failures make an outage (``OutageLog``).
    public var isUnreachable: Bool

    init(_ error: any Error) {
        if let refusal = DatabaseRefusal(error) {
            let state = refusal.sqlState
            sqlState = state
            let message = state.hasPrefix("22") ? nil : refusal.message
            description = "SQLSTATE \(state)" + (message.map { ": \($0)" } ?? " (a data exception; its message may quote a value and is not logged)")
            isUnreachable = Self.unreachableStates.contains { state.hasPrefix($0) }
            return
        }
        guard let error = error as? PSQLError else {
            // The pool's own errors (its circuit breaker), the channel's: the connection is what failed.
            sqlState = nil
            description = Self.network(error)
            isUnreachable = true
            return
        }
        sqlState = nil
        // An error the pool wraps (a closed connection wrapping why it closed) is told by what it wraps.
        let underlying = error.underlying.map { $0 is PSQLError ? DatabaseCause($0).description : Self.network($0) }
        description = "\(error.code)" + (underlying.map { $0 == "\(error.code)" ? "" : ": " + $0 } ?? "")
        // A cancelled query is the server's answer to a statement timeout; the rest are the connection's.
        isUnreachable = error.code != .queryCancelled && error.code != .tooManyParameters && error.code != .invalidCommandTag
    }

    /// Connection exceptions (08), the server shutting down, crashed or starting (57P01–57P03), and too
    /// many connections (53300): the database cannot take the call now, whatever the call.
    static let unreachableStates = ["08", "57P01", "57P02", "57P03", "53300"]

    /// The network's reason without NIO's nesting: "HOST:PORT: Connection refused (errno: 111)".
    private static func network(_ error: any Error) -> String {
        // The pool's own error type is not public; its one case that reaches here is said in words.
        if "\(error)".contains("connectionCreationCircuitBreakerTripped") {
            return "the pool has stopped opening connections for a while: they have failed for a minute (it still tries now and then)"
        }
        if let failure = error as? NIOConnectionError {
            let reasons = failure.connectionErrors.map { "\($0.error)" }
            let first = reasons.first ?? failure.dnsAError.map { "\($0)" } ?? failure.dnsAAAAError.map { "\($0)" } ?? "no address"
            return "\(failure.host):\(failure.port): \(first)"
        }
        return "\(error)"
    }
}
