import Foundation
import XCTest

/// `add device` against a real `hush serve`: the link it prints is redeemed by a raw `POST /app/link`, as
/// a phone's browser would, into a device of the same person, once; the terminal lists and revokes it.
/// The clock is pinned on the server and the device alike, so "until 3:10 PM" holds at any hour.
enum AddDeviceScenarios {
    static let now = "2026-01-02T15:00:00Z"
    static let environment = ["HUSH_NOW": now, "TZ": "UTC"]
    static let closing = "The phone becomes one of your devices: 'devices' lists it, 'revoke device ID' ends it."

    /// Gavin's device registers the household with Eddie on `server`.
    static func gavin(_ server: SyncServerProcess) throws -> SyncDevice {
        let gavin = try SyncDevice("Gavin", now: now)
        try gavin.ok("new baby Eddie born 2025-09-01")
        try gavin.ok("set server \(server.url)")
        try assertContains(try gavin.ok("sync"), "Registered this household")
        return gavin
    }

    /// The household's devices as `devices --json` lists them.
    static func devices(_ device: SyncDevice) throws -> [[String: Any]] {
        let answer = try JSONSerialization.jsonObject(with: Data(try device.ok("devices --json").utf8)) as? [String: Any]
        return answer?["devices"] as? [[String: Any]] ?? []
    }

    /// The link made through `server` opens once (on `other` when given: the other server of a pair on
    /// one database) into a device of Gavin's, which `devices` lists and `revoke device` ends.
    static func redeemedOnce(_ server: SyncServerProcess, redeemedOn other: SyncServerProcess? = nil) throws {
        let gavin = try gavin(server)
        let before = try devices(gavin)

        let answer = try gavin.ok("add device")
        let lines = answer.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, answer)
        XCTAssertEqual(lines.first, "Open this link on the phone; it works once, until 3:10 PM:")
        XCTAssertEqual(lines.last, closing)
        let link = lines.count > 1 ? lines[1] : ""
        XCTAssertTrue(link.hasPrefix(server.url + "/app/link#"), "the link is the store's server and the answer's path: \(link)")
        XCTAssertFalse(answer.contains("▀") || answer.contains("█"), "no drawing when stdout is not a terminal")
        let opened = other.map { link.replacingOccurrences(of: server.url, with: $0.url) } ?? link

        let redeemed = try AppLinkRequest.redeem(opened)
        XCTAssertEqual(redeemed.status, 200, "\(redeemed.json)")
        XCTAssertEqual(redeemed.json["ok"] as? Bool, true, "\(redeemed.json)")
        XCTAssertEqual(redeemed.json["person"] as? String, "Gavin", "a device of the same person")
        let cookie = try XCTUnwrap(redeemed.cookie, "POST /app/link set no hush_device cookie")
        let me = try AppLinkRequest.get((other ?? server).url + "/app/me", cookie: cookie)
        XCTAssertEqual(me.status, 200, "\(me.json)")
        XCTAssertEqual(me.json["person"] as? String, "Gavin")
        let phone = try XCTUnwrap(me.json["device"] as? String, "\(me.json)")

        let after = try devices(gavin)
        XCTAssertEqual(after.count, before.count + 1, "one new device: \(after)")
        let listed = after.first { $0["id"] as? String == phone }
        XCTAssertEqual(listed?["person"] as? String, "Gavin", "devices lists the phone as Gavin's: \(after)")
        try assertContains(try gavin.ok("devices"), phone)

        let again = try AppLinkRequest.redeem(opened)
        XCTAssertEqual(again.status, 410, "a used link is refused: \(again.json)")
        XCTAssertNil(again.cookie)
        assertContains(again.json["error"] as? String ?? "", "add device")
        XCTAssertEqual(try devices(gavin).count, after.count, "a refused link made no device")

        try assertContains(try gavin.ok("revoke device \(phone.prefix(8))"), "Revoked device \(phone)")
        XCTAssertEqual(try AppLinkRequest.get(server.url + "/app/me", cookie: cookie).status, 401, "the revoked phone is signed out")
        XCTAssertNotNil(try devices(gavin).first { $0["id"] as? String == phone }?["revoked_at"] as? String)
    }

    /// `--json`: the link and its expiry, nothing drawn; a second link is another code.
    static func json(_ server: SyncServerProcess) throws -> (link: String, gavin: SyncDevice) {
        let gavin = try gavin(server)
        let text = try gavin.ok("add device --json")
        let answer = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
        XCTAssertEqual(Set(answer.keys), ["ok", "link", "expires_at"], text)
        XCTAssertEqual(answer["ok"] as? Bool, true)
        XCTAssertEqual(answer["expires_at"] as? String, "2026-01-02T15:10:00Z", "ten minutes, in UTC")
        let link = try XCTUnwrap(answer["link"] as? String)
        XCTAssertTrue(link.hasPrefix(server.url + "/app/link#"), link)
        let code = link.components(separatedBy: "#").last ?? ""
        XCTAssertGreaterThanOrEqual(code.count, 22, "at least 128 bits in base64url: \(code)")
        let second = try JSONSerialization.jsonObject(with: Data(try gavin.ok("add this phone --json").utf8)) as? [String: Any]
        XCTAssertNotEqual(second?["link"] as? String, link, "each link is a code of its own")
        return (link, gavin)
    }
}
