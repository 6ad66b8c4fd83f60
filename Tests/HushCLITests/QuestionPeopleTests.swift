import Foundation
import XCTest

/// Questions about who logged, and who may ask: a caregiver's events by name, and a subscriber, who sees
/// office hours only and is refused a question about events, as `status` is.
final class QuestionPeopleTests: XCTestCase {
    static let now = "2026-01-02T15:00:00-05:00"

    func join(_ base: [String], _ name: String, as role: String) throws {
        let invite = try HushProcess.run(base + ["--as", "Gavin", "--json", "invite \(name) as \(role)"])
        let code = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(invite.stdout.utf8)) as? [String: Any])?["code"] as? String,
                                 invite.stdout + invite.stderr)
        let joined = try HushProcess.run(base + ["--as", name, "join \(code) as \(name)"])
        XCTAssertEqual(joined.status, 0, joined.stderr)
    }

    func testWhoLoggedAndWhoMayAsk() throws {
        let store = try TemporaryStore()
        let base = ["--store", store.path, "--now", Self.now, "--tz", "America/New_York"]
        XCTAssertEqual(try HushProcess.run(base + ["--as", "Gavin", "new baby Eddie born 2025-09-01"]).status, 0)
        try join(base, "Leanne", as: "caregiver")
        try join(base, "Sue", as: "subscriber")
        XCTAssertEqual(try HushProcess.run(base + ["--as", "Leanne"], stdin: "wet diaper at 1pm\npoop at 2pm\n").status, 0)
        XCTAssertEqual(try HushProcess.run(base + ["--as", "Gavin", "ate 4oz, 0.5 left at 2:30pm"]).status, 0)

        let asked = try HushProcess.run(base + ["--as", "Gavin", "what did Leanne log today"])
        XCTAssertEqual(asked.stdout, "Leanne logged 2 events for Eddie today: pee at 1:00 PM, poop at 2:00 PM\n", asked.stderr)
        let mine = try HushProcess.run(base + ["--as", "Gavin", "what did I log today"])
        XCTAssertTrue(mine.stdout.contains("logged 1 event for Eddie today: 4 oz bottle at 2:30 PM"), mine.stdout + mine.stderr)

        // A subscriber sees office hours only, as with `status`: a question about events is refused, open or not.
        for state in ["office hours off", "office hours on"] {
            XCTAssertEqual(try HushProcess.run(base + ["--as", "Gavin", state]).status, 0)
            let refused = try HushProcess.run(base + ["--as", "Sue", "did he poop today"])
            XCTAssertNotEqual(refused.status, 0, "a subscriber asked with \(state): \(refused.stdout)")
            XCTAssertTrue(refused.stderr.contains("office hours only"), refused.stderr)
        }
        XCTAssertEqual(try HushProcess.run(base + ["--as", "Sue", "office hours"]).status, 0)
    }
}
