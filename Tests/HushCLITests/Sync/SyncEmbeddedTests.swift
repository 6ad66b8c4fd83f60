import XCTest

/// The sync scenarios against `hush serve --data DIR` (the embedded backend), on loopback.
final class SyncEmbeddedTests: XCTestCase {
    func testInviteJoinAndChangesFlowBothWays() throws { try SyncScenarios.flow(try SyncServerProcess.start()) }
    func testEditedOnTwoDevicesKeepsBothUntilResolved() throws { try SyncScenarios.editConflict(try SyncServerProcess.start()) }
    func testMergingAnEditConflict() throws { try SyncScenarios.mergedEdits(try SyncServerProcess.start()) }
    func testSimilarEventsFromTwoDevicesAreAConflict() throws { try SyncScenarios.similarEvents(try SyncServerProcess.start()) }
    func testTwoActiveSleepsAreAConflictNotACrash() throws { try SyncScenarios.twoActiveSleeps(try SyncServerProcess.start()) }
    func testServerKilledMidPushLosesAndDuplicatesNothing() throws {
        try SyncFaultScenarios.killedMidPush { try SyncServerProcess.start() }
    }
    func testThreeDevicesOfflineForADayThenSync() throws { try SyncFaultScenarios.offlineDay(try SyncServerProcess.start()) }
    func testStatusThroughAnOutage() throws { try SyncFaultScenarios.statusThroughAnOutage(try SyncServerProcess.start()) }
}

extension SyncEmbeddedTests {
    func testDeletingABabyForRealReachesEveryDevice() throws { try SyncScenarios.deletionForReal(try SyncServerProcess.start()) }
}

extension SyncEmbeddedTests {
    /// A real export imported on one device (thousands of events in one journal entry) reaches a device
    /// that joins afterwards, every event once. Skipped without `../shared/data`.
    func testAnImportedHistoryReachesAJoiningDevice() throws {
        let export = HushProcess.sharedFolder.appendingPathComponent("data/huckleberry-export-a.csv").path
        guard FileManager.default.fileExists(atPath: export) else { throw XCTSkip("../shared/data is absent: no export to import") }
        let server = try SyncServerProcess.start()
        let (gavin, _) = try SyncScenarios.family(server)
        try gavin.ok("import huckleberry \(export)")
        let late = try SyncScenarios.join(gavin, as: "Nana", role: "caregiver", server: server)
        let events = try SyncScenarios.converge([gavin, late])
        XCTAssertGreaterThan(events.count, 6_000)
    }
}

extension SyncEmbeddedTests {
    /// A meal logged on one device and its reaction noted on the other reach both, with the foods list the same.
    func testSolidsAndAReactionFlowBothWays() throws {
        let server = try SyncServerProcess.start()
        let (gavin, leanne) = try SyncScenarios.family(server)
        try gavin.ok("tried egg for the first time")
        _ = try SyncScenarios.converge([gavin, leanne])
        try leanne.ok("hives after egg")
        let events = try SyncScenarios.converge([gavin, leanne])
        let meals = events.values.filter { $0["event_type"] as? String == "solids" }
        XCTAssertEqual(meals.count, 1)
        let data = try XCTUnwrap(meals.first?["data"] as? [String: Any])
        XCTAssertEqual(data["foods"] as? [String], ["egg"])
        XCTAssertEqual(data["reaction"] as? String, "hives")
        XCTAssertEqual(try gavin.ok("foods"), try leanne.ok("foods"))
    }
}
