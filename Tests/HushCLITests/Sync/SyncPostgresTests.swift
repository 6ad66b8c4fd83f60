import XCTest

/// The sync scenarios against `hush serve --database postgres://…`, and two servers sharing one
/// database. Skipped, with a message, where `HUSH_TEST_POSTGRES` is not set (`.ci/run` sets it).
final class SyncPostgresTests: XCTestCase {
    private func server() throws -> SyncServerProcess {
        guard let url = SyncServerProcess.postgresURL else {
            throw XCTSkip("HUSH_TEST_POSTGRES is not set: start one with .ci/postgres-start and export its URL")
        }
        return try SyncServerProcess.start(database: url)
    }

    func testInviteJoinAndChangesFlowBothWays() throws { try SyncScenarios.flow(try server()) }
    func testEditedOnTwoDevicesKeepsBothUntilResolved() throws { try SyncScenarios.editConflict(try server()) }
    func testMergingAnEditConflict() throws { try SyncScenarios.mergedEdits(try server()) }
    func testSimilarEventsFromTwoDevicesAreAConflict() throws { try SyncScenarios.similarEvents(try server()) }
    func testTwoActiveSleepsAreAConflictNotACrash() throws { try SyncScenarios.twoActiveSleeps(try server()) }
    func testServerKilledMidPushLosesAndDuplicatesNothing() throws { try SyncFaultScenarios.killedMidPush { try server() } }
    func testThreeDevicesOfflineForADayThenSync() throws { try SyncFaultScenarios.offlineDay(try server()) }
    func testDeletingABabyForRealReachesEveryDevice() throws { try SyncScenarios.deletionForReal(try server()) }

    /// Two servers on one database: a device on each, the invite made through one and redeemed
    /// through the other, and a change accepted by one streamed by the other within a second.
    func testTwoServersShareOneDatabaseAndStreamEachOthersChanges() throws {
        let first = try server()
        let second = try SyncServerProcess.start(database: first.database)
        let (gavin, _) = try SyncScenarios.family(first)
        let nana = try SyncScenarios.join(gavin, as: "Nana", role: "caregiver", server: second)
        let stream = try EventStreamReader(url: second.url + "/v1/stream", token: XCTUnwrap(nana.token))
        XCTAssertNotNil(stream.waitForLine(after: 0, timeout: 5), "the stream's first message")
        let seen = stream.count
        try gavin.ok("wet diaper")
        let pushed = Date()
        try gavin.ok("sync")
        let arrived = try XCTUnwrap(stream.waitForLine(after: seen, timeout: 5), "no change reached the other server's stream")
        XCTAssertLessThan(arrived.0.timeIntervalSince(pushed), 1.5, "pushed to one server, streamed by the other")
        try assertContains(try nana.ok("sync"), "from Gavin")
        _ = try SyncScenarios.converge([gavin, nana])
    }

    /// A server remembers the devices that push to it (their next push skips asking who the token is),
    /// yet a device revoked through another server is refused at its very next push there.
    func testARevokedDeviceIsRefusedAtItsNextPushOnAServerThatKnewIt() throws {
        let first = try server()
        let second = try SyncServerProcess.start(database: first.database)
        let (gavin, leanne) = try SyncScenarios.family(first)
        let all = try RawSyncHTTP.pullAll(first.url, token: try XCTUnwrap(gavin.token))
        let baby = try XCTUnwrap(RawSyncHTTP.keys(all).first { $0.hasPrefix("baby:") }?.dropFirst(5))
        func change(_ id: String, at utc: String) -> [String: Any] {
            let event: [String: Any] = ["event": ["id": id, "baby_id": String(baby), "event_type": "diaper", "logged_by": "Leanne",
                                                  "start_time": ["utc": utc, "timezone": "UTC", "offset_seconds": 0],
                                                  "end_time": NSNull(), "data": ["contents": "wet"], "notes": NSNull(),
                                                  "created_at": utc, "updated_at": utc, "deleted_at": NSNull()]]
            return ["id": "leanne-\(id)", "key": "event:\(id)", "after": event, "by": "Leanne", "at": utc]
        }
        let pushed = try RawSyncHTTP.send("POST", second.url + "/v1/changes", token: leanne.token,
                                          body: ["changes": [change("before-revoke", at: "2026-01-02T20:00:00Z")]])
        XCTAssertEqual((pushed.json as? [String: Any])?["accepted"] as? Int, 1, "\(String(describing: pushed.json))")
        let devices = try XCTUnwrap(try RawSyncHTTP.send("GET", first.url + "/v1/devices", token: gavin.token).json as? [[String: Any]])
        let leannes = try XCTUnwrap(devices.first { $0["person"] as? String == "Leanne" }?["id"] as? String)
        try assertContains(try gavin.ok("revoke device \(leannes.prefix(8))"), "Revoked device \(leannes)")
        let refused = try RawSyncHTTP.send("POST", second.url + "/v1/changes", token: leanne.token,
                                           body: ["changes": [change("after-revoke", at: "2026-01-02T22:00:00Z")]])
        XCTAssertEqual(refused.status, 401, "\(String(describing: refused.json))")
        let keys = RawSyncHTTP.keys(try RawSyncHTTP.pullAll(second.url, token: try XCTUnwrap(gavin.token)))
        XCTAssertTrue(keys.contains("event:before-revoke"))
        XCTAssertFalse(keys.contains("event:after-revoke"), "a revoked device's push was kept")
    }
}
