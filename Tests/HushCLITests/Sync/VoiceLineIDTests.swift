import Foundation
import XCTest

/// `POST /v1/say`'s `"id"`: a phone whose answer was lost on the way sends the same line again with the
/// same id, and it is answered again, not logged twice. Through a real `hush serve` and real devices,
/// with the clock pinned (``VoiceScenarios``).
final class VoiceLineIDTests: XCTestCase {
    private func body(_ text: String, id: Any) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: ["text": text, "id": id], options: [.sortedKeys]), as: UTF8.self)
    }

    private func diapers(_ device: SyncDevice) throws -> Int {
        try device.ok("sync")
        return try device.events().values.filter { $0["event_type"] as? String == "diaper" }.count
    }

    func testALineSentTwiceWithItsIdIsLoggedOnceAndAnsweredTwice() throws {
        let server = try SyncServerProcess.start(environment: VoiceScenarios.environment)
        let (gavin, _, _) = try VoiceScenarios.family(server)
        let token = try XCTUnwrap(gavin.token)

        let first = try VoiceScenarios.say(server, token: token, body: body("wet diaper", id: "lq3x9-4kf0a2b1"))
        XCTAssertEqual(first.status, 200, "\(first.json)")
        XCTAssertTrue(first.ok, "\(first.json)")
        let again = try VoiceScenarios.say(server, token: token, body: body("wet diaper", id: "lq3x9-4kf0a2b1"))
        XCTAssertEqual(again.status, 200, "\(again.json)")
        XCTAssertEqual(again.text, first.text)
        XCTAssertEqual(again.json["action"] as? String, first.json["action"] as? String, "the resent line's Undo is the first one's")
        XCTAssertEqual(try diapers(gavin), 1, "the same line sent twice was logged twice")

        // Another id is another line, even with the same words; no id at all is a line of its own too.
        XCTAssertTrue(try VoiceScenarios.say(server, token: token, body: body("wet diaper", id: "lq3x9-second")).ok)
        XCTAssertTrue(try VoiceScenarios.say(server, token: token, body: VoiceScenarios.body("wet diaper")).ok)
        XCTAssertEqual(try diapers(gavin), 3)
    }

    func testAMalformedIdIsRefusedAndNothingIsLogged() throws {
        let server = try SyncServerProcess.start(environment: VoiceScenarios.environment)
        let (gavin, _, _) = try VoiceScenarios.family(server)
        let token = try XCTUnwrap(gavin.token)
        for id: Any in ["", String(repeating: "a", count: 65), "two words", "<b>", "é", 42, ["x"]] {
            let reply = try VoiceScenarios.say(server, token: token, body: body("wet diaper", id: id))
            XCTAssertEqual(reply.status, 400, "id \(id): \(reply.json)")
            assertContains(reply.error, "\"id\" must be a string of 1 to 64")
        }
        XCTAssertTrue(try VoiceScenarios.say(server, token: token, body: body("wet diaper", id: String(repeating: "a", count: 64))).ok)
        XCTAssertEqual(try diapers(gavin), 1)
    }
}
