import PostgresNIO

/// The statement a push sends after its write, on the same connection, to learn that the write is
/// committed, when the connection has no ``CommitWatch`` to read it off: PostgreSQL answers the write's
/// rows before the Sync that commits it, and PostgresNIO hands them over then, but it sends this only
/// after that Sync's `ReadyForQuery`, which PostgreSQL sends once the commit is on disk (or closes the
/// connection when it fails). Prepared once per connection, so each push sends only its Bind and
/// Execute, and PostgreSQL neither parses nor plans it.
///
/// ```swift
/// let written = try await statements.rows(write, on: connection)
/// _ = try await statements.rows(CommitWait(), on: connection)   // the write is on disk
/// ```
struct CommitWait: KeptStatement {
    static let name = "HushServer.CommitWait"  // why a literal: ``PushWrite/name``
    static let sql = "SELECT 'committed'::text"

    typealias Row = String

    func arguments() throws -> [PostgresData] { [] }

    func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(String.self) }
}
