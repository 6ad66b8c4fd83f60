import Foundation
import XCTest

/// Signing a phone in and out, in a real headless Chromium against a real `hush serve`: the token stays
/// in an HttpOnly cookie the page's script cannot read, another site's POST is refused even when the
/// browser attaches the cookie, a device link works once and not after ten minutes, a wrong code says so,
/// and signing out revokes the phone. Skipped without Chromium.
///
/// ```swift
/// let phone = try family.openLink(try family.deviceLink())    // Gavin's own phone
/// ```
final class PhoneAppSignInTests: XCTestCase {
    private var family: PhoneAppFamily?
    private var elsewhere: SyncServerProcess?

    override func tearDown() {
        family?.close()
        family = nil
        elsewhere?.crash()
        elsewhere = nil
        super.tearDown()
    }

    private func make() throws -> PhoneAppFamily {
        let family = try PhoneAppFamily.make()
        self.family = family
        return family
    }

    /// The phone's cookie as DevTools sees it (the page never can).
    private func deviceCookie(_ family: PhoneAppFamily, _ tab: ChromiumSession.Tab) throws -> [String: Any] {
        let cookies = try family.browser.send("Network.getCookies", ["urls": [family.server.url + "/app/"]], session: tab.sessionID)
        let all = cookies["cookies"] as? [[String: Any]] ?? []
        return try XCTUnwrap(all.first { $0["name"] as? String == "hush_device" }, "no hush_device cookie in \(all)")
    }

    func testTheTokenLivesInACookieTheScriptCannotRead() throws {
        let family = try make()
        let tab = try family.joinOnPhone(as: "Leanne", code: try family.invite("Leanne"))
        let cookie = try deviceCookie(family, tab)
        let token = try XCTUnwrap(cookie["value"] as? String)
        XCTAssertGreaterThan(token.count, 20)
        XCTAssertEqual(cookie["httpOnly"] as? Bool, true)
        XCTAssertEqual(cookie["sameSite"] as? String, "Strict")
        XCTAssertEqual(try family.browser.evaluate("document.cookie", in: tab) as? String, "")
        try family.say("wet diaper", in: tab)
        let stored = try XCTUnwrap(try family.browser.evaluate("JSON.stringify(Object.assign({}, localStorage))", in: tab) as? String)
        XCTAssertTrue(stored.contains("wet diaper"), "the conversation is kept on the phone")
        XCTAssertFalse(stored.contains(token), "the phone's storage holds the token")
        // The cookie is a device like any other: the terminal lists it.
        try family.gavin.ok("sync")
        XCTAssertTrue(try family.gavin.ok("devices").contains("Leanne"))
    }

    /// A page of another origin on the same host (so the browser does attach the SameSite cookie: ports do
    /// not make sites) posts a line and an undo with the phone's cookie: refused, nothing logged.
    func testAPostFromAnotherOriginIsRefused() throws {
        let family = try make()
        let tab = try family.joinOnPhone(as: "Leanne", code: try family.invite("Leanne"))
        let other = try SyncServerProcess.start()
        elsewhere = other
        let evil = try family.browser.open(other.url + "/health/live")
        try family.browser.send("Network.enable", session: evil.sessionID)
        // The new tab's first document is about:blank, already complete, whose requests say `Origin: null`
        // and carry no SameSite cookie: wait for the other server's page itself.
        try family.browser.waitUntil("location.origin === \(ChromiumSession.quoted(other.url)) && document.readyState === 'complete'", in: evil)
        _ = try family.browser.evaluate("""
            Promise.all([
              fetch(\(ChromiumSession.quoted(family.server.url + "/v1/say")), {method: 'POST', mode: 'no-cors', credentials: 'include',
                headers: {'Content-Type': 'text/plain'}, body: JSON.stringify({text: 'dirty diaper'})}).catch(function () {}),
              fetch(\(ChromiumSession.quoted(family.server.url + "/app/signout")), {method: 'POST', mode: 'no-cors', credentials: 'include'}).catch(function () {})
            ]).then(function () { return true; })
            """, in: evil)
        // DevTools saw both answers: 403, with the cookie sent (so the origin check, not SameSite, refused them).
        var statuses: [String: Int] = [:]
        let deadline = Date().addingTimeInterval(10)
        while statuses.count < 2, Date() < deadline {
            _ = try family.browser.evaluate("1", in: evil)
            for event in family.browser.events where event["method"] as? String == "Network.responseReceived" && event["sessionId"] as? String == evil.sessionID {
                let response = (event["params"] as? [String: Any])?["response"] as? [String: Any] ?? [:]
                if let url = response["url"] as? String, url.hasPrefix(family.server.url) { statuses[url] = response["status"] as? Int }
            }
        }
        XCTAssertEqual(statuses, [family.server.url + "/v1/say": 403, family.server.url + "/app/signout": 403])
        let sent = family.browser.events.filter { $0["method"] as? String == "Network.requestWillBeSentExtraInfo" && $0["sessionId"] as? String == evil.sessionID }
        XCTAssertTrue(sent.contains { "\($0)".contains("hush_device=") }, "the browser did not attach the cookie, so this proves nothing about the origin check")
        // Nothing was logged, the phone is still signed in, and its own page still talks.
        try family.gavin.ok("sync")
        XCTAssertTrue(try family.gavin.events().isEmpty)
        XCTAssertEqual(try family.say("wet diaper", in: tab).state, "answered")
    }

