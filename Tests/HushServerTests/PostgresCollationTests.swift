import Foundation
@testable import HushServer
import PostgresNIO
import XCTest

/// Every text column an index of Hush's tables searches is compared as bytes (collation "C"): ids, keys,
/// kinds and codes are ASCII a program made, and in the database's own collation each step of each index
/// search went through the C library's `strcoll` (migration 8). Runs the migrations on the PostgreSQL the
/// sync tests use (`HUSH_TEST_POSTGRES`), then reads the catalogue.
final class PostgresCollationTests: XCTestCase {
    private let logger = BatchFamilies.logger("PostgresCollationTests")

    func testEveryIndexedTextColumnComparesAsBytes() async throws {
        let ledger = try await BatchFamilies.ledger("PostgresCollationTests")   // runs the migrations
        try await ledger.close()
        let connection = try await PostgresConnection.connect(configuration: try DatabaseAddress(try BatchFamilies.databaseURL(), deadlines: .standard).single(),
                                                              id: 1, logger: logger)
        do {
            let indexed = try await connection.integer("""
                SELECT count(*)::bigint FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
                  JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY(i.indkey)
                 WHERE t.relname LIKE 'hush\\_%' AND a.atttypid = 'text'::regtype
                """, logger: logger)
            // The households', devices', changes', records', conflicts' and links' keys at least.
            XCTAssertGreaterThanOrEqual(indexed, 10, "the catalogue query found too few indexed columns to mean anything")
            let asWords = try await connection.wholeRows("""
                SELECT t.relname || '.' || a.attname FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
                  JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY(i.indkey)
                  JOIN pg_collation c ON c.oid = a.attcollation
                 WHERE t.relname LIKE 'hush\\_%' AND a.atttypid = 'text'::regtype AND c.collname <> 'C'
                """, logger: logger).map { try $0.decode(String.self) }
            XCTAssertEqual(asWords, [], "indexed text columns compared in the database's collation")
        } catch {
            try await connection.close()
            throw error
        }
        try await connection.close()
    }
}
