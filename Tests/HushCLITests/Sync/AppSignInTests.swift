import XCTest

/// The phone app's cookie sign-in and origin rules through a real server (``AppSignInScenarios``). The
/// cookie is checked the same way whatever the backend keeps, so the embedded one is enough here;
/// device links, which the backends store, run on both (``DeviceLinkTests``).
final class AppSignInTests: XCTestCase {
    private func server() throws -> SyncServerProcess { try SyncServerProcess.start(environment: VoiceScenarios.environment) }

    func testJoiningInThePageSetsAnHttpOnlyStrictCookieThatWorksLikeAToken() throws { try AppSignInScenarios.joinSetsTheCookie(try server()) }
    func testRequestsFromAnotherSiteWithTheCookieAreRefusedAndChangeNothing() throws { try AppSignInScenarios.otherSitesAreRefused(try server()) }
    func testSigningOutRevokesThePhoneAndClearsTheCookie() throws { try AppSignInScenarios.signOutRevokes(try server()) }
}
