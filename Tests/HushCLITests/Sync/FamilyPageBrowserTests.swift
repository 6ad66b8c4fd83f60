import Foundation
import XCTest

/// The family page (`GET /family/CODE`) as grandma sees it: a real `hush serve`, a real device syncing
/// to it, and a real headless Chromium opening the subscriber's link. The page must say whether the baby
/// is in, change by itself (server-sent events) within about a second of a device syncing new office
/// hours, fit a phone, and show nothing else about the baby. Skipped where Chromium is not installed.
///
/// ```swift
/// let family = try makeFamily()              // Eddie, a diaper and a bottle, a subscriber's code
/// try family.gavin.ok("office hours on"); try family.gavin.ok("sync")
/// let tab = try browser.open(family.page)    // "Eddie is in! The baby will see you now 👶"
/// ```
final class FamilyPageBrowserTests: XCTestCase {
    /// A household on its own server with private things logged, and a subscriber invite's code.
    private struct Family {
        let server: SyncServerProcess
        let gavin: SyncDevice
        let code: String
        var page: String { "\(server.url)/family/\(code)" }
    }

    /// A first page load on a busy two-core machine can be slow; that is not what these tests measure.
    private let loading: TimeInterval = 15
    private var browser: ChromiumSession?
    private var server: SyncServerProcess?

    override func tearDown() {
        // Here rather than in each test, so a failing assertion never leaves Chromium running. Browser
        // first: its open event stream is a request that never ends.
        browser?.close()
        browser = nil
        // `hush serve` waits on SIGTERM for open event streams to end, and notices a departed client only
        // at the next heartbeat (up to 15 s and more): a kill keeps each test from waiting on that.
        server?.crash()
        server = nil
        super.tearDown()
    }

    private func launchBrowser() throws -> ChromiumSession {
        let session = try ChromiumSession.launch()
        browser = session
        return session
    }

