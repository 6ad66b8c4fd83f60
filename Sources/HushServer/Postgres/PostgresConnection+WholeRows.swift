import Logging
import NIOCore
import PostgresNIO

/// A statement's rows, gathered whole on the connection's event loop and handed over at once.
///
/// PostgresNIO's row stream (its async `query` and `execute`) stops reading after each batch of rows
/// until the task iterating them asks for more. If anything arrives on the connection in that wait (the
/// end of the input when PostgreSQL restarts or a failover closes the connection, or the notice an
/// immediate shutdown sends first), its row state machine calls that impossible and stops the whole
/// process (`RowStreamStateMachine.channelReadComplete`, PostgresNIO 1.33.2): one restart under load
/// took the server down. Its future-based `query` asks for the next batch on the loop as soon as one
/// arrives, so that wait never happens; a closed connection fails the statement instead, and the call is
/// refused or tried again like any other.
///
/// The statement is sent from the connection's loop (`flatSubmit`), in the same turn that attaches the
/// gathering to its rows. Sent from another thread, the two went to the loop one after the other, and a
/// caller's thread held up between them (a busy machine) left the first rows read with nobody asking
/// for more: a connection cut then stopped the server all the same (`DatabaseFaultTests`, once in a
/// full test run on a loaded machine).
///
/// Every statement that answers rows goes through here or through ``PreparedStatements``, which keeps
/// the statements sent on every request and push prepared and gathers their rows on the loop as well.
/// Even an answer of one short row is not safe on the stream: a connection cut between its row and the
/// end of its statement stopped the server in `DatabaseFaultTests`. This path takes no prepared
/// statement, so a statement sent here is parsed and planned each time.
///
/// ```swift
/// for row in try await connection.wholeRows("SELECT id, seq FROM hush_households", logger: logger) {
///     let (id, seq) = try row.decode((String, Int).self)
/// }
/// ```
extension PostgresConnection {
    func wholeRows(_ query: PostgresQuery, logger: Logger, file: String = #fileID, line: Int = #line) async throws -> PostgresQueryResult {
        let result: EventLoopFuture<PostgresQueryResult> = eventLoop.flatSubmit { self.query(query, logger: logger, file: file, line: line) }
        return try await result.get()
    }
}
