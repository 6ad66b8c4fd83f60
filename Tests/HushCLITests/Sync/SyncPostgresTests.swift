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
}
