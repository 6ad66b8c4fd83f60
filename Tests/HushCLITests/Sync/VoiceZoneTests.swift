import Foundation
import XCTest

/// Voice speaks the family's time: the server runs in UTC, the family in New York. The voice guide's Home
/// Assistant recipe is sent exactly as Home Assistant sends it (``HomeAssistantRecipe``), refusals are
/// told apart the way the recipe says, and refused commands answer so from their first words. Clocks are
/// pinned on the server and the devices, so every assertion holds at any hour.
final class VoiceZoneTests: XCTestCase {
    /// 08:16 UTC, which is 3:16 AM in New York (EST, UTC−5).
    static let now = "2026-01-02T08:16:00Z"
    static let newYork = ["TZ": "America/New_York"]

    /// A server in UTC, and Gavin's household registered from a device in New York.
    private func household() throws -> (SyncServerProcess, SyncDevice) {
        let server = try SyncServerProcess.start(environment: ["HUSH_NOW": Self.now, "TZ": "UTC"])
        var gavin = try SyncDevice("Gavin", now: Self.now)
        gavin.environment = Self.newYork
        try gavin.ok("new baby Eddie born 2025-09-01")
        try gavin.ok("set server \(server.url)")
        try assertContains(try gavin.ok("sync"), "Registered this household")
        return (server, gavin)
    }

