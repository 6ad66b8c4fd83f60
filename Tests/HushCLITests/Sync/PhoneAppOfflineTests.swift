import Foundation
import XCTest

/// The phone app without a connection: lines typed offline wait on the phone, in order, with the time
/// they were said, and are sent when the connection returns (logged at those times, as the terminal
/// sees); the service worker opens the app with the server gone; a line refused on arrival is shown
/// refused with its text; over plain HTTP on a name other than localhost the app works online and says
/// offline needs HTTPS. Skipped without Chromium.
///
/// ```swift
/// try family.browser.setOffline(true, in: tab)
/// try family.type("wet diaper", in: tab)       // "Waiting to be sent · said 3:02 AM"
/// ```
final class PhoneAppOfflineTests: XCTestCase {
    private var family: PhoneAppFamily?

    override func tearDown() {
        family?.close()
        family = nil
        super.tearDown()
    }

    private func joined(browserArguments: [String] = [], origin: (PhoneAppFamily) -> String? = { _ in nil }) throws -> (PhoneAppFamily, ChromiumSession.Tab) {
        let family = try PhoneAppFamily.make(browserArguments: browserArguments)
        self.family = family
        let tab = try family.joinOnPhone(as: "Leanne", code: try family.invite("Leanne"), at: origin(family))
        return (family, tab)
    }

    /// The lines the page holds, in order: text, state, said_at.
    private func held(_ family: PhoneAppFamily, _ tab: ChromiumSession.Tab) throws -> [[String]] {
        try family.browser.evaluate("""
            (function () { var key = Object.keys(localStorage).find(function (k) { return k.endsWith('.Leanne.chat'); });
              return JSON.parse(localStorage.getItem(key) || '[]').filter(function (e) { return e.kind === 'line'; })
                .map(function (e) { return [e.text, e.state, e.said_at]; }); })()
            """, in: tab) as? [[String]] ?? []
    }

    func testLinesTypedOfflineAreSentInOrderWhenTheConnectionReturnsAtTheTimesTheyWereSaid() throws {
        let (family, tab) = try joined()
        try family.browser.waitUntil("navigator.serviceWorker.controller !== null", in: tab, timeout: family.patience)
        try family.browser.setOffline(true, in: tab)
        try family.browser.waitUntil("document.getElementById('connection').textContent.startsWith('Offline')", in: tab)
        let lines = ["wet diaper", "dirty diaper", "fell asleep 10 min ago"]
        for line in lines {
            try family.type(line, in: tab)
            // Each in its own second, so their times tell their order.
            Thread.sleep(forTimeInterval: 1.1)
        }
        let waiting = try held(family, tab)
        XCTAssertEqual(waiting.map { $0[0] }, lines)
        XCTAssertEqual(waiting.map { $0[1] }, ["waiting", "waiting", "waiting"])
        XCTAssertEqual(try family.text("connection", in: tab), "Offline · 3 lines waiting to be sent")
        XCTAssertEqual(try family.browser.evaluate("document.querySelectorAll('#chat .state.waiting').length", in: tab) as? Int, 3)
        let said = waiting.map { $0[2] }
        XCTAssertEqual(Set(said).count, 3, "\(said)")

        try family.browser.setOffline(false, in: tab)
        try family.browser.waitUntil("document.querySelectorAll('#chat li.exchange[data-state=answered]').length === 3", in: tab, timeout: family.patience)
        let answers = try family.exchanges(in: tab).map(\.answer)
        XCTAssertTrue(answers[0].hasPrefix("Logged pee at ") && answers[1].hasPrefix("Logged poop at ") && answers[2].hasPrefix("Started sleep at "), "\(answers)")
        try family.browser.waitUntil("document.getElementById('connection').hidden", in: tab)

        // Another device sees all three, at the times they were typed ("10 min ago" read from then), in that order.
        try family.gavin.ok("sync")
        // The order they were logged in: `updated_at` (none was changed since), to the millisecond.
        let precise = ISO8601DateFormatter()
        precise.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let logged = { (event: [String: Any]) -> Date in
            let text = event["updated_at"] as? String ?? ""
            return precise.date(from: text) ?? ISO8601DateFormatter().date(from: text) ?? .distantPast
        }
        let events = try family.gavin.events().values.sorted { logged($0) < logged($1) }
        let starts = events.map { (($0["start_time"] as? [String: Any])?["utc"] as? String ?? "") }
        XCTAssertEqual(events.map { $0["event_type"] as? String ?? "" }, ["diaper", "diaper", "sleep"])
        let iso = ISO8601DateFormatter()
        let sleptAt = try XCTUnwrap(iso.date(from: said[2])).addingTimeInterval(-600)
        XCTAssertEqual(starts, [said[0], said[1], iso.string(from: sleptAt)], "logged at other times than said")
        XCTAssertEqual(events.map { ($0["data"] as? [String: Any])?["contents"] as? String }, ["wet", "dirty", nil])
    }