    /// No `--now` anywhere: the server compares office hours with the real clock.
    private func makeFamily() throws -> Family {
        let server = try SyncServerProcess.start()
        self.server = server
        let gavin = try SyncDevice("Gavin")
        try gavin.ok("new baby Eddie born 2025-09-01")
        try gavin.ok("set server \(server.url)")
        try gavin.ok("sync")
        // What the page must never show.
        try gavin.ok("wet diaper")
        try gavin.ok("ate 4oz")
        let answer = try gavin.ok("invite grandma as subscriber --json")
        let invite = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any], answer)
        let code = try XCTUnwrap(invite["code"] as? String, answer)
        return Family(server: server, gavin: gavin, code: code)
    }

    private func text(_ expression: String, _ browser: ChromiumSession, _ tab: ChromiumSession.Tab) throws -> String {
        try XCTUnwrap(try browser.evaluate(expression, in: tab) as? String, "\(expression) is not text")
    }

    /// A family with office hours on, and its page open in the browser.
    private func openPageWithOfficeHoursOn() throws -> (ChromiumSession, Family, ChromiumSession.Tab) {
        let browser = try launchBrowser()
        let family = try makeFamily()
        try family.gavin.ok("office hours on")
        try family.gavin.ok("sync")
        return (browser, family, try browser.open(family.page))
    }

    func testShowsTheBabyIsInThenChangesLiveWhenOfficeHoursEnd() throws {
        let (browser, family, tab) = try openPageWithOfficeHoursOn()
        try browser.waitUntil("document.getElementById('state') && document.getElementById('state').textContent.includes('Eddie is in!')", in: tab, timeout: loading)
        XCTAssertEqual(try text("document.getElementById('state').textContent", browser, tab), "Eddie is in! The baby will see you now 👶")
        XCTAssertEqual(try text("document.body.className", browser, tab), "in")
        let since = try text("document.getElementById('since').textContent", browser, tab)
        XCTAssertTrue(since.hasPrefix("since ") && since.count > "since ".count, "since: \(since.debugDescription)")

        // Connected before the change, so what is measured is the push, not the first connection's catch-up.
        try browser.waitUntil("typeof events !== 'undefined' && events.readyState === EventSource.OPEN", in: tab, timeout: loading)
        // The marker dies with the document, so it still being there afterwards proves there was no reload.
        // The observer stamps the moment the page itself changed, free of this test's polling interval.
        _ = try browser.evaluate("""
            window.__marker = 1; window.__changedAt = 0;
            new MutationObserver(function () {
              if (!window.__changedAt && document.getElementById('state').textContent.includes('not taking calls')) {
                window.__changedAt = Date.now();
              }
            }).observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
            true
            """, in: tab)

        try family.gavin.ok("office hours off")
        let syncStarted = Date()
        try family.gavin.ok("sync")
        let synced = Date()
        try browser.waitUntil("window.__changedAt > 0", in: tab, timeout: 5)
        let changed = try XCTUnwrap(try browser.evaluate("window.__changedAt", in: tab) as? Double) / 1000
        let afterSync = changed - synced.timeIntervalSince1970
        print(String(format: "family page changed %.0f ms after `sync` returned (%.0f ms after it started)",
                     afterSync * 1000, (changed - syncStarted.timeIntervalSince1970) * 1000))
        // A change should show within about a second; on loopback anything near two means the push is not live.
        XCTAssertLessThan(afterSync, 2, "the page took \(afterSync) s to change after the sync")

        XCTAssertEqual(try text("document.getElementById('state').textContent", browser, tab), "Eddie is not taking calls right now")
        XCTAssertEqual(try text("document.body.className", browser, tab), "out")
        XCTAssertEqual(try browser.evaluate("window.__marker", in: tab) as? Int, 1, "the page reloaded instead of updating in place")
    }

    func testShowsNothingButOfficeHoursAndFitsAPhone() throws {
        let (browser, family, tab) = try openPageWithOfficeHoursOn()
        try browser.waitUntil("document.body && document.body.className === 'in'", in: tab, timeout: loading)
        XCTAssertEqual(try browser.evaluate("document.querySelector('meta[name=viewport]') !== null", in: tab) as? Bool, true,
                       "no viewport meta tag: phones would show the page zoomed out")
        XCTAssertEqual(try text("document.title", browser, tab), "Eddie's office hours")

        // What a person sees: no event, amount or birth date, nor anything that hints at them.
        let visible = try text("document.body.innerText", browser, tab)
        for word in ["diaper", "pee", "wet", "oz", "bottle", "drank", "Sep", "2025", "born", "month"] {
            XCTAssertFalse(visible.contains(word), "the family page shows \(word.debugDescription):\n\(visible)")
        }
        // What anyone can read in the page's source or its JSON: still none of the private things.
        let source = try text("document.documentElement.outerHTML", browser, tab)
        let status = try text("fetch(location.pathname + '/status').then(r => r.text())", browser, tab)
        for (name, document) in [("page source", source), ("status", status)] {
            for word in ["diaper", "pee", "4 oz", "4oz", "bottle", "2025-09-01", "born", "birth"] {
                XCTAssertFalse(document.contains(word), "the family page's \(name) holds \(word.debugDescription):\n\(document)")
            }
        }
    }

    func testUnknownCodeIsNotFound() throws {
        let browser = try launchBrowser()
        let family = try makeFamily()
        try family.gavin.ok("office hours on")
        try family.gavin.ok("sync")

        // Asked from a page on the same server, as a browser following a mistyped link would.
        let tab = try browser.open(family.page)
        try browser.waitUntil("document.body && document.body.className === 'in'", in: tab, timeout: loading)
        for path in ["/family/AAAA-BBBB-CCCCC", "/family/AAAA-BBBB-CCCCC/status", "/family/AAAA-BBBB-CCCCC/events", "/family/nonsense"] {
            let status = try browser.evaluate("fetch('\(path)').then(r => r.status)", in: tab) as? Int
            XCTAssertEqual(status, 404, path)
        }
        // The real code still answers, so the 404s above are about the code and not a broken server.
        XCTAssertEqual(try browser.evaluate("fetch(location.pathname + '/status').then(r => r.status)", in: tab) as? Int, 200)
    }
}
