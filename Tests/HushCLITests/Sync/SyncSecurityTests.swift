import XCTest

/// Who may read and write what on the server (docs/security.md): households isolated whatever ids
/// a token guesses, a subscriber's token reading office hours only, revoked tokens refused, pushes
/// applied once, and plain HTTP refused off loopback.
final class SyncSecurityTests: XCTestCase {
    func testAnotherHouseholdsTokenNeverReachesThisHouseholdsData() throws {
        let server = try SyncServerProcess.start()
        let (gavin, _) = try SyncScenarios.family(server)
        try gavin.ok("wet diaper")
        try gavin.ok("sync")
        let stranger = try SyncDevice("Mallory")
        try stranger.ok("new baby Nemo born 2025-01-01")
        try stranger.ok("set server \(server.url)")
        try stranger.ok("sync")
        let token = try XCTUnwrap(stranger.token)
        let theirs = try RawSyncHTTP.pullAll(server.url, token: try XCTUnwrap(gavin.token))
        let eventKey = try XCTUnwrap(RawSyncHTTP.keys(theirs).first { $0.hasPrefix("event:") })
        let babyKey = try XCTUnwrap(RawSyncHTTP.keys(theirs).first { $0.hasPrefix("baby:") })
        // Reading: the stranger's pull holds only their own household.
        let mine = RawSyncHTTP.keys(try RawSyncHTTP.pullAll(server.url, token: token))
        XCTAssertFalse(mine.contains(eventKey))
        XCTAssertFalse(mine.contains(babyKey))
        // Writing with a guessed key: refused (no role for that baby here), and Gavin's record untouched.
        let victim = try XCTUnwrap(theirs.last { ($0["change"] as? [String: Any])?["key"] as? String == eventKey }?["change"] as? [String: Any])
        var forged = victim
        forged["id"] = "forged-1"
        forged["before"] = victim["after"]
        let (status, reply) = try RawSyncHTTP.send("POST", server.url + "/v1/changes", token: token, body: ["changes": [forged]])
        XCTAssertEqual(status, 200)
        XCTAssertEqual(((reply as? [String: Any])?["refused"] as? [String: String])?.count, 1, "\(String(describing: reply))")
        let after = try RawSyncHTTP.pullAll(server.url, token: try XCTUnwrap(gavin.token))
        XCTAssertEqual(after.count, theirs.count, "nothing reached Gavin's household")
        // Another household's conflict or device ids do nothing either.
        XCTAssertEqual(try RawSyncHTTP.send("POST", server.url + "/v1/conflicts/c-anything/resolve", token: token,
                                            body: ["resolution": "keep mine"]).status, 404)
        let devices = try XCTUnwrap(try RawSyncHTTP.send("GET", server.url + "/v1/devices", token: gavin.token).json as? [[String: Any]])
        let gavinsDevice = try XCTUnwrap(devices.first?["id"] as? String)
        XCTAssertEqual(try RawSyncHTTP.send("POST", server.url + "/v1/devices/\(gavinsDevice)/revoke", token: token).status, 404,
                       "another household's device is simply not there")
        XCTAssertEqual(try RawSyncHTTP.send("GET", server.url + "/v1/changes?after=0", token: "not-a-token").status, 401)
        XCTAssertEqual(try RawSyncHTTP.send("GET", server.url + "/v1/changes?after=0").status, 401)
    }

    func testASubscribersTokenReadsOfficeHoursOnly() throws {
        let server = try SyncServerProcess.start()
        let (gavin, _) = try SyncScenarios.family(server)
        try gavin.ok("ate 4oz")
        try gavin.ok("note rash on the left cheek")
        try gavin.ok("office hours on")
        try gavin.ok("sync")
        let grandma = try SyncScenarios.join(gavin, as: "Grandma", role: "subscriber", server: server)
        try assertContains(try grandma.ok("office hours"), "in")
        XCTAssertTrue(try grandma.events().isEmpty, "a subscriber's device holds no events")
        let keys = RawSyncHTTP.keys(try RawSyncHTTP.pullAll(server.url, token: try XCTUnwrap(grandma.token)))
        XCTAssertFalse(keys.contains { $0.hasPrefix("event:") || $0.hasPrefix("entity:invite:") }, "\(keys)")
        XCTAssertTrue(keys.contains { $0.hasPrefix("entity:office_hours:") })
        // Logging from the subscriber's device is refused locally, and a forged push is refused by the server.
        XCTAssertNotEqual(try grandma.run("wet diaper").status, 0)
        let babyID = try XCTUnwrap(keys.first { $0.hasPrefix("baby:") }?.dropFirst(5))
        let event: [String: Any] = ["event": ["id": "forged", "baby_id": String(babyID), "event_type": "diaper", "logged_by": "Grandma",
                                              "start_time": ["utc": "2026-01-02T20:00:00Z", "timezone": "UTC", "offset_seconds": 0],
                                              "end_time": NSNull(), "data": ["contents": "wet"], "notes": NSNull(),
                                              "created_at": "2026-01-02T20:00:00Z", "updated_at": "2026-01-02T20:00:00Z", "deleted_at": NSNull()]]
        let change: [String: Any] = ["id": "g-1", "key": "event:forged", "after": event, "by": "Grandma", "at": "2026-01-02T20:00:00Z"]
        let (_, reply) = try RawSyncHTTP.send("POST", server.url + "/v1/changes", token: grandma.token, body: ["changes": [change]])
        XCTAssertEqual(((reply as? [String: Any])?["refused"] as? [String: String])?["g-1"], "a subscriber sees office hours only")
    }

