import Foundation
import XCTest

/// ``InviteCodeScenarios`` on both backends (PostgreSQL skipped without `HUSH_TEST_POSTGRES`), and
/// households racing for one new code.
final class InviteCodeTests: XCTestCase {
    private func postgres() throws -> SyncServerProcess {
        guard let url = SyncServerProcess.postgresURL else {
            throw XCTSkip("HUSH_TEST_POSTGRES is not set: start one with .ci/postgres-start and export its URL")
        }
        return try SyncServerProcess.start(database: url)
    }

    func testAnotherHouseholdsCopyOfACodeIsRefusedEmbedded() throws {
        try InviteCodeScenarios.anotherHouseholdsCopyIsRefused(try SyncServerProcess.start())
    }

    func testAnotherHouseholdsCopyOfACodeIsRefusedPostgres() throws {
        try InviteCodeScenarios.anotherHouseholdsCopyIsRefused(try postgres())
    }

    func testAHouseholdsOwnInviteEditsAreKeptEmbedded() throws {
        try InviteCodeScenarios.ownEditsAreKept(try SyncServerProcess.start())
    }

    func testAHouseholdsOwnInviteEditsAreKeptPostgres() throws {
        try InviteCodeScenarios.ownEditsAreKept(try postgres())
    }

    func testHouseholdsRacingForOneCodeLeaveItWithOneEmbedded() throws {
        try racingForOneCode(try SyncServerProcess.start())
    }

    /// Two servers on one database, so the claims also race across processes.
    func testHouseholdsRacingForOneCodeLeaveItWithOnePostgres() throws {
        let first = try postgres()
        try racingForOneCode(first, also: try SyncServerProcess.start(database: first.database))
    }

    /// Eight households, each with a baby, push an invite with the same new code at the same moment:
    /// one is kept, the other seven are refused that change (answered, not failed).
    private func racingForOneCode(_ server: SyncServerProcess, also other: SyncServerProcess? = nil) throws {
        let (baby, invite) = try InviteCodeScenarios.familyWithAnInvite(server)
        let random = { (count: Int) in String((0..<count).map { _ in "23456789ABCDEFGHJKMNPQRSTVWXYZ".randomElement()! }) }
        let code = "RACE-\(random(4))-\(random(5))"
        var pushes: [(url: String, token: String, body: Data)] = []
        for index in 0..<8 {
            let url = index % 2 == 1 ? (other ?? server).url : server.url
            let token = try InviteCodeScenarios.claimant(url, person: "Claimant \(index)", baby: baby, babyID: "race-baby-\(index)")
            let claim = try InviteCodeScenarios.invite(invite, id: "race-\(index)", code: code, baby: "race-baby-\(index)")
            let change = InviteCodeScenarios.change("i-\(index)", key: "entity:invite:race-\(index)", after: claim)
            pushes.append((url, token, try JSONSerialization.data(withJSONObject: ["changes": [change]])))
        }
        let claims = pushes
        let replies = ConcurrentAnswers<RawSyncHTTP.Answer>.gather(claims.count) { index in
            try? RawSyncHTTP.sendBytes("POST", claims[index].url + "/v1/changes", token: claims[index].token, body: claims[index].body)
        }
        XCTAssertEqual(replies.map { $0?.status }, Array(repeating: 200, count: claims.count), "\(replies)")
        let accepted = replies.filter { ($0?.json as? [String: Any])?["accepted"] as? Int == 1 }.count
        let refused = replies.filter { (($0?.json as? [String: Any])?["refused"] as? [String: String])?.values.first?.contains("invite code is taken") == true }.count
        XCTAssertEqual(accepted, 1, "\(replies.map { $0?.text })")
        XCTAssertEqual(refused, claims.count - 1, "\(replies.map { $0?.text })")
    }
}

extension InviteCodeTests {
    /// A database from before codes were unique, holding one code in two households (pushed back then),
    /// starts: migration 5 leaves the code with the household registered first and makes the index
    /// unique, and the family page leads there.
    func testADatabaseHoldingACodeTwiceIsMigrated() throws {
        let scratch = try ScratchDatabase.make()
        let server = try SyncServerProcess.start(database: scratch.url)
        let (_, code) = try InviteCodeScenarios.familyWithGrandmasCode(server)
        let mallory = try SyncDevice("Mallory")
        try mallory.ok("new baby Nemo born 2025-01-01")
        let theirs = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(try mallory.ok("invite Bob as subscriber --json").utf8))
            as? [String: Any])?["code"] as? String)
        try mallory.ok("set server \(server.url)")
        try mallory.ok("sync")
        server.crash()

        // As the database was before migration 5: the plain index back, and Mallory's invite given Gavin's code.
        let normalised = code.replacingOccurrences(of: "-", with: "")
        try scratch.query("DROP INDEX hush_records_invites")
        try scratch.query("CREATE INDEX hush_records_invites ON hush_records (invite_code) WHERE invite_code IS NOT NULL")
        try scratch.query("UPDATE hush_records SET invite_code = '\(normalised)', record = replace(record, '\(theirs)', '\(code)') "
            + "WHERE invite_code = '\(theirs.replacingOccurrences(of: "-", with: ""))'")
        // Nor did it have what later migrations add.
        try scratch.query("DROP TABLE hush_device_links")
        try scratch.query("UPDATE hush_schema SET version = 4")
        XCTAssertEqual(try scratch.query("SELECT count(*) FROM hush_records WHERE invite_code = '\(normalised)'"), "2")

        try server.restart()
        XCTAssertEqual(try scratch.query("SELECT count(*) FROM hush_records WHERE invite_code = '\(normalised)'"), "1")
        XCTAssertEqual(try scratch.query("SELECT indisunique FROM pg_index WHERE indexrelid = 'hush_records_invites'::regclass"), "t")
        let status = try RawSyncHTTP.send("GET", server.url + "/family/\(code)/status")
        XCTAssertEqual((status.json as? [String: Any])?["baby"] as? String, "Eddie", "\(String(describing: status.json))")
    }
}
