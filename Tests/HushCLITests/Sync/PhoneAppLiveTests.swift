import Foundation
import XCTest

/// What reaches the phone app by itself: another device's change (the household's event stream, then
/// `/v1/news` and `/v1/status`) without a reload, shown as text however hostile; a second baby to pick;
/// and a subscriber's page, which shows office hours and nothing else. Skipped without Chromium.
///
/// ```swift
/// try family.gavin.ok("wet diaper"); try family.gavin.ok("sync")
/// // the phone: "Gavin: Logged pee at 3:02 AM", and the diaper counter back to 0m ago
/// ```
final class PhoneAppLiveTests: XCTestCase {
    private var family: PhoneAppFamily?

    override func tearDown() {
        family?.close()
        family = nil
        super.tearDown()
    }

    /// Stamps, in the page, the moment a selector first matches (a MutationObserver, free of polling).
    private func stampWhen(_ selector: String, as name: String, _ family: PhoneAppFamily, _ tab: ChromiumSession.Tab) throws {
        _ = try family.browser.evaluate("""
            window.__marker = 1; window[\(ChromiumSession.quoted(name))] = 0;
            new MutationObserver(function () {
              if (!window[\(ChromiumSession.quoted(name))] && document.querySelector(\(ChromiumSession.quoted(selector)))) {
                window[\(ChromiumSession.quoted(name))] = Date.now();
              }
            }).observe(document.body, {subtree: true, childList: true, characterData: true});
            true
            """, in: tab)
    }

    func testAnotherDevicesChangeReachesThePageWithoutAReload() throws {
        let family = try PhoneAppFamily.make()
        self.family = family
        let tab = try family.joinOnPhone(as: "Leanne", code: try family.invite("Leanne"))
        try stampWhen("#chat .news", as: "__newsAt", family, tab)

        try family.gavin.ok("wet diaper")
        let syncing = Date()
        try family.gavin.ok("sync")
        let synced = Date()
        try family.browser.waitUntil("window.__newsAt > 0", in: tab, timeout: family.patience)
        let shown = try XCTUnwrap(try family.browser.evaluate("window.__newsAt", in: tab) as? Double) / 1000
        print(String(format: "another device's diaper shown on the phone %.0f ms after its sync started (%.0f ms after it returned)",
                     (shown - syncing.timeIntervalSince1970) * 1000, (shown - synced.timeIntervalSince1970) * 1000))

        let news = try XCTUnwrap(try family.browser.evaluate("document.querySelector('#chat .news').textContent", in: tab) as? String)
        XCTAssertTrue(news.hasPrefix("Gavin: Logged pee at "), news)
        try family.browser.waitUntil("document.getElementById('diaper-since').textContent === '0m ago'", in: tab)
        try family.browser.waitUntil("document.getElementById('announce').textContent.startsWith('Gavin: Logged pee')", in: tab)
        XCTAssertEqual(try family.browser.evaluate("window.__marker", in: tab) as? Int, 1, "the page reloaded instead of updating")
        // The phone's own lines are not news to it.
        try family.say("dirty diaper", in: tab)
        try family.gavin.ok("sync")
        XCTAssertEqual(try family.browser.evaluate("document.querySelectorAll('#chat .news').length", in: tab) as? Int, 1)
    }

    /// A note is whatever someone typed: on the phone it is text, never markup, and nothing is blocked
    /// because nothing tried to run.
    func testAHostileNoteFromAnotherDeviceIsShownAsText() throws {
        let family = try PhoneAppFamily.make()
        self.family = family
        let tab = try family.joinOnPhone(as: "Leanne", code: try family.invite("Leanne"))
        let hostile = "<img src=x onerror=alert(1)>"
        try family.gavin.ok("note \(hostile)")
        try family.gavin.ok("sync")
        try family.browser.waitUntil("document.querySelector('#chat .news')", in: tab, timeout: family.patience)
        let news = try XCTUnwrap(try family.browser.evaluate("document.querySelector('#chat .news').textContent", in: tab) as? String)
        XCTAssertTrue(news.contains(hostile), news)
        // The phone asks for today's list, which quotes the note again.
        let today = try family.say("today", in: tab)
        XCTAssertTrue(today.answer.contains(hostile), today.answer)
        XCTAssertEqual(try family.browser.evaluate("document.querySelectorAll('img').length", in: tab) as? Int, 0, "the note became an image")
        XCTAssertEqual(try family.browser.problems(in: tab), [], "something ran, was blocked or threw")
    }

    func testTwoBabiesArePickedAtTheTopAndEachLineGoesToThePickedOne() throws {
        let family = try PhoneAppFamily.make(babies: ["Eddie", "Mia"])
        self.family = family
        // Gavin adds his own phone: he is primary of both.
        let tab = try family.openLink(try family.deviceLink())
        try family.waitForApp(tab)
        XCTAssertEqual(try family.browser.evaluate("document.getElementById('baby').hidden", in: tab) as? Bool, false)
        XCTAssertEqual(try family.browser.evaluate("Array.from(document.getElementById('baby').options).map(o => o.value)", in: tab) as? [String],
                       ["Eddie", "Mia"])
        _ = try family.browser.evaluate("""
            var picker = document.getElementById('baby'); picker.value = 'Mia';
            picker.dispatchEvent(new Event('change')); true
            """, in: tab)
        XCTAssertEqual(try family.say("wet diaper", in: tab).state, "answered")
        try family.browser.waitUntil("document.getElementById('diaper-since').textContent === '0m ago'", in: tab)
        try family.gavin.ok("sync")
        let babies = try family.gavin.events().values.compactMap { $0["baby_id"] as? String }
        let mia = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try family.gavin.ok("babies --json").utf8)))
        XCTAssertEqual(babies.count, 1)
        XCTAssertTrue("\(mia)".contains(babies[0]) && "\(mia)".contains("Mia"), "the diaper went to \(babies)")
        // Eddie's dashboard has none.
        _ = try family.browser.evaluate("var p = document.getElementById('baby'); p.value = 'Eddie'; p.dispatchEvent(new Event('change')); true", in: tab)
        XCTAssertEqual(try family.text("diaper-since", in: tab), "--")
    }

    func testASubscriberSeesOfficeHoursOnly() throws {
        let family = try PhoneAppFamily.make()
        self.family = family
        try family.gavin.ok("wet diaper")
        try family.gavin.ok("sync")
        let tab = try family.joinOnPhone(as: "Grandma", code: try family.invite("Grandma", role: "subscriber"))
        try family.browser.waitUntil("document.getElementById('office-state').textContent === 'Eddie is not taking calls right now.'", in: tab)
        for hidden in ["dashboard", "quick"] {
            XCTAssertEqual(try family.browser.evaluate("document.getElementById('\(hidden)').hidden", in: tab) as? Bool, true, hidden)
        }
        let visible = try XCTUnwrap(try family.browser.evaluate("document.body.innerText", in: tab) as? String)
        XCTAssertFalse(visible.contains("pee") || visible.contains("Diaper"), visible)
        try family.gavin.ok("office hours on")
        try family.gavin.ok("sync")
        try family.browser.waitUntil("document.getElementById('office-state').textContent.startsWith('Eddie is in!')", in: tab, timeout: family.patience)
        XCTAssertTrue(try family.text("office-since", in: tab).hasPrefix("since "))
    }
}
