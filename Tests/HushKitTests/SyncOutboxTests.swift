import Foundation
@testable import HushDomain
@testable import HushStore
@testable import HushKit
import XCTest

/// The outbox's batches: an entry of thousands of changes (an import) is split, and the cursor moves
/// only once its last part is accepted; entries that pulls wrote are never sent back.
final class SyncOutboxTests: XCTestCase {
    func entry(_ seq: Int, events count: Int, by person: String = "Gavin") -> JournalEntry {
        let start = EventTimestamp(utc: Date(timeIntervalSince1970: 1_767_384_000), timezone: "UTC", offsetSeconds: 0)
        let changes = (0..<count).map { index in
            RecordChange(before: nil, after: .event(Event(id: "e\(seq)-\(index)", babyID: "b1", loggedBy: person, start: start, end: start,
                                                          data: .diaper(.wet), createdAt: start.utc)))
        }
        return JournalEntry(seq: seq, at: start.utc, by: person, action: .do, summary: "", changes: changes)
    }

    func testAHugeEntryIsSplitAndTheCursorWaitsForItsLastPart() {
        var state = SyncState()
        state.device = "d1"
        let outbox = SyncOutbox(entries: [(entry(1, events: 3), 100), (entry(2, events: 450), 900), (entry(3, events: 1), 950)], state: state)
        let batches = outbox.batches(of: 200)
        XCTAssertEqual(batches.map(\.changes.count), [200, 200, 54])
        XCTAssertEqual(batches.map(\.endOffset), [100, 100, 950], "the cursor never lands inside entry 2")
        XCTAssertEqual(Set(batches.flatMap(\.changes).map(\.id)).count, 454, "every change once, each with its own id")
        XCTAssertEqual(batches.first?.changes.first?.id, "d1:1:0")
    }

    func testEntriesWrittenByPullsAreNotSent() {
        var state = SyncState()
        state.device = "d1"
        state.pulledEntries = [2]
        let outbox = SyncOutbox(entries: [(entry(1, events: 1), 100), (entry(2, events: 5, by: SyncEngine.author), 200)], state: state)
        XCTAssertEqual(outbox.batches(of: 200).flatMap(\.changes).count, 1)
        XCTAssertEqual(outbox.pending.map(\.seq), [1])
    }
}
