import Foundation
import PostgresNIO

/// What the change feed asks of the database: notices sent to the other servers, and each household's
/// latest number when the listener catches up after a gap (``ChangeListener``).
extension PostgresLedger {
    /// Each household's latest sequence number, in one statement: the listener's catch-up for every
    /// household with a stream open here.
    func latestSeqs(households: [String]) async throws -> [String: Int] {
        let logger = self.logger
        return try await call { connection in
            var found: [String: Int] = [:]
            for row in try await connection.wholeRows("SELECT id, seq FROM hush_households WHERE id = ANY(\(households))", logger: logger) {
                let (id, seq) = try row.decode((String, Int).self)
                found[id] = seq
            }
            return found
        }
    }

    /// Sends gathered notices (``ChangeNotices``): each `"household seq"` as one `NOTIFY`, in one
    /// statement whose transaction commits without waiting for the disk.
    func notify(_ batch: [String]) async throws {
        let logger = self.logger
        try await call { connection in
            _ = try await connection.wholeRows("""
                SELECT pg_notify(\(Self.channel), notice) FROM set_config('synchronous_commit', 'off', true) AS relaxed, unnest(\(batch)::text[]) AS notice
                """, logger: logger)
        }
    }
}
