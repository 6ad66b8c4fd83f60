import XCTest

/// `said_at` and undo through a real server (``AppVoiceScenarios``), on the embedded backend: both work in
/// the person's voice store, the same whichever ledger the server keeps.
final class AppVoiceTests: XCTestCase {
    private func server() throws -> SyncServerProcess { try SyncServerProcess.start(environment: VoiceScenarios.environment) }

    func testSaidAtIsTheLinesClockWithinItsBounds() throws { try AppVoiceScenarios.saidAt(try server()) }
    func testUndoTakesBackOnlyThePersonsNewestChange() throws { try AppVoiceScenarios.undoNewestOnly(try server()) }
}
