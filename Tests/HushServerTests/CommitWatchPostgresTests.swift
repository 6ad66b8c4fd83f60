import Foundation
import HushKit
@testable import HushServer
import XCTest

/// On a real connection, a push learns that its write is committed from the connection's own answer
/// (``CommitWatch``): the pooled connections carry a watch, the statement that asks again
/// (``CommitWait``) is never prepared, and every push is stored once. A watch put on after the write went
/// out would see no `Sync` and fall back to ``CommitWait``, so this also holds that it goes on before. That the answer waits for the
/// commit is held by the tests that kill PostgreSQL under pushes (`DatabaseFaultTests`,
/// `CrashUnderPushTests`). On the PostgreSQL the sync tests use (`HUSH_TEST_POSTGRES`).
final class CommitWatchPostgresTests: XCTestCase {
    private let f = BatchFamilies(run: String(UUID().uuidString.prefix(8).lowercased()))

    func testAPushIsAnsweredOnItsConnectionsOwnReadyForQueryWithoutAskingAgain() async throws {
        let ledger = try await BatchFamilies.ledger("CommitWatchPostgresTests")
        try await f.household(1, on: ledger)
        for push in 0..<6 {
            let reply = try await ledger.push([f.change("w\(push)", f.diaper("w\(push)", minutes: Double(push) * 70))],
                                              by: f.device(1), now: f.t0, trusted: false)
            XCTAssertEqual(reply.accepted, 1, "\(reply.refused)")
        }
        XCTAssertGreaterThan(ledger.commits.count, 0, "no pooled connection carries a watch")
        XCTAssertFalse(ledger.statements.names.contains(CommitWait.name), "a push asked again for its commit")
        let changes = try await ledger.changes(household: f.device(1).household, after: 0, limit: 100)
        XCTAssertEqual(changes.map(\.seq), Array(1...8))
        try await ledger.close()
    }

    /// Where no watch can tell (another PostgresNIO, or a stream it could not read), a batch asks for its
    /// commit once more: pushes alone and in batches are all answered, each stored once, in order.
    func testWithoutAWatchEveryBatchAsksForItsCommitAgain() async throws {
        let ledger = try await PostgresLedger.connect(url: try BatchFamilies.databaseURL(), deadlines: .standard,
                                                      snapshots: PostgresLedger.snapshots, commits: CommitWatches(reading: false),
                                                      logger: BatchFamilies.logger("CommitWatchPostgresTests"))
        let households = Array(1...4)
        for number in households { try await f.household(number, on: ledger) }
        for round in 0..<3 {
            let replies = try await withThrowingTaskGroup(of: PushReply.self) { group in
                for number in households {
                    group.addTask { [f] in
                        let id = "h\(number)-r\(round)"
                        return try await ledger.push([f.change(id, f.diaper(id, minutes: Double(round) * 70))], by: f.device(number),
                                                     now: f.t0, trusted: false)
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            XCTAssertEqual(replies.map(\.accepted), [1, 1, 1, 1])
            XCTAssertEqual(Set(replies.map(\.seq)), [3 + round])
        }
        XCTAssertEqual(ledger.commits.count, 0, "a watch was put on")
        XCTAssertTrue(ledger.statements.names.contains(CommitWait.name), "no push asked for its commit")
        for number in households {
            let changes = try await ledger.changes(household: f.device(number).household, after: 0, limit: 100)
            XCTAssertEqual(changes.map(\.seq), Array(1...5))
        }
        try await ledger.close()
    }
}
