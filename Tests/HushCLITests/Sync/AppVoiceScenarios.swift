import Foundation
import XCTest

/// `/v1/say`'s `said_at`, `changed` and `action`, and `POST /app/undo`, through a real server whose clock
/// is pinned at 15:00 UTC (``AppVoiceTests``).
enum AppVoiceScenarios {
    /// `{"text", "said_at"}` as JSON.
    static func body(_ line: String, saidAt: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: ["text": line, "said_at": saidAt], options: [.sortedKeys]), as: UTF8.self)
    }

    /// Events on Gavin's device after a sync, by start time (UTC text), deleted ones left out.
    static func starts(_ gavin: SyncDevice) throws -> [String] {
        try gavin.ok("sync")
        return try gavin.events().values.filter { $0["deleted_at"] is NSNull }
            .compactMap { ($0["start_time"] as? [String: Any])?["utc"] as? String }.sorted()
    }

    /// A line said at 14:30 and sent at 15:00 reads "10 min ago" and "at 3" against 14:30 and logs there;
    /// a `said_at` past the bounds is refused with a sentence and logs nothing.
    static func saidAt(_ server: SyncServerProcess) throws {
        let (gavin, leanne, _) = try VoiceScenarios.family(server)
        let token = leanne.token
        let ago = try VoiceScenarios.say(server, token: token, body: body("wet diaper 10 min ago", saidAt: "2026-01-02T14:30:00Z"))
        XCTAssertTrue(ago.ok, "\(ago.json)")
        XCTAssertEqual(ago.text, "Logged pee at 2:20 PM")
        XCTAssertEqual(ago.json["changed"] as? Bool, true)
        XCTAssertNotNil(ago.json["action"] as? String)
        // Said at 3:30 in the morning, "at 3" is 3 AM; at the server's 3 PM it would be 3 PM.
        let atThree = try VoiceScenarios.say(server, token: token, body: body("dirty diaper at 3", saidAt: "2026-01-02T03:30:00.250Z"))
        XCTAssertEqual(atThree.text, "Logged poop at 3:00 AM", "\(atThree.json)")
        let plain = try VoiceScenarios.say(server, token: token, body: body("ate 4oz", saidAt: "2026-01-02T09:45:00-05:00"))
        XCTAssertTrue(plain.ok, "\(plain.json)")
        assertContains(plain.text, "2:45 PM")
        // A question changes nothing and names no action.
        let asked = try VoiceScenarios.say(server, token: token, body: VoiceScenarios.body("when was the last diaper?"))
        XCTAssertEqual(asked.json["changed"] as? Bool, false, "\(asked.json)")
        XCTAssertNil(asked.json["action"])
        // The bounds: a minute ahead of the server is the most, a day old the oldest.
        XCTAssertTrue(try VoiceScenarios.say(server, token: token, body: body("wet diaper", saidAt: "2026-01-02T15:01:00Z")).ok)
        XCTAssertTrue(try VoiceScenarios.say(server, token: token, body: body("wet diaper", saidAt: "2026-01-01T15:00:00Z")).ok)
        let before = try starts(gavin)
        let refusals: [(String, String)] = [
            ("2026-01-02T15:01:01Z", "ahead of the server's clock"), ("2026-01-01T14:59:59Z", "more than 24 hours ago"),
            ("2026-01-02T14:30:00", "needs its offset or Z"), ("yesterday", "ISO 8601"), ("2026-13-02T14:30:00Z", "ISO 8601"),
        ]
        for (said, why) in refusals {
            let refused = try VoiceScenarios.say(server, token: token, body: body("wet diaper", saidAt: said))
            XCTAssertEqual(refused.status, 400, "\(said): \(refused.json)")
            XCTAssertFalse(refused.ok)
            assertContains(refused.error, why, said)
            XCTAssertEqual(refused.json["changed"] as? Bool, false)
        }
        let number = try VoiceScenarios.say(server, token: token, body: #"{"text": "wet diaper", "said_at": 5}"#)
        XCTAssertEqual(number.status, 400)
        assertContains(number.error, "\"said_at\" must be a string")
        XCTAssertEqual(try starts(gavin), before, "a refused line logged something")
        XCTAssertEqual(before, ["2026-01-01T15:00:00Z", "2026-01-02T03:00:00Z", "2026-01-02T14:20:00Z", "2026-01-02T14:45:00Z",
                                "2026-01-02T15:01:00Z"])
    }

    /// `POST /app/undo` with an action id, as the page sends it with Bearer or cookie.
    static func undo(_ server: SyncServerProcess, token: String?, action: String) throws -> VoiceScenarios.Reply {
        let answer = try AppHTTP.curl(["-X", "POST", "-H", "Authorization: Bearer \(token ?? "")", "-H", "Content-Type: application/json",
                                       "--data-binary", "{\"action\": \"\(action)\"}", server.url + "/app/undo"])
        return VoiceScenarios.Reply(status: answer.status, json: answer.object)
    }

    /// Undo takes back exactly the action named, only while it is the person's newest and nobody changed
    /// it since; otherwise it refuses and nothing changes.
    static func undoNewestOnly(_ server: SyncServerProcess) throws {
        let (gavin, leanne, _) = try VoiceScenarios.family(server)
        let token = leanne.token
        let wet = try XCTUnwrap(try VoiceScenarios.say(server, token: token, body: body("wet diaper", saidAt: "2026-01-02T14:50:00Z")).json["action"] as? String)
        let dirty = try XCTUnwrap(try VoiceScenarios.say(server, token: token, body: VoiceScenarios.body("dirty diaper")).json["action"] as? String)
        XCTAssertNotEqual(wet, dirty)
        XCTAssertEqual(try starts(gavin).count, 2)

        let older = try undo(server, token: token, action: wet)
        XCTAssertEqual(older.status, 409, "\(older.json)")
        XCTAssertFalse(older.ok)
        assertContains(older.error, "no longer your newest change")
        XCTAssertEqual(try starts(gavin), ["2026-01-02T14:50:00Z", "2026-01-02T15:00:00Z"], "a refused undo changed something")

        let newest = try undo(server, token: token, action: dirty)
        XCTAssertEqual(newest.status, 200, "\(newest.json)")
        XCTAssertTrue(newest.ok)
        XCTAssertEqual(newest.text, "Undid: Logged poop at 3:00 PM")
        XCTAssertEqual(newest.json["changed"] as? Bool, true)
        XCTAssertEqual(try starts(gavin), ["2026-01-02T14:50:00Z"], "exactly the dirty diaper was taken back")
        let twice = try undo(server, token: token, action: dirty)
        XCTAssertEqual(twice.status, 409)
        assertContains(twice.error, "already undone")

        // Someone else's action is not this person's to undo, and an id that is no action is refused too.
        let gavins = try undo(server, token: gavin.token, action: wet)
        XCTAssertEqual(gavins.status, 409)
        assertContains(gavins.error, "not one this server can undo")
        XCTAssertEqual(try undo(server, token: token, action: "v1.x").status, 409)

        // Another device changed the logged diaper since: the undo would throw that change away.
        let again = try XCTUnwrap(try VoiceScenarios.say(server, token: token, body: VoiceScenarios.body("wet diaper")).json["action"] as? String)
        try gavin.ok("sync")
        try assertContains(try gavin.ok("last diaper was dirty"), "Changed the diaper")
        try gavin.ok("sync")
        let edited = try undo(server, token: token, action: again)
        XCTAssertEqual(edited.status, 409, "\(edited.json)")
        assertContains(edited.error, "another device changed that since")
        XCTAssertEqual(try starts(gavin), ["2026-01-02T14:50:00Z", "2026-01-02T15:00:00Z"])
    }
}
