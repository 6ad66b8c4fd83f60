import Foundation
@testable import HushDomain
@testable import HushKit
@testable import HushServer
import Logging
import PostgresNIO
import XCTest

/// The changes and records carry no foreign key to their household (the checks were an eighth of
/// PostgreSQL's time a push): the write itself inserts them only joined to the household rows it has
/// just moved on. So a part for a household that does not exist, or that moved on since its plan, leaves
/// no row anywhere, in every form of the write, while the batch's other household is written. Runs the
/// write on the PostgreSQL the sync tests use (`HUSH_TEST_POSTGRES`).
final class PushWriteHouseholdTests: XCTestCase {
    fileprivate let f = BatchFamilies(run: String(UUID().uuidString.prefix(8).lowercased()))
    private let logger = BatchFamilies.logger("PushWriteHouseholdTests")

    func testAWriteLeavesRowsOnlyUnderTheHouseholdsItMovedOn() async throws {
        let ledger = try await BatchFamilies.ledger("PushWriteHouseholdTests")   // runs the migrations
        try await f.household(1, on: ledger)
        try await f.household(2, on: ledger)
        try await ledger.close()
        let url = try BatchFamilies.databaseURL()
        let connection = try await PostgresConnection.connect(configuration: try DatabaseAddress(url, deadlines: .standard).single(),
                                                              id: 1, logger: logger)
        do {
            try await checkForms(on: connection)
        } catch {
            try await connection.close()
            throw error
        }
        try await connection.close()
    }

    private func checkForms(on connection: PostgresConnection) async throws {
        let foreignKeys = try await connection.integer("""
            SELECT count(*)::bigint FROM pg_constraint WHERE contype = 'f' AND conrelid IN ('hush_changes'::regclass, 'hush_records'::regclass)
            """, logger: logger)
        XCTAssertEqual(foreignKeys, 0, "the migration left a foreign key")
        let statements = PreparedStatements()
        let absent = "batch-\(f.run)-absent"
        let (written, movedOn) = (f.device(1), f.device(2))
        var seq = 2
        // With doubts, every household guessed (the records inserted plainly), or all but the written one
        // (its records upserted beside the others' plain insert).
        let rounds = [(false, false, true), (true, false, true), (false, true, false), (true, true, false), (false, true, true), (true, true, true)]
        for (round, (conflicts, doubts, read)) in rounds.enumerated() {
            let parts = try [(absent, written, 0), (written.household, written, seq), (movedOn.household, movedOn, 99)].map { household, device, expected in
                try PushWrite.Part(household: household, device: device, expected: expected,
                                   plan: plan("r\(round)-\(household)", minutes: Double(round), conflict: conflicts))
            }
            let guessed = doubts ? parts.filter { !read || $0.household != written.household } : []
            let unread = PushContextQuery(guessed.map { .init(household: $0.household, device: $0.device, needs: PushRules.Needs(keys: [], changeIDs: [], probes: [], inviteCodes: [])) })
            let write = PushWrite(parts, unread: unread)
            XCTAssertEqual(write.used, PushWrite.Form(conflicts: conflicts, doubts: doubts, openSleeps: false, read: read))
            let households = try await statements.rows(write, on: connection)
            XCTAssertEqual(households, [written.household], "round \(round): \(write.form.name)")
            seq += 1
        }
        for household in [absent, movedOn.household] {
            for table in ["hush_changes", "hush_records", "hush_conflicts"] {
                let rows = try await connection.integer("SELECT count(*)::bigint FROM \(unescaped: table) WHERE household = \(household)", logger: logger)
                // The moved-on household keeps the baby and membership its set-up pushed, and nothing else.
                XCTAssertEqual(rows, household == absent || table == "hush_conflicts" ? 0 : 2, "\(table) of \(household)")
            }
        }
        let kept = try await connection.integer("SELECT count(*)::bigint FROM hush_conflicts WHERE household = \(written.household)", logger: logger)
        XCTAssertEqual(kept, rounds.filter(\.0).count, "the written household's conflicts")
    }

    /// One new diaper, and with `conflict` an edit conflict about it.
    private func plan(_ id: String, minutes: Double, conflict: Bool) -> PushPlan {
        var plan = PushPlan()
        plan.accept(f.change(id, f.diaper(id, minutes: minutes * 70)))
        if conflict {
            let side = SyncConflict.Side(device: "d1", person: "Gavin", key: plan.accepted[0].key, record: nil)
            plan.conflicts = [SyncConflict(id: "\(f.run)-\(id)-k", kind: .edit, first: side, second: side, createdAt: f.t0)]
        }
        return plan
    }
}
