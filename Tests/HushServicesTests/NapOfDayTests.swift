import Foundation
@testable import HushDomain
@testable import HushServices
import XCTest

/// Nap numbers: the clock says nap or night (6 AM to 6:59 PM is a nap), and naps count from the last night.
final class NapOfDayTests: XCTestCase {
    let calendar = ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!)

    func at(_ hour: Int, _ minute: Int = 0, day: Int = 11) -> Date {
        calendar.instant(from: CivilDateTime(year: 2026, month: 1, day: day, hour: hour, minute: minute))
    }

    func days(_ spans: [(Date, Date)]) -> NapOfDay {
        NapOfDay(spans: spans.map { SleepSpan(start: $0.0, end: $0.1) }, calendar: calendar)
    }

    func testNapsCountFromTheNight() {
        let day = days([(at(19, day: 10), at(6, 30)), (at(9), at(10)), (at(12, 30), at(13, 30))])
        XCTAssertEqual(day.index(at: 1), 1)
        XCTAssertEqual(day.index(at: 2), 2)
        XCTAssertEqual(day.index(at: 3), 3, "the next sleep would be the 3rd nap")
    }

    func testASixAMResettleIsTheFirstNapAndAnEarlyBedtimeOneMore() {
        let day = days([(at(19, day: 10), at(5, 30)), (at(6, 10), at(6, 50)), (at(9), at(10)), (at(18, 45), at(23)), (at(23, 30), at(6, day: 12))])
        XCTAssertEqual(day.index(at: 1), 1, "6:10 AM is in the day: the 1st nap")
        XCTAssertEqual(day.index(at: 2), 2)
        XCTAssertEqual(day.index(at: 3), 3, "6:45 PM is still the day")
        XCTAssertFalse(NapOfDay.isNap(at(19, 15), calendar: calendar), "7:15 PM is the night")
        XCTAssertEqual(day.index(at: 5), 1, "after the 11:30 PM night sleep, naps count again")
    }

    func testNoNightInReachOrAGapOfOverADayLeavesTheNumberUnknown() {
        XCTAssertNil(days([(at(9), at(10)), (at(12), at(13))]).index(at: 2))
        XCTAssertNil(days([(at(19, day: 8), at(6, day: 9)), (at(9), at(10))]).index(at: 2), "Jan 9 to Jan 11 has no record")
    }

    func testUsualNapsIsTheMedianOverDaysBetweenNights() {
        var spans: [(Date, Date)] = []
        for (offset, naps) in [3, 3, 2, 3, 4, 3].enumerated() {
            let day = 5 + offset
            spans.append((at(19, day: day - 1), at(6, 30, day: day)))
            for nap in 0..<naps { spans.append((at(8 + 2 * nap, day: day), at(9 + 2 * nap, day: day))) }
        }
        spans.append((at(19, day: 10), at(6, 30, day: 11)))
        XCTAssertEqual(days(spans).usualNaps(before: at(7)), 3)
        XCTAssertNil(days(Array(spans.suffix(8))).usualNaps(before: at(7)), "fewer than 5 days")
    }
}
