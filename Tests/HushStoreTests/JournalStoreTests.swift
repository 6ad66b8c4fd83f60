import Foundation
@testable import HushDomain
@testable import HushStore
import XCTest

/// Undo and redo through the store's history, driven through `JournalStore` itself: every step back and
/// forward must reproduce exactly the state that step had, whether the store stays open, is reloaded
/// from disk, or is rebuilt from the journal alone.
final class JournalStoreTests: XCTestCase {
    private var folder: URL!
    private var directory: String { folder.appendingPathComponent("store").path }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hush-journal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    // MARK: Fixtures

    /// 2026-01-02 15:00 in New York; events are spread over two UTC days so undo crosses day files.
    private let base = Date(timeIntervalSince1970: 1_767_384_000)
    private let baby = Baby(id: "b1", name: "Eddie", birthDate: "2025-09-01", createdAt: Date(timeIntervalSince1970: 1_767_384_000))

    private func stamp(hours: Int) -> EventTimestamp {
        EventTimestamp(utc: base.addingTimeInterval(Double(hours) * 3600), timezone: "America/New_York", offsetSeconds: -18_000)
    }

    private func diaper(_ id: String, hours: Int, _ contents: DiaperContents) -> Event {
        Event(id: id, babyID: baby.id, loggedBy: "test", start: stamp(hours: hours), end: stamp(hours: hours),
              data: .diaper(contents), createdAt: base.addingTimeInterval(Double(hours) * 3600))
    }

    /// The changes the walk makes, one journal entry each: creations, an edit that moves an event to the
    /// next UTC day, a soft delete, and one entry with two changes (undo must revert both, in reverse).
    private func history() -> [[RecordChange]] {
        let e1 = diaper("e1", hours: 0, .wet)
        let e2 = diaper("e2", hours: 3, .dirty)
        var e2Moved = e2
        e2Moved.start = stamp(hours: 8)
        e2Moved.end = stamp(hours: 8)
        e2Moved.data = .diaper(.both)
        let e3 = diaper("e3", hours: 6, .wet)
        var e1Deleted = e1
        e1Deleted.deletedAt = base.addingTimeInterval(9 * 3600)
        var e3Dirty = e3
        e3Dirty.data = .diaper(.dirty)
        let nap = Event(id: "s1", babyID: baby.id, loggedBy: "test", start: stamp(hours: 7), end: nil, data: .sleep,
                        createdAt: base.addingTimeInterval(7 * 3600))
        return [
            [RecordChange(before: nil, after: .baby(baby))],
            [RecordChange(before: nil, after: .event(e1))],
            [RecordChange(before: nil, after: .event(e2))],
            [RecordChange(before: nil, after: .event(e3))],
            [RecordChange(before: .event(e2), after: .event(e2Moved))],
            [RecordChange(before: .event(e1), after: .event(e1Deleted))],
            [RecordChange(before: nil, after: .event(nap)), RecordChange(before: .event(e3), after: .event(e3Dirty))],
        ]
    }

    /// What a command can see of the store.
    private struct Snapshot: Equatable {
        var babies: [Baby]
        var events: [Event]
        var open: [Event]
        var latest: [Event?]
        var canUndo: Int
        var canRedo: Int
    }

    /// `updated_at` is left out: every change, undo and redo included, stamps the records it writes anew.
    private func snapshot(_ store: JournalStore) throws -> Snapshot {
        func unstamped(_ event: Event?) -> Event? { event.map { var copy = $0; copy.updatedAt = .distantPast; return copy } }
        return Snapshot(
            babies: store.babies.map { var copy = $0; copy.updatedAt = .distantPast; return copy },
            events: try store.allEvents().compactMap(unstamped), open: store.openEvents(for: baby.id).compactMap(unstamped),
            latest: EventKind.allCases.map { unstamped(store.latest($0, for: baby.id)) },
            canUndo: try store.undoReferences().count, canRedo: store.state.undo.redo.count)
    }

