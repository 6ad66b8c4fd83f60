import Foundation
@testable import HushDomain
import XCTest

/// `HUSH_CLOCK_SHIFT` moves every process's clock (`.ci/any-hour` runs the suite at night with it). A
/// shift is honoured within a century either way; past that, infinity or not a number, the clock is
/// the system's: a time that far has no record id, week or date, and a command once stopped on it.
final class WallClockShiftTests: XCTestCase {
    func testAShiftWithinACenturyIsHonouredAndAnyOtherIsNone() {
        XCTAssertEqual(WallClock.shift("3600"), 3600)
        XCTAssertEqual(WallClock.shift("-86400.5"), -86_400.5)
        XCTAssertEqual(WallClock.shift(String(WallClock.mostShift)), WallClock.mostShift)
        for text in [nil, "", "soon", "1e18", "-1e18", "inf", "-inf", "nan", "1e400", String(WallClock.mostShift + 1)] {
            XCTAssertEqual(WallClock.shift(text), 0, text ?? "nil")
        }
    }
}
