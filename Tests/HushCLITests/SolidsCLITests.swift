import Foundation
import XCTest

/// Solids through the real binary: a week of meals with a reaction attached, the `foods` list as text and
/// JSON, `today`, `show`, the CSV and JSON exports and a JSON round trip, undo and delete, the age note,
/// and refusals that change nothing.
final class SolidsCLITests: XCTestCase {
    private let monday = "2026-03-09T12:00:00-04:00"

    private func run(_ store: TemporaryStore, _ line: String, at time: String? = nil, as person: String = "Gavin") throws -> HushProcess.Result {
        try HushProcess.run(["--store", store.path, "--now", time ?? monday, "--tz", "America/New_York", "--as", person, "-c", line])
    }

    @discardableResult
    private func ok(_ store: TemporaryStore, _ line: String, at time: String? = nil) throws -> String {
        let result = try run(store, line, at: time)
        XCTAssertEqual(result.status, 0, "\(line): \(result.stderr)")
        return result.stdout
    }

    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testAReactionAttachesToTheMealAndTheFoodsListShowsIt() throws {
        let store = try TemporaryStore()
        try ok(store, "new baby Eddie born 2025-08-01")
        XCTAssertEqual(try ok(store, "tried egg for the first time at 9am"), "Logged solids at 9:00 AM: egg\n")
        XCTAssertEqual(try ok(store, "ate 2 tbsp oatmeal at 10am"), "Logged solids at 10:00 AM: oatmeal (2 tbsp)\n")
        XCTAssertEqual(try ok(store, "rash after egg"), "Noted rash after egg (the meal at 9:00 AM)\n")
        try ok(store, "had egg and banana at 8am", at: "2026-03-10T12:00:00-04:00")
        let today = try ok(store, "today", at: "2026-03-09T23:00:00-04:00")
        XCTAssertTrue(today.contains("Solids · egg · reaction: rash"), today)
        XCTAssertTrue(today.contains("Solids · oatmeal (2 tbsp)"), today)
        let foods = try ok(store, "foods", at: "2026-03-10T12:00:00-04:00")
        XCTAssertEqual(foods, """
            Foods · Eddie · 3 tried
              Mon Mar 9  egg (allergen: egg)  2 times · rash Mon Mar 9
              Mon Mar 9  oatmeal              1 time
              Tue Mar 10 banana               1 time

            """)
        let list = try json(try ok(store, "foods --json", at: "2026-03-10T12:00:00-04:00"))
        let entries = try XCTUnwrap(list["foods"] as? [[String: Any]])
        XCTAssertEqual(entries.map { $0["name"] as? String }, ["egg", "oatmeal", "banana"])
        XCTAssertEqual(entries[0]["first_date"] as? String, "2026-03-09")
        XCTAssertEqual(entries[0]["times"] as? Int, 2)
        XCTAssertEqual((entries[0]["reactions"] as? [[String: Any]])?.first?["reaction"] as? String, "rash")
    }

    func testSolidsInShowCSVAndAJSONRoundTrip() throws {
        let store = try TemporaryStore()
        try ok(store, "new baby Eddie born 2025-08-01")
        try ok(store, "had a little sweet potato, hives at 11am")
        let shown = try ok(store, "show last solids")
        XCTAssertTrue(shown.contains("foods      sweet potato"), shown)
        XCTAssertTrue(shown.contains("amount     a little"), shown)
        XCTAssertTrue(shown.contains("reaction   hives"), shown)
        let csv = try ok(store, "export csv all")
        XCTAssertTrue(csv.contains("2026-03-09,11:00,solids,,,,,Gavin,foods: sweet potato; a little; reaction: hives\r\n"), csv)
        let exported = try ok(store, "export json")
        let data = try XCTUnwrap((try json(exported)["events"] as? [[String: Any]])?.first?["data"] as? [String: Any])
        XCTAssertEqual(data["foods"] as? [String], ["sweet potato"])
        XCTAssertEqual(data["amount"] as? String, "a little")
        XCTAssertEqual(data["reaction"] as? String, "hives")
        // Into a fresh store, then out again: the same bytes. The file is named relative to the store's
        // folder, since a temporary path may hold a long run of digits, which a line never takes as a number.
        try exported.write(to: store.url.appendingPathComponent("export.json"), atomically: true, encoding: .utf8)
        let other = try TemporaryStore()
        let imported = try HushProcess.run(["--store", other.path, "--now", monday, "--tz", "America/New_York", "--as", "Gavin",
                                            "-c", "import json export.json"], currentDirectory: store.url)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(try ok(other, "export json"), exported)
    }

    func testUndoDeleteAndRefusalsThatChangeNothing() throws {
        let store = try TemporaryStore()
        try ok(store, "new baby Eddie born 2025-11-01")
        // Under six months: logged, with a note.
        XCTAssertEqual(try ok(store, "had banana at 9am"),
                       "Logged solids at 9:00 AM: banana · note: Eddie is 4 months old; solids usually start around 6 months\n")
        try ok(store, "rash after banana")
        try ok(store, "undo")
        XCTAssertTrue(try ok(store, "show last solids").contains("reaction   —"), "undo takes the reaction back off")
        try ok(store, "delete last solids")
        XCTAssertTrue(try ok(store, "foods").contains("0 tried"))
        let journal = try Data(contentsOf: URL(fileURLWithPath: store.path + "/journal.jsonl"))
        for line in ["I had banana", "tried to nap", "had kohlrabi", "ate 4oz and banana", "banana", "rash"] {
            let result = try run(store, line)
            XCTAssertEqual(result.status, 1, line)
            XCTAssertTrue(result.stderr.hasPrefix("error: "), line)
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: store.path + "/journal.jsonl")), journal)
    }
}
