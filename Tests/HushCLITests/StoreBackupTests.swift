import Foundation
import XCTest

/// Backups while others write, restoring them, the rolling daily snapshot, and the upgrade of a journal
/// written in format 1 (without checksums), as every store was before.
final class StoreBackupTests: XCTestCase {
    /// Writers keep logging while backups are taken: each backup is a whole journal (it restores, and
    /// `check store` passes on it) and a prefix of the final journal, so it holds what was confirmed when taken.
    func testBackupUnderConcurrentWriters() throws {
        let store = try StoreProbe()
        try store.newBaby()
        let arguments = store.arguments
        let backups = (0..<6).map { store.temporary.path + "/backup-\($0).hush" }
        let failures = FailureLog()
        let writers = 3, changes = 30
        let writing = FailureLog()   // one line per writer still running
        let journal = store.journalPath
        @Sendable func size() -> Int { ((try? FileManager.default.attributesOfItem(atPath: journal))?[.size] as? Int) ?? 0 }
        // Threads of their own, not `concurrentPerform`: on two cores that runs two iterations at a time, and
        // the backups could wait until the writers were done.
        let group = DispatchGroup()
        for index in 0...writers {
            group.enter()
            if index < writers { writing.add("writer \(index)") }
            Thread {
                defer { group.leave() }
                do {
                    if index < writers {
                        defer { writing.remove("writer \(index)") }
                        // One-shots: each change is its own commit, so backups land between them.
                        for number in 0..<changes {
                            let result = try HushProcess.run(arguments + (number.isMultiple(of: 2) ? ["wet", "diaper"] : ["dirty", "diaper"]))
                            if result.status != 0 { failures.add("writer \(index): \(result.stderr)") }
                        }
                    } else {
                        for file in backups {
                            let before = size()
                            let result = try HushProcess.run(arguments + ["backup", "to", file])
                            if result.status != 0 { failures.add("backup: \(result.stderr)") }
                            // The next backup after the journal has grown, while anyone still writes: backups at
                            // different points, however fast or slow the writers are.
                            while size() == before, !writing.all.isEmpty { usleep(5_000) }
                        }
                    }
                } catch {
                    failures.add("\(error)")
                }
            }.start()
        }
        group.wait()
        XCTAssertEqual(failures.all, [])
        let final = try Data(contentsOf: URL(fileURLWithPath: store.journalPath))
        var sizes: [Int] = []
        for file in backups {
            let backup = try Data(contentsOf: URL(fileURLWithPath: file))
            XCTAssertEqual(backup.last, 10, "\(file) ends mid-line")
            XCTAssertTrue(final.starts(with: backup), "\(file) is not a prefix of the journal")
            sizes.append(backup.count)
            let restored = try StoreProbe()
            let result = try restored.run(["restore", "from", file, "--yes"])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(try restored.run(["check", "store"]).status, 0)
            XCTAssertEqual(try restored.checkJournal(), backup.split(separator: 10).count - 1)
        }
        XCTAssertGreaterThan(Set(sizes).count, 1, "every backup was taken at the same point; the writers finished too soon")
        XCTAssertEqual(try store.liveEvents().count, writers * changes)
    }

