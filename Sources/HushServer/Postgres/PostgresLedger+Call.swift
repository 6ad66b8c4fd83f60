import Foundation
import HushKit
import NIOCore
import NIOPosix
import PostgresNIO
import Synchronization

/// Every database call goes through ``call(keeping:_:)``: a pooled connection within
/// `--database-wait`, the statements within `--statement-timeout` after it, whatever PostgreSQL or the
/// network does (``DatabaseDeadlines``). The call runs in a task of its own and the request waits on
/// ``FirstOutcome`` instead, so a call that never returns (a query written to a connection as it
/// closed is never answered) cannot hold the request: at its deadline the request is answered 503, the
/// connection is closed (failing whatever it still runs) and the task is left to end.
extension PostgresLedger {
    /// `keeping`: PostgreSQL's refusals the caller handles itself, passed on as they came. `within`: other
    /// deadlines than the server's (migrations at start). `onConnectionLoop`: the body runs on its
    /// connection's event loop (``ConnectionLoopExecutor``), for a call of several short statements whose
    /// answers are small (a push); a call that decodes many rows (a pull) stays on Swift's pool, where it
    /// holds up no other connection's reads. `shared`: the call is others' too (a batch of pushes), so
    /// the caller's task being cancelled does not end it; its deadlines still do.
    func call<Value: Sendable>(keeping: @escaping @Sendable (DatabaseRefusal) -> Bool = { _ in false }, within: DatabaseDeadlines? = nil,
                               onConnectionLoop: Bool = false, shared: Bool = false,
                               _ body: @escaping @Sendable (PostgresConnection) async throws -> Value) async throws -> Value {
        let started = ContinuousClock.now
        let outcome = FirstOutcome<Value>()
        let leased = LeaseNote()
        let client = pool.client
        let work = Task {
            do {
                let value = try await client.withConnection { connection in
                    leased.note(connection)
                    guard onConnectionLoop else { return try await body(connection) }
                    return try await withTaskExecutorPreference(ConnectionLoopExecutor(connection.eventLoop)) {
                        try await body(connection)
                    }
                }
                outcome.decide(.success(value))
            } catch {
                outcome.decide(.failure(error))
            }
        }
        let deadlines = within ?? self.deadlines
        // The deadlines are looked at with every other call's (``CallWatch``), not by a task of the
        // call's own (a task and its cancelled sleep per call were a sixth of the server's processor time
        // per push), nor by a timer of its own (set and cancelled off the loop, it woke the loop twice).
        let watching = watch.add { now in
            Self.look(at: now, started: started, work: work, outcome: outcome, leased: leased, deadlines: deadlines)
        }
        defer { watch.remove(watching) }
        do {
            let value = try await withTaskCancellationHandler {
                try await outcome.wait()
            } onCancel: {
                if !shared, outcome.decide(.failure(CancellationError())) { work.cancel() }
            }
            outages.answered(since: started)
            return value
        } catch {
            throw judged(error, started: started, keeping: keeping)
        }
    }

    /// One look at a call in flight; true once it needs no more. Without a connection past its
    /// connection deadline it is answered at once; with one, it is answered at its statement deadline, or
    /// sooner when its connection closed under it, since such a call may never be answered (the query
    /// written as it closed). The connection's own error usually comes first and is the better reason;
    /// the next look after the close gives it that long.
    private static func look<Value: Sendable>(at now: ContinuousClock.Instant, started: ContinuousClock.Instant, work: Task<Void, Never>,
                                              outcome: FirstOutcome<Value>, leased: LeaseNote, deadlines: DatabaseDeadlines) -> Bool {
        guard !outcome.isDecided else { return true }
        guard let lease = leased.lease else {
            guard now >= started + deadlines.connection else { return false }
            // Cancelling the work withdraws its request for a connection from the pool.
            if outcome.decide(.failure(BackendUnavailable.noConnection(waited: deadlines.connection))) { work.cancel() }
            return true
        }
        if lease.closedSeen {
            if outcome.decide(.failure(BackendUnavailable.failed(DatabaseCause(ConnectionClosedUnderCall())))) { work.cancel() }
            return true
        }
        guard now < lease.at + deadlines.statement else {
            if outcome.decide(.failure(BackendUnavailable.timedOut(after: deadlines.statement))) {
                work.cancel()
                abandon(lease.connection)
            }
            return true
        }
        if lease.connection.isClosed { leased.noteClosed() }
        return false
    }

    /// The error a request sees: the request's own failures (401, 409…) as they are; the database's as
    /// ``BackendUnavailable``, counted towards an outage when they say it is out.
    private func judged(_ error: any Error, started: ContinuousClock.Instant, keeping: (DatabaseRefusal) -> Bool) -> any Error {
        // A transaction wraps what failed inside it (a refusal, a taken invite code, a lost connection):
        // judged by that, or a 401 inside a push's locked transaction would be answered as the database's.
        if let transaction = error as? PostgresTransactionError,
           let inner = transaction.closureError ?? transaction.beginError ?? transaction.commitError {
            return judged(inner, started: started, keeping: keeping)
        }
        if let refusal = DatabaseRefusal(error), keeping(refusal) {
            outages.answered(since: started)
            return error
        }
        switch error {
        case is SyncFailure, is LedgerError, is DecodingError, is EncodingError, is PostgresDecodingError, is CancellationError:
            // A decoding failure is a row this server cannot read: a bug to fix, not an outage.
            return error
        case let unavailable as BackendUnavailable:
            if unavailable.isOutage { outages.failed(unavailable.description, since: started) } else { outages.answered(since: started) }
            return unavailable
        default:
            let unavailable = BackendUnavailable.failed(DatabaseCause(error))
            if unavailable.isOutage {
                outages.failed(unavailable.description, since: started)
            } else {
                // PostgreSQL answered, so it is reachable; a statement it refused is worth a line of its own.
                outages.answered(since: started)
                logger.warning("a database statement failed: \(unavailable.description); the request was answered 503")
            }
            return unavailable
        }
    }

    /// Closes a connection whose call is past its deadline: whatever it still runs fails at once, and the
    /// pool drops it. (The pool's synchronous `close()`, not the async one that waits.)
    private static func abandon(_ connection: PostgresConnection) {
        let closing: EventLoopFuture<Void> = connection.close()
        _ = closing
    }
}

/// When a call got its connection, and which: the deadline for its statements runs from then; and
/// whether a look saw that connection closed.
private final class LeaseNote: Sendable {
    private let state = Mutex<(connection: PostgresConnection, at: ContinuousClock.Instant, closedSeen: Bool)?>(nil)

    func note(_ connection: PostgresConnection) { state.withLock { $0 = (connection, .now, false) } }

    func noteClosed() { state.withLock { $0?.closedSeen = true } }

    var lease: (connection: PostgresConnection, at: ContinuousClock.Instant, closedSeen: Bool)? { state.withLock { $0 } }
}

/// A call's connection closed while the call was still waiting for its answer.
private struct ConnectionClosedUnderCall: Error, CustomStringConvertible {
    var description: String { "the connection closed during the call" }
}