    /// One command's worth of work, the way the interpreter does it: lock and refresh, act, make durable.
    private func command<T>(_ store: JournalStore, _ body: (JournalStore) throws -> T) throws -> T {
        try store.begin()
        let result = try body(store)
        try store.end()
        return result
    }

    /// Reverts the newest undoable entry, as the `undo` command does.
    private func undo(_ store: JournalStore) throws {
        let top = try XCTUnwrap(try store.lastUndo(), "nothing to undo")
        let entry = try store.entry(at: top.offset)
        XCTAssertEqual(entry.seq, top.seq, "undo history points at the wrong journal line")
        try store.commit(action: .undo, target: entry.seq, summary: "Undid: \(entry.summary)",
                         changes: entry.changes.reversed().map(\.reversed), at: base, by: "test")
    }

    /// Re-applies the newest undone entry, as the `redo` command does.
    private func redo(_ store: JournalStore) throws {
        let top = try XCTUnwrap(store.state.undo.redo.last, "nothing to redo")
        let entry = try store.entry(at: top.offset)
        XCTAssertEqual(entry.seq, top.seq, "redo history points at the wrong journal line")
        try store.commit(action: .redo, target: entry.seq, summary: "Redid: \(entry.summary)",
                         changes: entry.changes, at: base, by: "test")
    }

    // MARK: Walking the history

    /// Commits the history, then undoes every step back to the empty store and redoes every step, checking
    /// the whole visible state after each one. `reopen` decides which store instance runs the next command.
    private func walk(reopen: (JournalStore) throws -> JournalStore, file: StaticString = #filePath, line: UInt = #line) throws {
        var store = JournalStore(directory: directory)
        var states = [try command(store) { try snapshot($0) }]
        for (index, changes) in history().enumerated() {
            store = try reopen(store)
            states.append(try command(store) {
                try $0.commit(action: .do, summary: "step \(index + 1)", changes: changes, at: base, by: "test")
                return try snapshot($0)
            })
        }
        for step in stride(from: states.count - 2, through: 0, by: -1) {
            store = try reopen(store)
            let now = try command(store) { try undo($0); return try snapshot($0) }
            XCTAssertEqual(now.events, states[step].events, "events after undoing back to step \(step)", file: file, line: line)
            XCTAssertEqual(now.babies, states[step].babies, "babies after undoing back to step \(step)", file: file, line: line)
            XCTAssertEqual(now.open, states[step].open, "open events after undoing back to step \(step)", file: file, line: line)
            XCTAssertEqual(now.latest, states[step].latest, "latest events after undoing back to step \(step)", file: file, line: line)
            XCTAssertEqual(now.canUndo, step, file: file, line: line)
        }
        store = try reopen(store)
        try command(store) { XCTAssertNil(try $0.lastUndo(), "undo should stop at the empty store", file: file, line: line) }
        for step in 1..<states.count {
            store = try reopen(store)
            let now = try command(store) { try redo($0); return try snapshot($0) }
            var expected = states[step]
            expected.canRedo = states.count - 1 - step
            XCTAssertEqual(now, expected, "state after redoing step \(step)", file: file, line: line)
        }
        store = try reopen(store)
        try command(store) { XCTAssertNil($0.state.undo.redo.last, "redo should stop at the newest change", file: file, line: line) }
    }

    func testUndoAndRedoWalkTheWholeHistoryInOneInstance() throws {
        try walk { $0 }
    }

    func testUndoHistorySurvivesReloadingFromDisk() throws {
        try walk { _ in JournalStore(directory: directory) }
    }

    func testUndoHistorySurvivesAFullRebuildFromTheJournal() throws {
        try walk { _ in
            try? FileManager.default.removeItem(atPath: directory + "/cache")
            return JournalStore(directory: directory)
        }
    }

    // MARK: Edges of the history

