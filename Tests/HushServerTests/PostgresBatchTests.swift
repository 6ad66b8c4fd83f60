import Foundation
@testable import HushDomain
@testable import HushStore
@testable import HushKit
@testable import HushServer
import Logging
import XCTest

/// Pushes to many households at once go to PostgreSQL in batches (``PushBatcher``): each push is judged
/// on its own household's state and answered on its own, and two servers writing the same households
/// race without losing or doubling a change (a batch's household that moved on is planned again alone,
/// under its row lock). Two real ledgers on the PostgreSQL the sync tests use (`HUSH_TEST_POSTGRES`).
final class PostgresBatchTests: XCTestCase {
    /// Households of this run only: the database outlives it.
    fileprivate let f = BatchFamilies(run: String(UUID().uuidString.prefix(8).lowercased()))

    private func ledgers() async throws -> (PostgresLedger, PostgresLedger) {
        (try await BatchFamilies.ledger("PostgresBatchTests"), try await BatchFamilies.ledger("PostgresBatchTests"))
    }

    private func family(_ ledger: PostgresLedger, _ number: Int) async throws {
        try await f.household(number, on: ledger)
    }

    func testTwoServersPushingTheSameHouseholdsLoseAndDoubleNothing() async throws {
        let (one, two) = try await ledgers()
        let households = 1...6
        for number in households { try await family(one, number) }
        let perServer = 12
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (name, ledger) in [("a", one), ("b", two)] {
                for number in households {
                    group.addTask { [f] in
                        // Each server's pushes to one household one after another, as one device sends them;
                        // 70 minutes apart, so none is a similar event of another.
                        for push in 0..<perServer {
                            let minutes = Double(push * 2 + (name == "a" ? 0 : 1)) * 70
                            let reply = try await ledger.push([f.change("h\(number)-\(name)\(push)", f.diaper("h\(number)-\(name)\(push)", minutes: minutes))],
                                                              by: f.device(number), now: f.t0, trusted: false)
                            XCTAssertEqual(reply.accepted, 1, "\(reply.refused)")
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        for number in households {
            let changes = try await one.changes(household: f.device(number).household, after: 0, limit: 1_000)
            XCTAssertEqual(changes.map(\.seq), Array(1...(2 + 2 * perServer)), "every change once, numbered without a gap")
            XCTAssertEqual(Set(changes.map(\.change.id)).count, 2 + 2 * perServer)
            let latest = try await two.latestSeq(household: f.device(number).household)
            XCTAssertEqual(latest, 2 + 2 * perServer)
        }
        try await one.close()
        try await two.close()
    }

    /// Two households claim one free invite code at once, among other households' pushes: the unique
    /// index refuses the whole write of a batch holding the second claim, and every push of that batch is
    /// planned again alone. One claim is kept, the other refused that change, and every other push written.
    func testAnInviteCodeClaimedTwiceAtOnceRefusesOneAndWritesTheRest() async throws {
        let (one, two) = try await ledgers()
        try await two.close()
        let households = 1...8
        for number in households { try await family(one, number) }
        var random = SystemRandomNumberGenerator()
        for round in 0..<4 {
            let letters = Array("23456789ABCDEFGHJKMNPQRSTVWXYZ")
            let raw = String((0..<13).map { _ in letters[Int.random(in: 0..<letters.count, using: &random)] })
            let code = "\(raw.prefix(4))-\(raw.dropFirst(4).prefix(4))-\(raw.suffix(5))"
            let replies = try await withThrowingTaskGroup(of: (Int, PushReply).self) { group in
                for number in households {
                    group.addTask { [f] in
                        let id = "h\(number)-r\(round)"
                        let record: StoreRecord = number <= 2
                            ? Invite(id: "\(f.run)-\(id)", code: code, babyID: "b1", role: .subscriber, createdBy: "Gavin", createdAt: f.t0,
                                     expiresAt: f.t0.addingTimeInterval(7 * 86_400), invitee: "Grandma").record
                            : f.diaper(id, minutes: Double(round) * 70)
                        return (number, try await one.push([f.change(id, record)], by: f.device(number), now: f.t0, trusted: false))
                    }
                }
                return try await group.reduce(into: [Int: PushReply]()) { $0[$1.0] = $1.1 }
            }
            let claims = (1...2).compactMap { replies[$0] }
            XCTAssertEqual(claims.map(\.accepted).sorted(), [0, 1], "one claim kept, one refused: \(claims.map(\.refused))")
            for number in 3...8 { XCTAssertEqual(replies[number]?.accepted, 1, "household \(number): \(replies[number]?.refused ?? [:])") }
        }
        try await one.close()
    }

    func testARevokedDevicesPushIsRefusedAndTheOthersAtTheSameTimeAreWritten() async throws {
        let (one, two) = try await ledgers()
        try await two.close()
        let households = 1...8
        for number in households { try await family(one, number) }
        let revoked = f.device(3, "-old")
        try await one.addDevice(revoked)
        _ = try await one.revoke(device: revoked.id, household: revoked.household, at: f.t0)
        // Rounds of one push a household at once, the revoked device's among them: most wait for a batch
        // in flight, so they share one.
        for round in 0..<5 {
            let replies = try await withThrowingTaskGroup(of: (Int, Result<PushReply, any Error>).self) { group in
                for number in households {
                    group.addTask { [f] in
                        let pusher = number == 3 ? revoked : f.device(number)
                        let id = "h\(number)-r\(round)"
                        do {
                            let reply = try await one.push([f.change(id, f.diaper(id, minutes: Double(round) * 70))], by: pusher, now: f.t0, trusted: false)
                            return (number, .success(reply))
                        } catch {
                            return (number, .failure(error))
                        }
                    }
                }
                return try await group.reduce(into: [Int: Result<PushReply, any Error>]()) { $0[$1.0] = $1.1 }
            }
            for number in households {
                switch replies[number] {
                case .success(let reply)?:
                    XCTAssertNotEqual(number, 3, "the revoked device's push was answered")
                    XCTAssertEqual(reply.accepted, 1, "\(reply.refused)")
                    XCTAssertEqual(reply.seq, 3 + round)
                case .failure(let error)?:
                    XCTAssertEqual(number, 3, "\(error)")
                    XCTAssertEqual(error as? SyncFailure, .unauthorized)
                case nil:
                    XCTFail("no answer for household \(number)")
                }
            }
        }
        let untouched = try await one.latestSeq(household: f.device(3).household)
        XCTAssertEqual(untouched, 2)
        try await one.close()
    }

    /// A push planned without a read is written with plain inserts: a change it sends again, or a record
    /// it makes anew under a key already held, fails the whole batch on a unique index. Every push of that
    /// batch is then planned again, and each is answered as a read would answer it: the change sent again
    /// a duplicate, the key already held as a ledger reading every push answers it (household 9), the
    /// other households' diapers written once each. The record is a baby, which no nearby event stands
    /// in for, so only the unique indexes can find it held; a diaper pushed in between lets the next push
    /// be planned without a read.
    func testAGuessMeetingAKeptChangeOrAHeldKeyIsAnsweredAsARead() async throws {
        let (one, two) = try await ledgers()
        try await two.close()
        let reading = try await BatchFamilies.ledger("PostgresBatchTests", snapshots: 0)
        let households = 1...8
        for number in households { try await family(one, number) }
        try await family(reading, 9)
        let baby = Baby(id: "b2", name: "Ada", birthDate: "2026-01-01", createdAt: f.t0)
        func answer(_ reply: PushReply?) -> String {
            guard let reply else { return "none" }
            return "accepted \(reply.accepted) duplicates \(reply.duplicates) refused \(reply.refused.keys.sorted()) conflicts \(reply.conflicts.map(\.kind))"
        }
        for round in 0..<6 {
            var pushes: [Int: SyncChange] = [:]
            for number in households {
                let id = "h\(number)-r\(round)"
                let first = f.change("h\(number)-r0", .baby(baby))
                switch (number, round) {
                case (1...2, 0): pushes[number] = first
                case (1, 2...): pushes[number] = first
                case (2, 2...): pushes[number] = SyncChange(id: "\(f.run)-\(id)", key: first.key, before: nil, after: first.after, by: "Gavin", at: f.t0)
                default: pushes[number] = f.change(id, f.diaper(id, minutes: Double(round) * 70))
                }
            }
            let mirror = pushes[2]!
            let expected = try await reading.push([SyncChange(id: mirror.id + "-9", key: mirror.key, before: nil, after: mirror.after, by: "Gavin", at: f.t0)],
                                                  by: f.device(9), now: f.t0, trusted: false)
            let sending = pushes
            let replies = try await withThrowingTaskGroup(of: (Int, PushReply).self) { group in
                for number in households {
                    group.addTask { [f] in (number, try await one.push([sending[number]!], by: f.device(number), now: f.t0, trusted: false)) }
                }
                return try await group.reduce(into: [Int: PushReply]()) { $0[$1.0] = $1.1 }
            }
            XCTAssertEqual(answer(replies[1]), round >= 2 ? "accepted 0 duplicates 1 refused [] conflicts []" : "accepted 1 duplicates 0 refused [] conflicts []",
                           "round \(round)")
            XCTAssertEqual(answer(replies[2]), answer(expected), "round \(round)")
            for number in 3...8 { XCTAssertEqual(replies[number]?.accepted, 1, "household \(number), round \(round)") }
        }
        for number in households {
            let changes = try await one.changes(household: f.device(number).household, after: 0, limit: 1_000)
            XCTAssertEqual(changes.map(\.seq), Array(1...changes.count), "household \(number): numbered without a gap")
            XCTAssertEqual(Set(changes.map(\.change.id)).count, changes.count, "household \(number): every change once")
            if number != 2 { XCTAssertEqual(changes.count, number == 1 ? 4 : 8, "household \(number)") }
        }
        let remade = try await one.changes(household: f.device(2).household, after: 0, limit: 1_000)
        let mirrored = try await reading.changes(household: f.device(9).household, after: 0, limit: 1_000)
        XCTAssertEqual(remade.count, mirrored.count, "the key made anew kept as a read keeps it")
        try await one.close()
        try await reading.close()
    }
}

/// This run's households, devices and changes, named apart from every other run's.
struct BatchFamilies: Sendable {
    let run: String
    let t0 = Date(timeIntervalSince1970: 1_767_384_000)  // 2026-01-02 20:00 UTC

    /// A ledger on the PostgreSQL the sync tests use (`HUSH_TEST_POSTGRES`); the test is skipped without one.
    static func ledger(_ label: String, snapshots: Int = PostgresLedger.snapshots) async throws -> PostgresLedger {
        try await PostgresLedger.connect(url: try databaseURL(), snapshots: snapshots, logger: logger(label))
    }

    static func databaseURL() throws -> String {
        guard let url = ProcessInfo.processInfo.environment["HUSH_TEST_POSTGRES"], !url.isEmpty else {
            throw XCTSkip("HUSH_TEST_POSTGRES is not set")
        }
        return url
    }

    static func logger(_ label: String) -> Logger {
        var logger = Logger(label: label)
        logger.logLevel = .warning
        return logger
    }

    /// Household `number` with its baby and Gavin its primary caregiver.
    func household(_ number: Int, on ledger: PostgresLedger) async throws {
        let device = device(number)
        try await ledger.createHousehold(device.household, device: device)
        let baby = Baby(id: "b1", name: "Eddie", birthDate: "2025-09-01", createdAt: t0)
        let membership = Membership(id: "m1", babyID: "b1", person: "Gavin", role: .primary, joinedAt: t0, addedBy: "Gavin")
        let first = try await ledger.push([change("h\(number)-baby", .baby(baby)), change("h\(number)-member", membership.record)],
                                          by: device, now: t0, trusted: false)
        XCTAssertEqual(first.accepted, 2, "\(first.refused)")
    }

    func device(_ number: Int, _ suffix: String = "") -> DeviceRecord {
        DeviceRecord(id: "batch-\(run)-d\(number)\(suffix)", household: "batch-\(run)-h\(number)", person: "Gavin", personID: "pGavin",
                     tokenHash: "batch-\(run)-t\(number)\(suffix)", createdAt: t0)
    }

    func change(_ id: String, _ record: StoreRecord) -> SyncChange {
        SyncChange(id: "\(run)-\(id)", key: record.key, before: nil, after: SyncChange.json(record), by: "Gavin", at: t0)
    }

    func diaper(_ id: String, minutes: Double) -> StoreRecord {
        let start = EventTimestamp(utc: t0.addingTimeInterval(minutes * 60), timezone: "UTC", offsetSeconds: 0)
        return .event(Event(id: "\(run)-\(id)", babyID: "b1", loggedBy: "Gavin", start: start, end: start, data: .diaper(.wet), createdAt: t0))
    }
}
