import XCTest

/// Device links on each backend, and across two servers sharing PostgreSQL (``DeviceLinkScenarios``).
/// PostgreSQL runs where `HUSH_TEST_POSTGRES` is set, and is skipped with a message otherwise.
final class DeviceLinkTests: XCTestCase {
    private func embedded() throws -> SyncServerProcess { try SyncServerProcess.start(environment: VoiceScenarios.environment) }

    private func postgres() throws -> SyncServerProcess {
        guard let url = SyncServerProcess.postgresURL else {
            throw XCTSkip("HUSH_TEST_POSTGRES is not set: start one with .ci/postgres-start and export its URL")
        }
        return try SyncServerProcess.start(database: url, environment: VoiceScenarios.environment)
    }

    func testALinkMakesADeviceOfTheSamePersonOnce() throws { try DeviceLinkScenarios.worksOnce(try embedded()) }
    func testALinkExpiresAfterTenMinutes() throws { try DeviceLinkScenarios.expires(try embedded()) }
    func testRevokingTheMakerEndsItsLinks() throws { try DeviceLinkScenarios.revokedMakerEndsItsLinks(try embedded()) }
    func testALinkOpenedOnASignedInPhoneRevokesItsOldDevice() throws { try DeviceLinkScenarios.replacesTheSignedInDevice(try embedded()) }

    func testALinkMakesADeviceOfTheSamePersonOnceOnPostgres() throws { try DeviceLinkScenarios.worksOnce(try postgres()) }
    func testALinkExpiresAfterTenMinutesOnPostgres() throws { try DeviceLinkScenarios.expires(try postgres()) }
    func testRevokingTheMakerEndsItsLinksOnPostgres() throws { try DeviceLinkScenarios.revokedMakerEndsItsLinks(try postgres()) }

    func testOneCodeSentByEightPhonesAtOnceMakesOneDevice() throws { try DeviceLinkScenarios.racedOnce([try embedded()]) }

    func testOneCodeSentAtOnceThroughTwoServersMakesOneDevice() throws {
        let first = try postgres()
        try DeviceLinkScenarios.racedOnce([first, try SyncServerProcess.start(database: first.database, environment: VoiceScenarios.environment)])
    }

    /// Made through one server, redeemed through another sharing the database.
    func testALinkMadeOnOneServerWorksOnAnother() throws {
        let first = try postgres()
        let second = try SyncServerProcess.start(database: first.database, environment: VoiceScenarios.environment)
        try DeviceLinkScenarios.worksOnce(first, redeemOn: second)
    }
}
