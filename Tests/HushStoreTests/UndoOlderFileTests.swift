import Foundation
@testable import HushDomain
@testable import HushStore
import XCTest

/// The undo history's older part lives in files of the cache, read only by a command that reaches into
/// them. Through real stores on disk, one command per store opened afresh: undo and redo reach through it
/// as far as before, every step agrees with a rebuild from the journal, the state stays small, and a
/// file that is damaged or gone is rebuilt from the journal, never trusted.
final class UndoOlderFileTests: XCTestCase {
    private var storeFolder: StoreFolder!
    private var directory: String { storeFolder.directory }
    private let base = Date(timeIntervalSince1970: 1_767_384_000)
    private let baby = Baby(id: "b1", name: "Eddie", birthDate: "2025-09-01", createdAt: Date(timeIntervalSince1970: 1_767_384_000))

    override func setUpWithError() throws {
        storeFolder = try StoreFolder("undo")
    }

    override func tearDownWithError() throws {
        storeFolder.remove()
    }

    private func diaper(_ number: Int) -> RecordChange {
        let start = EventTimestamp(utc: base.addingTimeInterval(Double(number) * 1_800), timezone: "America/New_York", offsetSeconds: -18_000)
        let event = Event(id: "d\(number)", babyID: baby.id, loggedBy: "test", start: start, end: start,
                          data: .diaper(.wet), createdAt: start.utc)
        return RecordChange(before: nil, after: .event(event))
    }

    /// One command on a store opened afresh, as each `hush` run is.
    private func command<T>(_ body: (JournalStore) throws -> T) throws -> T {
        try storeFolder.command(body)
    }

    private func log(_ count: Int, from first: Int = 0) throws {
        for number in first..<first + count {
            try command { try $0.commit(action: .do, summary: "pee \(number)", changes: [diaper(number)], at: base, by: "test") }
        }
    }

    /// Undoes the newest change, as the `undo` command does; its sequence number.
    private func undo() throws -> Int {
        try command { store in
            let top = try XCTUnwrap(try store.lastUndo(), "nothing to undo")
            let entry = try store.entry(at: top.offset)
            try store.commit(action: .undo, target: entry.seq, summary: "Undid: \(entry.summary)",
                             changes: entry.changes.reversed().map(\.reversed), at: base, by: "test")
            return entry.seq
        }
    }

    private func redo() throws -> Int {
        try command { store in
            let top = try XCTUnwrap(store.state.undo.redo.last, "nothing to redo")
            let entry = try store.entry(at: top.offset)
            try store.commit(action: .redo, target: entry.seq, summary: "Redid: \(entry.summary)", changes: entry.changes, at: base, by: "test")
            return entry.seq
        }
    }

