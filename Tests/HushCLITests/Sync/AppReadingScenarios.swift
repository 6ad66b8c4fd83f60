import Foundation
import XCTest

/// `GET /v1/status` and `GET /v1/news` through a real server (``AppReadingTests``): what a caregiver and a
/// subscriber each read, and other devices' changes in words.
enum AppReadingScenarios {
    static func get(_ server: SyncServerProcess, _ path: String, token: String?) throws -> (status: Int, json: [String: Any]) {
        let (status, json) = try RawSyncHTTP.send("GET", server.url + path, token: token)
        return (status, json as? [String: Any] ?? [:])
    }

    /// A caregiver reads each baby's `status --json` object and its nap window; a subscriber office hours only.
    static func statusByRole(_ server: SyncServerProcess) throws {
        let (gavin, leanne, nana) = try VoiceScenarios.family(server)
        try leanne.ok("wet diaper 20 min ago")
        try leanne.ok("ate 4oz 1 hour ago")
        try leanne.ok("slept 12:30pm to 1:45pm")
        try leanne.ok("sync")
        try gavin.ok("sync")
        try gavin.ok("office hours on")
        try gavin.ok("sync")
        try leanne.ok("sync")

        let caregiver = try get(server, "/v1/status", token: leanne.token)
        XCTAssertEqual(caregiver.status, 200, "\(caregiver.json)")
        let babies = try XCTUnwrap(caregiver.json["babies"] as? [[String: Any]])
        XCTAssertEqual(babies.count, 1)
        var eddie = babies[0]
        // The same object `status --json` prints on Leanne's device, at the same moment, from the same records.
        let printed = try JSONSerialization.jsonObject(with: Data(try leanne.ok("status --json").utf8)) as? [String: Any]
        let nap = try XCTUnwrap(eddie.removeValue(forKey: "next_nap") as? [String: Any], "awake after a nap: a window")
        XCTAssertEqual(NSDictionary(dictionary: eddie), NSDictionary(dictionary: try XCTUnwrap(printed?["status"] as? [String: Any])))
        let from = try XCTUnwrap(nap["from"] as? String), to = try XCTUnwrap(nap["to"] as? String)
        XCTAssertTrue(from.hasSuffix("Z") && to.hasSuffix("Z") && from < to && from > "2026-01-02T13:45:00Z", "\(nap)")
        let hours = try XCTUnwrap(caregiver.json["office_hours"] as? [String: Any])
        XCTAssertEqual(hours["available"] as? Bool, true)
        XCTAssertEqual(hours["since"] as? String, "2026-01-02T15:00:00Z")
        XCTAssertEqual(caregiver.json["zone"] as? String, "GMT")
        // The server's clock (the page counts from it, as `hush status` does) and when the page turns dark.
        XCTAssertEqual(caregiver.json["now"] as? String, "2026-01-02T15:00:00Z")
        XCTAssertEqual(caregiver.json["quiet_hours"] as? String, "22:00-06:00")

        let subscriber = try get(server, "/v1/status", token: nana.token)
        XCTAssertEqual(subscriber.status, 200, "\(subscriber.json)")
        XCTAssertEqual((subscriber.json["babies"] as? [Any])?.count, 0, "a subscriber sees no log: \(subscriber.json)")
        XCTAssertEqual((subscriber.json["office_hours"] as? [String: Any])?["available"] as? Bool, true)
        XCTAssertEqual((subscriber.json["office_hours"] as? [String: Any])?["since"] as? String, "2026-01-02T15:00:00Z")
        XCTAssertFalse(String(describing: subscriber.json).contains("diaper"))
        XCTAssertEqual(subscriber.json["now"] as? String, "2026-01-02T15:00:00Z")
        XCTAssertEqual(subscriber.json["quiet_hours"] as? String, "22:00-06:00")

        XCTAssertEqual(try get(server, "/v1/status?baby=eddie", token: leanne.token).json["babies"].map { ($0 as? [Any])?.count }, 1)
        let nobody = try get(server, "/v1/status?baby=Mia", token: leanne.token)
        XCTAssertEqual(nobody.status, 404)
        XCTAssertEqual(try get(server, "/v1/status", token: nil).status, 401)
        // Closed again: both read it.
        try gavin.ok("office hours off")
        try gavin.ok("sync")
        XCTAssertEqual((try get(server, "/v1/status", token: nana.token).json["office_hours"] as? [String: Any])?["available"] as? Bool, false)
    }

    /// Another device's change is news, with its person, in words and the household's zone; the caller's
    /// own lines are not. Text from another device is plain text, control characters escaped.
    static func news(_ server: SyncServerProcess) throws {
        let (gavin, leanne, nana) = try VoiceScenarios.family(server)
        let phone = AppHTTP(server: server.url)
        XCTAssertEqual(try phone.post("/app/link", ["code": try DeviceLinkScenarios.makeLink(server, token: gavin.token)]).status, 200)
        let start = try XCTUnwrap(try phone.get("/v1/news?after=0").object["latest"] as? Int)
        XCTAssertEqual(try phone.post("/v1/say", ["text": "wet diaper"]).object["ok"] as? Bool, true)
        try leanne.ok("sync")
        try leanne.ok("dirty diaper 5 min ago")
        try leanne.ok("note <img src=x onerror=alert(1)> \u{1B}[31m")
        try leanne.ok("sync")

        let news = try phone.get("/v1/news?after=\(start)").object
        let items = try XCTUnwrap(news["items"] as? [[String: Any]])
        XCTAssertEqual(items.map { $0["person"] as? String }, ["Leanne", "Leanne"], "\(items)")
        XCTAssertEqual(items.first?["text"] as? String, "Logged poop at 2:55 PM")
        // As text, verbatim (the page inserts it as text), with the escape character written out.
        assertContains(items.last?["text"] as? String ?? "", "Logged note · <img src=x onerror=alert(1)> \\u001b")
        XCTAssertFalse(String(describing: items).contains("\u{1B}"))
        let seqs = items.compactMap { $0["seq"] as? Int }
        XCTAssertEqual(seqs, seqs.sorted())
        XCTAssertTrue(seqs.allSatisfy { $0 > start })
        XCTAssertNotNil(items.first?["at"] as? String)
        let latest = try XCTUnwrap(news["latest"] as? Int)
        XCTAssertEqual((try phone.get("/v1/news?after=\(latest)").object["items"] as? [Any])?.count, 0)

        // For Leanne, the phone's line is another device's: Gavin's.
        let hers = try get(server, "/v1/news?after=\(start)", token: leanne.token).json["items"] as? [[String: Any]] ?? []
        XCTAssertEqual(hers.map { $0["person"] as? String }, ["Gavin"])
        XCTAssertEqual(hers.first?["text"] as? String, "Logged pee at 3:00 PM")
        // A subscriber reads office hours only, in the news as everywhere.
        try gavin.ok("office hours on")
        try gavin.ok("sync")
        let nanas = try get(server, "/v1/news?after=\(start)", token: nana.token).json["items"] as? [[String: Any]] ?? []
        XCTAssertEqual(nanas.compactMap { $0["text"] as? String }, ["Opened office hours"])
    }
}
