import XCTest

/// `/v1/status` and `/v1/news` through a real server (``AppReadingScenarios``).
final class AppReadingTests: XCTestCase {
    private func server() throws -> SyncServerProcess { try SyncServerProcess.start(environment: VoiceScenarios.environment) }

    func testStatusForACaregiverIsStatusJSONAndForASubscriberOfficeHoursOnly() throws { try AppReadingScenarios.statusByRole(try server()) }
    func testNewsListsAnotherDevicesChangesNotTheCallersOwn() throws { try AppReadingScenarios.news(try server()) }
}