    /// Both stacks as a store rebuilt from the journal alone has them (in a copy, so this store's cache stays).
    private func rebuiltStacks() throws -> (undo: [Int], redo: [Int]) {
        let copy = storeFolder.folder.appendingPathComponent("copy-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try FileManager.default.copyItem(atPath: directory + "/journal.jsonl", toPath: copy + "/journal.jsonl")
        let store = JournalStore(directory: copy)
        try store.begin()
        defer { try? store.end() }
        return (try store.undoReferences().map(\.seq), store.state.undo.redo.map(\.seq))
    }

    private func stacks() throws -> (undo: [Int], redo: [Int]) {
        try command { (try $0.undoReferences().map(\.seq), $0.state.undo.redo.map(\.seq)) }
    }

    private func olderFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory + "/cache").filter { $0.hasPrefix("undo-") }.sorted()
    }

    /// The files the state names, as they are in the cache's folder.
    private func namedFiles(_ part: String = "older", sorted: Bool = true) throws -> [String] {
        let state = try JSONValue.parse(Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/cache/state.json"))))
        let files = (state["undo"]?[part]?.array ?? []).compactMap { $0["file"]?.integer ?? $0.integer }.map { "undo-\($0).txt" }
        return sorted ? files.sorted() : files
    }

    /// The files the state names, as segments or free.
    private func keptFiles() throws -> [String] {
        let free = try namedFiles("free")
        XCTAssertLessThanOrEqual(free.count, UndoOlderReferences.freeLimit)
        XCTAssertTrue(Set(free).isDisjoint(with: try namedFiles()), "no file both free and a segment's")
        return (try namedFiles() + free).sorted()
    }

    private func inode(_ file: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: directory + "/cache/" + file)[.systemFileNumber] as? Int
    }

    private func problems() throws -> [String] {
        try StoreCheck(directory: directory).run(account: nil).problems.map(\.message)
    }

    func testUndoAndRedoReachThroughTheOlderFileAsARebuildDoes() throws {
        try command { try $0.commit(action: .do, summary: "baby", changes: [RecordChange(before: nil, after: .baby(baby))], at: base, by: "test") }
        try log(230)
        XCTAssertEqual(try olderFiles().count, 1, "one file for the older part while it fits")
        let state = try String(contentsOfFile: directory + "/cache/state.json", encoding: .utf8)
        let recent = try XCTUnwrap(try JSONValue.parse(Array(state.utf8))["undo"]?["undo"]?.string)
        XCTAssertLessThanOrEqual(recent.split(separator: " ").count, UndoHistory.recentLimit, "the state keeps only the newest")
        var expected = Array(1...231)
        XCTAssertEqual(try stacks().undo, expected)
        var undone: [Int] = []
        // Back through the state's own references and well into the older file's, each a fresh command.
        for step in 0..<170 {
            let seq = try undo()
            XCTAssertEqual(seq, expected.removeLast(), "undo \(step)")
            undone.append(seq)
            if step % 17 == 0 || step > 160 {
                XCTAssertEqual(try olderFiles(), try keptFiles(), "undo \(step): the files replaced are free or removed")
                let now = try stacks()
                XCTAssertEqual(now.undo, expected, "undo \(step)")
                XCTAssertEqual(now.redo, undone, "undo \(step)")
                XCTAssertTrue(try rebuiltStacks() == now, "undo \(step): as a rebuild from the journal")
            }
        }
        for step in 0..<40 {
            let seq = try redo()
            XCTAssertEqual(seq, undone.removeLast(), "redo \(step)")
            expected.append(seq)
        }
        XCTAssertEqual(try stacks().undo, expected)
        XCTAssertTrue(try rebuiltStacks() == (try stacks()))
        let seq = try command { $0.state.seq }
        try log(100, from: 1_000)
        let after = try stacks()
        XCTAssertEqual(after.redo, [], "a new change clears redo")
        XCTAssertEqual(after.undo, expected + Array(seq + 1...seq + 100))
        XCTAssertTrue(try rebuiltStacks() == after)
        XCTAssertEqual(try problems(), [])
        XCTAssertEqual(try olderFiles(), try keptFiles())
    }

    /// References moving out of the state are appended to the newest file the state names, which is
    /// neither read nor replaced, and start a new file when it is full; bytes after what the state names
    /// (an append whose state a crash lost) are never read; the part forgets its oldest files whole, so
    /// no change rewrites a file however long the history.
    func testMovingReferencesOutAppendsAndForgettingRemovesTheOldestFiles() throws {
        try command { try $0.commit(action: .do, summary: "baby", changes: [RecordChange(before: nil, after: .baby(baby))], at: base, by: "test") }
        try log(100)
        let first = try XCTUnwrap(try olderFiles().first)
        let path = directory + "/cache/" + first
        let firstInode = try inode(first)
        let size = try Data(contentsOf: URL(fileURLWithPath: path)).count
        try log(150, from: 100)
        XCTAssertEqual(try olderFiles(), [first], "the same file")
        XCTAssertEqual(try inode(first), firstInode)
        XCTAssertGreaterThan(try Data(contentsOf: URL(fileURLWithPath: path)).count, size, "appended to")
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data(" 99:99 garbage".utf8))
        handle.closeFile()
        XCTAssertEqual(try problems(), [], "bytes after what the state names are not the history's")
        XCTAssertEqual(try stacks().undo, Array(1...251))
        var inodes = [first: try inode(first)]
        var forgotten = false
        for round in 0..<13 {
            try log(100, from: 250 + round * 100)
            let files = try olderFiles()
            XCTAssertEqual(files, try keptFiles(), "after \(round): the files are those the state names")
            for file in files {
                if let known = inodes[file] {
                    XCTAssertEqual(try inode(file), known, "after \(round): \(file) appended to, never replaced")
                } else {
                    inodes[file] = try inode(file)
                }
            }
            let named = try namedFiles()
            forgotten = forgotten || !named.contains(first)
        }
        XCTAssertTrue(forgotten, "the oldest file is forgotten whole")
        XCTAssertGreaterThan(try namedFiles().count, 2)
        let reach = try stacks().undo
        XCTAssertTrue((UndoHistory.depth...UndoHistory.reachLimit).contains(reach.count), "reach \(reach.count)")
        XCTAssertEqual(reach, Array(1552 - reach.count...1551))
        XCTAssertTrue(try rebuiltStacks() == (try stacks()), "as a rebuild from the journal")
        XCTAssertEqual(try problems(), [])
    }

    /// Past its first forgotten file, a long history neither makes nor removes a file: each new segment is
    /// written into a forgotten one's file, in place (the same inode), and the bytes after what the state
    /// names there (what the file held before, a longer segment) are never read.
    func testALongHistoryWritesNewSegmentsIntoFreedFiles() throws {
        try command { try $0.commit(action: .do, summary: "baby", changes: [RecordChange(before: nil, after: .baby(baby))], at: base, by: "test") }
        try log(1_600)
        let settled = try olderFiles()
        XCTAssertFalse(try namedFiles("free").isEmpty, "a forgotten file is kept free")
        let inodes = try settled.map(inode)
        let segments = try namedFiles(sorted: false)
        try log(1_000, from: 1_600)
        XCTAssertEqual(try olderFiles(), settled, "no file made or removed")
        XCTAssertEqual(try settled.map(inode), inodes, "each written in place")
        XCTAssertNotEqual(try namedFiles(sorted: false), segments, "the segments moved into freed files")
        XCTAssertEqual(try olderFiles(), try keptFiles())
        XCTAssertTrue(try rebuiltStacks() == (try stacks()), "as a rebuild from the journal")
        XCTAssertEqual(try problems(), [])
        // Undo reaches back through files written over, each step as a rebuild has it.
        for step in 0..<300 { _ = try undo(); if step % 60 == 0 { XCTAssertTrue(try rebuiltStacks() == (try stacks()), "undo \(step)") } }
        XCTAssertTrue(try rebuiltStacks() == (try stacks()))
        XCTAssertEqual(try problems(), [])
    }

    /// A rebuilt cache starts with a free file once the history has an older part, so the first new
    /// segment after a rebuild (a copied store, an upgrade) makes no file either.
    func testARebuiltCacheHasAFreeFileForTheNextSegment() throws {
        try command { try $0.commit(action: .do, summary: "baby", changes: [RecordChange(before: nil, after: .baby(baby))], at: base, by: "test") }
        try log(150)
        XCTAssertEqual(try namedFiles("free"), [], "nothing forgotten yet")
        try FileManager.default.removeItem(atPath: directory + "/cache/state.json")
        let rebuilt = try stacks()
        let free = try namedFiles("free")
        XCTAssertEqual(free.count, 1)
        let files = try olderFiles()
        XCTAssertEqual(files, try keptFiles(), "the free file is made")
        try log(300, from: 150)
        XCTAssertEqual(try olderFiles(), files, "the next segment went into the free file")
        XCTAssertTrue(try namedFiles().contains(try XCTUnwrap(free.first)))
        XCTAssertEqual(try stacks().undo, rebuilt.undo + Array(152...451))
        XCTAssertEqual(try problems(), [])
    }

    /// A state whose free files could be written over while it names them (a segment's file), or that a
    /// Hush never writes (too many, a number out of range or repeated, not a number), is damage: the cache is
    /// rebuilt from the journal, with a free file of its own.
    func testAStateNamingAFreeFileItCannotHaveIsRebuilt() throws {
        try command { try $0.commit(action: .do, summary: "baby", changes: [RecordChange(before: nil, after: .baby(baby))], at: base, by: "test") }
        try log(1_600)
        let path = directory + "/cache/state.json"
        let written = try String(contentsOfFile: path, encoding: .utf8)
        let free = try XCTUnwrap(try namedFiles("free").first?.dropFirst(5).dropLast(4))
        let segment = try XCTUnwrap(try namedFiles().first?.dropFirst(5).dropLast(4))
        let expected = try stacks()
        let cache = directory + "/cache", saved = storeFolder.folder.appendingPathComponent("saved-cache").path
        try FileManager.default.copyItem(atPath: cache, toPath: saved)
        // The first, a free file this state may have, is kept: the others are found and rebuilt.
        for hostile in ["[\(free)]", "[\(segment)]", "[\(free),\(free)]", "[0]", "[-3]", "[281474976710657]", "[\"\(free)\"]",
                        "[90,91,92,93,94]", "{}"] {
            try FileManager.default.removeItem(atPath: cache)
            try FileManager.default.copyItem(atPath: saved, toPath: cache)
            let text = written.replacingOccurrences(of: #""free":[\#(free)]"#, with: #""free":\#(hostile)"#)
            try Data(JournalChecksum.seal(Array(JournalChecksum.unsealed(Data(text.utf8))))).write(to: URL(fileURLWithPath: path))
            XCTAssertTrue(try stacks() == expected, hostile)
            // Rebuilt, the cache has one free file of its own, numbered after every file it names.
            let kept = try namedFiles("free")
            XCTAssertEqual(kept.count, 1, hostile)
            XCTAssertEqual(kept == ["undo-\(free).txt"], hostile == "[\(free)]", hostile)
            XCTAssertEqual(try problems(), [], hostile)
        }
    }

    /// No change reads the older part, however many move references out or forget files: with every file
    /// damaged, hundreds of changes (forgetting the oldest files among them) run without noticing, where
    /// a read would have found the damage and rebuilt the cache's folder.
    func testChangesNeverReadTheOlderFiles() throws {
        try command { try $0.commit(action: .do, summary: "baby", changes: [RecordChange(before: nil, after: .baby(baby))], at: base, by: "test") }
        try log(1_200)
        let before = try namedFiles()
        for file in try olderFiles() {
            let path = directory + "/cache/" + file
            let size = try Data(contentsOf: URL(fileURLWithPath: path)).count
            try Data(repeating: UInt8(ascii: "x"), count: size).write(to: URL(fileURLWithPath: path))
        }
        let marker = directory + "/cache/marker"
        XCTAssertTrue(FileManager.default.createFile(atPath: marker, contents: Data()))
        try log(600, from: 1_200)
        XCTAssertTrue(FileManager.default.fileExists(atPath: marker), "no change read a file, so none rebuilt the cache")
        XCTAssertFalse(Set(try namedFiles()).isSuperset(of: before), "the oldest files were forgotten")
        XCTAssertEqual(try problems().count, 1, "the damaged files still named are found by a check")
        // An undo that reaches into them finds the damage and rebuilds: the history is the journal's.
        XCTAssertEqual(try undo(), 1_801)
        XCTAssertTrue(try rebuiltStacks() == (try stacks()))
        XCTAssertEqual(try problems(), [])
    }

    /// A script's changes and undos between one lock and one save: references appended in memory and not
    /// yet written are read with the file when an undo reaches them, with no rebuild.
    func testUndoInTheSameRunReachesReferencesNotYetWritten() throws {
        try command { try $0.commit(action: .do, summary: "baby", changes: [RecordChange(before: nil, after: .baby(baby))], at: base, by: "test") }
        try log(150)
        // A rebuild makes the cache's folder afresh, and this file would be gone.
        let marker = directory + "/cache/marker"
        XCTAssertTrue(FileManager.default.createFile(atPath: marker, contents: Data()))
        let store = JournalStore(directory: directory)
        try store.begin()
        for number in 150..<250 {
            try store.commit(action: .do, summary: "pee \(number)", changes: [diaper(number)], at: base, by: "test")
        }
        var expected = Array(1...251)
        for step in 0..<120 {
            let top = try XCTUnwrap(try store.lastUndo())
            let entry = try store.entry(at: top.offset)
            XCTAssertEqual(entry.seq, expected.removeLast(), "undo \(step)")
            try store.commit(action: .undo, target: entry.seq, summary: "Undid", changes: entry.changes.reversed().map(\.reversed), at: base, by: "test")
        }
        try store.end()
        XCTAssertTrue(FileManager.default.fileExists(atPath: marker), "no rebuild")
        XCTAssertEqual(try stacks().undo, expected)
        XCTAssertTrue(try rebuiltStacks() == (try stacks()))
        XCTAssertEqual(try problems(), [])
    }

    /// A cache of the format before (every undo reference in the state, the weeks as a list of keys), as
    /// a Hush before the older part left it: `check store` notes it rather than calling it damage, and
    /// the next command rebuilds it, with the whole history reachable.
    func testACacheOfTheFormatBeforeIsNotedAndRebuilt() throws {
        try command { try $0.commit(action: .do, summary: "baby", changes: [RecordChange(before: nil, after: .baby(baby))], at: base, by: "test") }
        try log(100)
        let path = directory + "/cache/state.json"
        var state = try JSONValue.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        guard case .object(var members) = state else { return XCTFail("the state is an object") }
        members["format"] = .number(3)
        members["weeks"] = .array([.string("2026-01-05")])
        members["undo"] = .object(["undo": .string((1...101).map { "\($0):\($0 * 10)" }.joined(separator: " ")), "redo": .string("")])
        state = .object(members)
        var writer = JSONLineWriter()
        writer.value(state)
        try Data(writer.bytes).write(to: URL(fileURLWithPath: path))
        let report = try StoreCheck(directory: directory).run(account: nil)
        XCTAssertEqual(report.problems.map(\.message), [])
        XCTAssertTrue(report.notes.contains { $0.contains("another format (3)") }, "\(report.notes)")
        XCTAssertEqual(try stacks().undo, Array(1...101))
        XCTAssertEqual(try problems(), [])
    }

    func testADamagedOrMissingOlderFileIsRebuiltFromTheJournal() throws {
        for damage in ["changed", "cut", "gone"] {
            try? FileManager.default.removeItem(atPath: directory)
            try command { try $0.commit(action: .do, summary: "baby", changes: [RecordChange(before: nil, after: .baby(baby))], at: base, by: "test") }
            try log(120)
            let file = directory + "/cache/" + (try XCTUnwrap(try olderFiles().first))
            var bytes = try Data(contentsOf: URL(fileURLWithPath: file))
            switch damage {
            case "changed":
                let index = bytes.firstIndex(of: UInt8(ascii: "7")) ?? 0
                bytes[index] = UInt8(ascii: "8")
                try bytes.write(to: URL(fileURLWithPath: file))
            case "cut":
                try bytes.dropLast(3).write(to: URL(fileURLWithPath: file))
            default:
                try FileManager.default.removeItem(atPath: file)
            }
            XCTAssertEqual(try problems().count, 1, damage)
            XCTAssertTrue(try problems().first?.contains("is not the undo history the cache names") == true, damage)
            var expected = Array(1...121)
            for step in 0..<100 {
                XCTAssertEqual(try undo(), expected.removeLast(), "\(damage): undo \(step)")
            }
            XCTAssertEqual(try stacks().undo, expected, damage)
            XCTAssertEqual(try problems(), [], damage)
        }
    }
}
