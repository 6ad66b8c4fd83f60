import Foundation
import XCTest

/// The voice guide's Home Assistant sensors against a real server and a real household: the recipe read from
/// the guide, `GET /v1/status` fetched as Home Assistant fetches it, every `value_template` rendered with
/// Jinja2 against the real answer, and the states checked against what the family logged (clock pinned).
final class HomeAssistantSensorTests: XCTestCase {
    static let now = "2026-01-02T15:00:00Z"

    func testTheRecipeReadsTheStatusEndpointWithTheVoiceRecipesSecret() throws {
        let recipe = try HomeAssistantSensorRecipe.fromGuide()
        XCTAssertEqual(URLComponents(string: recipe.resource)?.path, "/v1/status")
        XCTAssertEqual(recipe.headers, ["Authorization": "!secret hush_authorization"], "the token from secrets.yaml, as the voice recipe takes it")
        let guide = try String(contentsOf: HushProcess.projectRoot.appendingPathComponent(HomeAssistantRecipe.guidePath), encoding: .utf8)
        assertContains(guide, "rest_command:\n  hush_say:\n    url: \"https://hush.example.org/v1/say\"\n    method: post\n    headers:\n      Authorization: !secret hush_authorization")
        XCTAssertEqual(recipe.entities.map(\.name), ["Eddie last feed", "Eddie last diaper", "Eddie nap window opens",
                                                     "Eddie nap window closes", "Eddie asleep", "Eddie office hours"])
        for entity in recipe.entities where entity.platform == "sensor" {
            XCTAssertEqual(entity.deviceClass, "timestamp", entity.name)
        }
    }

    func testEverySensorShowsWhatTheFamilyLogged() throws {
        let recipe = try HomeAssistantSensorRecipe.fromGuide()
        let server = try SyncServerProcess.start(environment: ["HUSH_NOW": Self.now, "TZ": "UTC"])
        let gavin = try SyncDevice("Gavin", now: Self.now)
        try gavin.ok("new baby Eddie born 2025-09-01")
        try gavin.ok("set server \(server.url)")
        try gavin.ok("sync")
        // A bottle made ahead counts from when the feeding began (2:20), as `status` counts it.
        for line in ["made a 4oz bottle 50 min ago", "feeding 40 min ago", "finished 30 min ago", "wet diaper 25 min ago",
                     "slept from 1pm to 2pm", "office hours on", "sync"] {
            try gavin.ok(line)
        }
        let token = try XCTUnwrap(gavin.token)
        let nap = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try gavin.ok("next nap --json").utf8)) as? [String: Any])

        let awake = try recipe.fetch(from: server, token: token)
        XCTAssertEqual(awake.status, 200, awake.body)
        XCTAssertEqual(try recipe.states(for: awake.body), [
            "Eddie last feed": "2026-01-02T14:20:00Z", "Eddie last diaper": "2026-01-02T14:35:00Z",
            "Eddie nap window opens": try XCTUnwrap(nap["range_start"] as? String),
            "Eddie nap window closes": try XCTUnwrap(nap["range_end"] as? String),
            "Eddie asleep": "False", "Eddie office hours": "True",
        ])

        for line in ["fell asleep 5 min ago", "office hours off", "sync"] { try gavin.ok(line) }
        let asleep = try recipe.fetch(from: server, token: token)
        XCTAssertEqual(asleep.status, 200, asleep.body)
        XCTAssertEqual(try recipe.states(for: asleep.body), [
            "Eddie last feed": "2026-01-02T14:20:00Z", "Eddie last diaper": "2026-01-02T14:35:00Z",
            "Eddie nap window opens": "None", "Eddie nap window closes": "None",
            "Eddie asleep": "True", "Eddie office hours": "False",
        ])
    }

    /// A grandparent's (subscriber's) token: office hours, and the baby's sensors empty, not an error.
    func testASubscribersSensorsShowOfficeHoursOnly() throws {
        let recipe = try HomeAssistantSensorRecipe.fromGuide()
        let server = try SyncServerProcess.start(environment: ["HUSH_NOW": Self.now, "TZ": "UTC"])
        let gavin = try SyncDevice("Gavin", now: Self.now)
        try gavin.ok("new baby Eddie born 2025-09-01")
        try gavin.ok("set server \(server.url)")
        try gavin.ok("sync")
        let invite = try JSONSerialization.jsonObject(with: Data(try gavin.ok("invite Nana as subscriber --json").utf8)) as? [String: Any]
        let nana = try SyncDevice("Nana", now: Self.now)
        try nana.ok("set server \(server.url)")
        try nana.ok("join \(try XCTUnwrap(invite?["code"] as? String)) as Nana")
        for line in ["ate 4oz 10 min ago", "fell asleep 5 min ago", "office hours on", "sync"] { try gavin.ok(line) }

        let seen = try recipe.fetch(from: server, token: try XCTUnwrap(nana.token))
        XCTAssertEqual(seen.status, 200, seen.body)
        XCTAssertEqual(try recipe.states(for: seen.body), [
            "Eddie last feed": "None", "Eddie last diaper": "None", "Eddie nap window opens": "None",
            "Eddie nap window closes": "None", "Eddie asleep": "False", "Eddie office hours": "True",
        ])
    }
}
