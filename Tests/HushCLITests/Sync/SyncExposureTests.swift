import Foundation
import XCTest

/// What the server lets out, and to whom, through a real `hush serve`: a subscriber gets the family page's
/// view and office hours, a revoked token's stream ends, the family page forbids framing and referrers,
/// another household's baby takes no memberships, and a ledger from before person ids keeps working.
final class SyncExposureTests: XCTestCase {
    func testASubscriberReceivesNoBirthDateNoSettingsAndOnlyTheirOwnDevices() throws {
        let server = try SyncServerProcess.start()
        let (gavin, _) = try SyncScenarios.family(server)
        try gavin.ok("set day start 6am")
        try gavin.ok("office hours on")
        try gavin.ok("sync")
        let grandma = try SyncScenarios.join(gavin, as: "Grandma", role: "subscriber", server: server)
        try assertContains(try grandma.ok("office hours"), "in")
        let pulled = try RawSyncHTTP.pullAll(server.url, token: try XCTUnwrap(grandma.token))
        let text = String(decoding: try JSONSerialization.data(withJSONObject: pulled), as: UTF8.self)
        XCTAssertFalse(text.contains("2025-09-01"), "the birth date reached a subscriber: \(text)")
        let baby = try XCTUnwrap(pulled.compactMap { (($0["change"] as? [String: Any])?["after"] as? [String: Any])?["baby"] as? [String: Any] }.last)
        XCTAssertEqual(baby["name"] as? String, "Eddie")
        XCTAssertEqual(baby["birth_date"] as? String, "")
        XCTAssertEqual((baby["settings"] as? [String: Any])?["day_start_minutes"] as? Int, 0, "the settings are the defaults, not the family's")
        // A caregiver's pull still has both.
        let full = String(decoding: try JSONSerialization.data(withJSONObject: try RawSyncHTTP.pullAll(server.url, token: try XCTUnwrap(gavin.token))), as: UTF8.self)
        XCTAssertTrue(full.contains("2025-09-01"))
        let seen = try XCTUnwrap(try RawSyncHTTP.send("GET", server.url + "/v1/devices", token: grandma.token).json as? [[String: Any]])
        XCTAssertEqual(Set(seen.compactMap { $0["person"] as? String }), ["Grandma"], "\(seen)")
        let all = try XCTUnwrap(try RawSyncHTTP.send("GET", server.url + "/v1/devices", token: gavin.token).json as? [[String: Any]])
        XCTAssertEqual(all.count, 3)
    }

    func testRevokingADeviceEndsItsOpenStreamAtOnce() throws {
        let server = try SyncServerProcess.start()
        let (gavin, leanne) = try SyncScenarios.family(server)
        let stream = try EventStreamReader(url: server.url + "/v1/stream", token: leanne.token)
        XCTAssertNotNil(stream.waitForLine(after: 0, timeout: 10), "the stream opened")
        let devices = try XCTUnwrap(try RawSyncHTTP.send("GET", server.url + "/v1/devices", token: gavin.token).json as? [[String: Any]])
        let leannes = try XCTUnwrap(devices.first { $0["person"] as? String == "Leanne" }?["id"] as? String)
        XCTAssertEqual(try RawSyncHTTP.send("POST", server.url + "/v1/devices/\(leannes)/revoke", token: gavin.token).status, 200)
        XCTAssertTrue(stream.waitForEnd(timeout: 1), "the revoked token's stream is still open a second later")
        try gavin.ok("wet diaper")
        try gavin.ok("sync")
        XCTAssertEqual(stream.count, 1, "nothing more reached it")
    }

