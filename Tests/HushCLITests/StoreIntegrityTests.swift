import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The journal proves its integrity: a checksum on every line and a watermark of what was confirmed tell
/// a torn write (dropped) from damage (refused, with its file and line, the folder left as it was).
final class StoreIntegrityTests: XCTestCase {
    /// A store with a baby and three events: journal lines 1 (header) to 5.
    private func storeWithEvents() throws -> StoreProbe {
        let store = try StoreProbe()
        try store.newBaby()
        for words in ["wet diaper", "dirty diaper", "ate 4oz"] { try store.ok(words) }
        return store
    }

    private func journalLines(_ store: StoreProbe) throws -> [Data] {
        try Data(contentsOf: URL(fileURLWithPath: store.journalPath)).split(separator: 10, omittingEmptySubsequences: false).map { Data($0) }
    }

    /// Every command fails with one error naming the journal and `line`, and nothing in the folder changes.
    private func assertRefused(_ store: StoreProbe, line: Int, saying words: String, _ context: String,
                               file: StaticString = #filePath, fileLine: UInt = #line) throws {
        let before = try store.snapshot()
        for command in [["status"], ["wet", "diaper"], ["export", "json"], ["undo"]] {
            let result = try store.run(command)
            XCTAssertNotEqual(result.status, 0, "\(context): `\(command.joined(separator: " "))` should fail", file: file, line: fileLine)
            XCTAssertTrue(result.stderr.contains("journal.jsonl") && result.stderr.contains("line \(line)") && result.stderr.contains(words)
                          && result.stderr.contains("left untouched") && result.stderr.contains("repair store"),
                          "\(context): unclear error for `\(command.joined(separator: " "))`: \(result.stderr)", file: file, line: fileLine)
        }
        XCTAssertEqual(try store.snapshot(), before, "\(context): the store folder changed", file: file, line: fileLine)
        let check = try store.run(["check", "store"])
        XCTAssertEqual(check.status, 1, "\(context): check store should find the damage", file: file, line: fileLine)
        XCTAssertTrue(check.stdout.contains("journal.jsonl line \(line)"), "\(context): \(check.stdout)", file: file, line: fileLine)
        XCTAssertEqual(try store.snapshot(), before, "\(context): check store changed the folder", file: file, line: fileLine)
    }

