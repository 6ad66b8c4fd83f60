import Foundation
@testable import HushDomain
@testable import HushStore
@testable import HushKit
@testable import HushServer
import Logging
import XCTest

/// A push of new records to a household this server wrote last is planned without a read, from its
/// snapshot (``HouseholdSnapshot``), and the write checks what that plan assumed. Each test makes one
/// assumption wrong while the household is still at the snapshot's number, so only the write's own check
/// can catch it, and the push must then be judged as if it had been read. On the PostgreSQL the sync tests
/// use (`HUSH_TEST_POSTGRES`).
final class PostgresGuessTests: XCTestCase {
    fileprivate let f = BatchFamilies(run: String(UUID().uuidString.prefix(8).lowercased()))

    private func ledger() async throws -> PostgresLedger {
        try await BatchFamilies.ledger("PostgresGuessTests")
    }

    /// Household 1 with its baby, Gavin its primary caregiver, and one diaper, so the ledger holds its
    /// snapshot: the next push of new events from it is guessed.
    private func family(_ ledger: PostgresLedger) async throws {
        let device = f.device(1)
        try await ledger.createHousehold(device.household, device: device)
        let baby = Baby(id: "b1", name: "Eddie", birthDate: "2025-09-01", createdAt: f.t0)
        let membership = Membership(id: "m1", babyID: "b1", person: "Gavin", role: .primary, joinedAt: f.t0, addedBy: "Gavin")
        _ = try await ledger.push([f.change("baby", .baby(baby)), f.change("member", membership.record)], by: device, now: f.t0, trusted: false)
        let diaper = try await ledger.push([f.change("first", f.diaper("first", minutes: 0))], by: device, now: f.t0, trusted: false)
        XCTAssertEqual(diaper.accepted, 1, "\(diaper.refused)")
        XCTAssertEqual(ledger.snapshots[device.household]?.seq, 3, "the household's snapshot is kept")
    }

    /// The household's other device pushes `theirs`, then the snapshot's device pushes `mine` (guessed);
    /// both kept. Mine's answer.
    private func theirsThenMine(_ ledger: PostgresLedger, _ theirs: SyncChange, _ mine: SyncChange) async throws -> PushReply {
        let other = f.device(1, "-b")
        try await ledger.addDevice(other)
        let first = try await ledger.push([theirs], by: other, now: f.t0, trusted: false)
        XCTAssertEqual(first.accepted, 1, "\(first.refused)")
        let second = try await ledger.push([mine], by: f.device(1), now: f.t0, trusted: false)
        XCTAssertEqual(second.accepted, 1, "\(second.refused)")
        return second
    }

    private func change(_ id: String, _ record: StoreRecord) -> SyncChange {
        SyncChange(id: "\(f.run)-\(id)", key: record.key, before: nil, after: SyncChange.json(record), by: "Gavin", at: f.t0)
    }

    func testAChangeKeptAlreadyAndSentAgainIsADuplicate() async throws {
        let ledger = try await ledger()
        try await family(ledger)
        let again = try await ledger.push([f.change("first", f.diaper("first", minutes: 0))], by: f.device(1), now: f.t0, trusted: false)
        XCTAssertEqual(again.accepted, 0)
        XCTAssertEqual(again.duplicates, 1)
        let changes = try await ledger.changes(household: f.device(1).household, after: 0, limit: 100)
        XCTAssertEqual(changes.count, 3, "the change kept once")
        try await ledger.close()
    }

    func testAnotherDevicesEventNearByOpensASimilarConflict() async throws {
        let ledger = try await ledger()
        try await family(ledger)
        let mine = try await theirsThenMine(ledger, f.change("theirs", f.diaper("theirs", minutes: 70)), f.change("mine", f.diaper("mine", minutes: 72)))
        XCTAssertEqual(mine.conflicts.map(\.kind), [.similar], "two minutes after another device's wet diaper")
        try await ledger.close()
    }

    func testARecordMadeAgainUnderAKeyAnotherDeviceHoldsOpensAnEditConflict() async throws {
        let ledger = try await ledger()
        try await family(ledger)
        let mine = try await theirsThenMine(ledger, change("theirs", f.diaper("shared", minutes: 300)), change("mine", f.diaper("shared", minutes: 500)))
        XCTAssertEqual(mine.conflicts.map(\.kind), [.edit], "made as new over the other device's record")
        try await ledger.close()
    }

