import Foundation
import XCTest

/// A family moving to Hush keeps every event its old app recorded, details missing or not: end to end,
/// from the real Huckleberry export to `export json`, `export csv` and `check store`.
final class ImportMissingDetailsTests: XCTestCase {
    func testTheRealHuckleberryExportKeepsEveryRealEvent() throws {
        let export = HushProcess.sharedFolder.appendingPathComponent("data/huckleberry-export-a.csv").path
        guard FileManager.default.fileExists(atPath: export) else { throw XCTSkip("../shared/data is absent: no export to import") }
        let store = try StoreProbe()
        try store.ok("new baby Eddie born 2025-01-01")
        let report = try store.run(["import", "huckleberry", export])
        XCTAssertEqual(report.status, 0, report.stderr)
        for line in ["Kept with a detail missing (248 rows):", "128 rows: a bottle with no amount", "76 rows: a diaper with no contents",
                     "36 rows: a sleep with no end", "8 rows: a feed with neither an amount nor a breast side, kept as a note"] {
            XCTAssertTrue(report.stdout.contains(line), "the report lacks '\(line)': \(report.stdout)")
        }
        let events = try store.liveEvents()
        let data = events.compactMap { $0["data"] as? [String: Any] }
        XCTAssertEqual(data.filter { $0.keys.contains("contents") && $0["contents"] is NSNull }.count, 76, "contents null")
        XCTAssertEqual(data.filter { $0["method"] as? String == "bottle" && $0["amount_prepared"] is NSNull && $0["unit"] is NSNull }.count, 128,
                       "amounts null")
        let csv = try store.ok("export csv all")
        XCTAssertEqual(csv.components(separatedBy: "\r\n").filter { $0.contains(",diaper,,,,,") }.count, 76, "empty cells")
        XCTAssertEqual(try store.run(["check", "store"]).status, 0)
        let today = try HushProcess.run(["--store", store.path, "--now", "2025-12-11T18:00:00-05:00", "--tz", "America/New_York", "today"])
        XCTAssertTrue(today.stdout.contains("Diaper") && today.stdout.contains("Bottle · amount not recorded"), today.stdout)
    }
}
