import Foundation
import XCTest

/// `export json` then `import json` into an empty store reproduces the store: a second export is byte
/// for byte the first. Importing again adds nothing; importing into a store with data merges by id.
final class ImportExportTests: XCTestCase {
    private func hush(_ store: String, _ words: [String], as person: String = "Leanne", now: String = "2026-01-09T07:00:00-05:00") throws -> HushProcess.Result {
        try HushProcess.run(["--store", store, "--now", now, "--tz", "America/New_York", "--as", person] + words)
    }

    func testExportImportExportIsByteIdenticalAndReimportAddsNothing() throws {
        let first = try TemporaryStore(), second = try TemporaryStore()
        let script = """
        new baby Eddie born 2025-09-01
        made a 4oz bottle at 6:00am
        feeding at 6:10am
        finished 0.5 left at 6:30am
        nursed both sides 20 min starting left at 6:35am
        note medication: vitamin D, "drops" 400 IU
        wet diaper
        fell asleep 10 min ago
        delete the last diaper
        set units ml
        set theme dark
        invite Rose as subscriber
        office hours on for 30 min
        start routine Oprah
        clock 2026-01-10 06:05
        done 1
        done 3
        """
        let file = first.url.appendingPathComponent("setup.hush")
        try script.write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try hush(first.path + "/s", ["run", file.path]).status, 0)
        let later = "2026-01-10T08:00:00-05:00"
        let exported = try hush(first.path + "/s", ["export", "json"], now: later)
        XCTAssertEqual(exported.status, 0, exported.stderr)
        let path = first.path + "/export.json"
        try exported.stdout.write(toFile: path, atomically: true, encoding: .utf8)

        let imported = try hush(second.path, ["import", "json", path], now: later)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stdout.contains("added 1 baby"), imported.stdout)
        XCTAssertEqual(try hush(second.path, ["export", "json"], now: later).stdout, exported.stdout, "a second export differs from the first")

        let again = try hush(second.path, ["import", "json", path], now: later)
        XCTAssertTrue(again.stdout.contains("added nothing"), again.stdout)
        XCTAssertEqual(try hush(second.path, ["export", "json"], now: later).stdout, exported.stdout, "re-importing changed the store")
        // The imported store keeps working: Leanne logs, Oprah's day goes on, undo reaches the new change only.
        XCTAssertEqual(try hush(second.path, ["wet", "diaper"], now: later).status, 0)
        XCTAssertTrue(try hush(second.path, ["routine"], now: later).stdout.contains("2 of 8 done"))
    }

    func testImportingIntoAStoreWithDataMergesByID() throws {
        let store = try TemporaryStore()
        let a = store.path + "/a", b = store.path + "/b"
        XCTAssertEqual(try hush(a, ["-c", "new baby Eddie born 2025-09-01"]).status, 0)
        XCTAssertEqual(try hush(a, ["-c", "wet diaper at 6am"]).status, 0)
        let path = store.path + "/a.json"
        try hush(a, ["export", "json"]).stdout.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(try hush(b, ["import", "json", path]).status, 0)
        // Both stores go on separately, then b takes a's export again: the old diaper is skipped, the new one added.
        XCTAssertEqual(try hush(a, ["-c", "dirty diaper at 6:30am"]).status, 0)
        XCTAssertEqual(try hush(a, ["-c", "last diaper was both"]).status, 0)
        XCTAssertEqual(try hush(b, ["-c", "note from b"]).status, 0)
        try hush(a, ["export", "json"]).stdout.write(toFile: path, atomically: true, encoding: .utf8)
        let merged = try hush(b, ["import", "json", path])
        XCTAssertTrue(merged.stdout.contains("added 1 event"), merged.stdout)
        let events = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(try hush(b, ["export", "json"]).stdout.utf8)) as? [String: Any])?["events"] as? [[String: Any]])
        XCTAssertEqual(events.count, 3, "two diapers and b's own note, no duplicates")
    }
}
