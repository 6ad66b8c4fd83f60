import Foundation
import XCTest

/// Lines a voice says in one breath, through the real binary and into the store: a nap's start and end
/// and a bottle with what was left log one event each, exactly as their one-clause forms would; a
/// compound whose parts disagree, food fed to someone else and a sleep still running from days ago are
/// refused and leave the store as it was.
final class CompoundLineCLITests: XCTestCase {
    private let now = "2026-01-02T15:00:00-05:00"

    private func run(_ store: TemporaryStore, _ line: String) throws -> HushProcess.Result {
        try HushProcess.run(["--store", store.path, "--now", now, "--tz", "America/New_York", "-c", line])
    }

    private func events(_ store: TemporaryStore) throws -> [[String: Any]] {
        let result = try run(store, "export json --json")
        XCTAssertEqual(result.status, 0, result.stderr)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return document["events"] as? [[String: Any]] ?? []
    }

    private func utc(_ event: [String: Any], _ field: String) -> String? {
        (event[field] as? [String: Any])?["utc"] as? String
    }

    func testANapAndABottleInOneBreathLogOneEventEach() throws {
        let store = try TemporaryStore()
        XCTAssertEqual(try run(store, "new baby Eddie born 2025-09-01").status, 0)
        let nap = try run(store, "she went down at 12:50 and woke up at 2:10")
        XCTAssertEqual(nap.stdout, "Logged sleep 12:50 PM – 2:10 PM (1h 20m)\n", nap.stderr)
        let bottle = try run(store, "okay he ate 5 ounces and left 1")
        XCTAssertEqual(bottle.stdout, "Logged a 5 oz bottle finished at 3:00 PM: drank 4 oz, 1 oz left\n", bottle.stderr)
        let logged = try events(store)
        XCTAssertEqual(logged.count, 2)
        let sleep = try XCTUnwrap(logged.first { $0["event_type"] as? String == "sleep" })
        XCTAssertEqual(utc(sleep, "start_time"), "2026-01-02T17:50:00Z")
        XCTAssertEqual(utc(sleep, "end_time"), "2026-01-02T19:10:00Z")
        let eat = try XCTUnwrap((logged.first { $0["event_type"] as? String == "eat" })?["data"] as? [String: Any])
        XCTAssertEqual(eat["amount_prepared"] as? Double, 5)
        XCTAssertEqual(eat["amount_remaining"] as? Double, 1)
    }

    func testRefusalsChangeNothing() throws {
        let store = try TemporaryStore()
        XCTAssertEqual(try run(store, "new baby Eddie born 2025-09-01").status, 0)
        let before = try events(store)
        for (line, words) in [
            ("fell asleep at 2:35 and woke at 1:05", "'woke at 1:05' is not after 'fell asleep at 2:35'"),
            ("ate 4 ounces and left 5", "'left 5' is more than 'ate 4 ounces'"),
            ("wet diaper and ate 4oz", "'wet diaper' (diaper contents=wet at=now) and 'ate 4oz'"),
            ("fed the fish at 2pm", "'the fish' is who was fed"),
            ("fell asleep 3 days ago", "log the finished sleep with its length, for example 'slept 2 hours 3 days ago'"),
        ] {
            let result = try run(store, line)
            XCTAssertEqual(result.status, 1, line)
            XCTAssertTrue(result.stderr.contains(words), "\(line): \(result.stderr)")
        }
        XCTAssertEqual(try events(store).count, before.count)
        // Under the limit an open sleep is still what was said.
        XCTAssertEqual(try run(store, "fell asleep 15 hours ago").stdout, "Started sleep at 12:00 AM\n")
    }
}
