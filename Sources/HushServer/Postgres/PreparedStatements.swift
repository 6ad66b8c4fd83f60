import NIOCore
import PostgresNIO

/// The server's ``KeptStatement``s, each prepared once on each connection, their rows gathered whole on
/// the connection's event loop.
///
/// PostgresNIO's own prepared statements hand their rows over through the async row stream, which stops
/// the whole process when a connection ends in the middle of an answer
/// (``PostgresConnection/wholeRows(_:logger:file:line:)`` says how). That path gathers rows on the loop
/// but takes no prepared statement, and sent plain the push's read was parsed and planned on every push:
/// half the PostgreSQL server's rate. A PL/pgSQL function keeping the plan cost PostgreSQL 0.1 ms more a
/// push. PostgresNIO's older prepared queries do both: prepared once (Parse and Describe), then only Bind
/// and Execute, and the rows go to a callback on the loop that asks for the next batch at once.
///
/// A connection's statements are forgotten when it closes; a pooled connection runs one call at a time,
/// so none is prepared twice at once.
///
/// ```swift
/// let device = try await statements.rows(DeviceByTokenQuery(tokenHash: hash), on: connection).last
/// ```
final class PreparedStatements: Sendable {
    private let prepared = ConnectionTable<[String: PreparedQuery]>()

    func rows<Statement: KeptStatement>(_ statement: Statement, on connection: PostgresConnection) async throws -> [Statement.Row] {
        let query = try await self.statement(statement.form, on: connection)
        let arguments = try statement.arguments()
        // Sent from the loop, in the turn that gathers its rows (``PostgresConnection/wholeRows(_:logger:file:line:)``).
        return try await connection.eventLoop.flatSubmit { query.execute(arguments) }.get().map { try statement.decodeRow($0) }
    }

    /// How many statements are prepared, on all connections together.
    var count: Int { prepared.values.reduce(0) { $0 + $1.count } }

    /// The names of the statements prepared on any connection.
    var names: Set<String> { Set(prepared.values.flatMap(\.keys)) }

    private func statement(_ form: (name: String, sql: String), on connection: PostgresConnection) async throws -> PreparedQuery {
        if let known = prepared.value(on: connection)?[form.name] { return known }
        let made = try await connection.prepare(query: form.sql).get()
        prepared.update(on: connection) { known in (known ?? [:]).merging([form.name: made]) { _, new in new } }
        return made
    }
}
