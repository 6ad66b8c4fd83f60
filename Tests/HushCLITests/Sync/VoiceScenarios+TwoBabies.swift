import Foundation
import XCTest

/// Two babies by voice with nothing but the line: the recipe never sends `"baby"`, so the line names
/// the baby ("note for Mia: …", "timeline for Mia", "delete Mia's last diaper"), "which baby?" says a
/// line that works by voice, and the scope is decided on the command whatever is said before it.
extension VoiceScenarios {
    static func twoBabiesByName(_ server: SyncServerProcess) throws {
        let (gavin, _, _) = try family(server)
        let token = try XCTUnwrap(gavin.token)
        try gavin.ok("new baby Mia born 2025-10-01")
        try gavin.ok("sync")

        let unsaid = try say(server, token: token, body: body("dirty diaper"))
        XCTAssertFalse(unsaid.ok, "logged without knowing whose: \(unsaid.json)")
        // The answer says a line voice takes, never "baby NAME", which voice refuses.
        assertContains(unsaid.error, "which baby? Eddie or Mia; say the baby's name in the line, for example 'dirty diaper for Eddie'")
        XCTAssertFalse(unsaid.error.contains("'baby "), unsaid.error)
        let asked = try say(server, token: token, body: body("dirty diaper for Eddie"))
        XCTAssertTrue(asked.ok, "the line the answer offered: \(asked.json)")
        let switching = try say(server, token: token, body: body("baby Mia"))
        XCTAssertFalse(switching.ok)
        assertContains(switching.error, "say the baby's name in the line instead, for example 'wet diaper for Mia'")

        for line in ["note for Mia: rash on cheek", "hey hush, tell hush to log a wet diaper for Mia", "um, Mia had a wet diaper"] {
            let answer = try say(server, token: token, body: body(line))
            XCTAssertTrue(answer.ok, "\(line): \(answer.json)")
            assertContains(answer.text, "Mia", line)
        }
        let deleted = try say(server, token: token, body: body("delete Mia's last diaper"))
        XCTAssertTrue(deleted.ok, "\(deleted.json)")
        for (line, shows) in [("timeline for Mia", "Timeline · Mia"), ("deleted for Mia", "Pee"), ("Mia's last diaper", "Mia"),
                              ("handover for Mia", "Mia ·")] {
            let answer = try say(server, token: token, body: body(line))
            XCTAssertTrue(answer.ok, "\(line): \(answer.json)")
            assertContains(answer.text, shows, line)
        }
        // Refused on the command, whatever comes before it; nothing of these reaches the store.
        for line in ["um export my data", "ok export json", "hey hush, export json", "to export my data", "join ABCD as Leanne",
                     "reset all data", "start routine Oprah", "restore from /tmp/x.hush", "revoke device 2", "buy premium"] {
            let answer = try say(server, token: token, body: body(line))
            XCTAssertFalse(answer.ok, "\(line): \(answer.json)")
            assertContains(answer.error, "not available by voice", line)
        }

        try gavin.ok("sync")
        let document = try JSONSerialization.jsonObject(with: Data(try gavin.ok("export json").utf8)) as? [String: Any]
        let ids = Dictionary(uniqueKeysWithValues: (document?["babies"] as? [[String: Any]] ?? []).map { ($0["name"] as! String, $0["id"] as! String) })
        let notes = try gavin.events().values.filter { $0["event_type"] as? String == "note" }
        XCTAssertEqual(notes.count, 1, "\(notes)")
        XCTAssertEqual(notes.first?["baby_id"] as? String, ids["Mia"], "the note for Mia is in Mia's log")
        let byBaby = Dictionary(grouping: try gavin.events().values) { $0["baby_id"] as? String ?? "" }
        XCTAssertEqual(byBaby[ids["Eddie"] ?? "-"]?.count, 1, "Eddie's dirty diaper, and nothing of Mia's")
    }
}
