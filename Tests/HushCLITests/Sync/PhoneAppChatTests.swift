import Foundation
import XCTest

/// The phone app's conversation in a real headless Chromium made a phone, against a real `hush serve`:
/// a caregiver joins with an invite code, types lines and gets the interpreter's answers, taps the quick
/// buttons and undoes, sees a refusal as one, and sees another device's change without reloading.
/// Skipped where Chromium is not installed.
///
/// ```swift
/// let tab = try family.joinOnPhone(as: "Leanne", code: code)
/// try family.say("wet diaper", in: tab)   // ("answered", "Logged pee at …")
/// ```
final class PhoneAppChatTests: XCTestCase {
    private var family: PhoneAppFamily?

    override func tearDown() {
        family?.close()
        family = nil
        super.tearDown()
    }

    private func joined() throws -> (PhoneAppFamily, ChromiumSession.Tab) {
        let family = try PhoneAppFamily.make()
        self.family = family
        let tab = try family.joinOnPhone(as: "Leanne", code: try family.invite("Leanne"))
        return (family, tab)
    }

    func testJoinedPhoneTalksWithTheInterpreterAndTheTerminalSeesIt() throws {
        let (family, tab) = try joined()
        XCTAssertEqual(try family.text("title", in: tab), "Eddie")
        let logged = try family.say("wet diaper", in: tab)
        XCTAssertEqual(logged.state, "answered")
        XCTAssertTrue(logged.answer.hasPrefix("Logged pee at "), logged.answer)
        // The answer is announced to a screen reader.
        try family.browser.waitUntil("document.getElementById('announce').textContent.startsWith('Logged pee at ')", in: tab)
        XCTAssertEqual(try family.browser.evaluate("document.getElementById('announce').getAttribute('aria-live')", in: tab) as? String, "polite")
        // A question is answered too, and the dashboard counts the diaper.
        let question = try family.say("when was the last diaper?", in: tab)
        XCTAssertEqual(question.state, "answered", question.answer)
        try family.browser.waitUntil("document.getElementById('diaper-since').textContent === '0m ago'", in: tab)
        XCTAssertEqual(try family.text("diaper-detail", in: tab), "pee")

        // Gavin's terminal, synced, has Leanne's diaper, logged by her.
        try family.gavin.ok("sync")
        let diapers = try family.gavin.events().values.filter { $0["event_type"] as? String == "diaper" }
        XCTAssertEqual(diapers.count, 1)
        XCTAssertEqual(diapers.first?["logged_by"] as? String, "Leanne")
        XCTAssertEqual(try family.browser.problems(in: tab), [])
    }

    func testARefusedLineIsShownAsRefusedWithWhatToSayInstead() throws {
        let (family, tab) = try joined()
        let refused = try family.say("left", in: tab)
        XCTAssertEqual(refused.state, "refused")
        XCTAssertTrue(refused.answer.hasPrefix("Not done: nothing changed"), refused.answer)
        XCTAssertTrue(refused.answer.contains("'left' alone isn't a feed; say 'nursed left 15 min' or 'nursing left'"), refused.answer)
        // Refusals look unlike answers, point at the word, and offer the phrases the error suggests.
        let look = try family.browser.evaluate("""
            (function () { var li = document.querySelector('#chat li.exchange[data-state=refused]');
              var refusal = getComputedStyle(li.querySelector('.refusal')).backgroundColor;
              var reply = getComputedStyle(document.querySelector('#hint .reply') || document.body).backgroundColor;
              return [refusal !== reply, li.querySelector('.said mark').textContent,
                      Array.from(li.querySelectorAll('.suggestions button')).map(function (b) { return b.textContent; })]; })()
            """, in: tab) as? [Any]
        XCTAssertEqual(look?[0] as? Bool, true, "a refusal has the colours of an answer")
        XCTAssertEqual(look?[1] as? String, "left")
        XCTAssertEqual(look?[2] as? [String], ["nursed left 15 min", "nursing left"])
        try family.browser.tap("#chat .suggestions button", in: tab)
        try family.browser.waitUntil("document.getElementById('line').value === 'nursed left 15 min'", in: tab)
        XCTAssertTrue(try family.browser.evaluate("document.getElementById('banner').hidden", in: tab) as? Bool ?? false,
                      "a refusal changed nothing, so nothing can be undone")
        try family.gavin.ok("sync")
        XCTAssertTrue(try family.gavin.events().isEmpty, "a refused line logged something")
    }

