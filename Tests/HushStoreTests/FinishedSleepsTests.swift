import Foundation
@testable import HushDomain
@testable import HushStore
import XCTest

/// Logging a sleep reads the baby's finished sleeps of the last two days through each week's index of
/// sleeps: the same events, in the same order, as reading every event of those weeks and keeping the
/// finished sleeps, whether the weeks are in memory or read back from their files, after edits that
/// finish, move, delete and undo sleeps, and with another baby's sleeps beside them.
final class FinishedSleepsTests: XCTestCase {
    /// 2026-01-02 15:00 UTC.
    private let base = Date(timeIntervalSince1970: 1_767_366_000)

    private func sleep(_ id: String, baby: String, hours: Double, length: Double?) -> Event {
        func stamp(_ hours: Double) -> EventTimestamp {
            EventTimestamp(utc: base.addingTimeInterval(hours * 3600), timezone: "America/New_York", offsetSeconds: -18_000)
        }
        return Event(id: id, babyID: baby, loggedBy: "test", start: stamp(hours), end: length.map { stamp(hours + $0) },
                     data: .sleep, createdAt: base)
    }

    func testTheIndexGivesWhatReadingEveryEventGives() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hush-finished-sleeps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let directory = folder.appendingPathComponent("store").path
        var store = JournalStore(directory: directory)
        var events: [Event] = []
        // Three weeks of sleeps for two babies, some open, with a diaper between each (not a sleep).
        for step in 0..<120 {
            let baby = step % 3 == 0 ? "b2" : "b1"
            events.append(sleep("s\(step)", baby: baby, hours: Double(step) * 4.5, length: step % 11 == 0 ? nil : 1.5))
            events.append(Event(id: "d\(step)", babyID: baby, loggedBy: "test",
                                start: EventTimestamp(utc: base.addingTimeInterval(Double(step) * 4.5 * 3600 + 600), timezone: "UTC", offsetSeconds: 0),
                                end: nil, data: .diaper(.wet), createdAt: base))
        }
        try store.begin()
        try store.commit(action: .do, summary: "history", changes: events.map { RecordChange(before: nil, after: .event($0)) }, at: base, by: "test")
        // Finish one, move one to another week, delete one, and take one away as an undo does.
        var finished = events[22]; finished.end = EventTimestamp(utc: finished.start.utc.addingTimeInterval(1800), timezone: "UTC", offsetSeconds: 0)
        var moved = events[40]; moved.start.utc = moved.start.utc.addingTimeInterval(-9 * 24 * 3600)
        moved.end?.utc = moved.start.utc.addingTimeInterval(3600)
        var deleted = events[60]; deleted.deletedAt = base
        try store.commit(action: .do, summary: "edits", changes: [
            RecordChange(before: .event(events[22]), after: .event(finished)), RecordChange(before: .event(events[40]), after: .event(moved)),
            RecordChange(before: .event(events[60]), after: .event(deleted)), RecordChange(before: .event(events[80]), after: nil),
        ], at: base, by: "test")

        func compare(_ when: String) throws {
            for baby in ["b1", "b2", "nobody"] {
                for (from, to) in [(-100.0, 1000.0), (0, 54), (100, 154), (200.25, 260), (530, 700)] {
                    let start = base.addingTimeInterval(from * 3600), end = base.addingTimeInterval(to * 3600)
                    let read = try store.events(for: baby, from: start, to: end) { $0.kind == .sleep && $0.end != nil }
                    let indexed = try store.finishedSleeps(for: baby, from: start, to: end)
                    XCTAssertEqual(indexed, read, "\(when): \(baby) from \(from)h to \(to)h")
                    if baby != "nobody", from == -100 { XCTAssertGreaterThan(read.count, 20, when) }
                }
            }
        }
        try compare("in memory")
        try store.end()
        store = JournalStore(directory: directory)
        try store.begin()
        try compare("read back from the week files")
        try store.end()
    }
}
