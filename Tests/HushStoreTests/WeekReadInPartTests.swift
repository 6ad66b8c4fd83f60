import Foundation
@testable import HushDomain
@testable import HushStore
import XCTest

/// A store reads a week's file in part for the first query over part of it, and whole (kept) after: a
/// one-shot decodes only what it asks for, and a script or the REPL does not read a file again and again.
final class WeekReadInPartTests: XCTestCase {
    private var directory: String!
    /// Monday 2026-01-05 00:00 UTC.
    private let monday = Date(timeIntervalSince1970: 1_767_571_200)

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("hush-part-\(UUID().uuidString)").path
        let store = JournalStore(directory: directory)
        try store.begin()
        let baby = Baby(id: "b1", name: "Eddie", birthDate: "2025-09-01", createdAt: monday)
        var changes = [RecordChange(before: nil, after: .baby(baby))]
        for day in 0..<7 {
            let start = EventTimestamp(utc: monday.addingTimeInterval(Double(day) * 86_400 + 3_600), timezone: "UTC", offsetSeconds: 0)
            changes.append(RecordChange(before: nil, after: .event(Event(id: "d\(day)", babyID: baby.id, loggedBy: "test", start: start,
                                                                          end: start, data: .diaper(.wet), createdAt: start.utc))))
        }
        try store.commit(action: .do, summary: "week", changes: changes, at: monday, by: "test")
        try store.end()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func testTheFirstQueryReadsInPartAndTheNextReadsWholeAndKeeps() throws {
        let store = JournalStore(directory: directory)
        try store.begin()
        defer { try? store.end() }
        let week = WeekPartition.key(for: monday)
        let weekend = { try store.events(for: nil, from: self.monday.addingTimeInterval(5 * 86_400), to: self.monday.addingTimeInterval(7 * 86_400)).map(\.id) }
        XCTAssertEqual(try weekend(), ["d5", "d6"])
        XCTAssertNil(store.partitions[week], "read in part, not kept")
        XCTAssertEqual(try weekend(), ["d5", "d6"])
        XCTAssertEqual(store.partitions[week]?.events.count, 7, "read whole and kept the second time")
        XCTAssertEqual(try store.events(for: nil, from: monday, to: monday.addingTimeInterval(86_400)).map(\.id), ["d0"])
    }
}
