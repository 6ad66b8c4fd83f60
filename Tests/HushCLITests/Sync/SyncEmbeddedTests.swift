import XCTest

/// The sync scenarios against `hush serve --data DIR` (the embedded backend), on loopback.
final class SyncEmbeddedTests: XCTestCase {
    func testInviteJoinAndChangesFlowBothWays() throws { try SyncScenarios.flow(try SyncServerProcess.start()) }
    func testEditedOnTwoDevicesKeepsBothUntilResolved() throws { try SyncScenarios.editConflict(try SyncServerProcess.start()) }
    func testSimilarEventsFromTwoDevicesAreAConflict() throws { try SyncScenarios.similarEvents(try SyncServerProcess.start()) }
    func testTwoActiveSleepsAreAConflictNotACrash() throws { try SyncScenarios.twoActiveSleeps(try SyncServerProcess.start()) }
    func testServerKilledMidPushLosesAndDuplicatesNothing() throws {
        for delay in [0.05, 0.3] { try SyncFaultScenarios.killedMidPush(try SyncServerProcess.start(), delay: delay) }
    }
    func testThreeDevicesOfflineForADayThenSync() throws { try SyncFaultScenarios.offlineDay(try SyncServerProcess.start()) }
    func testStatusThroughAnOutage() throws { try SyncFaultScenarios.statusThroughAnOutage(try SyncServerProcess.start()) }
}

extension SyncEmbeddedTests {
    func testDeletingABabyForRealReachesEveryDevice() throws { try SyncScenarios.deletionForReal(try SyncServerProcess.start()) }
}