    func testUndoWithinOneGroupCommitReadsTheUnflushedChange() throws {
        let store = JournalStore(directory: directory)
        let steps = history()
        try store.begin()
        for changes in steps.prefix(4) {
            try store.commit(action: .do, summary: "step", changes: changes, at: base, by: "test")
        }
        let afterThree = try snapshot(store)
        try store.commit(action: .do, summary: "step", changes: steps[4], at: base, by: "test")
        try undo(store)   // the entry is still in the group-commit buffer, not on disk
        var expected = afterThree
        expected.canRedo = 1
        XCTAssertEqual(try snapshot(store), expected)
        try store.end()

        let reloaded = JournalStore(directory: directory)
        XCTAssertEqual(try command(reloaded) { try snapshot($0) }, expected)
        try command(reloaded) { try redo($0) }
        XCTAssertEqual(try command(JournalStore(directory: directory)) { try $0.allEvents().first { $0.id == "e2" }?.start }, stamp(hours: 8))
    }

    func testANewChangeAfterUndoClearsRedo() throws {
        let store = JournalStore(directory: directory)
        let steps = history()
        try command(store) { store in
            for changes in steps.prefix(3) { try store.commit(action: .do, summary: "step", changes: changes, at: base, by: "test") }
        }
        try command(store) { try undo($0) }
        XCTAssertEqual(store.state.undo.redo.count, 1)
        try command(store) { try $0.commit(action: .do, summary: "step", changes: steps[3], at: base, by: "test") }
        XCTAssertTrue(store.state.undo.redo.isEmpty)
        try FileManager.default.removeItem(atPath: directory + "/cache")
        let fresh = JournalStore(directory: directory)
        try command(fresh) {
            XCTAssertTrue($0.state.undo.redo.isEmpty, "a rebuild must agree that redo was cleared")
            XCTAssertEqual(try $0.undoReferences().map(\.seq), [1, 2, 5])
        }
    }

    /// After a crash leaves half a line at the end of the journal, undo offsets must still point at whole
    /// lines once the next write has cut the torn bytes off, even if a read-only command came first.
    func testUndoAfterATornTailPointsAtTheRightLines() throws {
        let steps = history()
        try command(JournalStore(directory: directory)) { store in
            for changes in steps.prefix(3) { try store.commit(action: .do, summary: "step", changes: changes, at: base, by: "test") }
        }
        let journal = try FileHandle(forWritingTo: URL(fileURLWithPath: directory + "/journal.jsonl"))
        try journal.seekToEnd()
        try journal.write(contentsOf: Data(#"{"action":"do","at":"2026-01-02T2"#.utf8))
        try journal.close()

        try command(JournalStore(directory: directory)) { XCTAssertEqual($0.state.seq, 3) }   // read-only
        let store = JournalStore(directory: directory)
        try command(store) { try $0.commit(action: .do, summary: "step", changes: steps[3], at: base, by: "test") }
        try command(store) { try undo($0) }
        try command(store) { try undo($0) }
        try FileManager.default.removeItem(atPath: directory + "/cache")
        let ids = try command(JournalStore(directory: directory)) { try $0.allEvents().map(\.id) }
        XCTAssertEqual(ids, ["e1"])
    }

    func testUndoReachesBackAThousandChanges() throws {
        let store = JournalStore(directory: directory)
        try command(store) { store in
            try store.commit(action: .do, summary: "baby", changes: history()[0], at: base, by: "test")
            for number in 0..<(UndoHistory.depth + 5) {
                let event = diaper("d\(number)", hours: number % 48, .wet)
                try store.commit(action: .do, summary: "pee", changes: [RecordChange(before: nil, after: .event(event))], at: base, by: "test")
            }
        }
        let reloaded = JournalStore(directory: directory)
        try command(reloaded) {
            // At least the depth; beyond it, what the older part holds until it next forgets a segment.
            let reach = try $0.undoReferences().count
            XCTAssertTrue((UndoHistory.depth...UndoHistory.reachLimit).contains(reach), "reach \(reach)")
        }
        try command(reloaded) { try undo($0) }
        XCTAssertEqual(try command(reloaded) { try $0.allEvents().count }, UndoHistory.depth + 4)
    }
}