    /// `add device` on Gavin's terminal asks for a link: it makes a new phone Gavin's, once; used again, or
    /// opened after its ten minutes, it says to run `add device` again.
    func testADeviceLinkWorksOnceAndExpires() throws {
        let family = try make()
        let path = try family.deviceLink()
        XCTAssertTrue(path.hasPrefix("/app/link#"), path)
        let phone = try family.openLink(path)
        try family.waitForApp(phone)
        XCTAssertTrue(try family.text("who", in: phone).hasPrefix("Signed in as Gavin"))
        XCTAssertEqual(try family.browser.evaluate("location.href", in: phone) as? String, family.server.url + "/app/",
                       "the code stayed in the address bar")
        XCTAssertEqual(try family.say("wet diaper", in: phone).state, "answered")

        let again = try family.openLink(path)
        try family.browser.waitUntil("!document.getElementById('signin-error').hidden", in: again, timeout: family.patience)
        let used = try family.text("signin-error", in: again)
        XCTAssertTrue(used.contains("already used") && used.contains("add device"), used)

        // Ten minutes and a second later (the server's clock moved on by a restart), a fresh link is refused too.
        let late = try family.deviceLink()
        family.server.environment["HUSH_CLOCK_SHIFT"] = "601"
        try family.server.restart()
        let expired = try family.openLink(late)
        try family.browser.waitUntil("!document.getElementById('signin-error').hidden", in: expired, timeout: family.patience)
        let tooLate = try family.text("signin-error", in: expired)
        XCTAssertTrue(tooLate.contains("expired") && tooLate.contains("add device"), tooLate)
    }

    func testAWrongCodeSaysSoAndSigningOutRevokesThePhone() throws {
        let family = try make()
        let code = try family.invite("Leanne")
        let tab = try family.browser.openPhone(family.server.url + "/app/")
        try family.browser.waitUntil("!document.getElementById('signin').hidden", in: tab, timeout: family.patience)
        _ = try family.browser.evaluate("""
            document.getElementById('join-code').value = 'AAAA-BBBB-CCCCC';
            document.getElementById('join-person').value = 'Leanne';
            document.getElementById('join-form').requestSubmit(); true
            """, in: tab)
        try family.browser.waitUntil("!document.getElementById('signin-error').hidden", in: tab)
        XCTAssertFalse(try family.text("signin-error", in: tab).isEmpty)
        _ = try family.browser.evaluate("document.getElementById('join-code').value = \(ChromiumSession.quoted(code)); document.getElementById('join-form').requestSubmit(); true", in: tab)
        try family.waitForApp(tab)
        let token = try XCTUnwrap(try deviceCookie(family, tab)["value"] as? String)

        try family.browser.tap("#menu-button", in: tab)
        try family.browser.tap("#signout", in: tab)
        try family.browser.waitUntil("!document.getElementById('signin').hidden && !document.getElementById('join-form').hidden", in: tab, timeout: family.patience)
        XCTAssertEqual(try family.browser.evaluate("Object.keys(localStorage).filter(k => k.includes('Leanne')).length", in: tab) as? Int, 0,
                       "the conversation stayed on a signed-out phone")
        // The old cookie is worth nothing now, and the terminal lists the device as revoked.
        XCTAssertEqual(try AppShellTests.fetch(family.server.url + "/app/me", headers: ["Cookie: hush_device=\(token)"]).status, 401)
        try family.gavin.ok("sync")
        let devices = try family.gavin.ok("devices")
        XCTAssertTrue(devices.contains("revoked"), devices)
    }
}
