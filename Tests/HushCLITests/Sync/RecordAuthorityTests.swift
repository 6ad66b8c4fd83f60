import XCTest

/// Who may create, change and delete each kind of record, by role (docs/security.md, "Who may do what,
/// by record kind"), through a real `hush serve` with every device joined by sync: the embedded backend,
/// and PostgreSQL where `HUSH_TEST_POSTGRES` is set.
final class RecordAuthorityTests: XCTestCase {
    private func postgres() throws -> SyncServerProcess {
        guard let url = SyncServerProcess.postgresURL else { throw XCTSkip("HUSH_TEST_POSTGRES is not set") }
        return try SyncServerProcess.start(database: url)
    }

    func testOnlyThePrimaryDeletesABaby() throws { try AuthorityScenarios.babies(try SyncServerProcess.start()) }
    func testANewBabyMakesItsCreatorPrimaryOfItAlone() throws { try AuthorityScenarios.primaryOfANewBabyOnly(try SyncServerProcess.start()) }
    func testMembershipsByRole() throws { try AuthorityScenarios.memberships(try SyncServerProcess.start()) }
    func testInvitesByRole() throws { try AuthorityScenarios.invites(try SyncServerProcess.start()) }
    func testEventsOfficeHoursZoneAndInboxByRole() throws { try AuthorityScenarios.logging(try SyncServerProcess.start()) }
    func testAuthorFieldsAreTheServers() throws { try AuthorityScenarios.authors(try SyncServerProcess.start()) }
    func testACaregiverJoinedBySyncInvitesASubscriber() throws { try AuthorityScenarios.caregiverInvitesASubscriber(try SyncServerProcess.start()) }

    func testOnlyThePrimaryDeletesABabyOnPostgreSQL() throws { try AuthorityScenarios.babies(try postgres()) }
    func testANewBabyMakesItsCreatorPrimaryOfItAloneOnPostgreSQL() throws { try AuthorityScenarios.primaryOfANewBabyOnly(try postgres()) }
    func testMembershipsByRoleOnPostgreSQL() throws { try AuthorityScenarios.memberships(try postgres()) }
    func testInvitesByRoleOnPostgreSQL() throws { try AuthorityScenarios.invites(try postgres()) }
    func testEventsOfficeHoursZoneAndInboxByRoleOnPostgreSQL() throws { try AuthorityScenarios.logging(try postgres()) }
    func testAuthorFieldsAreTheServersOnPostgreSQL() throws { try AuthorityScenarios.authors(try postgres()) }
}
