import Foundation
@testable import HushStore
import XCTest

/// Week keys decide which cache file an event lives in and which files a query reads, so a wrong key
/// would hide events from `today` or the timeline.
final class WeekPartitionTests: XCTestCase {
    func key(_ text: String) -> String {
        WeekPartition.key(for: ISO8601DateFormatter().date(from: text)!)
    }

    func testAWeekRunsFromMondayToSundayInUTC() {
        XCTAssertEqual(key("2026-01-05T00:00:00Z"), "2026-01-05", "a Monday starts its own week")
        XCTAssertEqual(key("2026-01-11T23:59:59Z"), "2026-01-05", "the Sunday's last second is still that week")
        XCTAssertEqual(key("2026-01-12T00:00:00Z"), "2026-01-12")
        XCTAssertEqual(key("2026-01-02T15:00:00Z"), "2025-12-29", "a week can span two years")
        XCTAssertEqual(key("1970-01-01T00:00:00Z"), "1969-12-29")
        XCTAssertEqual(key("1969-12-28T23:59:59Z"), "1969-12-22", "instants before 1970 round down too")
    }

    func testKeysSortAsTheirInstants() {
        var previous = ""
        var instant = ISO8601DateFormatter().date(from: "2024-12-25T00:00:00Z")!
        for _ in 0..<(24 * 90) {
            let next = WeekPartition.key(for: instant)
            XCTAssertGreaterThanOrEqual(next, previous)
            previous = next
            instant += 3_600
        }
    }
}
