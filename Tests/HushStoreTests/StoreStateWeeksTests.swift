import Foundation
@testable import HushDomain
@testable import HushStore
import HushTestSupport
import XCTest

/// The weeks with an events file are kept as runs of consecutive weeks, found by binary search: whatever
/// the weeks, a query must find exactly the ones a scan of the sorted list of keys found, and the written
/// form must read back to the same weeks, while any other text is refused without a trap.
final class StoreStateWeeksTests: XCTestCase {
    /// Mondays over ten years from 2024, as keys.
    private let mondays = (0..<520).map { WeekPartition.key(for: Date(timeIntervalSince1970: 1_704_067_200 + Double($0) * 7 * 86_400)) }

    func testWeeksInARangeAreTheOnesAScanFinds() throws {
        var random = SeededGenerator(seed: 2_024)
        for round in 0..<2_000 {
            // A random subset of them (gaps, none, all), inserted in a random order.
            let share = Int.random(in: 0...100, using: &random)
            let listed = mondays.filter { _ in Int.random(in: 0..<100, using: &random) < share }
            var state = StoreState()
            for key in listed.shuffled(using: &random) { state.weeks.insert(key) }
            XCTAssertEqual(state.weeks.keys, listed, "round \(round)")
            XCTAssertEqual(state.weeks, try XCTUnwrap(WeekSet(keys: listed)))
            XCTAssertEqual(state.weeks.first, listed.first)
            XCTAssertEqual(WeekSet(written: state.weeks.written), state.weeks, "round \(round): \(state.weeks.written)")
            // Bounds that are listed, not listed, not Mondays, before the first, after the last, and reversed.
            let first = mondays.randomElement(using: &random)!, last = mondays.randomElement(using: &random)!
            let bounds = [(first, last), (first, first), ("2000-01-03", last), (first, "2100-01-04"), ("2000-01-03", "2100-01-04"),
                          ("2026-03-04", "2029-11-30"), ("1960-02-29", "2025-01-01")]
            for (from, through) in bounds {
                XCTAssertEqual(state.weeks(from: from, through: through), listed.filter { $0 >= from && $0 <= through },
                               "round \(round): \(from)…\(through)")
            }
            for key in mondays.prefix(60) { XCTAssertEqual(state.hasWeek(key), listed.contains(key)) }
        }
    }

    /// Week numbers and keys agree with the calendar across years, before 1970 too; only Mondays are weeks.
    func testKeysAreMondaysAndRoundTrip() {
        for week in stride(from: -6_000, through: 6_000, by: 7) {
            let key = WeekSet.key(week)
            XCTAssertEqual(WeekSet.week(key), week, key)
            XCTAssertEqual(CivilDate(text: key)?.isoWeekday, 1, key)
            XCTAssertNil(WeekSet.week(CivilDate(text: key)!.adding(days: 1).text))
        }
        XCTAssertNil(WeekSet(keys: ["2026-01-06"]), "a Tuesday is not a week's key")
        var weeks = WeekSet()
        weeks.insert("2026-01-06")
        XCTAssertTrue(weeks.isEmpty)
    }

    /// The written form: runs ascending and apart, each a Monday and a length. Anything else is refused,
    /// and no text traps.
    func testOnlyTheWrittenFormIsRead() {
        XCTAssertEqual(WeekSet(written: "")?.keys, [])
        XCTAssertEqual(WeekSet(written: "2026-01-05+2 2026-02-02+1")?.keys, ["2026-01-05", "2026-01-12", "2026-02-02"])
        for text in ["2026-01-05", "2026-01-05+", "2026-01-05+0", "2026-01-06+1", "2026-01-05+2 2026-01-12+1",
                     "2026-01-05+2 2026-01-19+1", "2026-02-02+1 2026-01-05+1", "2026-01-05+1 ", " 2026-01-05+1",
                     "2026-01-05+1  2026-02-02+1", "2026-01-05+99999999", "2026-13-05+1", "x"] {
            XCTAssertNil(WeekSet(written: text), text)
        }
        var random = SeededGenerator(seed: 5)
        let pieces = ["2026-01-05", "2024-12-30", "+", "1", "9", "0", " ", "-", "x", "é", "2026-02-30"]
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            if let weeks = WeekSet(written: text) { XCTAssertEqual(weeks.written, text, text) }
        }
    }
}
