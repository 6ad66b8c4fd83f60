import Foundation
@testable import HushDomain
@testable import HushStore
import XCTest

/// The cache's week files are appended to without an fsync, and its state is written in place: both are
/// cheaper than before, and neither may ever be trusted when a power cut or a crash left it short or torn.
/// Through real stores on disk, each command a store opened afresh: a power cut is played by cutting a
/// file back to what the disk may have kept, at a line's end, where nothing else would notice.
final class CacheWithoutFsyncTests: XCTestCase {
    private var storeFolder: StoreFolder!
    private var directory: String { storeFolder.directory }
    /// Friday 2026-01-02 20:00 UTC: a few hours later is another week.
    private let base = Date(timeIntervalSince1970: 1_767_384_000)
    private let baby = Baby(id: "b1", name: "Eddie", birthDate: "2025-09-01", createdAt: Date(timeIntervalSince1970: 1_767_384_000))

    override func setUpWithError() throws {
        storeFolder = try StoreFolder("cache")
        try command { try $0.commit(action: .do, summary: "baby", changes: [RecordChange(before: nil, after: .baby(baby))], at: base, by: "test") }
    }

    override func tearDownWithError() throws {
        storeFolder.remove()
    }

    private func command<T>(_ body: (JournalStore) throws -> T) throws -> T {
        try storeFolder.command(body)
    }

    /// Logs a wet diaper `hours` after the base, as one command.
    private func log(_ number: Int, hours: Double) throws {
        let start = EventTimestamp(utc: base.addingTimeInterval(hours * 3_600), timezone: "UTC", offsetSeconds: 0)
        let event = Event(id: "d\(number)", babyID: baby.id, loggedBy: "test", start: start, end: start, data: .diaper(.wet), createdAt: start.utc)
        try command { try $0.commit(action: .do, summary: "pee \(number)", changes: [RecordChange(before: nil, after: .event(event))], at: base, by: "test") }
    }

    private func loggedIDs() throws -> [String] {
        try command { try $0.events(for: nil, from: base.addingTimeInterval(-86_400 * 30), to: base.addingTimeInterval(86_400 * 30)).map(\.id) }
    }

    private func weekFile(_ hours: Double) -> String {
        directory + "/cache/weeks/" + WeekPartition.key(for: base.addingTimeInterval(hours * 3_600)) + ".jsonl"
    }

