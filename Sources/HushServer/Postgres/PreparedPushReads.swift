import NIOCore
import PostgresNIO
import Synchronization

/// The push's read (``PushContextQuery``) prepared once on each connection, its rows gathered whole on the
/// connection's event loop.
///
/// Its answer can be long (a push of many changes reads many records), so it may not go through
/// PostgresNIO's row stream (``PostgresConnection/wholeRows(_:logger:file:line:)`` says why). The path
/// that gathers rows takes no prepared statement, and sent plain the read was parsed and planned on every
/// push: half the PostgreSQL server's rate. A PL/pgSQL function keeping the plan cost PostgreSQL 0.1 ms
/// more per push than a prepared statement. PostgresNIO's older prepared queries do both: prepared once
/// (Parse and Describe), each push then sends only Bind and Execute, and the rows come to a callback on
/// the loop that asks for the next batch at once.
///
/// A connection's statement is forgotten when the connection closes; a pooled connection runs one call
/// at a time, so it is never prepared twice at once.
///
/// ```swift
/// let rows = try await pushReads.rows(PushContextQuery(household: id, device: device, needs: needs), on: connection)
/// ```
final class PreparedPushReads: Sendable {
    private let prepared = Mutex<[ObjectIdentifier: PreparedQuery]>([:])

    func rows(_ read: PushContextQuery, on connection: PostgresConnection) async throws -> [PushContextQuery.Row] {
        try await statement(on: connection).execute(read.binds).get().map { try read.decodeRow($0) }
    }

    /// How many connections hold the statement now.
    var count: Int { prepared.withLock { $0.count } }

    private func statement(on connection: PostgresConnection) async throws -> PreparedQuery {
        // The entry holds its connection until the connection closes, so the key names no other.
        let key = ObjectIdentifier(connection)
        if let known = prepared.withLock({ $0[key] }) { return known }
        let made = try await connection.prepare(query: PushContextQuery.sql).get()
        prepared.withLock { $0[key] = made }
        connection.closeFuture.whenComplete { [weak self] _ in _ = self?.prepared.withLock { $0.removeValue(forKey: key) } }
        return made
    }
}