    /// The first way a store was found damaged: the last confirmed record cut in half looks like a torn write, but it
    /// was confirmed, so it is damage. Then `repair store` sets the half line aside and keeps the rest.
    func testATornConfirmedRecordIsDamageNotATornWrite() throws {
        let store = try storeWithEvents()
        let data = try Data(contentsOf: URL(fileURLWithPath: store.journalPath))
        let lines = try journalLines(store)
        let half = data.count - 1 - lines[4].count / 2
        try DurableTestFiles.overwriteInPlace(store.journalPath, with: data.prefix(half))
        try FileManager.default.removeItem(atPath: store.path + "/cache")
        try assertRefused(store, line: 5, saying: "confirmed change is cut short", "cut in half, cache deleted")

        let repaired = try store.run(["repair", "store", "--yes"])
        XCTAssertEqual(repaired.status, 0, repaired.stderr)
        XCTAssertTrue(repaired.stdout.contains("kept 3 changes") && repaired.stdout.contains("line 5"), repaired.stdout)
        let aside = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: store.path).first { $0.hasPrefix("damaged-") })
        XCTAssertEqual(aside, "damaged-20260102-200000.jsonl", "named by the session's clock, in UTC")
        XCTAssertEqual(try Data(contentsOf: store.url(aside)), data[(data.count - 1 - lines[4].count)..<half] + Data([10]),
                       "the half line is set aside byte for byte")
        XCTAssertEqual(try store.run(["check", "store"]).status, 0)
        XCTAssertEqual(try store.liveEvents().count, 2)
        try store.ok("wet diaper")
        XCTAssertEqual(try store.checkJournal(), 4)
    }

    /// A journal cut at a line boundary has no torn line at all, only fewer bytes than were confirmed.
    func testAJournalShorterThanItsWatermarkIsRefused() throws {
        let store = try storeWithEvents()
        let lines = try journalLines(store)
        try DurableTestFiles.overwriteInPlace(store.journalPath, with: Data(lines.prefix(4).joined(separator: [10])) + Data([10]))
        try assertRefused(store, line: 5, saying: "confirmed changes are missing", "last line removed")
        let repaired = try store.run(["repair", "store", "--yes"])
        XCTAssertEqual(repaired.status, 0, repaired.stderr)
        XCTAssertTrue(repaired.stdout.contains("Missing from the journal") && repaired.stdout.contains("line 5"),
                      "a repair says what it could not bring back: \(repaired.stdout)")
        XCTAssertEqual(try store.run(["check", "store"]).status, 0)
        XCTAssertEqual(try store.liveEvents().count, 2)
    }

    /// A journal deleted behind the store's back is not a new, empty store.
    func testAMissingJournalIsDamageNotANewStore() throws {
        let store = try storeWithEvents()
        try FileManager.default.removeItem(atPath: store.journalPath)
        try assertRefused(store, line: 1, saying: "journal is missing", "journal deleted")
        let repaired = try store.run(["repair", "store", "--yes"])
        XCTAssertTrue(repaired.stdout.contains("Missing from the journal"), repaired.stdout)
        try store.newBaby()
        XCTAssertEqual(try store.run(["check", "store"]).status, 0)
    }

    /// A byte changed in place, with the size and modification time put back: commands that trust the
    /// cache do not read the line, but `check store` and any rebuild find it by its checksum.
    func testAByteFlippedInPlaceIsFoundByItsChecksum() throws {
        let store = try storeWithEvents()
        let url = URL(fileURLWithPath: store.journalPath)
        let modified = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: store.journalPath)[.modificationDate] as? Date)
        var data = try Data(contentsOf: url)
        let at = try XCTUnwrap(data.range(of: Data("Logged poop".utf8))).lowerBound + 7
        data[at] = UInt8(ascii: "q")
        try DurableTestFiles.overwriteInPlace(store.journalPath, with: data)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: store.journalPath)
        let check = try store.run(["check", "store"])
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stdout.contains("journal.jsonl line 4: checksum"), check.stdout)
        try FileManager.default.removeItem(atPath: store.path + "/cache")
        try assertRefused(store, line: 4, saying: "checksum", "one byte flipped, cache deleted")
    }

    /// Undo reads the one line it reverts, and checks it: a flipped byte there is refused, not undone.
    func testUndoChecksTheLineItReverts() throws {
        let store = try storeWithEvents()
        // The modification time is put back to the nanosecond, so the cache still trusts the journal.
        var info = stat()
        XCTAssertEqual(stat(store.journalPath, &info), 0)
        var data = try Data(contentsOf: URL(fileURLWithPath: store.journalPath))
        data[try XCTUnwrap(data.range(of: Data("Logged a 4 oz".utf8))).lowerBound + 1] ^= 0x20
        try DurableTestFiles.overwriteInPlace(store.journalPath, with: data)
        var times = [info.st_atim, info.st_mtim]
        XCTAssertEqual(utimensat(AT_FDCWD, store.journalPath, &times, 0), 0)
        XCTAssertEqual(try store.run(["status"]).status, 0, "size and time unchanged: commands trust the cache")
        let before = try store.snapshot()
        let undo = try store.run(["undo"])
        XCTAssertNotEqual(undo.status, 0)
        XCTAssertTrue(undo.stderr.contains("fails its checksum") && undo.stderr.contains("left untouched"), undo.stderr)
        XCTAssertFalse(undo.stderr.contains("line 0"), undo.stderr)
        XCTAssertEqual(try store.snapshot(), before)
    }

    /// Past the watermark, bytes without a newline are a write a crash cut off: dropped by the next write.
    /// A whole line there that fails its checksum is damage like any other.
    func testGarbageAfterTheWatermark() throws {
        let store = try storeWithEvents()
        let before = try store.export()
        try DurableTestFiles.append("\u{0}\u{0}garbage{\"seq\":", to: URL(fileURLWithPath: store.journalPath))
        XCTAssertEqual(try store.export(), before)
        let check = try store.run(["check", "store"])
        XCTAssertEqual(check.status, 0, "a torn write is not a problem: \(check.stdout)")
        XCTAssertTrue(check.stdout.contains("a write cut off by a crash"), check.stdout)
        try store.ok("wet diaper")
        XCTAssertEqual(try store.checkJournal(), 5, "the torn write was cut before the append")

        try DurableTestFiles.append("garbage\n", to: URL(fileURLWithPath: store.journalPath))
        try assertRefused(store, line: 7, saying: "no checksum", "a whole garbage line after the watermark")
    }

    /// `repair store` keeps every change that reads back, sets each damaged line aside byte for byte,
    /// renumbers what follows, and the store works again (undo included).
    func testRepairKeepsEveryReadableChange() throws {
        let store = try storeWithEvents()
        try store.ok("poop")
        var lines = try journalLines(store)
        let damaged = [lines[2], lines[4]].map { line -> Data in
            var copy = line
            copy[copy.count / 2] ^= 0x01
            return copy
        }
        lines[2] = damaged[0]
        lines[4] = damaged[1]
        try DurableTestFiles.overwriteInPlace(store.journalPath, with: Data(lines.joined(separator: [10])))
        let refused = try store.run(["repair", "store"])
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertTrue(refused.stderr.contains("--yes"), refused.stderr)
        let repaired = try store.run(["repair", "store", "--yes"])
        XCTAssertEqual(repaired.status, 0, repaired.stderr)
        XCTAssertTrue(repaired.stdout.contains("kept 3 changes") && repaired.stdout.contains("Set aside 2 damaged lines"), repaired.stdout)
        let aside = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: store.path).first { $0.hasPrefix("damaged-") })
        XCTAssertEqual(try Data(contentsOf: store.url(aside)), Data(damaged.joined(separator: [10])) + Data([10]))
        XCTAssertEqual(try store.run(["check", "store"]).status, 0)
        XCTAssertEqual(try store.checkJournal(), 3)
        XCTAssertEqual(try store.liveEvents().count, 2, "dirty diaper and poop remain")
        XCTAssertTrue(try store.ok("undo").hasPrefix("Undid: Logged poop"))
        XCTAssertEqual(try store.liveEvents().count, 1)
    }
}