    func testTheRecipesRequestsSpeakNewYorkTimeFromAServerInUTC() throws {
        let recipe = try HomeAssistantRecipe.fromGuide()
        let (server, gavin) = try household()
        let token = try XCTUnwrap(gavin.token)

        let logged = try recipe.send("wet diaper", to: server, token: token)
        XCTAssertEqual(logged.status, 200, "\(logged.content)")
        XCTAssertEqual(try recipe.spoken(logged), "Logged pee at three sixteen AM.")
        assertContains(logged.content["text"] as? String ?? "", "3:16 AM")
        XCTAssertFalse(try recipe.refused(logged))

        // tojson: quotes, an apostrophe, an ampersand and angle brackets reach the note exactly.
        let said = #"she's "fussy" & <tired>"#
        let noted = try recipe.send("note " + said, to: server, token: token)
        XCTAssertEqual(noted.body, #"{"text": "note she\u0027s \"fussy\" \u0026 \u003ctired\u003e"}"#, "Jinja2's tojson, as Home Assistant sends it")
        XCTAssertTrue(noted.content["ok"] as? Bool ?? false, "\(noted.content)")

        let asked = try recipe.send("when was the last diaper", to: server, token: token)
        try assertContains(try recipe.spoken(asked), "three sixteen AM")

        // The events the assistant logged carry the household's zone, and read 3:16 AM on the device.
        try gavin.ok("sync")
        let events = try gavin.events().values
        let diaper = try XCTUnwrap(events.first { $0["event_type"] as? String == "diaper" })
        XCTAssertEqual((diaper["start_time"] as? [String: Any])?["timezone"] as? String, "America/New_York")
        XCTAssertEqual(events.first { $0["event_type"] as? String == "note" }?["notes"] as? String, said)
        let today = try gavin.ok("today")
        assertContains(today, "3:16 AM")
        XCTAssertFalse(today.contains("UTC"), today)
    }

    /// A note said to the assistant is spoken back by the server; whatever digits it holds, the server
    /// answers it and the next request too.
    func testANoteOfAnyDigitsIsSpokenBackAndTheServerGoesOn() throws {
        let recipe = try HomeAssistantRecipe.fromGuide()
        let (server, gavin) = try household()
        let token = try XCTUnwrap(gavin.token)
        for note in ["note spit up at ٣m", "note see 2026-13-01", "note 99999999999999999999m"] {
            let answer = try recipe.send(note, to: server, token: token)
            XCTAssertEqual(answer.status, 200, "\(note): \(answer.content)")
            XCTAssertFalse(try recipe.spoken(answer).isEmpty, note)
        }
        // A number a path lets through (ten digits lex as infinity): "restore" is also "restore #3", and
        // "explain" is asked by voice. Each stopped the server once; each is refused now.
        for line in ["restore 99999999999.x", "explain restore 99999999999.x", "explain export csv 99999999999h.csv", "explain export csv 1/0h-x"] {
            let answer = try recipe.send(line, to: server, token: token)
            XCTAssertEqual(answer.status, 200, "\(line): \(answer.content)")
            XCTAssertFalse(try recipe.spoken(answer).isEmpty, line)
        }
        let after = try recipe.send("wet diaper", to: server, token: token)
        XCTAssertEqual(try recipe.spoken(after), "Logged pee at three sixteen AM.")
    }

    func testRefusalsAreOkFalseWithStatus200AndTheRecipeTellsThemApart() throws {
        let recipe = try HomeAssistantRecipe.fromGuide()
        let (server, gavin) = try household()
        let token = try XCTUnwrap(gavin.token)
        let answers = try ["export my data", "export", "export json", "Export CSV to x.csv"].map { try recipe.send($0, to: server, token: token) }
        for answer in answers {
            XCTAssertEqual(answer.status, 200)
            XCTAssertEqual(answer.content["ok"] as? Bool, false)
            XCTAssertTrue(try recipe.refused(answer), "the recipe's refusal branch runs")
            XCTAssertEqual(try recipe.spoken(answer), "Sorry, exporting and importing is not available by voice; use hush on one of your devices.")
        }
        // The first words decide for every refused command, however the rest of the line goes.
        for (lines, what) in [(["set zone Europe/Paris", "set", "set units purple"], "Changing settings"),
                              (["new baby", "new baby Zed born 2025-01-01"], "Adding a baby"),
                              (["invite", "invite Bob as caregiver"], "Managing people and invites"),
                              (["sync", "sync please now"], "That command"),
                              (["clock", "clock +5m"], "Moving the clock")] {
            for line in lines {
                let answer = try recipe.send(line, to: server, token: token)
                XCTAssertEqual(answer.content["error"] as? String, "\(what) is not available by voice; use hush on one of your devices", line)
            }
        }
        // Nothing refused was done; a line that may run still does.
        try gavin.ok("sync")
        XCTAssertTrue(try gavin.events().isEmpty)
        let fine = try recipe.send("ate four ounces", to: server, token: token)
        XCTAssertFalse(try recipe.refused(fine), "\(fine.content)")
    }

    func testSetZoneTravelsAndTheFamilyPageReadsIt() throws {
        let (server, gavin) = try household()
        var leanne = try SyncScenarios.join(gavin, as: "Leanne", role: "caregiver", server: server)
        leanne.environment = ["TZ": "Europe/London"]
        leanne.now = Self.now
        try leanne.ok("sync")
        // Leanne's device is in London, but the household is already New York's: her sync leaves it.
        let token = try XCTUnwrap(leanne.token)
        try assertContains(try VoiceScenarios.say(server, token: token, body: VoiceScenarios.body("wet diaper")).speech, "three sixteen AM")

        try assertContains(try leanne.ok("set zone america/los_angeles"), "Household zone set to America/Los_Angeles")
        XCTAssertNotEqual(try leanne.run("set zone Amerca/New_York").status, 0)
        try assertContains(try leanne.run("set zone Amerca/New_York").stderr, "America/New_York")
        try leanne.ok("sync")
        try assertContains(try VoiceScenarios.say(server, token: token, body: VoiceScenarios.body("when was the last diaper")).speech, "twelve sixteen AM")

        // The family page's own text reads the household's clock (its script then shows the reader's).
        try gavin.ok("sync")
        try gavin.ok("office hours on")
        let invite = try gavin.ok("invite Nana as subscriber --json")
        let code = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(invite.utf8)) as? [String: Any])?["code"] as? String)
        try gavin.ok("sync")
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        curl.arguments = ["-s", server.url + "/family/" + code]
        let output = Pipe()
        curl.standardOutput = output
        try curl.run()
        let page = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        curl.waitUntilExit()
        // Named as the zone database names the zone then.
        assertContains(page, "since 12:16 AM PST<")
    }

    /// A household from before zones travelled: the server holds no zone (here its records are removed
    /// with raw pushes), so voice reads the server's UTC, until a device's next sync gives it its own zone.
    func testAHouseholdWithoutAZoneGetsItsDevicesZoneAtTheNextSync() throws {
        let (server, gavin) = try household()
        var leanne = try SyncScenarios.join(gavin, as: "Leanne", role: "caregiver", server: server)
        leanne.environment = ["TZ": "America/Chicago"]
        leanne.now = Self.now
        try leanne.ok("sync")
        let token = try XCTUnwrap(gavin.token)
        let zones = try RawSyncHTTP.pullAll(server.url, token: token).compactMap { $0["change"] as? [String: Any] }
            .filter { ($0["key"] as? String)?.hasPrefix("entity:household_zone:") == true }
        XCTAssertEqual(zones.count, 1, "the registering device sent its zone")
        let removals: [[String: Any]] = zones.enumerated().map { index, change in
            ["id": "unzone-\(index)", "key": change["key"]!, "before": change["after"]!, "after": NSNull(), "by": "Gavin", "at": Self.now]
        }
        let (status, reply) = try RawSyncHTTP.send("POST", server.url + "/v1/changes", token: token, body: ["changes": removals])
        XCTAssertEqual(status, 200, "\(String(describing: reply))")
        let say = { (line: String) in try VoiceScenarios.say(server, token: token, body: VoiceScenarios.body(line)).speech }
        try assertContains(try say("wet diaper"), "eight sixteen AM")

        // Leanne's device pulls a household without a zone and gives it hers.
        try leanne.ok("sync")
        try assertContains(try say("when was the last diaper"), "two sixteen AM")
        try assertContains(try leanne.ok("settings"), "household zone        America/Chicago")
    }
}