    func testTheFamilyPageForbidsFramingReferrersAndForeignScripts() throws {
        let server = try SyncServerProcess.start()
        let (gavin, _) = try SyncScenarios.family(server)
        let answer = try gavin.ok("invite Grandma as subscriber --json")
        try gavin.ok("sync")
        let code = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])?["code"] as? String)
        let headers = try RawSyncHTTP.headers(server.url + "/family/\(code)")
        XCTAssertEqual(headers["x-frame-options"], "DENY")
        XCTAssertEqual(headers["referrer-policy"], "no-referrer")
        XCTAssertEqual(headers["x-content-type-options"], "nosniff")
        let policy = try XCTUnwrap(headers["content-security-policy"])
        for part in ["default-src 'none'", "frame-ancestors 'none'", "connect-src 'self'", "script-src 'nonce-"] {
            XCTAssertTrue(policy.contains(part), policy)
        }
        // The nonce is fresh for each page.
        XCTAssertNotEqual(try RawSyncHTTP.headers(server.url + "/family/\(code)")["content-security-policy"], policy)
    }

    func testAnotherHouseholdsBabyTakesNoMembershipFromOutside() throws {
        let server = try SyncServerProcess.start()
        let (gavin, _) = try SyncScenarios.family(server)
        let keys = RawSyncHTTP.keys(try RawSyncHTTP.pullAll(server.url, token: try XCTUnwrap(gavin.token)))
        let baby = String(try XCTUnwrap(keys.first { $0.hasPrefix("baby:") }).dropFirst(5))
        let mallory = try SyncDevice("Mallory")
        try mallory.ok("new baby Nemo born 2025-01-01")
        try mallory.ok("set server \(server.url)")
        try mallory.ok("sync")
        let membership: [String: Any] = ["entity": ["kind": "membership", "id": "planted", "value": [
            "id": "planted", "baby_id": baby, "person": "Mallory", "role": "primary", "joined_at": "2026-01-02T20:00:00Z",
            "added_by": "Mallory", "notify_on_end": false]]]
        let change: [String: Any] = ["id": "m-plant-1", "key": "entity:membership:planted", "after": membership, "by": "Mallory", "at": "2026-01-02T20:00:00Z"]
        let (_, reply) = try RawSyncHTTP.send("POST", server.url + "/v1/changes", token: mallory.token, body: ["changes": [change]])
        XCTAssertEqual(((reply as? [String: Any])?["refused"] as? [String: String])?["m-plant-1"], "not connected to this baby", "\(String(describing: reply))")
        XCTAssertFalse(RawSyncHTTP.keys(try RawSyncHTTP.pullAll(server.url, token: try XCTUnwrap(mallory.token))).contains("entity:membership:planted"))
    }

    /// A ledger written before person ids (no `person_id` anywhere): after the upgrade every device keeps
    /// its role, by the name it had, and new people get ids of their own.
    func testALedgerFromBeforePersonIDsKeepsSyncing() throws {
        let server = try SyncServerProcess.start()
        let (gavin, leanne) = try SyncScenarios.family(server)
        try gavin.ok("wet diaper")
        _ = try SyncScenarios.converge([gavin, leanne])
        server.crash()
        let path = try XCTUnwrap(server.data).path + "/server/ledger.jsonl"
        let lines = try JournalFile(path: path).text.split(separator: "\n")
        let old = try lines.map { line -> String in
            let stripped = Self.withoutPersonIDs(try JSONSerialization.jsonObject(with: Data(line.utf8)))
            return String(decoding: try JSONSerialization.data(withJSONObject: stripped, options: [.sortedKeys]), as: UTF8.self)
        }
        XCTAssertFalse(old.joined().contains("person_id"))
        try (old.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        try server.restart()
        try leanne.ok("ate 4oz")
        try assertContains(try leanne.ok("sync"), "Synced ✓")
        try assertContains(try gavin.ok("sync"), "from Leanne")
        let grandma = try SyncScenarios.join(gavin, as: "Grandma", role: "subscriber", server: server)
        try grandma.ok("office hours")
        XCTAssertEqual(try SyncScenarios.converge([gavin, leanne]).count, 2)
        // The primary still revokes, by the role his name had.
        let devices = try XCTUnwrap(try RawSyncHTTP.send("GET", server.url + "/v1/devices", token: gavin.token).json as? [[String: Any]])
        let grandmas = try XCTUnwrap(devices.first { $0["person"] as? String == "Grandma" }?["id"] as? String)
        XCTAssertEqual(try RawSyncHTTP.send("POST", server.url + "/v1/devices/\(grandmas)/revoke", token: gavin.token).status, 200)
    }

    static func withoutPersonIDs(_ value: Any) -> Any {
        if let object = value as? [String: Any] {
            return object.filter { $0.key != "person_id" }.mapValues(withoutPersonIDs)
        }
        if let array = value as? [Any] { return array.map(withoutPersonIDs) }
        return value
    }
}
