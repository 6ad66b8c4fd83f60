import Foundation
@testable import HushDomain
@testable import HushStore
@testable import HushKit
@testable import HushServer
import Logging
import PostgresNIO
import XCTest

/// A batch's write locks its households in one order, but another transaction (another server's batch,
/// or two households claiming each other's invite codes) can hold one of them and then wait on another:
/// PostgreSQL ends one of the two with a deadlock. When the batch is the one ended, every push in it is
/// planned again (``PostgresLedger/isBatchRefused(_:)``) and answered once, and nothing it held is written
/// twice or lost. On the PostgreSQL the sync tests use (`HUSH_TEST_POSTGRES`), which the test must be able
/// to set `deadlock_timeout` on (the tests' cluster makes its user a superuser).
final class PostgresDeadlockTests: XCTestCase {
    fileprivate let f = BatchFamilies(run: String(UUID().uuidString.prefix(8).lowercased()))

    /// Households 1 < 2 < 3. Another transaction holds 2 and 3. A push to 3 goes first and waits; pushes
    /// to 1 and 2 then go together in the next batch, which locks 1 and waits for 2. The other transaction
    /// then asks for 1: a circle, and PostgreSQL ends the batch (the other transaction waits a minute
    /// before it looks for one). The batch's pushes go again once the other transaction commits.
    func testABatchEndedByADeadlockIsWrittenAgainWholeAndOnce() async throws {
        let (url, logger) = (try BatchFamilies.databaseURL(), BatchFamilies.logger("PostgresDeadlockTests"))
        let ledger = try await PostgresLedger.connect(url: url, logger: logger)
        for number in 1...3 { try await f.household(number, on: ledger) }
        let address = try DatabaseAddress(url, deadlines: .standard)
        let other = try await PostgresConnection.connect(configuration: try address.single(), id: 1, logger: logger)
        let watch = try await PostgresConnection.connect(configuration: try address.single(), id: 2, logger: logger)
        defer {
            Task { try? await other.close(); try? await watch.close(); try? await ledger.close() }
        }
        let deadlocksBefore = try await deadlocks(watch, logger)
        let otherPID = try await other.integer("SELECT pg_backend_pid()::bigint", logger: logger)
        _ = try await other.wholeRows("BEGIN", logger: logger)
        do {
            _ = try await other.wholeRows("SET LOCAL deadlock_timeout = '60s'", logger: logger)
        } catch {
            throw XCTSkip("the test's database user may not set deadlock_timeout: \(String(reflecting: error))")
        }
        let held = [f.device(2).household, f.device(3).household]
        _ = try await other.wholeRows("SELECT 1 FROM hush_households WHERE id = ANY(\(held)) ORDER BY id FOR UPDATE", logger: logger)

        let families = f
        async let third = Self.diaper(ledger, families, 3)
        try await waitUntil(watch, logger, blockedBy: otherPID, count: 1)
        async let first = Self.diaper(ledger, families, 1)
        async let second = Self.diaper(ledger, families, 2)
        try await waitUntil(watch, logger, blockedBy: otherPID, count: 2)
        // Waits until PostgreSQL ends the batch holding household 1.
        _ = try await other.wholeRows("SELECT 1 FROM hush_households WHERE id = \(f.device(1).household) FOR UPDATE", logger: logger)
        _ = try await other.wholeRows("COMMIT", logger: logger)

        let replies = try await [first, second, third]
        for (number, reply) in zip(1..., replies) {
            XCTAssertEqual(reply.accepted, 1, "household \(number): \(reply.refused)")
        }
        for number in 1...3 {
            let changes = try await ledger.changes(household: f.device(number).household, after: 0, limit: 100)
            XCTAssertEqual(changes.map(\.seq), [1, 2, 3], "household \(number): each change once, numbered without a gap")
            XCTAssertEqual(changes.last?.change.id, "\(f.run)-h\(number)-diaper")
        }
        // The circle was real: PostgreSQL counts the deadlock it ended (its statistics arrive within seconds).
        var deadlocksAfter = deadlocksBefore
        for _ in 0..<60 where deadlocksAfter == deadlocksBefore {
            try await Task.sleep(for: .milliseconds(500))
            deadlocksAfter = try await deadlocks(watch, logger)
        }
        XCTAssertGreaterThan(deadlocksAfter, deadlocksBefore, "PostgreSQL ended no deadlock: the batch was never in one")
    }

    private static func diaper(_ ledger: PostgresLedger, _ f: BatchFamilies, _ number: Int) async throws -> PushReply {
        let id = "h\(number)-diaper"
        return try await ledger.push([f.change(id, f.diaper(id, minutes: 30))], by: f.device(number), now: f.t0, trusted: false)
    }

    /// Polls until `count` backends wait on a lock the backend `pid` holds.
    private func waitUntil(_ watch: PostgresConnection, _ logger: Logger, blockedBy pid: Int, count: Int) async throws {
        for _ in 0..<400 {
            let waiting = try await watch.integer(
                "SELECT count(*)::bigint FROM pg_stat_activity WHERE \(pid) = ANY(pg_blocking_pids(pid))", logger: logger)
            if waiting >= count { return }
            try await Task.sleep(for: .milliseconds(25))
        }
        XCTFail("\(count) pushes never waited on the other transaction's locks")
        throw CancellationError()
    }

    private func deadlocks(_ watch: PostgresConnection, _ logger: Logger) async throws -> Int {
        try await watch.integer("SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()", logger: logger)
    }
}
