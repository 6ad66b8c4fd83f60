import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The store's promises, through the real binary: nothing confirmed is lost when a process is killed,
/// a torn last line is survived, a corrupt or newer store is refused and left byte-for-byte untouched,
/// a damaged cache is rebuilt from the journal, and the store is private to its owner.
final class StoreDurabilityTests: XCTestCase {
    // MARK: Crashes

    func testKilledScriptLosesNothingItConfirmed() throws {
        let store = try StoreProbe()
        try store.newBaby()
        let script = try store.script("big.hush", Array(repeating: ["clock +1m", "wet diaper"], count: 4_000).flatMap { $0 })
        var confirmed = 0
        // Before it can have done anything, as soon as its first group commit is confirmed, and deep into a later batch.
        for threshold in [0, 1, 1_500] {
            let child = try RunningHush(store.arguments + ["run", script])
            if threshold > 0 {
                XCTAssertTrue(child.wait { confirmations($0) >= threshold }, "no confirmations from the script")
            }
            child.kill()
            let printed = confirmations(child.finish())
            XCTAssertTrue(child.wasKilled, "the script finished before the kill (after \(threshold) confirmations); make it longer")
            confirmed += printed
            XCTAssertEqual(try store.run(["status"]).status, 0, "the store must load after a kill -9")
            let present = try store.liveEvents().count
            XCTAssertGreaterThanOrEqual(present, confirmed, "killed after \(threshold) confirmations: confirmed events were lost")
            try store.ok("dirty diaper")
            confirmed += 1
            XCTAssertEqual(try store.liveEvents().count, present + 1, "the write after the kill did not land")
            try store.checkJournal()
        }
    }

    func testKilledOneShotsLoseNothingTheyConfirmed() throws {
        let store = try StoreProbe()
        try store.newBaby()
        var confirmed = 0, killed = 0
        for attempt in 0..<30 {
            let child = try RunningHush(store.arguments + [attempt.isMultiple(of: 3) ? "dirty" : "wet", "diaper"])
            // Not synchronisation: spreads the kill over start-up, locking, appending, fsync and answering.
            usleep(UInt32(attempt % 10) * 4_000)
            child.kill()
            confirmed += confirmations(child.finish())
            if child.wasKilled { killed += 1 }
        }
        XCTAssertGreaterThan(killed, 0, "no one-shot was killed before it finished")
        XCTAssertEqual(try store.run(["status"]).status, 0)
        let present = try store.liveEvents().count
        XCTAssertGreaterThanOrEqual(present, confirmed)
        try store.ok("wet diaper")
        XCTAssertEqual(try store.liveEvents().count, present + 1)
        try store.checkJournal()
    }

    /// A kill while the cache is being rebuilt (cache folder moved aside, day files and state rewritten)
    /// must leave a cache the next command either trusts correctly or rebuilds.
    func testKillDuringACacheRebuildLeavesAUsableStore() throws {
        let store = try StoreProbe()
        try store.newBaby()
        let script = try store.script("days.hush", Array(repeating: ["clock +7m", "wet diaper"], count: 1_000).flatMap { $0 })
        try store.ok("run \(script)")
        let before = try store.export()
        // A debug build takes about 0.4 s to rebuild this store; the kills land from start-up to the rewrite.
        for delay in [0, 60_000, 150_000, 250_000, 330_000] {
            try? FileManager.default.removeItem(atPath: store.path + "/cache")
            let child = try RunningHush(store.arguments + ["status"])
            usleep(UInt32(delay))   // not synchronisation: spreads the kill over the rebuild
            child.kill()
            _ = child.finish()
            XCTAssertEqual(try store.export(), before, "after a kill \(delay)µs into a rebuild")
        }
        try store.ok("dirty diaper")
        try store.checkJournal()
    }

