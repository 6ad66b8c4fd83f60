import Foundation
import XCTest

/// `add device`'s links through real servers (``DeviceLinkTests``): made with a device's token, redeemed
/// by a phone into a device of the same person, once; expired after ten minutes of the server's clock
/// (the server is restarted with a later `HUSH_NOW`, so nothing waits); listed and revoked like any device.
enum DeviceLinkScenarios {
    /// `POST /v1/device-links` with `token`: the code, checked for its shape.
    static func makeLink(_ server: SyncServerProcess, token: String?, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let (status, json) = try RawSyncHTTP.send("POST", server.url + "/v1/device-links", token: token)
        XCTAssertEqual(status, 200, "\(String(describing: json))", file: file, line: line)
        let link = try XCTUnwrap(json as? [String: Any], file: file, line: line)
        let code = try XCTUnwrap(link["code"] as? String, file: file, line: line)
        // At least 128 random bits in URL-safe base64: 22 characters or more, nothing to escape in a URL.
        XCTAssertGreaterThanOrEqual(code.count, 22, file: file, line: line)
        XCTAssertTrue(code.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }, code, file: file, line: line)
        XCTAssertEqual(link["path"] as? String, "/app/link#" + code, file: file, line: line)
        return code
    }

    /// A link Leanne's device makes works once, on `redeemOn` (another server of the same database, or
    /// the same one), into a device of Leanne's (her role, her person id) that a terminal revokes.
    static func worksOnce(_ server: SyncServerProcess, redeemOn other: SyncServerProcess? = nil) throws {
        let (gavin, leanne, _) = try VoiceScenarios.family(server)
        let code = try makeLink(server, token: leanne.token)
        let made = try RawSyncHTTP.send("POST", server.url + "/v1/device-links", token: leanne.token)
        XCTAssertEqual((made.json as? [String: Any])?["expires_at"] as? String, "2026-01-02T15:10:00Z", "ten minutes from the server's clock")
        let target = other ?? server
        let phone = AppHTTP(server: target.url)
        let linked = try phone.post("/app/link", ["code": code])
        XCTAssertEqual(linked.status, 200, linked.text)
        XCTAssertEqual(linked.object["person"] as? String, "Leanne")
        XCTAssertNotNil(phone.cookie)
        let me = try phone.get("/app/me").object
        XCTAssertEqual(me["person"] as? String, "Leanne")
        XCTAssertEqual(me["role"] as? String, "caregiver", "the role comes from Leanne's membership")
        let device = try XCTUnwrap(me["device"] as? String)

        let again = try AppHTTP(server: target.url).post("/app/link", ["code": code])
        XCTAssertEqual(again.status, 410, again.text)
        assertContains(again.error, "already used")
        assertContains(again.error, "add device")
        let unknown = try AppHTTP(server: target.url).post("/app/link", ["code": String(repeating: "A", count: 24)])
        XCTAssertEqual(unknown.status, 404, unknown.text)
        assertContains(unknown.error, "add device")
        let odd = try AppHTTP(server: target.url).post("/app/link", ["code": "../../etc/passwd"])
        XCTAssertEqual(odd.status, 404, odd.text)

        // The same person: Leanne's own devices list it, her line by the phone is hers on Gavin's device.
        try assertContains(try leanne.ok("devices"), "Leanne · \(device)")
        let said = try phone.post("/v1/say", ["text": "wet diaper"])
        XCTAssertEqual(said.object["ok"] as? Bool, true, said.text)
        try assertContains(try gavin.ok("sync"), "from Leanne")
        // A terminal revokes it like any device; the phone is signed out at once.
        try assertContains(try gavin.ok("revoke device \(device)"), "Revoked device \(device)")
        XCTAssertEqual(try phone.get("/app/me").status, 401)
        XCTAssertEqual(try phone.post("/v1/say", ["text": "dirty diaper"]).status, 401)
    }

    /// A phone signed in already that opens a link becomes the link's device, and the device its old cookie
    /// named is revoked: nobody holds that token any more, so `devices` must not show it in use.
    static func replacesTheSignedInDevice(_ server: SyncServerProcess) throws {
        let (gavin, leanne, _) = try VoiceScenarios.family(server)
        let phone = AppHTTP(server: server.url)
        XCTAssertEqual(try phone.post("/app/link", ["code": try makeLink(server, token: leanne.token)]).status, 200)
        let old = try XCTUnwrap(try phone.get("/app/me").object["device"] as? String)
        let oldCookie = try XCTUnwrap(phone.cookie)
        try assertContains(try leanne.ok("devices"), old)

        let linked = try phone.post("/app/link", ["code": try makeLink(server, token: gavin.token)])
        XCTAssertEqual(linked.status, 200, linked.text)
        XCTAssertEqual(linked.object["person"] as? String, "Gavin")
        let me = try phone.get("/app/me").object
        XCTAssertEqual(me["person"] as? String, "Gavin")
        let new = try XCTUnwrap(me["device"] as? String)
        XCTAssertNotEqual(new, old)
        let devices = try gavin.ok("devices").split(separator: "\n")
        let oldLine = try XCTUnwrap(devices.first { $0.contains(old) }, "\(devices)")
        XCTAssertTrue(oldLine.contains("· revoked "), "the phone's old device is still in use: \(oldLine)")
        XCTAssertFalse(try XCTUnwrap(devices.first { $0.contains(new) }, "\(devices)").contains("revoked"))
        XCTAssertEqual(try AppHTTP(server: server.url, cookie: oldCookie).get("/app/me").status, 401, "the old cookie still signs in")
    }

    /// A link works until ten minutes after it was made, by the server's clock, and not from then on.
    static func expires(_ server: SyncServerProcess) throws {
        let (_, leanne, _) = try VoiceScenarios.family(server)
        let early = try makeLink(server, token: leanne.token)
        let late = try makeLink(server, token: leanne.token)
        server.environment["HUSH_NOW"] = "2026-01-02T15:09:59Z"
        try server.restart()
        XCTAssertEqual(try AppHTTP(server: server.url).post("/app/link", ["code": early]).status, 200, "a second before it expires")
        server.environment["HUSH_NOW"] = "2026-01-02T15:10:00Z"
        try server.restart()
        let expired = try AppHTTP(server: server.url).post("/app/link", ["code": late])
        XCTAssertEqual(expired.status, 410, expired.text)
        assertContains(expired.error, "expired at 2026-01-02T15:10:00Z")
        assertContains(expired.error, "add device")
    }

    /// One code sent by eight phones at the same moment, spread over `servers`: one device, seven 410s.
    static func racedOnce(_ servers: [SyncServerProcess]) throws {
        let (gavin, leanne, _) = try VoiceScenarios.family(servers[0])
        let code = try makeLink(servers[0], token: leanne.token)
        let urls = servers.map(\.url)
        let answers = ConcurrentAnswers.gather(8) { index in
            try? AppHTTP(server: urls[index % urls.count]).post("/app/link", ["code": code])
        }
        XCTAssertEqual(answers.compactMap { $0?.status }.sorted(), [200] + Array(repeating: 410, count: 7), "\(answers.map { $0?.text })")
        let devices = try XCTUnwrap(try RawSyncHTTP.send("GET", servers[0].url + "/v1/devices", token: gavin.token).json as? [[String: Any]])
        XCTAssertEqual(devices.filter { $0["person"] as? String == "Leanne" }.count, 2, "Leanne's device and the one phone: \(devices)")
    }

    /// The device that made a link is revoked before the link is used: the link no longer works.
    static func revokedMakerEndsItsLinks(_ server: SyncServerProcess) throws {
        let (gavin, leanne, _) = try VoiceScenarios.family(server)
        let code = try makeLink(server, token: leanne.token)
        let devices = try XCTUnwrap(try RawSyncHTTP.send("GET", server.url + "/v1/devices", token: gavin.token).json as? [[String: Any]])
        let leannes = try XCTUnwrap(devices.first { $0["person"] as? String == "Leanne" }?["id"] as? String)
        try gavin.ok("revoke device \(leannes)")
        let refused = try AppHTTP(server: server.url).post("/app/link", ["code": code])
        XCTAssertEqual(refused.status, 410, refused.text)
        assertContains(refused.error, "signed out")
        // Without a token no link is made at all.
        XCTAssertEqual(try RawSyncHTTP.send("POST", server.url + "/v1/device-links").status, 401)
    }
}