    func testADeviceRevokedSinceItsLastPushIsRefused() async throws {
        let ledger = try await ledger()
        try await family(ledger)
        let device = f.device(1)
        _ = try await ledger.revoke(device: device.id, household: device.household, at: f.t0)
        do {
            let reply = try await ledger.push([f.change("late", f.diaper("late", minutes: 140))], by: device, now: f.t0, trusted: false)
            XCTFail("a revoked device's push was answered: \(reply.accepted) accepted")
        } catch {
            XCTAssertEqual(error as? SyncFailure, .unauthorized)
        }
        let latest = try await ledger.latestSeq(household: device.household)
        XCTAssertEqual(latest, 3)
        try await ledger.close()
    }

    /// A baby added (not an event) may change what the next push may say: its snapshot is not kept.
    func testABabyAddedIsKnownToTheNextPush() async throws {
        let ledger = try await ledger()
        try await family(ledger)
        let second = Baby(id: "b2", name: "Ada", birthDate: "2026-01-01", createdAt: f.t0)
        let added = try await ledger.push([f.change("b2", .baby(second))], by: f.device(1), now: f.t0, trusted: false)
        XCTAssertEqual(added.accepted, 1, "\(added.refused)")
        let both = try await ledger.push([f.change("for-b1", f.diaper("for-b1", minutes: 210)), f.change("for-b2", diaper("for-b2", baby: "b2"))],
                                         by: f.device(1), now: f.t0, trusted: false)
        XCTAssertEqual(both.accepted, 2, "\(both.refused)")
        try await ledger.close()
    }

    /// Another server's write leaves this one's snapshot behind: the household's number tells.
    func testAnotherServersWriteIsSeenByTheNextPush() async throws {
        let (ledger, other) = (try await ledger(), try await ledger())
        try await family(ledger)
        let second = Baby(id: "b2", name: "Ada", birthDate: "2026-01-01", createdAt: f.t0)
        let added = try await other.push([f.change("b2", .baby(second))], by: f.device(1), now: f.t0, trusted: false)
        XCTAssertEqual(added.accepted, 1, "\(added.refused)")
        // This server's snapshot is behind now, unless the other's notice has dropped it already.
        XCTAssertNotEqual(ledger.snapshots[f.device(1).household]?.seq, 4)
        let both = try await ledger.push([f.change("for-b1", f.diaper("for-b1", minutes: 210)), f.change("for-b2", diaper("for-b2", baby: "b2"))],
                                         by: f.device(1), now: f.t0, trusted: false)
        XCTAssertEqual(both.accepted, 2, "\(both.refused)")
        XCTAssertEqual(both.seq, 6)
        try await ledger.close()
        try await other.close()
    }

    /// No database: the snapshots held never pass their capacity, and one whose guess failed is gone.
    func testSnapshotsStayWithinTheirCapacity() {
        let snapshots = HouseholdSnapshots(capacity: 3)
        for number in 0..<10 {
            snapshots.keep(HouseholdSnapshot(seq: number, memberships: [], babies: ["b1"]), for: "h\(number)")
            XCTAssertEqual(snapshots.count, min(number + 1, 3))
        }
        XCTAssertEqual(snapshots.guess(for: "h9")?.seq, 9, "the newest is kept")
        snapshots.behind("h9", seq: 9)
        XCTAssertEqual(snapshots["h9"]?.seq, 9, "a notice of its own number leaves it")
        snapshots.behind("h9", seq: 10)
        XCTAssertNil(snapshots["h9"], "a newer number written elsewhere")
    }

    /// No database: a household whose guesses fail is read for its next 2, 4, … 64 pushes, and a guess
    /// that holds ends that.
    func testWrongGuessesAreReadForLongerEachTime() {
        let snapshots = HouseholdSnapshots()
        let snapshot = HouseholdSnapshot(seq: 1, memberships: [], babies: [])
        func readsBeforeAGuess() -> Int {
            snapshots.keep(snapshot, for: "h")
            var reads = 0
            while snapshots.guess(for: "h") == nil { reads += 1 }
            return reads
        }
        var owed: [Int] = []
        for _ in 0..<8 {
            snapshots.missed("h")
            XCTAssertNil(snapshots["h"], "a wrong snapshot is dropped")
            owed.append(readsBeforeAGuess())
        }
        XCTAssertEqual(owed, [2, 4, 8, 16, 32, 64, 64, 64])
        snapshots.keep(snapshot, for: "h", held: true)
        snapshots.missed("h")
        XCTAssertEqual(readsBeforeAGuess(), 2, "a guess that held starts afresh")
    }

    private func diaper(_ id: String, baby: String) -> StoreRecord {
        let start = EventTimestamp(utc: f.t0.addingTimeInterval(400 * 60), timezone: "UTC", offsetSeconds: 0)
        return .event(Event(id: "\(f.run)-\(id)", babyID: baby, loggedBy: "Gavin", start: start, end: start, data: .diaper(.wet), createdAt: f.t0))
    }
}
