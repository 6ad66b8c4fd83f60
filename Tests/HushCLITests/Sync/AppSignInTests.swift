import XCTest

/// The phone app's cookie sign-in and origin rules through a real server (``AppSignInScenarios``). The
/// cookie is checked the same way whatever the backend keeps, so the embedded one is enough here;
/// device links, which the backends store, run on both (``DeviceLinkTests``).
final class AppSignInTests: XCTestCase {
    private func server() throws -> SyncServerProcess { try SyncServerProcess.start(environment: VoiceScenarios.environment) }

    func testJoiningInThePageSetsAnHttpOnlyStrictCookieThatWorksLikeAToken() throws { try AppSignInScenarios.joinSetsTheCookie(try server()) }
    func testRequestsFromAnotherSiteWithTheCookieAreRefusedAndChangeNothing() throws { try AppSignInScenarios.otherSitesAreRefused(try server()) }
    func testSigningOutRevokesThePhoneAndClearsTheCookie() throws { try AppSignInScenarios.signOutRevokes(try server()) }

    /// Joining and linking in the page take from the address's join bucket, as `/v1/join` does: with
    /// `--join-rate 1` (a burst of two), the third try of any of them is 429 with `Retry-After`.
    func testJoiningAndLinkingInThePageAreThrottledLikeJoin() throws {
        let server = try SyncServerProcess.start(environment: VoiceScenarios.environment, options: ["--join-rate", "1"])
        let phone = AppHTTP(server: server.url)
        XCTAssertEqual(try phone.post("/app/link", ["code": String(repeating: "B", count: 24)]).status, 404)
        XCTAssertEqual(try phone.post("/app/join", ["code": "RT7A-ASB3-NN5DE", "person": "Grace"]).status, 404)
        for (path, body) in [("/app/link", ["code": String(repeating: "B", count: 24)]), ("/app/join", ["code": "RT7A-ASB3-NN5DE", "person": "Grace"])] {
            let refused = try phone.post(path, body)
            XCTAssertEqual(refused.status, 429, "\(path): \(refused.text)")
            XCTAssertNotNil(refused.headers["retry-after"], path)
        }
        XCTAssertEqual(try RawSyncHTTP.send("POST", server.url + "/v1/join", body: ["code": "RT7A-ASB3-NN5DE", "person": "Grace"]).status, 429,
                       "one bucket for the page and the protocol")
    }
}