    /// A crash mid-append leaves half a line at the end of the journal. It is ignored when reading and cut
    /// off before the next append, whether or not a read-only command ran in between.
    func testTornFinalLineIsIgnoredAndCutOffBeforeTheNextWrite() throws {
        for readFirst in [false, true] {
            let store = try StoreProbe()
            try store.newBaby()
            try store.ok("wet diaper")
            try store.ok("dirty diaper")
            let before = try store.export()
            let journal = try FileHandle(forWritingTo: URL(fileURLWithPath: store.journalPath))
            try journal.seekToEnd()
            try journal.write(contentsOf: Data(#"{"action":"do","at":"2026-01-02T20:00:00Z","by":"gav"#.utf8))
            try journal.close()
            if readFirst {
                try store.ok("status")
                XCTAssertEqual(try store.export(), before, "a torn line changed what the store holds")
            }
            try store.ok("wet diaper")
            XCTAssertEqual(try store.checkJournal(), 4, "read first: \(readFirst)")
            XCTAssertEqual(try store.liveEvents().count, 3, "read first: \(readFirst)")
            let cached = try store.export()
            try FileManager.default.removeItem(atPath: store.path + "/cache")
            XCTAssertEqual(try store.export(), cached, "a rebuild from the journal disagrees with the cache (read first: \(readFirst))")
            try store.ok("undo")
            XCTAssertEqual(try store.liveEvents().count, 2)
        }
    }

    /// A crash during the very first write can leave an empty journal or half a header.
    func testCrashDuringTheFirstWriteLeavesAUsableStore() throws {
        for leftover in ["", #"{"format":"hush-jou"#] {
            let store = try StoreProbe()
            try DurableTestFiles.makePrivateFolder(store.path)
            try Data(leftover.utf8).write(to: URL(fileURLWithPath: store.journalPath))
            try store.newBaby()
            try store.ok("wet diaper")
            XCTAssertEqual(try store.checkJournal(), 2, "leftover \(leftover.debugDescription)")
            try FileManager.default.removeItem(atPath: store.path + "/cache")
            XCTAssertEqual(try store.liveEvents().count, 1, "leftover \(leftover.debugDescription)")
        }
    }

    // MARK: Refusing damaged and newer journals

    /// Damage inside the journal: commands fail with a clear message and nothing in the store folder (journal,
    /// cache, lock) changes, not even the cache, which the store would otherwise rewrite freely.
    func testCorruptJournalIsRefusedAndLeftUntouched() throws {
        var random = SeededBytes(seed: 0x5EED)
        // Each replaces journal line 4 (change 3), given the journal's lines.
        let damages: [(String, Bool, ([Data]) -> Data)] = [
            ("garbage of the same length", false, { lines in Data(repeating: UInt8(ascii: "#"), count: lines[3].count) }),
            ("shorter garbage", false, { _ in Data("garbage".utf8) }),
            ("longer garbage", false, { lines in Data(repeating: UInt8(ascii: "x"), count: lines[3].count + 300) }),
            ("random binary bytes", false, { lines in random.next(lines[3].count) }),
            ("a change repeated", false, { lines in lines[2] }),
            ("garbage, with the cache deleted", true, { lines in Data(repeating: UInt8(ascii: "#"), count: lines[3].count) }),
        ]
        for (name, dropCache, damage) in damages {
            let store = try StoreProbe()
            try store.newBaby()
            for words in ["wet diaper", "dirty diaper", "wet diaper", "ate 4oz"] { try store.ok(words) }
            var lines = try Data(contentsOf: URL(fileURLWithPath: store.journalPath))
                .split(separator: 10, omittingEmptySubsequences: false).map { Data($0) }
            lines[3] = damage(lines)
            try DurableTestFiles.overwriteInPlace(store.journalPath, with: Data(lines.joined(separator: [10])))
            if dropCache { try FileManager.default.removeItem(atPath: store.path + "/cache") }

            let before = try store.snapshot()
            for command in [["status"], ["wet", "diaper"], ["export", "json"], ["undo"]] {
                let result = try store.run(command)
                XCTAssertNotEqual(result.status, 0, "\(name): `\(command.joined(separator: " "))` should fail")
                XCTAssertTrue(result.stderr.contains("damaged") && result.stderr.contains("left untouched")
                              && result.stderr.contains("journal.jsonl") && result.stderr.contains("line 4"),
                              "\(name): unclear error for `\(command.joined(separator: " "))`: \(result.stderr)")
            }
            XCTAssertEqual(try store.snapshot(), before, "\(name): the store folder changed")
        }
    }

    func testNewerVersionIsRefusedAndLeftUntouched() throws {
        let store = try StoreProbe()
        try store.newBaby()
        try store.ok("wet diaper")
        let journal = try String(contentsOfFile: store.journalPath, encoding: .utf8)
        XCTAssertTrue(journal.hasPrefix(#"{"format":"hush-journal","version":2,"crc":""#))
        try DurableTestFiles.overwriteInPlace(store.journalPath, with: Data(journal.replacingOccurrences(
            of: #""version":2,"#, with: #""version":99,"#).utf8))
        let before = try store.snapshot()
        for command in [["status"], ["wet", "diaper"], ["export", "json"]] {
            let result = try store.run(command)
            XCTAssertNotEqual(result.status, 0)
            XCTAssertTrue(result.stderr.contains("newer Hush") && result.stderr.contains("format 99")
                          && result.stderr.contains("left untouched"), "unclear error: \(result.stderr)")
        }
        XCTAssertEqual(try store.snapshot(), before, "the newer store changed")
    }

    // MARK: The cache

    func testDamagedOrMissingCacheIsRebuiltFromTheJournal() throws {
        let damages: [(String, (StoreProbe, Data) throws -> Void)] = [
            ("cache folder deleted", { store, _ in try FileManager.default.removeItem(atPath: store.path + "/cache") }),
            ("garbage state", { store, _ in try Data("garbage".utf8).write(to: store.url("cache/state.json")) }),
            ("empty state", { store, _ in try Data().write(to: store.url("cache/state.json")) }),
            ("garbage week file", { store, _ in try DurableTestFiles.append("garbage\n", to: store.url(store.weekFile)) }),
            ("week file cut mid-line", { store, _ in
                let week = try Data(contentsOf: store.url(store.weekFile))
                try week.prefix(week.count / 2).write(to: store.url(store.weekFile))
            }),
            ("week file deleted", { store, _ in try FileManager.default.removeItem(at: store.url(store.weekFile)) }),
            // A kill after the journal's fsync but before the state was replaced, with a damaged week file.
            ("stale state and a garbage week file", { store, stale in
                try stale.write(to: store.url("cache/state.json"))
                try DurableTestFiles.append("garbage\n", to: store.url(store.weekFile))
            }),
        ]
        for (name, damage) in damages {
            let store = try StoreProbe()
            try store.newBaby()
            try store.ok("wet diaper")
            try store.ok("fell asleep 10 min ago")
            let stale = try Data(contentsOf: store.url("cache/state.json"))
            try store.ok("dirty diaper")
            let before = try store.export()
            try damage(store, stale)
            let status = try store.run(["status"])
            XCTAssertEqual(status.status, 0, "\(name): \(status.stderr)")
            XCTAssertEqual(try store.export(), before, "\(name): the store lost or changed events")
            try store.ok("wet diaper")
            XCTAssertEqual(try store.liveEvents().count, 4, name)
        }
    }

    // MARK: Privacy

    func testStoreIsPrivateToItsOwner() throws {
        let store = try StoreProbe()
        try store.newBaby()
        try store.ok("wet diaper")
        func check(_ when: String) throws {
            for (relative, mode) in ["": 0o700, "cache": 0o700, "cache/weeks": 0o700, "journal.jsonl": 0o600, "lock": 0o600,
                                     "cache/state.json": 0o600, store.weekFile: 0o600] {
                let attributes = try FileManager.default.attributesOfItem(atPath: store.url(relative).path)
                let actual = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
                XCTAssertEqual(actual & 0o777, mode, "\(when): \(relative.isEmpty ? "store folder" : relative) is \(String(actual & 0o777, radix: 8))")
            }
        }
        try check("after logging")
        try FileManager.default.removeItem(atPath: store.path + "/cache")
        try store.ok("status")
        try check("after a rebuild")
    }
}

/// Counts "Logged …" confirmations in a child's output.
func confirmations(_ output: String) -> Int {
    output.split(separator: "\n").filter { $0.hasPrefix("Logged ") }.count
}

/// A store folder driven through the real `hush` binary, always with the same clock and zone.
final class StoreProbe {
    let temporary: TemporaryStore
    /// Inside the temporary folder and not created by the test, so its permissions are hush's own.
    let path: String
    /// The week of 2026-01-02 (a Friday) starts on Monday 2025-12-29.
    let weekFile = "cache/weeks/2025-12-29.jsonl"

    init() throws {
        temporary = try TemporaryStore()
        path = temporary.path + "/store"
    }

    var arguments: [String] { ["--store", path, "--now", "2026-01-02T15:00:00-05:00", "--tz", "America/New_York"] }
    var journalPath: String { path + "/journal.jsonl" }
    func url(_ relative: String) -> URL { URL(fileURLWithPath: relative.isEmpty ? path : path + "/" + relative) }

    func run(_ words: [String], stdin: String? = nil) throws -> HushProcess.Result {
        try HushProcess.run(arguments + words, stdin: stdin)
    }

    /// Makes each person a caregiver of the baby through a real invite and join, so they may log.
    func addCaregivers(_ people: [String]) throws {
        for person in people {
            let answer = try run(["invite", person, "as", "caregiver", "--json"])
            let json = try JSONSerialization.jsonObject(with: Data(answer.stdout.utf8)) as? [String: Any]
            guard let code = json?["code"] as? String else { throw CocoaError(.coderReadCorrupt) }
            let joined = try run(["join", code, "as", person])
            guard joined.status == 0 else { throw CocoaError(.coderReadCorrupt) }
        }
    }

    /// Runs a one-shot command that must succeed; returns its output.
    @discardableResult
    func ok(_ command: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try run(command.split(separator: " ").map(String.init))
        XCTAssertEqual(result.status, 0, "`\(command)` failed: \(result.stderr)", file: file, line: line)
        return result.stdout
    }

    func newBaby() throws { try ok("new baby Eddie born 2025-09-01") }

    /// Writes a script beside the store and returns its path.
    func script(_ name: String, _ lines: [String]) throws -> String {
        let file = temporary.path + "/" + name
        try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    /// `export json`, without the moment it was made.
    func export(file: StaticString = #filePath, line: UInt = #line) throws -> NSDictionary {
        let result = try run(["export", "json"])
        guard result.status == 0 else {
            XCTFail("export failed: \(result.stderr)", file: file, line: line)
            return [:]
        }
        var document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        document["exported_at"] = nil
        return document as NSDictionary
    }

    /// Exported events that are not deleted.
    func liveEvents() throws -> [[String: Any]] {
        (try export()["events"] as? [[String: Any]] ?? []).filter { !($0["deleted_at"] is String) }
    }

    /// Checks the journal is whole: a header, then changes numbered 1...K with no gap or repeat, every line
    /// complete JSON. Returns K.
    @discardableResult
    func checkJournal(file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let data = try Data(contentsOf: URL(fileURLWithPath: journalPath))
        XCTAssertEqual(data.last, 10, "the journal ends mid-line", file: file, line: line)
        let lines = data.split(separator: 10, omittingEmptySubsequences: false).dropLast()
        let header = try JSONSerialization.jsonObject(with: Data(lines.first ?? Data())) as? [String: Any]
        XCTAssertEqual(header?["format"] as? String, "hush-journal", file: file, line: line)
        for (index, text) in lines.dropFirst().enumerated() {
            let entry = try? JSONSerialization.jsonObject(with: Data(text)) as? [String: Any]
            XCTAssertEqual((entry?["seq"] as? NSNumber)?.intValue, index + 1,
                           "journal line \(index + 2) is not change \(index + 1): \(String(decoding: text.prefix(120), as: UTF8.self))",
                           file: file, line: line)
        }
        return lines.count - 1
    }

    /// Every file and folder in the store, by relative path, with its bytes (folders as empty data).
    func snapshot() throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: path))
        for case let relative as String in enumerator {
            var folder: ObjCBool = false
            FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &folder)
            result[relative] = folder.boolValue ? Data() : try Data(contentsOf: url(relative))
        }
        return result
    }
}

/// File edits the tests make behind the store's back.
enum DurableTestFiles {
    /// Rewrites a file through the same inode, as an editor or disk error would, not by rename.
    static func overwriteInPlace(_ path: String, with data: Data) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: data)
        try handle.close()
    }

    static func append(_ text: String, to file: URL) throws {
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    static func makePrivateFolder(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
}

/// Reproducible "random" bytes (a linear congruential generator), so a failure can be replayed.
struct SeededBytes {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ count: Int) -> Data {
        Data((0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        })
    }
}

/// A `hush` child whose stdout is read as it arrives, so a test can kill it at a chosen moment.
final class RunningHush: @unchecked Sendable {
    private let process = Process()
    private let condition = NSCondition()
    private var output = Data()
    private var ended = false

    init(_ arguments: [String]) throws {
        process.executableURL = HushProcess.binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment.filter { key, _ in
            !key.hasPrefix("HUSH_") && key != "TZ" && key != "NO_COLOR"
        }
        environment["TZ"] = "UTC"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let reader = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            while true {
                let chunk = reader.availableData
                condition.lock()
                if chunk.isEmpty { ended = true } else { output.append(chunk) }
                condition.broadcast()
                condition.unlock()
                if chunk.isEmpty { return }
            }
        }
    }

    private var text: String { String(decoding: output, as: UTF8.self) }

    /// Waits until `predicate` holds for the output so far; false if the output ended or time ran out first.
    func wait(timeout: TimeInterval = 120, until predicate: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !predicate(text) {
            if ended || !condition.wait(until: deadline) { return predicate(text) }
        }
        return true
    }

    func kill() {
        _ = Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Everything the child printed, once it has exited.
    func finish() -> String {
        process.waitUntilExit()
        _ = wait(until: { _ in false })
        condition.lock()
        defer { condition.unlock() }
        return text
    }

    var wasKilled: Bool { process.terminationReason == .uncaughtSignal }
}