    func testARevokedDeviceCanNoLongerSync() throws {
        let server = try SyncServerProcess.start()
        let (gavin, leanne) = try SyncScenarios.family(server)
        let listed = try gavin.ok("devices")
        XCTAssertTrue(listed.contains("Gavin") && listed.contains("Leanne") && listed.contains("(this device)"), listed)
        let devices = try XCTUnwrap(try RawSyncHTTP.send("GET", server.url + "/v1/devices", token: gavin.token).json as? [[String: Any]])
        let leannes = try XCTUnwrap(devices.first { $0["person"] as? String == "Leanne" }?["id"] as? String)
        let unknown = try gavin.run("revoke device zzzz")
        XCTAssertEqual(unknown.status, 1)
        try assertContains(unknown.stderr, "no device's id starts with 'zzzz'")
        try assertContains(try gavin.ok("revoke device \(leannes.prefix(8))"), "Revoked device \(leannes)")
        let refused = try leanne.run("sync")
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("revoked"), refused.stderr)
        XCTAssertEqual(try RawSyncHTTP.send("GET", server.url + "/v1/changes?after=0", token: leanne.token).status, 401)
        try assertContains(try gavin.ok("sync"), "Synced ✓", "the primary's own device still works")
    }

    func testARetriedPushIsAppliedOnce() throws {
        let server = try SyncServerProcess.start()
        let (gavin, _) = try SyncScenarios.family(server)
        let all = try RawSyncHTTP.pullAll(server.url, token: try XCTUnwrap(gavin.token))
        let baby = try XCTUnwrap(RawSyncHTTP.keys(all).first { $0.hasPrefix("baby:") }?.dropFirst(5))
        let event: [String: Any] = ["event": ["id": "retry-1", "baby_id": String(baby), "event_type": "diaper", "logged_by": "Gavin",
                                              "start_time": ["utc": "2026-01-02T20:00:00Z", "timezone": "UTC", "offset_seconds": 0],
                                              "end_time": NSNull(), "data": ["contents": "wet"], "notes": NSNull(),
                                              "created_at": "2026-01-02T20:00:00Z", "updated_at": "2026-01-02T20:00:00Z", "deleted_at": NSNull()]]
        let change: [String: Any] = ["id": "lost-reply-1", "key": "event:retry-1", "after": event, "by": "Gavin", "at": "2026-01-02T20:00:00Z"]
        let first = try RawSyncHTTP.send("POST", server.url + "/v1/changes", token: gavin.token, body: ["changes": [change]])
        let second = try RawSyncHTTP.send("POST", server.url + "/v1/changes", token: gavin.token, body: ["changes": [change]])
        XCTAssertEqual((first.json as? [String: Any])?["accepted"] as? Int, 1)
        XCTAssertEqual((second.json as? [String: Any])?["accepted"] as? Int, 0)
        XCTAssertEqual((second.json as? [String: Any])?["duplicates"] as? Int, 1)
        let keys = RawSyncHTTP.keys(try RawSyncHTTP.pullAll(server.url, token: try XCTUnwrap(gavin.token)))
        XCTAssertEqual(keys.filter { $0 == "event:retry-1" }.count, 1)
    }

    func testGuessingInviteCodesIsCappedPerAddress() throws {
        let server = try SyncServerProcess.start()
        var statuses: [Int] = []
        var last: RawSyncHTTP.Answer?
        for guess in 0..<24 {
            // Well-formed codes (the alphabet has no 0 or 1), none of them issued.
            let digits = Array("23456789")
            let code = "AAAA-BBBB-CCC" + String([digits[guess / 8], digits[guess % 8]])
            let answer = try RawSyncHTTP.sendBytes("POST", server.url + "/v1/join",
                                                   body: try JSONSerialization.data(withJSONObject: ["code": code, "person": "Mallory"]))
            statuses.append(answer.status)
            last = answer
        }
        // The default: ten a minute from one address, twenty at once; then 429 until a token comes back.
        XCTAssertEqual(Array(statuses.prefix(20)), Array(repeating: 404, count: 20), "\(statuses)")
        XCTAssertEqual(Array(statuses.suffix(4)), Array(repeating: 429, count: 4), "\(statuses)")
        XCTAssertNotNil(last?.headers["retry-after"].flatMap(Int.init), "\(String(describing: last?.headers))")
    }

    func testPlainHTTPOffLoopbackIsRefusedUnlessInsecure() throws {
        let data = try TemporaryStore()
        let refused = try HushProcess.run(["serve", "--port", "0", "--host", "0.0.0.0", "--data", data.path])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("refusing plain HTTP on 0.0.0.0"), refused.stderr)
        let both = try HushProcess.run(["serve", "--port", "0", "--data", data.path, "--database", "postgres://hush@127.0.0.1/hush"])
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.stderr.contains("give --data or --database, not both"), both.stderr)
        let help = try HushProcess.run(["serve", "--help"])
        XCTAssertTrue(help.stdout.contains("--insecure"), help.stdout)
    }

    func testTwoServersRefuseOneDataFolder() throws {
        let server = try SyncServerProcess.start()
        let second = try HushProcess.run(["serve", "--port", "0", "--data", try XCTUnwrap(server.data).path + "/server"])
        XCTAssertEqual(second.status, 1)
        XCTAssertTrue(second.stderr.contains("in use by another hush serve"), second.stderr)
    }
}
