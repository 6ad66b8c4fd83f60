import Foundation
@testable import HushDomain
@testable import HushStore
import HushTestSupport
import XCTest

/// The hand-written journal writer must produce exactly what JSONEncoder produces for the same values,
/// so both can read each other's files and nothing drifts when a field is added to one of them.
final class JSONLineWriterTests: XCTestCase {
    let zone = SampleEvents.zone
    let at = SampleEvents.at

    func events() -> [Event] { SampleEvents.all() }

    func testJournalEntriesMatchJSONEncoderByteForByte() throws {
        var baby = Baby(id: "b1", name: "Eddie", birthDate: "2025-09-01", createdAt: at)
        let plain = baby
        baby.settings.defaultBottle = Volume(5, .oz)
        var milky = baby
        milky.settings.bottleContents = .breastMilk
        milky.settings.milkRoomMinutes = 180
        milky.settings.milkFridgeMinutes = 3 * 1440
        milky.settings.milkFreezerMonths = 12
        milky.settings.thawedFridgeMinutes = 600
        milky.settings.thawedRoomMinutes = 60
        milky.settings.milkFeedingMinutes = 90
        let records: [StoreRecord?] = events().map { .event($0) } + [
            .baby(baby), .baby(plain), .baby(milky), .preference(Preference(key: "selected_baby", value: "b1")),
            .preference(Preference(key: "x", value: nil)), nil,
        ] + routineRecords()
        for (index, record) in records.enumerated() {
            let entry = JournalEntry(seq: index + 1, at: at, by: "me", action: index % 2 == 0 ? .do : .undo,
                                     target: index % 2 == 0 ? nil : index, summary: "Logged \"pee\" at 3:00 PM",
                                     changes: [RecordChange(before: records[(index + 1) % records.count], after: record)])
            var writer = JSONLineWriter()
            writer.entry(entry)
            let expected = try StoreFormat.encoder().encode(entry)
            XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self), String(decoding: expected, as: UTF8.self))
            let decoded = try JSONDecoder().decode(JournalEntry.self, from: writer.data)
            var reencoded = JSONLineWriter()
            reencoded.entry(decoded)
            XCTAssertEqual(reencoded.bytes, writer.bytes, "a decoded entry writes back the same bytes")
        }
    }

    /// A routine (with a closed and an open stretch), its day, and a draft, with text that needs escaping.
    private func routineRecords() -> [StoreRecord?] {
        let today = CivilDate(text: "2026-01-05")!
        var routine = Routine(id: "r1", owner: "me", name: "Ben \"Poor Richard\" Franklin", type: .celebrity, catalogKey: "benjamin-franklin",
                              bio: "Printer/statesman", tasks: [RoutineTask(minutes: 300, title: "Rise & wash"), RoutineTask(minutes: 330, title: "Plan")],
                              createdAt: at, today: today)
        routine.isActive = true
        routine.periods = [RoutinePeriod(start: today, end: today.adding(days: 2)), RoutinePeriod(start: today.adding(days: 5))]
        var custom = Routine(id: "r2", owner: "me", name: "Calm", type: .custom, tasks: [RoutineTask(minutes: 360, title: "Drink water")],
                             createdAt: at, today: today)
        custom.updatedAt = at.addingTimeInterval(0.5)
        return [
            .routine(routine), .routine(custom),
            .routineDay(RoutineDay(routineID: "r1", date: today, checked: [0, 1], finalized: true)),
            .routineDraft(RoutineDraft(owner: "me", title: nil, tasks: [])),
            .routineDraft(RoutineDraft(owner: "me", title: "Slow", tasks: [RoutineTask(minutes: 365, title: "Tea\tthen \\ stretch")])),
        ]
    }

    func testDayLinesMatchJSONEncoder() throws {
        for event in events() {
            var writer = JSONLineWriter()
            writer.partitionLine(event: event, gone: nil)
            let expected = try StoreFormat.encoder().encode(WeekPartition.Line(event: event, gone: nil))
            XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self), String(decoding: expected, as: UTF8.self))
        }
        var writer = JSONLineWriter()
        writer.partitionLine(event: nil, gone: "e1")
        XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self), #"{"gone":"e1"}"#)
    }

    func testTheReaderReadsBackWhatTheWriterWrote() throws {
        for (index, event) in events().enumerated() {
            var writer = JSONLineWriter()
            writer.partitionLine(event: event, gone: nil)
            let read = try JSONRecordReader.event(try XCTUnwrap(try JSONValue.parse(writer.bytes)["event"]))
            var again = JSONLineWriter()
            again.partitionLine(event: read, gone: nil)
            XCTAssertEqual(again.bytes, writer.bytes, "event \(index)")
            let entry = JournalEntry(seq: 3, at: at, by: "me", action: .redo, target: 2, summary: "x",
                                     changes: [RecordChange(before: nil, after: .event(event))])
            var entryWriter = JSONLineWriter()
            entryWriter.entry(entry)
            var entryAgain = JSONLineWriter()
            entryAgain.entry(try JSONRecordReader.entry(try JSONValue.parse(entryWriter.bytes)))
            XCTAssertEqual(entryAgain.bytes, entryWriter.bytes)
        }
        var state = StoreState()
        state.journal = DurableFile.Mark(size: 123, inode: 987_654_321, modified: 1_767_384_000_123_456_789)
        state.covered = 100
        state.seq = 7
        state.lastStamp = UTCDate(at)
        var baby = Baby(id: "b1", name: "Eddie \"E\"", birthDate: "2025-09-01", createdAt: at)
        baby.settings.defaultBottle = Volume(120, .ml)
        state.babies = [baby]
        state.preferences = ["selected_baby": "b1"]
        state.open = [events()[0]]
        state.stash = Array(events().filter { $0.kind == .pump }.prefix(2))
        state.latest = ["b1/eat": events()[1], "b1/sleep": events()[2]]
        state.undo.setUndo([.init(seq: 5, offset: 400), .init(seq: 7, offset: 900)])
        state.undo.redo = [.init(seq: 6, offset: 650)]
        state.weeks = try XCTUnwrap(WeekSet(keys: ["2025-12-29", "2026-01-05"]))
        // Whole seconds, as the clock and stored events keep them.
        let wake = Date(timeIntervalSince1970: 1_767_384_000)
        state.wakeBacklogs = ["b1": WakeBacklog(method: .prd, zone: "America/New_York", sleepID: "s2", wakes: [
            .init(end: wake, loggedAt: wake.addingTimeInterval(600)),
            .init(end: wake.addingTimeInterval(9_000), loggedAt: wake.addingTimeInterval(9_000)),
            // A script's clock may go back: a wake logged before the one above it.
            .init(end: wake.addingTimeInterval(5_000), loggedAt: wake.addingTimeInterval(8_000)),
        ])]
        var writer = JSONLineWriter()
        writer.state(state)
        let read = try JSONRecordReader.state(try JSONValue.parse(writer.bytes))
        XCTAssertEqual(read.journal, state.journal, "nanosecond marks survive exactly")
        XCTAssertEqual(read.undo, state.undo)
        XCTAssertEqual(read.weeks, state.weeks)
        XCTAssertEqual(read.stash, state.stash, "the milk stash survives the cache")
        XCTAssertEqual(read.wakeBacklogs, state.wakeBacklogs, "wakes waiting for their forecast survive the cache")
        XCTAssertEqual(read.wakeBacklogs["b1"]?.latestLog, wake.addingTimeInterval(9_000))
        var again = JSONLineWriter()
        again.state(read)
        XCTAssertEqual(again.bytes, writer.bytes)
    }

    /// Integers are written digit by digit, never through `String`; the bytes must be `String(value)`'s,
    /// or caches and journals written before would stop matching what is written now.
    func testIntegersAreWrittenAsStringWritesThem() {
        var random = SeededGenerator(seed: 38)
        var values = [0, 1, -1, 9, 10, -10, 99, 100, 1_000_000, Int.max, Int.min, Int.max - 1, Int.min + 1]
        for digits in 1...18 { values += [Int.random(in: 0..<Int(pow(10, Double(digits))), using: &random), -values.last!] }
        values += (0..<5_000).map { _ in Int.random(in: Int.min...Int.max, using: &random) }
        for value in values {
            var writer = JSONLineWriter()
            writer.integer(value)
            XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self), String(value))
        }
    }

    /// The undo history in the state is written without a string per reference: the newest references as
    /// joining "seq:offset" strings wrote them, the older part by its files' descriptions. It reads back to
    /// the same stacks, a thousand deep, once the older part's text is given back.
    func testUndoReferencesAreWrittenAsBeforeAndReadBack() throws {
        var random = SeededGenerator(seed: 1_000)
        var state = StoreState()
        let references: [UndoHistory.Reference] = (0..<UndoHistory.depth).map {
            .init(seq: $0 * 3 + 1, offset: Int.random(in: 0...40_000_000_000, using: &random))
        }
        state.undo.setUndo(references)
        state.undo.redo = [.init(seq: 9_999_999, offset: Int.max), .init(seq: 0, offset: 0)]
        var writer = JSONLineWriter()
        writer.state(state)
        let json = try JSONValue.parse(writer.bytes)
        let recent = references.suffix(state.undo.undoCount)
        XCTAssertFalse(recent.isEmpty)
        XCTAssertLessThanOrEqual(recent.count, UndoHistory.recentLimit)
        XCTAssertEqual(json["undo"]?["undo"]?.string, recent.map { "\($0.seq):\($0.offset)" }.joined(separator: " "))
        XCTAssertEqual(json["undo"]?["redo"]?.string, state.undo.redo.map { "\($0.seq):\($0.offset)" }.joined(separator: " "))
        let files = try XCTUnwrap(json["undo"]?["older"]?.array)
        XCTAssertEqual(files.compactMap { $0["count"]?.integer }.reduce(0, +), references.count - recent.count)
        XCTAssertEqual(files.count, state.undo.older.segments.count)
        XCTAssertGreaterThan(files.count, 1, "a thousand references fill several files")
        var read = try JSONRecordReader.state(json).undo
        XCTAssertEqual(read, state.undo)
        XCTAssertNil(read.undo, "the older part is only described until its files are read")
        for (index, segment) in state.undo.older.segments.enumerated() {
            let text = try XCTUnwrap(segment.text)
            var damaged = text
            damaged[damaged.count / 2] = UInt8(ascii: "9") == damaged[damaged.count / 2] ? UInt8(ascii: "8") : UInt8(ascii: "9")
            var refused = read.older
            XCTAssertFalse(refused.accept(damaged, segment: index), "a file that is not what the state says is refused")
            XCTAssertFalse(refused.accept(Array(text.dropLast()), segment: index))
            XCTAssertTrue(read.older.accept(text, segment: index))
        }
        XCTAssertEqual(read.undo, references)
        state.undo = UndoHistory()
        var empty = JSONLineWriter()
        empty.state(state)
        XCTAssertEqual(try JSONValue.parse(empty.bytes)["undo"], .object(["undo": .string(""), "redo": .string("")]))
    }

    func testMalformedJSONIsRefused() {
        for text in ["", "{", "{\"a\":}", "[1,]", "\"unterminated", "nul", "{\"a\":1}x", "\u{1}"] {
            XCTAssertThrowsError(try JSONValue.parse(Array(text.utf8)), text)
        }
        XCTAssertEqual(try JSONValue.parse(Array(#"{"s":"a\u00e9\ud83d\ude00\n"}"#.utf8))["s"]?.string, "a\u{e9}\u{1F600}\n")
    }
}