    /// Each quick tap sends the phrase `hush` itself logs with, shown in the conversation as if typed.
    func testQuickTapsLogTheCanonicalPhrasesAndUndoTakesTheLastOneBack() throws {
        let (family, tab) = try joined()
        let taps: [(button: String, phrase: String, answer: String)] = [
            ("tap-wet", "wet diaper", "Logged pee at "), ("tap-dirty", "dirty diaper", "Logged poop at "),
            ("tap-both", "wet and dirty diaper", "Logged pee + poop at "), ("tap-left", "left breast", "Logged left breast at "),
            ("tap-right", "right breast", "Logged right breast at "), ("tap-sleep", "fell asleep", "Started sleep at "),
        ]
        for (index, tap) in taps.enumerated() {
            try family.browser.tap("#\(tap.button)", in: tab)
            try family.browser.waitUntil("document.querySelectorAll('#chat li.exchange[data-state=answered]').length === \(index + 1)", in: tab)
            let row = try family.exchanges(in: tab)[index]
            XCTAssertEqual(row.said, tap.phrase)
            XCTAssertTrue(row.answer.hasPrefix(tap.answer), "\(tap.phrase): \(row.answer)")
            XCTAssertEqual(try family.text("banner-text", in: tab), row.answer, "the banner says what was just logged")
        }
        try family.browser.waitUntil("document.getElementById('sleep-since').textContent === 'Sleeping: 0m'", in: tab)
        XCTAssertEqual(try family.text("feed-side", in: tab), "R")
        XCTAssertEqual(try family.text("tap-sleep", in: tab), "Awake", "while asleep the sleep button wakes")

        // Undo takes back exactly the sleep, and the banner goes.
        try family.browser.tap("#undo", in: tab)
        try family.browser.waitUntil("document.querySelector('#chat li.undo[data-state=answered]')", in: tab)
        let undone = try XCTUnwrap(try family.browser.evaluate("document.querySelector('#chat li.undo .reply').textContent", in: tab) as? String)
        XCTAssertTrue(undone.hasPrefix("Undid: Started sleep at "), undone)
        XCTAssertTrue(try family.browser.evaluate("document.getElementById('banner').hidden", in: tab) as? Bool ?? false)
        try family.browser.waitUntil("document.getElementById('tap-sleep').textContent === 'Asleep'", in: tab)

        // Bottle: the size is not known yet, so it is refused with the phrase to say; once said, a tap makes one.
        try family.browser.tap("#tap-bottle", in: tab)
        try family.browser.waitUntil("document.querySelectorAll('#chat li.exchange[data-state=refused]').length === 1", in: tab)
        XCTAssertTrue(try family.exchanges(in: tab).last!.answer.contains("made a 4oz bottle"))
        XCTAssertEqual(try family.say("made a 4oz bottle", in: tab).state, "answered")
        try family.browser.tap("#tap-bottle", in: tab)
        try family.browser.waitUntil("document.querySelectorAll('#chat li.exchange[data-state=answered]').length === 9", in: tab)
        XCTAssertEqual(try family.exchanges(in: tab).last?.said, "made a bottle")
        try family.browser.waitUntil("document.querySelectorAll('#bottles li').length === 2", in: tab)
        let bottle = try XCTUnwrap(try family.browser.evaluate("document.querySelector('#bottles li').textContent", in: tab) as? String)
        XCTAssertEqual(bottle, "4 oz bottle · expires in 1h 59m")

        // The terminal sees every tap but the undone sleep.
        try family.gavin.ok("sync")
        let kinds = try family.gavin.events().values.map { $0["event_type"] as? String ?? "" }.sorted()
        XCTAssertEqual(kinds, ["diaper", "diaper", "diaper", "eat", "eat", "eat", "eat"])
        // The banner leaves by itself (after ten seconds).
        try family.browser.waitUntil("document.getElementById('banner').hidden", in: tab, timeout: 20)
        XCTAssertEqual(try family.browser.problems(in: tab), [])
    }
}
