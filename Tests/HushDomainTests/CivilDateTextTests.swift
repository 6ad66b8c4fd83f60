import Foundation
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

    /// A time's UTC text is written by the same digit writer: it must read as the C library's calendar
    /// says, with milliseconds only when there are some, and read back to the same instant.
    func testUTCTextAgreesWithTheCLibrarysCalendar() {
        var random = SeededGenerator(seed: 1227)
        for round in 0..<20_000 {
            let seconds = Int.random(in: -2_000_000_000...250_000_000_000, using: &random)
            let millis = round % 3 == 0 ? 0 : Int.random(in: 1...999, using: &random)
            let date = Date(timeIntervalSince1970: Double(seconds) + Double(millis) / 1000)
            var time = time_t(seconds), parts = tm()
            gmtime_r(&time, &parts)
            var expected = String(format: "%04d-%02d-%02dT%02d:%02d:%02d", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
                                  Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
            if millis > 0 { expected += String(format: ".%03d", millis) }
            let text = UTCText.format(date)
            XCTAssertEqual(text, expected + "Z")
            XCTAssertEqual(UTCText.parse(text).map { ($0.timeIntervalSince1970 * 1000).rounded() }, (date.timeIntervalSince1970 * 1000).rounded(), text)
        }
    }
}
