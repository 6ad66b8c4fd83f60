import Foundation
@testable import HushDomain
@testable import HushLanguage
@testable import HushServices
import XCTest

/// Clock times mean their most recent past occurrence; spans resolve end first; the future is refused.
final class TimeResolverTests: XCTestCase {
    let calendar = ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!)
    /// 2026-01-02 15:00 in New York.
    var now: Date { calendar.instant(from: CivilDateTime(year: 2026, month: 1, day: 2, hour: 15)) }

    func local(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        calendar.instant(from: CivilDateTime(year: 2026, month: 1, day: day, hour: hour, minute: minute))
    }

    func point(_ text: String) throws -> LocatedTime {
        var cursor = TokenCursor(Lexer.tokens(in: text))
        // Not a skip: a time that stops being read is a failure of every test that resolves it.
        return try XCTUnwrap(try TimePhrase.point(&cursor, bare: true), "no time in '\(text)'")
    }

    func resolve(_ text: String) throws -> Date {
        try TimeResolver(now: now, calendar: calendar).instant(for: point(text))
    }

    func testBareClockTimeIsMostRecentPast() throws {
        XCTAssertEqual(try resolve("2:15"), local(2, 14, 15))
        XCTAssertEqual(try resolve("at 6"), local(2, 6))
        XCTAssertEqual(try resolve("11"), local(2, 11))
        XCTAssertEqual(try resolve("2"), local(2, 14), "2 PM has just passed")
        XCTAssertEqual(try resolve("6:30"), local(2, 6, 30), "6:30 PM is hours away, so 6:30 means this morning")
        XCTAssertThrowsError(try resolve("4"), "4 PM is less than an hour away: refused with the readings, not moved to 4 AM") { error in
            XCTAssertEqual(error as? DomainError, .notYet("4", readings: ["today 4am", "yesterday 4pm"], SourceRange(start: 0, end: 1)))
        }
        XCTAssertEqual(try resolve("14:15"), local(2, 14, 15))
    }

    func testMeridiemAndDayWords() throws {
        XCTAssertEqual(try resolve("at 2:15pm"), local(2, 14, 15))
        XCTAssertEqual(try resolve("yesterday 11pm"), local(1, 23))
        XCTAssertEqual(try resolve("11pm"), local(1, 23), "11 PM today is hours away: the most recent is last night's")
        XCTAssertThrowsError(try resolve("4pm"), "4 PM is an hour away: yesterday's would be a slip, so it is refused") { error in
            XCTAssertTrue((error as? DomainError)?.message.contains("yesterday 4pm") == true)
        }
        XCTAssertEqual(try resolve("yesterday 4pm"), local(1, 16))
        XCTAssertEqual(try resolve("this morning at 6"), local(2, 6))
        XCTAssertEqual(try resolve("noon"), local(2, 12))
        XCTAssertEqual(try resolve("midnight"), local(2, 0))
        XCTAssertEqual(try resolve("last night at 11"), local(1, 23))
        XCTAssertEqual(try resolve("quarter past two"), local(2, 14, 15))
        XCTAssertEqual(try resolve("ten to three"), local(2, 14, 50))
        XCTAssertThrowsError(try resolve("ten to four"), "3:50 PM is ten minutes ahead") { error in
            XCTAssertTrue((error as? DomainError)?.message.contains("'today 3:50am' or 'yesterday 3:50pm'") == true)
        }
    }

    func testRelativeTimes() throws {
        XCTAssertEqual(try resolve("10 min ago"), now.addingTimeInterval(-600))
        XCTAssertEqual(try resolve("an hour ago"), now.addingTimeInterval(-3600))
        XCTAssertEqual(try resolve("half an hour ago"), now.addingTimeInterval(-1800))
        XCTAssertEqual(try resolve("1h 15m ago"), now.addingTimeInterval(-4500))
        XCTAssertEqual(try resolve("an hour and a half ago"), now.addingTimeInterval(-5400))
        XCTAssertEqual(try resolve("now"), now)
    }

    func testFutureIsRefused() throws {
        XCTAssertThrowsError(try resolve("in 10 minutes"))
        XCTAssertThrowsError(try resolve("today at 4pm"))
    }

    func testSpanResolvesEndFirst() throws {
        var cursor = TokenCursor(Lexer.tokens(in: "from 1 to 2:30pm"))
        guard case .span(let from, let to)? = try TimePhrase.parse(&cursor) else { return XCTFail("not a span") }
        let (start, end) = try TimeResolver(now: now, calendar: calendar).span(from: from, to: to)
        XCTAssertEqual(start, local(2, 13))
        XCTAssertEqual(end, local(2, 14, 30))

        var overnight = TokenCursor(Lexer.tokens(in: "from yesterday 11pm to 6am"))
        guard case .span(let a, let b)? = try TimePhrase.parse(&overnight) else { return XCTFail("not a span") }
        let night = try TimeResolver(now: now, calendar: calendar).span(from: a, to: b)
        XCTAssertEqual(night.start, local(1, 23))
        XCTAssertEqual(night.end, local(2, 6))
    }

    func testAnEndWithoutAmOrPmIsInTheStartsHalf() throws {
        func span(_ text: String) throws -> (Date, Date) {
            var cursor = TokenCursor(Lexer.tokens(in: text))
            guard case .span(let from, let to)? = try TimePhrase.parse(&cursor) else {
                XCTFail("'\(text)' is not a span")
                return (now, now)
            }
            return try TimeResolver(now: now, calendar: calendar).span(from: from, to: to)
        }
        // "from 1pm to 5" at 3 PM was 1 PM yesterday to 5 AM today; the end is in the afternoon, and today's
        // is two hours ahead: refused, as "5pm" alone is, with yesterday's written out.
        XCTAssertThrowsError(try span("from 1pm to 5")) { error in
            XCTAssertEqual((error as? DomainError)?.message, "'5' hasn't happened yet; did you mean 'yesterday 5pm'? Say it that way")
        }
        XCTAssertEqual(try span("from 1pm to 2").1, local(2, 14))
        XCTAssertEqual(try span("from 10am to 1").1, local(2, 13), "an hour before the start's is the next half")
        XCTAssertEqual(try span("from 10pm to 6").0, local(1, 22))
        XCTAssertEqual(try span("from 10pm to 6").1, local(2, 6))
        XCTAssertEqual(try span("from 11am to 12").1, local(2, 12))
    }

    func testADatedStartCarriesItsDayToTheEnd() throws {
        var cursor = TokenCursor(Lexer.tokens(in: "from 2025-12-30 11pm to 6am"))
        guard case .span(let from, let to)? = try TimePhrase.parse(&cursor) else { return XCTFail("not a span") }
        let (start, end) = try TimeResolver(now: now, calendar: calendar).span(from: from, to: to)
        XCTAssertEqual(start, calendar.instant(from: CivilDateTime(year: 2025, month: 12, day: 30, hour: 23)))
        XCTAssertEqual(end, calendar.instant(from: CivilDateTime(year: 2025, month: 12, day: 31, hour: 6)), "the first 6 AM after the start")
    }

    func testDaylightSavingGapAndOverlap() {
        // 2026-03-08 02:30 does not exist in New York: it moves forward by the gap, to 03:30 EDT.
        let gap = calendar.instant(from: CivilDateTime(year: 2026, month: 3, day: 8, hour: 2, minute: 30))
        XCTAssertEqual(calendar.civil(gap).hour, 3)
        XCTAssertEqual(calendar.offset(at: gap), -4 * 3600)
        // 2026-11-01 01:30 happens twice: the first (EDT) is meant.
        let overlap = calendar.instant(from: CivilDateTime(year: 2026, month: 11, day: 1, hour: 1, minute: 30))
        XCTAssertEqual(calendar.offset(at: overlap), -4 * 3600)
        XCTAssertEqual(UTCText.format(overlap), "2026-11-01T05:30:00Z")
    }

    func testCivilDayArithmeticRoundTrips() {
        for number in stride(from: -800_000, through: 800_000, by: 997) {
            let (y, m, d) = CivilDateTime.date(fromDayNumber: number)
            XCTAssertEqual(CivilDateTime.dayNumber(year: y, month: m, day: d), number)
        }
        XCTAssertEqual(CivilDateTime(year: 2026, month: 1, day: 2).isoWeekday, 5, "2026-01-02 is a Friday")
    }
}
