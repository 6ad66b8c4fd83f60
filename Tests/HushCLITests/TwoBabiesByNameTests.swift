import Foundation
import XCTest

/// With two babies, a line naming one is that baby's, for every command about one baby, in a pipe and in
/// a script alike; with Eddie selected, nothing said of Mia lands in Eddie's log, and a name that is no
/// baby's is refused. The clock is pinned, so the answers hold at any hour.
final class TwoBabiesByNameTests: XCTestCase {
    private var store: TemporaryStore!

    override func setUpWithError() throws {
        store = try TemporaryStore()
        let added = try HushProcess.run(arguments([]), stdin: "new baby Eddie born 2025-09-01\nnew baby Mia born 2025-10-01\nbaby Eddie\n")
        XCTAssertEqual(added.status, 0, added.stderr)
    }

    private func arguments(_ words: [String]) -> [String] {
        ["--store", store.path, "--now", "2026-01-02T15:00:00Z", "--tz", "UTC", "--as", "gavin"] + words
    }

    /// Every line of `lines` through one pipe; each must succeed.
    private func run(_ lines: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try HushProcess.run(arguments([]), stdin: lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        return result.stdout
    }

    private func eventsByBaby() throws -> [String: [[String: Any]]] {
        let text = try HushProcess.run(arguments(["export", "json"])).stdout
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
        let names = Dictionary(uniqueKeysWithValues: (json["babies"] as? [[String: Any]] ?? []).map { ($0["id"] as! String, $0["name"] as! String) })
        let live = (json["events"] as? [[String: Any]] ?? []).filter { $0["deleted_at"] == nil || $0["deleted_at"] is NSNull }
        return Dictionary(grouping: live) { names[$0["baby_id"] as? String ?? ""] ?? "?" }
    }

    func testEveryCommandAboutOneBabyTakesItsName() throws {
        let said = try run([
            "note for Mia: rash on cheek", "wet diaper 20 min ago for Mia", "um, log a dirty diaper for Mia", "Mia fell asleep 10 min ago",
            "Mia fell asleep 5 minutes earlier", "delete Mia's last diaper", "Mia's last diaper", "when did Mia last eat",
            "timeline for Mia", "deleted for Mia", "show Mia's last sleep", "handover for Mia",
        ])
        XCTAssertTrue(said.contains("Mia: Noted rash on cheek"), said)
        XCTAssertTrue(said.contains("Mia: Changed the sleep: now 2:45 PM (asleep), was 2:50 PM (asleep)"), said)
        XCTAssertTrue(said.contains("Mia: Deleted the diaper (poop) of 3:00 PM"), said)
        XCTAssertTrue(said.contains("Mia: The last diaper was at 2:40 PM (20m ago): pee"), said)
        XCTAssertTrue(said.contains("Timeline · Mia"), said)
        XCTAssertFalse(said.contains("Eddie:"), "a line about Mia answered for Eddie: \(said)")
        let events = try eventsByBaby()
        XCTAssertNil(events["Eddie"], "Eddie's log holds what was said of Mia: \(events["Eddie"] ?? [])")
        XCTAssertEqual(events["Mia"]?.map { $0["event_type"] as? String ?? "" }.sorted(), ["diaper", "note", "sleep"])
    }

    func testAScriptReadsTheSameNames() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("mia-\(UUID().uuidString).hush")
        try "note for Mia: first tooth\nhey hush, wet diaper for Mia\nMia's last diaper was dirty\n".write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let result = try HushProcess.run(arguments(["run", script.path]))
        XCTAssertEqual(result.status, 0, result.stderr)
        let events = try eventsByBaby()
        XCTAssertNil(events["Eddie"])
        XCTAssertEqual(events["Mia"]?.count, 2, "\(events)")
    }

    /// A name that is no baby's, or two babies in one edit, is refused and changes nothing.
    func testANameThatIsNoBabysIsRefused() throws {
        _ = try run(["wet diaper 30 min ago", "wet diaper 30 min ago for Mia"])
        let before = try eventsByBaby()
        let lines: [(String, String)] = [
            ("timeline for Zed", "no baby named 'Zed'"), ("delete the last diaper for Gavin", "no baby named 'Gavin'"),
            ("Mia's last diaper was dirty for Eddie", "error"),
        ]
        for (line, error) in lines {
            let result = try HushProcess.run(arguments([]), stdin: line + "\n")
            XCTAssertEqual(result.status, 1, "\(line) ran: \(result.stdout)")
            XCTAssertTrue(result.stderr.contains(error), "\(line): \(result.stderr)")
        }
        XCTAssertEqual(try eventsByBaby().mapValues(\.count), before.mapValues(\.count))
    }
}