    private func state() throws -> StoreState {
        try JSONRecordReader.state(JSONValue.parse(Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/cache/state.json")))))
    }

    func testAWeekFileThatLostItsLastAppendIsRebuiltNotTrusted() throws {
        try log(1, hours: 1)
        let kept = try XCTUnwrap(DurableFile.mark(weekFile(1))?.size)
        try log(2, hours: 2)
        XCTAssertGreaterThan(try XCTUnwrap(DurableFile.mark(weekFile(2))?.size), kept)
        XCTAssertEqual(try state().unsyncedWeeks, [WeekPartition.key(for: base): try XCTUnwrap(DurableFile.mark(weekFile(2))?.size)])
        // The disk kept the first line and not the second: every byte left is a whole line that decodes.
        XCTAssertEqual(truncate(weekFile(2), off_t(kept)), 0)
        XCTAssertEqual(try loggedIDs(), ["d1", "d2"], "the state counted a line the week file lost")
    }

    func testAWeekIsSyncedAndLeavesTheListWhenAWriteGoesElsewhere() throws {
        try log(1, hours: 1)
        // Monday 2026-01-05: the next week.
        try log(2, hours: 60)
        let first = WeekPartition.key(for: base), second = WeekPartition.key(for: base.addingTimeInterval(60 * 3_600))
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(Array(try state().unsyncedWeeks.keys), [second], "the first week was synced when the write went to the next")
        try log(3, hours: 2)
        XCTAssertEqual(Set(try state().unsyncedWeeks.keys), [first], "the write to the first week lists it again, and syncs the second")
        XCTAssertEqual(try loggedIDs(), ["d1", "d3", "d2"])
    }

    func testAWriteToSeveralWeeksLeavesOnlyTheNewestUnsynced() throws {
        let events = [1.0, 60.0, 230.0].enumerated().map { number, hours -> RecordChange in
            let start = EventTimestamp(utc: base.addingTimeInterval(hours * 3_600), timezone: "UTC", offsetSeconds: 0)
            return RecordChange(before: nil, after: .event(Event(id: "w\(number)", babyID: baby.id, loggedBy: "test", start: start,
                                                                  end: start, data: .diaper(.wet), createdAt: start.utc)))
        }
        // A script's batch: three weeks in one write.
        try command { try $0.commit(action: .do, summary: "batch", changes: events, at: base, by: "test") }
        XCTAssertEqual(Array(try state().unsyncedWeeks.keys), [WeekPartition.key(for: base.addingTimeInterval(230 * 3_600))])
        // A write that touches no week (a preference) leaves the list as it is.
        try command {
            try $0.commit(action: .do, summary: "units", changes: [RecordChange(before: nil, after: .preference(Preference(key: "units", value: "ml")))],
                          at: base, by: "test")
        }
        XCTAssertEqual(Array(try state().unsyncedWeeks.keys), [WeekPartition.key(for: base.addingTimeInterval(230 * 3_600))])
        XCTAssertEqual(try loggedIDs(), ["w0", "w1", "w2"])
    }

    func testALongerWeekFileFromAWriteWhoseStateWasLostIsKept() throws {
        try log(1, hours: 1)
        let stale = try Data(contentsOf: URL(fileURLWithPath: directory + "/cache/state.json"))
        try log(2, hours: 2)
        // A crash after the week's append and before the state was written: the old state, a longer file.
        try stale.write(to: URL(fileURLWithPath: directory + "/cache/state.json"))
        XCTAssertEqual(try loggedIDs(), ["d1", "d2"])
        try log(3, hours: 3)
        XCTAssertEqual(try loggedIDs(), ["d1", "d2", "d3"])
    }

    func testAStateChangedInPlaceFailsItsSealAndIsRebuilt() throws {
        try log(1, hours: 1)
        let path = directory + "/cache/state.json"
        var text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(JournalChecksum.verify(Data(text.utf8)), .intact)
        // Still JSON, still a state: only the seal tells that these bytes are not the ones written.
        text = text.replacingOccurrences(of: "\"Eddie\"", with: "\"Eddif\"")
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertEqual(try command { $0.state.babies.map(\.name) }, ["Eddie"])
        XCTAssertEqual(JournalChecksum.verify(try Data(contentsOf: URL(fileURLWithPath: path))), .intact, "the rebuilt state is sealed")
    }

    /// A state is only a cache, and anyone can write one: what it names for the next command to check is a
    /// week's key, never a path, and only a few of them; anything else is refused and the cache rebuilt.
    func testAStateNamingAPathOrTooManyWeeksIsRebuilt() throws {
        try log(1, hours: 1)
        let path = directory + "/cache/state.json"
        let written = try String(contentsOfFile: path, encoding: .utf8)
        let many = (0..<65).map { "\"\(WeekPartition.key(for: base.addingTimeInterval(Double($0) * 7 * 86_400)))\":1" }.joined(separator: ",")
        for hostile in [#"{"../../../etc/passwd":999999}"#, #"{"2026-01-06":1}"#, #"{"2025-12-29":-1}"#, "{\(many)}"] {
            let text = written.replacingOccurrences(of: #""unsynced_weeks":{"#, with: #""unsynced_weeks":\#(hostile),"old":{"#)
            XCTAssertNotEqual(text, written)
            let body = JournalChecksum.unsealed(Data(text.utf8))
            try Data(JournalChecksum.seal(Array(body))).write(to: URL(fileURLWithPath: path))
            XCTAssertEqual(try loggedIDs(), ["d1"], hostile)
            XCTAssertEqual(try state().unsyncedWeeks, [:], "rebuilt, every week synced: \(hostile)")
        }
    }

    func testAStateWrittenShorterOverALongerOneLeavesNoTail() throws {
        for number in 1...5 { try log(number, hours: Double(number)) }
        let path = directory + "/cache/state.json"
        let long = try Data(contentsOf: URL(fileURLWithPath: path))
        // Deleting events empties `latest`'s diaper and shortens the state.
        try command { store in
            let events = try store.events(for: nil, from: base, to: base.addingTimeInterval(86_400))
            try store.commit(action: .do, summary: "clear", changes: events.map { RecordChange(before: .event($0), after: nil) }, at: base, by: "test")
        }
        let short = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertLessThan(short.count, long.count)
        XCTAssertEqual(JournalChecksum.verify(short), .intact)
        XCTAssertEqual(try loggedIDs(), [])
    }
}
