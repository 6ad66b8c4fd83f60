@testable import HushDomain
import XCTest

/// A date's `YYYY-MM-DD` names every week file and journal day. It is written as bytes for the dates a
/// store holds; it must read exactly as the general form does, for those and for any other.
final class CivilDateTextTests: XCTestCase {
    /// The general form: the year padded to four digits, month and day to two.
    private static func joined(_ date: CivilDateTime) -> String {
        let y = String(date.year), m = date.month < 10 ? "0\(date.month)" : String(date.month)
        let d = date.day < 10 ? "0\(date.day)" : String(date.day)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + m + "-" + d
    }

    func testEveryDayOfSomeYearsAndTheEdges() {
        for year in [0, 1, 9, 10, 99, 100, 999, 1000, 1969, 1970, 2000, 2024, 2026, 9999, 10_000, 12_345, -1, -45] {
            let first = CivilDateTime(year: year, month: 1, day: 1)
            for offset in 0..<366 {
                let date = first.addingDays(offset)
                XCTAssertEqual(date.dateText, Self.joined(date))
            }
        }
        XCTAssertEqual(CivilDateTime(year: 2026, month: 1, day: 2).dateText, "2026-01-02")
        XCTAssertEqual(CivilDateTime(year: 7, month: 12, day: 31).dateText, "0007-12-31")
    }

    func testRandomInstants() {
        var random = SeededGenerator(seed: 1226)
        for _ in 0..<100_000 {
            let date = CivilDateTime(secondsAsUTC: Int.random(in: -70_000_000_000...400_000_000_000, using: &random))
            XCTAssertEqual(date.dateText, Self.joined(date))
        }
    }
}
