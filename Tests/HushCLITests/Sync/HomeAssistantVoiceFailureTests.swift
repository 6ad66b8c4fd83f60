import Foundation
import XCTest

/// The voice guide's Home Assistant recipe when things go wrong, run as Home Assistant runs it (``HomeAssistantRecipe``)
/// against a real server: stopped, it refuses connections; paused (SIGSTOP), it takes the connection and
/// never answers, so the recipe's `timeout` ends the call. Either way Assist speaks the recipe's sentence
/// rather than "An unexpected error occurred", and `hush_refused` fires with status 0. Answers that do
/// come back fire it with their HTTP status and error: a refusal (200) and a revoked token (401).
final class HomeAssistantVoiceFailureTests: XCTestCase {
    static let now = "2026-01-02T15:00:00Z"
    static let noAnswer = "Sorry, Hush did not answer. Check on one of your devices whether that was logged."

    private func household() throws -> (SyncServerProcess, String) {
        let server = try SyncServerProcess.start(environment: ["HUSH_NOW": Self.now, "TZ": "UTC"])
        let gavin = try SyncDevice("Gavin", now: Self.now)
        try gavin.ok("new baby Eddie born 2025-09-01")
        try gavin.ok("set server \(server.url)")
        try gavin.ok("sync")
        return (server, try XCTUnwrap(gavin.token))
    }

    private func assertNoAnswer(_ turn: HomeAssistantTurn, _ recipe: HomeAssistantRecipe, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertNotNil(turn.callError, "the rest command failed", file: file, line: line)
        XCTAssertNil(turn.failed, "the script carried on", file: file, line: line)
        XCTAssertEqual(try recipe.spoken(turn), Self.noAnswer, file: file, line: line)
        XCTAssertEqual(turn.refusals.count, 1, file: file, line: line)
        XCTAssertEqual(turn.refusals.first?["status"] as? Int, 0, file: file, line: line)
        XCTAssertEqual(turn.refusals.first?["error"] as? String, "the Hush server did not answer", file: file, line: line)
        XCTAssertEqual(turn.refusals.first?["line"] as? String, "wet diaper", file: file, line: line)
    }

    func testAStoppedServerIsSaidAloudAndFiresTheRefusalEvent() throws {
        let recipe = try HomeAssistantRecipe.fromGuide()
        let (server, token) = try household()
        let answered = try recipe.send("wet diaper", to: server, token: token)
        XCTAssertEqual(try recipe.spoken(answered), "Logged pee at three PM.")
        XCTAssertTrue(answered.events.isEmpty)

        let url = server.url
        XCTAssertTrue(server.stop(within: 10).inTime)
        try assertNoAnswer(try recipe.send("wet diaper", to: url, token: token), recipe)
    }

    func testAServerThatTakesTheCallAndNeverAnswersTimesOutAndIsSaidAloud() throws {
        let recipe = try HomeAssistantRecipe.fromGuide()
        assertContains(recipe.yaml, "\n    timeout: 8\n")
        let (server, token) = try household()
        let pid = try XCTUnwrap(server.processIdentifier)
        kill(pid, SIGSTOP)
        defer { kill(pid, SIGCONT) }
        try assertNoAnswer(try recipe.send("wet diaper", to: server, token: token), recipe)
    }

    func testTheRefusalEventCarriesTheStatusAndTheError() throws {
        let recipe = try HomeAssistantRecipe.fromGuide()
        let (server, token) = try household()
        let refused = try recipe.send("export my data", to: server, token: token)
        XCTAssertEqual(refused.refusals.first?["status"] as? Int, 200)
        XCTAssertEqual(refused.refusals.first?["error"] as? String, "Exporting and importing is not available by voice; use hush on one of your devices")

        let unknown = try recipe.send("wet diaper", to: server, token: "not-a-token")
        XCTAssertEqual(unknown.status, 401)
        XCTAssertEqual(unknown.refusals.first?["status"] as? Int, 401)
        assertContains(unknown.refusals.first?["error"] as? String ?? "", "no valid device token")
        XCTAssertEqual(try recipe.spoken(unknown), "Sorry, Hush doesn't know this assistant. Give it a new token from one of your devices.")
    }
}
