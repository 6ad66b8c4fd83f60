import Foundation
import XCTest

/// The phone app's sign-in against a real `hush serve` (VoiceScenarios' family: Gavin primary, Leanne
/// caregiver, Nana subscriber; the clock pinned at 15:00 UTC): joining in the page sets the cookie, the
/// cookie works where a token does, another site's requests with it are refused and change nothing, and
/// signing out revokes the phone.
enum AppSignInScenarios {
    /// An invite code Gavin makes on the server.
    static func inviteCode(_ inviter: SyncDevice, for name: String, role: String) throws -> String {
        let answer = try inviter.ok("invite \(name) as \(role) --json")
        return try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])?["code"] as? String)
    }

    /// A phone that joined as Grace, a caregiver, through `POST /app/join`.
    static func gracesPhone(_ server: SyncServerProcess, invitedBy gavin: SyncDevice) throws -> AppHTTP {
        let phone = AppHTTP(server: server.url)
        let joined = try phone.post("/app/join", ["code": try inviteCode(gavin, for: "Grace", role: "caregiver"), "person": "Grace"])
        XCTAssertEqual(joined.status, 200, joined.text)
        XCTAssertNotNil(phone.cookie, "no cookie: \(joined.headers)")
        return phone
    }

    static func joinSetsTheCookie(_ server: SyncServerProcess) throws {
        let (gavin, _, _) = try VoiceScenarios.family(server)
        let phone = AppHTTP(server: server.url)
        let joined = try phone.post("/app/join", ["code": try inviteCode(gavin, for: "Grace", role: "caregiver"), "person": "Grace"])
        XCTAssertEqual(joined.status, 200, joined.text)
        XCTAssertEqual(joined.object["ok"] as? Bool, true)
        XCTAssertEqual(joined.object["person"] as? String, "Grace")
        XCTAssertNotNil(joined.object["household"] as? String)
        let set = try XCTUnwrap(joined.headers["set-cookie"])
        let attributes = Set(set.split(separator: ";").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) })
        XCTAssertEqual(attributes, ["Max-Age=34560000", "Path=/", "HttpOnly", "SameSite=Strict"], "plain HTTP: no Secure; \(set)")
        let token = try XCTUnwrap(phone.cookie)
        XCTAssertGreaterThanOrEqual(token.count, 43)
        XCTAssertFalse(joined.text.contains(token), "the token is in the cookie only, never in what the page's script reads")

        let me = try phone.get("/app/me")
        XCTAssertEqual(me.status, 200, me.text)
        XCTAssertEqual(me.object["person"] as? String, "Grace")
        XCTAssertEqual(me.object["role"] as? String, "caregiver")
        XCTAssertEqual((me.object["babies"] as? [[String: Any]])?.map { $0["name"] as? String }, ["Eddie"])
        XCTAssertEqual(me.object["tls"] as? Bool, false)
        XCTAssertEqual(me.object["said_at_limit_hours"] as? Int, 24)
        let device = try XCTUnwrap(me.object["device"] as? String)
        try assertContains(try gavin.ok("devices"), "Grace · \(device)")
        // Wherever a token is taken, the cookie is: a pull, the device list, the event stream's first message.
        XCTAssertEqual(try phone.get("/v1/changes?after=0").status, 200)
        XCTAssertEqual(try phone.get("/v1/devices").status, 200)
        let stream = AppHTTP(server: server.url, cookie: token)
        stream.origin = nil
        stream.options = ["-N", "--max-time", "2"]
        try assertContains(try stream.get("/v1/stream", headers: ["Sec-Fetch-Site": "same-origin"]).text, "data: {\"seq\":")
        let said = try phone.post("/v1/say", ["text": "wet diaper"])
        XCTAssertEqual(said.status, 200, said.text)
        XCTAssertEqual(said.object["ok"] as? Bool, true, said.text)
        try assertContains(try gavin.ok("sync"), "from Grace")
    }

    /// Another site's requests carrying the phone's cookie: refused (403) before anything is done.
    static func otherSitesAreRefused(_ server: SyncServerProcess) throws {
        let (gavin, _, _) = try VoiceScenarios.family(server)
        let phone = try gracesPhone(server, invitedBy: gavin)
        try gavin.ok("sync")
        let ledger = try RawSyncHTTP.pullAll(server.url, token: XCTUnwrap(gavin.token)).count
        let forged: [[String: String]] = [
            ["Origin": "http://evil.example"],
            ["Origin": "null"],
            ["Origin": server.url.replacingOccurrences(of: "http://", with: "https://")],
            ["Origin": "", "Sec-Fetch-Site": "cross-site"],
            ["Origin": "", "Sec-Fetch-Site": "same-site"],
            ["Origin": server.url, "Sec-Fetch-Site": "cross-site"],
            // A POST saying nothing of where it comes from is no browser's: refused as well.
            ["Origin": ""],
        ]
        for headers in forged {
            let said = try phone.post("/v1/say", ["text": "wet diaper"], headers: headers)
            XCTAssertEqual(said.status, 403, "\(headers): \(said.text)")
            XCTAssertEqual(said.object["ok"] as? Bool, false)
            let out = try phone.post("/app/signout", headers: headers)
            XCTAssertEqual(out.status, 403, "\(headers): \(out.text)")
            XCTAssertNil(out.headers["set-cookie"], "a refused sign-out clears nothing")
        }
        for path in ["/v1/status", "/app/me", "/v1/news?after=0"] {
            XCTAssertEqual(try phone.get(path, headers: ["Origin": "http://evil.example"]).status, 403, path)
            XCTAssertEqual(try phone.get(path, headers: ["Origin": "", "Sec-Fetch-Site": "cross-site"]).status, 403, path)
        }
        XCTAssertEqual(try RawSyncHTTP.pullAll(server.url, token: XCTUnwrap(gavin.token)).count, ledger, "a refused request changed the ledger")
        try assertContains(try gavin.ok("sync"), "received 0")
        XCTAssertEqual(try phone.get("/app/me").status, 200, "the phone is still signed in")

        // From the page itself: its Origin, or only Sec-Fetch-Site: same-origin; a GET typed in the address bar.
        XCTAssertEqual(try phone.post("/v1/say", ["text": "wet diaper"]).status, 200)
        XCTAssertEqual(try phone.post("/v1/say", ["text": "dirty diaper"], headers: ["Origin": "", "Sec-Fetch-Site": "same-origin"]).status, 200)
        XCTAssertEqual(try phone.get("/app/me", headers: ["Origin": "", "Sec-Fetch-Site": "none"]).status, 200)
        // Devices and voice assistants send a token and no Origin, as before.
        let bearer = try VoiceScenarios.say(server, token: gavin.token, body: VoiceScenarios.body("wet diaper"))
        XCTAssertEqual(bearer.status, 200)
        XCTAssertTrue(bearer.ok, "\(bearer.json)")
        // The token wins over the cookie: a wrong one is refused whatever cookie comes with it.
        XCTAssertEqual(try phone.get("/app/me", headers: ["Authorization": "Bearer not-a-token"]).status, 401)
        // Joining from another site would sign the phone into a household of that site's choosing.
        let elsewhere = AppHTTP(server: server.url)
        elsewhere.origin = "http://evil.example"
        let code = try inviteCode(gavin, for: "Nora", role: "caregiver")
        XCTAssertEqual(try elsewhere.post("/app/join", ["code": code, "person": "Nora"]).status, 403)
        XCTAssertNil(elsewhere.cookie)
        elsewhere.origin = server.url
        XCTAssertEqual(try elsewhere.post("/app/join", ["code": code, "person": "Nora"]).status, 200, "the refused join used nothing up")
    }

    /// Signing out revokes the phone's device (listed as revoked) and clears the cookie.
    static func signOutRevokes(_ server: SyncServerProcess) throws {
        let (gavin, _, _) = try VoiceScenarios.family(server)
        let phone = try gracesPhone(server, invitedBy: gavin)
        let token = try XCTUnwrap(phone.cookie)
        let device = try XCTUnwrap(try phone.get("/app/me").object["device"] as? String)
        let out = try phone.post("/app/signout")
        XCTAssertEqual(out.status, 200, out.text)
        XCTAssertEqual(out.object["ok"] as? Bool, true)
        try assertContains(try XCTUnwrap(out.headers["set-cookie"]), "hush_device=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict")
        XCTAssertNil(phone.cookie)
        let stale = AppHTTP(server: server.url, cookie: token)
        XCTAssertEqual(try stale.get("/app/me").status, 401)
        XCTAssertEqual(try stale.post("/v1/say", ["text": "wet diaper"]).status, 401)
        let listed = try gavin.ok("devices").split(separator: "\n").first { $0.contains(device) }
        try assertContains(String(try XCTUnwrap(listed)), "revoked")
    }
}
