import Foundation
import Synchronization
import XCTest

/// Identity is a key, never a name (docs/security.md, Identity), attacked through a real `hush serve` and
/// real devices: a code redeemed under the primary's name, an invite a caregiver forges for the primary's
/// name, names that are no names, and a ledger from before person ids that must keep working.
final class SyncIdentityTests: XCTestCase {
    /// The baby id and the family's subscriber code, from the primary's own pull and invite.
    func subscriberCode(_ gavin: SyncDevice, for name: String = "Grandma") throws -> String {
        let answer = try gavin.ok("invite \(name) as subscriber --json")
        try gavin.ok("sync")
        return try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])?["code"] as? String)
    }

    func babyID(_ server: SyncServerProcess, token: String?) throws -> String {
        let keys = RawSyncHTTP.keys(try RawSyncHTTP.pullAll(server.url, token: try XCTUnwrap(token)))
        return String(try XCTUnwrap(keys.first { $0.hasPrefix("baby:") }).dropFirst(5))
    }

    func testTheFamilyLinksCodeRedeemedUnderThePrimarysNameGivesNothing() throws { try familyLinkUnderThePrimarysName(try SyncServerProcess.start()) }
    func testACaregiversForgedInviteForThePrimarysNameIsRefusedAtJoin() throws { try forgedInviteForThePrimarysName(try SyncServerProcess.start()) }

    /// The same two attacks on the PostgreSQL backend (skipped where `HUSH_TEST_POSTGRES` is not set).
    func testBothAttacksFailOnPostgreSQLToo() throws {
        guard let url = SyncServerProcess.postgresURL else { throw XCTSkip("HUSH_TEST_POSTGRES is not set") }
        try familyLinkUnderThePrimarysName(try SyncServerProcess.start(database: url))
        try forgedInviteForThePrimarysName(try SyncServerProcess.start(database: url))
    }

    func familyLinkUnderThePrimarysName(_ server: SyncServerProcess) throws {
        let (gavin, _) = try SyncScenarios.family(server)
        try gavin.ok("note rash on the left cheek")
        try gavin.ok("sync")
        let code = try subscriberCode(gavin)
        for name in ["gavin", "GAVIN ", "Leanne"] {
            let (status, reply) = try RawSyncHTTP.send("POST", server.url + "/v1/join", body: ["code": code, "person": name])
            XCTAssertEqual(status, 403, "\(name): \(String(describing: reply))")
            XCTAssertNil((reply as? [String: Any])?["token"], "no token for \(name)")
        }
        // The code still works for the person it was made for, who gets a subscriber's view and no more.
        let (status, grant) = try RawSyncHTTP.send("POST", server.url + "/v1/join", body: ["code": code, "person": "grandma"])
        XCTAssertEqual(status, 200, "\(String(describing: grant))")
        let token = try XCTUnwrap((grant as? [String: Any])?["token"] as? String)
        let keys = RawSyncHTTP.keys(try RawSyncHTTP.pullAll(server.url, token: token))
        XCTAssertFalse(keys.contains { $0.hasPrefix("event:") }, "a subscriber reads no notes: \(keys)")
        // And the primary's own device carries on as before.
        try assertContains(try gavin.ok("sync"), "Synced ✓")
        try gavin.ok("wet diaper")
        XCTAssertTrue(try gavin.ok("sync").contains("Synced ✓"))
    }

    func forgedInviteForThePrimarysName(_ server: SyncServerProcess) throws {
        let (gavin, leanne) = try SyncScenarios.family(server)
        let baby = try babyID(server, token: leanne.token)
        // The caregiver may invite subscribers; she makes one for the primary's name by hand.
        // A code of its own each run (a shared PostgreSQL database keeps earlier runs' invites).
        let symbols = Array("23456789ABCDEFGHJKMNPQRSTVWXYZ")
        let code = String((0..<13).map { _ in symbols.randomElement()! })
        let invite: [String: Any] = ["entity": ["kind": "invite", "id": "forged-invite", "value": [
            "id": "forged-invite", "code": code, "baby_id": baby, "role": "subscriber", "created_by": "Leanne",
            "created_at": "2026-01-02T20:00:00Z", "expires_at": "2099-01-01T00:00:00Z", "invitee": "Gavin",
            "used_at": NSNull(), "used_by": NSNull(), "revoked_at": NSNull()]]]
        let change: [String: Any] = ["id": "l-forge-1", "key": "entity:invite:forged-invite", "after": invite, "by": "Leanne", "at": "2026-01-02T20:00:00Z"]
        let (_, pushed) = try RawSyncHTTP.send("POST", server.url + "/v1/changes", token: leanne.token, body: ["changes": [change]])
        XCTAssertEqual((pushed as? [String: Any])?["accepted"] as? Int, 1, "a caregiver may invite a subscriber: \(String(describing: pushed))")
        let (status, reply) = try RawSyncHTTP.send("POST", server.url + "/v1/join", body: ["code": code, "person": "gavin"])
        XCTAssertEqual(status, 409, "\(String(describing: reply))")
        XCTAssertTrue(((reply as? [String: Any])?["error"] as? String ?? "").contains("already taken"), "\(String(describing: reply))")
        // Even with her own token she cannot become Gavin: her token speaks for Leanne.
        let (withToken, _) = try RawSyncHTTP.send("POST", server.url + "/v1/join", token: leanne.token, body: ["code": code, "person": "Gavin"])
        XCTAssertEqual(withToken, 409)
        let devices = try XCTUnwrap(try RawSyncHTTP.send("GET", server.url + "/v1/devices", token: gavin.token).json as? [[String: Any]])
        XCTAssertEqual(devices.count, 2, "no device was added: \(devices)")
        try assertContains(try gavin.ok("sync"), "Synced ✓")
    }

    func testNamesMustBeTrimmedNonEmptyBoundedAndPrintable() throws {
        let server = try SyncServerProcess.start()
        let long = String(repeating: "N", count: 10_000)
        for name in ["   ", "", "\u{1B}]0;pwned\u{07}", "Na\nna", "Nana\u{202E}", long] {
            let (status, reply) = try RawSyncHTTP.send("POST", server.url + "/v1/households", body: ["person": name])
            XCTAssertEqual(status, 400, "\(name.prefix(20).debugDescription): \(String(describing: reply))")
            let error = (reply as? [String: Any])?["error"] as? String ?? ""
            XCTAssertTrue(error.contains("name"), error)
            XCTAssertLessThan(error.count, 300, "the name is not echoed back")
        }
        let (status, reply) = try RawSyncHTTP.send("POST", server.url + "/v1/households", body: ["person": "  Nana  "])
        XCTAssertEqual(status, 200)
        XCTAssertEqual((reply as? [String: Any])?["person"] as? String, "Nana")
        XCTAssertEqual(((reply as? [String: Any])?["person_id"] as? String)?.first, "p", "a person id of its own")
        // Joining checks the name the same way, before anything else is looked at.
        let (joined, _) = try RawSyncHTTP.send("POST", server.url + "/v1/join", body: ["code": "7KQM-X2PD-HN4RT", "person": " \u{7F} "])
        XCTAssertEqual(joined, 400)
    }

    /// Eight joins with one code at once, the way a script would race them: one device, one membership.
    func testOneCodeRedeemedEightTimesAtOnceWorksOnce() throws {
        let server = try SyncServerProcess.start()
        let (gavin, _) = try SyncScenarios.family(server)
        let code = try subscriberCode(gavin, for: "Nana")
        let statuses = Mutex<[Int]>([])
        let url = server.url
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let status = (try? RawSyncHTTP.send("POST", url + "/v1/join", body: ["code": code, "person": "Nana"]).status) ?? 0
            statuses.withLock { $0.append(status) }
        }
        XCTAssertEqual(statuses.withLock { $0.filter { $0 == 200 }.count }, 1, "\(statuses.withLock { $0 })")
        let devices = try XCTUnwrap(try RawSyncHTTP.send("GET", server.url + "/v1/devices", token: gavin.token).json as? [[String: Any]])
        XCTAssertEqual(devices.filter { $0["person"] as? String == "Nana" }.count, 1)
        let keys = RawSyncHTTP.keys(try RawSyncHTTP.pullAll(server.url, token: try XCTUnwrap(gavin.token)))
        XCTAssertEqual(Set(keys.filter { $0.hasPrefix("entity:membership:") }).count, 3, "Gavin, Leanne and one Nana")
    }

    func testJoinErrorsNameNoOne() throws {
        let server = try SyncServerProcess.start()
        let (gavin, _) = try SyncScenarios.family(server)
        let code = try subscriberCode(gavin, for: "Nana")
        XCTAssertEqual(try RawSyncHTTP.send("POST", server.url + "/v1/join", body: ["code": code, "person": "Nana"]).status, 200)
        let (status, reply) = try RawSyncHTTP.send("POST", server.url + "/v1/join", body: ["code": code, "person": "Nana"])
        XCTAssertEqual(status, 410)
        let error = try XCTUnwrap((reply as? [String: Any])?["error"] as? String)
        XCTAssertTrue(error.contains("already used"), error)
        XCTAssertFalse(error.lowercased().contains("nana"), error)
    }

    func testTheSamePersonJoinsAnotherBabyFromTheirLinkedDevice() throws {
        let server = try SyncServerProcess.start()
        let (gavin, leanne) = try SyncScenarios.family(server)
        let before = try XCTUnwrap(personID(leanne))
        try gavin.ok("new baby Mia born 2025-10-01")
        let answer = try gavin.ok("invite Leanne as caregiver for Mia --json")
        try gavin.ok("sync")
        let code = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])?["code"] as? String)
        // From a fresh device, the name is taken; from her own linked device, it is her.
        let stranger = try SyncDevice("Leanne")
        try stranger.ok("set server \(server.url)")
        XCTAssertNotEqual(try stranger.run("join \(code) as Leanne").status, 0)
        try assertContains(try leanne.ok("join \(code) as Leanne"), "Leanne joined Mia as caregiver")
        XCTAssertEqual(try personID(leanne), before, "the same person id")
        try leanne.ok("wet diaper for Mia")
        try leanne.ok("ate 4oz for Eddie")
        try leanne.ok("sync")
        try gavin.ok("sync")
        XCTAssertEqual(try gavin.events().count, 2, "both of Leanne's events arrived")
    }

    func testOnlyThoseWhoLogForTheBabyResolveItsConflicts() throws {
        let server = try SyncServerProcess.start()
        let (gavin, leanne) = try SyncScenarios.family(server)
        let grandma = try SyncScenarios.join(gavin, as: "Grandma", role: "subscriber", server: server)
        try gavin.ok("dirty diaper", now: "2026-01-02T15:00:00-05:00")
        try leanne.ok("poop", now: "2026-01-02T15:02:00-05:00")
        for device in [gavin, leanne, gavin] { try device.ok("sync") }
        let (_, page) = try RawSyncHTTP.send("GET", server.url + "/v1/changes?after=0", token: gavin.token)
        let id = try XCTUnwrap(((page as? [String: Any])?["conflicts"] as? [[String: Any]])?.first?["id"] as? String)
        let (refused, _) = try RawSyncHTTP.send("POST", server.url + "/v1/conflicts/\(id)/resolve", token: grandma.token, body: ["resolution": "keep mine"])
        XCTAssertEqual(refused, 404, "a subscriber resolves nothing")
        let (resolved, _) = try RawSyncHTTP.send("POST", server.url + "/v1/conflicts/\(id)/resolve", token: leanne.token, body: ["resolution": "keep both"])
        XCTAssertEqual(resolved, 200)
    }

    func personID(_ device: SyncDevice) throws -> String? {
        let data = try XCTUnwrap(FileManager.default.contents(atPath: device.store.path + "/sync.json"))
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["person_id"] as? String
    }
}