    /// The server gone: the service worker opens the app from its cache with the conversation and the last
    /// dashboard; lines typed meanwhile wait, and when the server is back each is answered, one refused.
    func testTheAppOpensWithTheServerGoneAndARefusedLineIsShownWithItsText() throws {
        let (family, tab) = try joined()
        try family.browser.waitUntil("navigator.serviceWorker.controller !== null", in: tab, timeout: family.patience)
        try family.say("wet diaper", in: tab)
        // The dashboard has read the diaper (and kept that status) before the server goes.
        try family.browser.waitUntil("document.getElementById('diaper-since').textContent === '0m ago'", in: tab)
        family.server.crash()
        try family.browser.send("Page.reload", session: tab.sessionID)
        try family.browser.waitUntil("!document.getElementById('app').hidden && document.getElementById('connection').textContent.startsWith('Offline')",
                                     in: tab, timeout: family.patience)
        XCTAssertEqual(try family.exchanges(in: tab).first?.said, "wet diaper", "the conversation was not kept")
        XCTAssertTrue(try family.text("diaper-since", in: tab).hasSuffix("m ago"), "the last dashboard was not kept")
        for line in ["dirty diaper", "fed left", "wet and dirty diaper"] { try family.type(line, in: tab) }
        try family.browser.waitUntil("document.querySelectorAll('#chat .state.waiting').length === 3", in: tab)

        try family.server.restart()
        try family.browser.waitUntil("document.querySelectorAll('#chat .state').length === 0", in: tab, timeout: 60)
        let rows = try family.exchanges(in: tab)
        XCTAssertEqual(rows.map(\.said), ["wet diaper", "dirty diaper", "fed left", "wet and dirty diaper"])
        XCTAssertEqual(rows.map(\.state), ["answered", "answered", "refused", "answered"])
        XCTAssertTrue(rows[2].answer.contains("'fed' says the feed is over but not how long"), rows[2].answer)
        try family.gavin.ok("sync")
        XCTAssertEqual(try family.gavin.events().values.filter { $0["event_type"] as? String == "diaper" }.count, 3)
    }

    /// `phone.test` is loopback to this browser but not a name browsers trust as local: like a LAN address.
    func testOverPlainHTTPOnAnotherNameTheAppWorksOnlineAndSaysOfflineNeedsHTTPS() throws {
        let (family, tab) = try joined(browserArguments: ["--host-resolver-rules=MAP phone.test 127.0.0.1"]) { family in
            family.server.url.replacingOccurrences(of: "127.0.0.1", with: "phone.test")
        }
        XCTAssertEqual(try family.browser.evaluate("window.isSecureContext", in: tab) as? Bool, false)
        XCTAssertEqual(try family.browser.evaluate("'serviceWorker' in navigator", in: tab) as? Bool, false)
        try family.browser.tap("#menu-button", in: tab)
        XCTAssertEqual(try family.browser.evaluate("document.getElementById('secure-note').hidden", in: tab) as? Bool, false)
        XCTAssertTrue(try family.text("secure-note", in: tab).contains("needs HTTPS"))
        XCTAssertEqual(try family.say("wet diaper", in: tab).state, "answered")
        // A dropped connection still loses nothing typed: the line waits in the page and goes when it returns.
        try family.browser.setOffline(true, in: tab)
        try family.browser.waitUntil("document.getElementById('connection').textContent.startsWith('Offline')", in: tab)
        try family.type("dirty diaper", in: tab)
        try family.browser.setOffline(false, in: tab)
        try family.browser.waitUntil("document.querySelectorAll('#chat li.exchange[data-state=answered]').length === 2", in: tab, timeout: family.patience)
    }
}
