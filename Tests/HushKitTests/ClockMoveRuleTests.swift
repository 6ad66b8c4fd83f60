import Foundation
@testable import HushDomain
@testable import HushServices
@testable import HushKit
import XCTest

/// A script's `clock` moves the session's clock within the times a record may hold, 1970 to 2200: a
/// clock moved to the year 116,000 left `routine days` and `export json` working through every day since.
final class ClockMoveRuleTests: XCTestCase {
    let calendar = ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!)
    /// 2026-12-05 12:00 UTC.
    let now = Date(timeIntervalSince1970: 1_796_472_000)

    func testMovesWithinTheBoundsAreMadeAndOthersChangeNothing() throws {
        XCTAssertEqual(try ClockMoveRule.apply(.by(seconds: 3600), now: now, calendar: calendar), now.addingTimeInterval(3600))
        let last = try ClockMoveRule.apply(.to(CivilDateTime(year: 2199, month: 12, day: 31, hour: 18, minute: 0)), now: now, calendar: calendar)
        XCTAssertEqual(calendar.civil(last).year, 2199)
        for move in [ClockMove.by(seconds: 999_999_999 * 3600), .by(seconds: -60 * 365 * 86_400), .by(seconds: .infinity),
                     .to(CivilDateTime(year: 9999, month: 12, day: 31, hour: 6, minute: 30)),
                     .to(CivilDateTime(year: 1969, month: 12, day: 31, hour: 10, minute: 0)),
                     .to(CivilDateTime(year: 2200, month: 1, day: 1, hour: 0, minute: 0))] {
            XCTAssertThrowsError(try ClockMoveRule.apply(move, now: now, calendar: calendar), "\(move)") { error in
                XCTAssertEqual((error as? DomainError)?.message, "the clock can move from 1970 to the end of 2199; nothing was changed")
            }
        }
    }
}
