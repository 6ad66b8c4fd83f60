import Foundation
import XCTest

/// The phone app's test household: a real `hush serve`, Gavin's terminal (a real `hush` device, primary
/// for Eddie) synced to it, and a headless Chromium made a phone. No clock is pinned: the page, the server
/// and the devices read the same real clock, and the tests assert only what holds at every hour.
/// `HUSH_CLOCK_SHIFT` (`.ci/any-hour`) is set to 0 for the server and the devices: nothing moves
/// Chromium's clock with them, and the page dates offline lines by its own clock, so a shifted server
/// would see them hours off.
///
/// ```swift
/// let family = try PhoneAppFamily.make()
/// let tab = try family.joinOnPhone(as: "Leanne", code: try family.invite("Leanne"))
/// let reply = try family.say("wet diaper", in: tab)     // ("answered", "Logged pee at 3:02 AM")
/// ```
final class PhoneAppFamily {
    let server: SyncServerProcess
    let gavin: SyncDevice
    let browser: ChromiumSession
    /// A first page load on a busy two-core machine can be slow; that is not what these tests measure.
    let patience: TimeInterval = 20

    private init(server: SyncServerProcess, gavin: SyncDevice, browser: ChromiumSession) {
        self.server = server
        self.gavin = gavin
        self.browser = browser
    }

    /// `server`: the `hush` that serves (another build than the tests', for the benchmark).
    static func make(environment: [String: String] = [:], babies: [String] = ["Eddie"], browserArguments: [String] = [],
                     server binary: URL? = nil) throws -> PhoneAppFamily {
        let browser = try ChromiumSession.launch(arguments: browserArguments)
        let server: SyncServerProcess
        do {
            server = try SyncServerProcess.start(environment: ["HUSH_CLOCK_SHIFT": "0"].merging(environment) { $1 }, binary: binary)
        } catch {
            browser.close()
            throw error
        }
        var gavin = try SyncDevice("Gavin")
        gavin.environment["HUSH_CLOCK_SHIFT"] = "0"
        let family = PhoneAppFamily(server: server, gavin: gavin, browser: browser)
        for (index, baby) in babies.enumerated() { try family.gavin.ok("new baby \(baby) born 2025-0\(index + 1)-01") }
        try family.gavin.ok("set server \(server.url)")
        try family.gavin.ok("sync")
        return family
    }

    /// Browser first: its open event stream is a request that never ends; then the server, killed, so no
    /// test waits on its grace for that stream.
    func close() {
        browser.close()
        server.crash()
    }

    /// Sets the household's zone (from Gavin's terminal, synced) to a fixed-offset one whose clock reads
    /// about `hour` now, so what the local hour decides (the night theme, quiet hours) holds whatever the
    /// hour the test runs.
    func setZone(whereItIs hour: Int) throws {
        let now = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: Date()).hour ?? 0
        var offset = (hour - now + 24) % 24
        if offset > 12 { offset -= 24 }
        // `Etc/GMT-3` is three hours *ahead* of UTC: the sign is POSIX's, the opposite of the offset's.
        try gavin.ok("set zone Etc/GMT\(offset == 0 ? "" : offset > 0 ? "-\(offset)" : "+\(-offset)")")
        try gavin.ok("sync")
    }

    /// An invite's code, synced to the server so it can be redeemed there.
    func invite(_ name: String, role: String = "caregiver") throws -> String {
        let answer = try gavin.ok("invite \(name) as \(role) --json")
        let invite = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any], answer)
        try gavin.ok("sync")
        return try XCTUnwrap(invite["code"] as? String, answer)
    }

    /// A new phone opens the app, types the code and the name, and waits until the app shows itself.
    func joinOnPhone(as name: String, code: String, at origin: String? = nil) throws -> ChromiumSession.Tab {
        let tab = try browser.openPhone((origin ?? server.url) + "/app/")
        try browser.waitUntil("document.getElementById('join-form') && !document.getElementById('signin').hidden", in: tab, timeout: patience)
        _ = try browser.evaluate("""
            document.getElementById('join-code').value = \(ChromiumSession.quoted(code));
            document.getElementById('join-person').value = \(ChromiumSession.quoted(name));
            document.getElementById('join-form').requestSubmit(); true
            """, in: tab)
        try waitForApp(tab)
        return tab
    }

    /// Until the app is drawn from the server's first status, and nothing waits or is stale.
    func waitForApp(_ tab: ChromiumSession.Tab) throws {
        try browser.waitUntil("!document.getElementById('app').hidden && document.documentElement.dataset.drawn === 'true'", in: tab, timeout: patience)
        try browser.waitUntil("document.getElementById('connection').hidden", in: tab, timeout: patience)
    }

    /// A device link for Gavin's person, as `add device` asks for it: `/app/link#CODE`.
    func deviceLink() throws -> String {
        let (status, json) = try RawSyncHTTP.send("POST", server.url + "/v1/device-links", token: try XCTUnwrap(gavin.token))
        let link = try XCTUnwrap(json as? [String: Any], "device-links answered \(status)")
        XCTAssertEqual(status, 200, "\(link)")
        return try XCTUnwrap(link["path"] as? String, "\(link)")
    }

    /// A phone opens a device link (in a browser context of its own: another phone, no cookie shared).
    func openLink(_ path: String, isolated: Bool = true) throws -> ChromiumSession.Tab {
        try browser.openPhone(server.url + path, isolated: isolated)
    }

    /// The conversation's exchanges (lines said and their answers) as the page shows them.
    func exchanges(in tab: ChromiumSession.Tab) throws -> [(state: String, said: String, answer: String)] {
        let rows = try browser.evaluate("""
            Array.from(document.querySelectorAll('#chat li.exchange')).map(function (li) {
              var answer = li.querySelector('.reply, .refusal, .state');
              return [li.dataset.state, li.querySelector('.said').textContent, answer ? answer.textContent : ''];
            })
            """, in: tab) as? [[String]] ?? []
        return rows.map { ($0[0], $0[1], $0[2]) }
    }

    /// Types `line` into the message box, sends it, and waits for its answer: (state, answer's text).
    @discardableResult
    func say(_ line: String, in tab: ChromiumSession.Tab) throws -> (state: String, answer: String) {
        let before = try exchanges(in: tab).count
        try type(line, in: tab)
        try browser.waitUntil("""
            (function () { var all = document.querySelectorAll('#chat li.exchange');
              return all.length > \(before) && /^(answered|refused)$/.test(all[\(before)].dataset.state); })()
            """, in: tab, timeout: patience)
        let row = try exchanges(in: tab)[before]
        return (row.state, row.answer)
    }

    /// Types and sends without waiting for the answer (offline, the line waits).
    func type(_ line: String, in tab: ChromiumSession.Tab) throws {
        _ = try browser.evaluate("""
            document.getElementById('line').value = \(ChromiumSession.quoted(line));
            document.getElementById('say-form').requestSubmit(); true
            """, in: tab)
    }

    /// An element's text.
    func text(_ id: String, in tab: ChromiumSession.Tab) throws -> String {
        try XCTUnwrap(try browser.evaluate("document.getElementById(\(ChromiumSession.quoted(id))).textContent", in: tab) as? String, id)
    }
}