    /// `restore from` asks, keeps the journal it replaces, and the store is the backup again.
    func testRestoreBringsTheBackupBackAndKeepsWhatItReplaced() throws {
        let store = try StoreProbe()
        try store.newBaby()
        try store.ok("wet diaper")
        let file = store.temporary.path + "/eddie.hush"
        XCTAssertTrue(try store.ok("backup to \(file)").hasPrefix("Backed up 2 changes"))
        let backedUp = try store.export()
        try store.ok("dirty diaper")
        let replaced = try Data(contentsOf: URL(fileURLWithPath: store.journalPath))
        let refused = try store.run(["restore", "from", file])
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertTrue(refused.stderr.contains("--yes"), refused.stderr)
        XCTAssertTrue(try store.ok("restore from \(file) --yes").contains("replaced-20260102-200000.jsonl"))
        XCTAssertEqual(try store.export(), backedUp)
        XCTAssertEqual(try Data(contentsOf: store.url("replaced-20260102-200000.jsonl")), replaced)
        // Named `.gz`, the backup is gzip'd, and restores the same; cut short, it is refused.
        let packed = store.temporary.path + "/eddie.hush.gz"
        XCTAssertTrue(try store.ok("backup to \(packed)").hasPrefix("Backed up 2 changes"))
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: packed)).prefix(2)), [0x1F, 0x8B])
        XCTAssertTrue(try store.ok("restore from \(packed) --yes").hasPrefix("Restored 2 changes"))
        XCTAssertEqual(try store.export(), backedUp)
        let whole = try Data(contentsOf: URL(fileURLWithPath: packed))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: packed))
        let cut = try store.run(["restore", "from", packed, "--yes"])
        XCTAssertNotEqual(cut.status, 0)
        XCTAssertTrue(cut.stderr.contains("not a whole gzip file"), cut.stderr)
        // A damaged backup is refused whole, and the store is left as it was.
        var damaged = try Data(contentsOf: URL(fileURLWithPath: file))
        damaged[damaged.count / 2] ^= 0x01
        try damaged.write(to: URL(fileURLWithPath: file))
        let before = try store.snapshot()
        let result = try store.run(["restore", "from", file, "--yes"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("eddie.hush") && result.stderr.contains("line 2"), result.stderr)
        XCTAssertEqual(try store.snapshot(), before)
    }

    /// A change on a new day writes that day's snapshot into STORE/backups, holding the store as the day's
    /// first change found it; each is the previous one plus what was added since; the last seven are kept;
    /// `set backups off` stops them.
    func testDailySnapshotsKeepTheLastSeven() throws {
        let store = try StoreProbe()
        try store.newBaby()
        for day in 1...9 {
            let now = String(format: "2026-02-%02dT12:00:00-05:00", day)
            let result = try HushProcess.run(["--store", store.path, "--now", now, "--tz", "America/New_York", "wet", "diaper"])
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: store.path + "/backups").sorted()
        XCTAssertEqual(files, (3...9).map { String(format: "daily-2026-02-%02d.jsonl.gz", $0) } + ["daily.last"])
        let before = try Data(contentsOf: store.url("backups/daily-2026-02-08.jsonl.gz"))
        XCTAssertTrue(try Data(contentsOf: store.url("backups/daily-2026-02-09.jsonl.gz")).starts(with: before),
                      "a day's snapshot is the day before's, plus a gzip member for what was added")
        let latest = try Data(contentsOf: store.url("backups/daily-2026-02-09.jsonl.gz"))
        XCTAssertEqual(Array(latest.prefix(2)), [0x1F, 0x8B], "gzip'd")
        let restored = try StoreProbe()
        XCTAssertEqual(try restored.run(["restore", "from", store.path + "/backups/daily-2026-02-09.jsonl.gz", "--yes"]).status, 0)
        let journal = try Data(contentsOf: URL(fileURLWithPath: store.journalPath))
        let lastLine = journal.dropLast().split(separator: 10).last!.count + 1
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: restored.journalPath)), journal.dropLast(lastLine),
                       "the daily holds the journal as the day's change found it: the baby and eight diapers")
        XCTAssertEqual(try restored.liveEvents().count, 8)
        try store.ok("set backups off")
        let result = try HushProcess.run(["--store", store.path, "--now", "2026-02-10T12:00:00-05:00", "--tz", "America/New_York", "wet", "diaper"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.path + "/backups/daily-2026-02-10.jsonl.gz"))
    }

    /// A journal written in format 1 (no checksums, as Hush wrote until now) is read as it is, and sealed
    /// on the first write: same changes, each line with its checksum, undo still pointing at the right lines.
    func testAFormatOneJournalIsUpgradedOnFirstWrite() throws {
        let store = try StoreProbe()
        try store.newBaby()
        for words in ["wet diaper", "dirty diaper", "ate 4oz"] { try store.ok(words) }
        let formatOne = try Self.formatOne(Data(contentsOf: URL(fileURLWithPath: store.journalPath)))
        try formatOne.write(to: URL(fileURLWithPath: store.journalPath))
        try FileManager.default.removeItem(atPath: store.path + "/journal.confirmed")
        try FileManager.default.removeItem(atPath: store.path + "/cache")
        let exported = try store.export()
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: store.journalPath)), formatOne, "reading changed the journal")
        let check = try store.run(["check", "store"])
        XCTAssertEqual(check.status, 0, check.stdout)
        XCTAssertTrue(check.stdout.contains("format 1"), check.stdout)

        try store.ok("poop")
        let upgraded = try Data(contentsOf: URL(fileURLWithPath: store.journalPath))
        XCTAssertTrue(upgraded.starts(with: Data(#"{"format":"hush-journal","version":2,"crc":""#.utf8)))
        XCTAssertEqual(try Self.formatOne(upgraded).prefix(formatOne.count), formatOne, "the changes are not the same bytes")
        XCTAssertEqual(try store.checkJournal(), 5)
        XCTAssertEqual(try store.run(["check", "store"]).status, 0)
        XCTAssertTrue(try store.ok("undo").hasPrefix("Undid: Logged poop"))
        XCTAssertTrue(try store.ok("undo").hasPrefix("Undid: Logged a 4 oz bottle"))
        XCTAssertEqual(try store.liveEvents().count, (exported["events"] as? [Any])?.count.advanced(by: -1))
    }

    /// Format 1 as the previous Hush wrote it: header version 1, lines without their `"crc"` key.
    static func formatOne(_ journal: Data) throws -> Data {
        var text = String(decoding: journal, as: UTF8.self)
        text = text.replacingOccurrences(of: #","crc":"[0-9a-f]{8}"\}"#, with: "}", options: .regularExpression)
        text = text.replacingOccurrences(of: #""version":2}"#, with: #""version":1}"#)
        return Data(text.utf8)
    }
}

/// Failures from several threads at once.
final class FailureLog: @unchecked Sendable {
    private var items: [String] = []
    private let lock = NSLock()

    func add(_ item: String) { lock.withLock { items.append(item) } }

    func remove(_ item: String) { lock.withLock { items.removeAll { $0 == item } } }

    var all: [String] { lock.withLock { items } }
}
