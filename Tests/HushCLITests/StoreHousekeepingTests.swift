import Foundation
import XCTest

/// The store keeping itself tidy: soft deletes restorable for 30 days then purged (PRD 11), never
/// earlier; and what a crash leaves behind swept up by the next rebuild.
final class StoreHousekeepingTests: XCTestCase {
    func testDeletedEventsAreRestorableForThirtyDaysThenPurged() throws {
        let store = try TemporaryStore()
        func hush(_ now: String, _ lines: String) throws -> HushProcess.Result {
            try HushProcess.run(["--store", store.path, "--now", now, "--tz", "America/New_York"], stdin: lines)
        }
        XCTAssertEqual(try hush("2026-01-02T15:00:00-05:00", "new baby Eddie born 2025-09-01\nwet diaper\ndirty diaper\ndelete the last diaper\n").status, 0)
        let within = try hush("2026-01-30T15:00:00-05:00", "deleted\nexport json --json\n")
        XCTAssertTrue(within.stdout.contains("Poop"), within.stdout)
        XCTAssertEqual(within.stdout.components(separatedBy: "\"event_type\":\"diaper\"").count - 1, 2, "still in the store")
        let after = try hush("2026-02-02T15:01:00-05:00", "deleted\nexport json --json\nrestore the last diaper\n")
        XCTAssertTrue(after.stdout.contains("Nothing deleted in the last 30 days"), after.stdout)
        XCTAssertEqual(after.stdout.components(separatedBy: "\"event_type\":\"diaper\"").count - 1, 1, "purged from the store")
        XCTAssertNotEqual(after.status, 0, "nothing left to restore")
    }

    func testARebuildSweepsUpWhatACrashLeftBehind() throws {
        let store = try TemporaryStore()
        let base = ["--store", store.path, "--now", "2026-01-02T15:00:00-05:00"]
        XCTAssertEqual(try HushProcess.run(base + ["-c", "new baby Eddie born 2025-09-01"]).status, 0)
        let fm = FileManager.default
        try fm.createDirectory(atPath: store.path + "/cache.stale-99999", withIntermediateDirectories: true)
        try Data("junk".utf8).write(to: URL(fileURLWithPath: store.path + "/journal.jsonl.tmp-99999"))
        try fm.removeItem(atPath: store.path + "/cache")
        XCTAssertEqual(try HushProcess.run(base + ["status"]).status, 0)
        let left = try fm.contentsOfDirectory(atPath: store.path).sorted()
        XCTAssertEqual(left, ["backups", "cache", "journal.confirmed", "journal.jsonl", "lock"])
    }
}
