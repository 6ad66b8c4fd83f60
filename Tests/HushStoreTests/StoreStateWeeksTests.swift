import Foundation
@testable import HushDomain
@testable import HushStore
import HushTestSupport
import XCTest

/// A query finds its weeks in the state's sorted list by binary search rather than by reading the whole
/// list; it must find exactly the weeks the scan found, for any list and any range.
final class StoreStateWeeksTests: XCTestCase {
    func testWeeksInARangeAreTheOnesAScanFinds() {
        var random = SeededGenerator(seed: 2_024)
        // Mondays over ten years, as keys; each list a random, sorted subset of them (gaps, none, all).
        let mondays = (0..<520).map { WeekPartition.key(for: Date(timeIntervalSince1970: 1_704_067_200 + Double($0) * 7 * 86_400)) }
        for round in 0..<2_000 {
            var state = StoreState()
            let share = Int.random(in: 0...100, using: &random)
            state.weeks = mondays.filter { _ in Int.random(in: 0..<100, using: &random) < share }
            // Bounds that are listed, not listed, before the first, after the last, and reversed.
            let first = mondays.randomElement(using: &random)!, last = mondays.randomElement(using: &random)!
            let bounds = [(first, last), (first, first), ("2000-01-03", last), (first, "2100-01-04"), ("2000-01-03", "2100-01-04")]
            for (from, through) in bounds {
                XCTAssertEqual(Array(state.weeks(from: from, through: through)),
                               state.weeks.filter { $0 >= from && $0 <= through }, "round \(round): \(from)…\(through)")
            }
        }
    }
}
