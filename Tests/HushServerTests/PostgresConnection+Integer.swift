import Logging
import PostgresNIO
@testable import HushServer

/// The one whole number a statement answers (`count(*)`, a statistic), read as the server reads rows
/// (``PostgresConnection/wholeRows(_:logger:file:line:)``). A statement that answers no row throws, so a
/// check on it fails instead of passing unchecked.
///
/// ```swift
/// let left = try await connection.integer("SELECT count(*)::bigint FROM hush_changes", logger: logger)
/// ```
extension PostgresConnection {
    func integer(_ query: PostgresQuery, logger: Logger) async throws -> Int {
        guard let row = try await wholeRows(query, logger: logger).first else { throw LedgerError("the statement answered no row") }
        return try row.decode(Int.self)
    }
}
