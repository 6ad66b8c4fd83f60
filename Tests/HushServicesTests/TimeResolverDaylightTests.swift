import Foundation
@testable import HushDomain
@testable import HushLanguage
@testable import HushServices
import XCTest

/// Where local times become instants (``TimeResolver`` over ``ZonedCalendar/readings(of:)``), on both
/// daylight-saving nights in three zones: a time the clocks skipped is refused naming the gap, never moved
/// past it; a time that happened twice means its most recent past occurrence, the README's rule for every
/// time. New York and London change in the small hours of a Sunday in March and in the autumn; Sydney's
/// spring is October and its autumn April.
final class TimeResolverDaylightTests: XCTestCase {
    /// One zone's two nights: the spring-forward gap (`skipped` said as typed, with its refusal), and the
    /// fall-back hour (`doubled` as typed, and its two instants in UTC).
    struct Nights {
        let zone: String
        let spring: CivilDateTime
        let skipped: String
        let refusal: String
        let autumn: CivilDateTime
        let doubled: String
        let first: String
        let second: String
    }

    static let zones = [
        Nights(zone: "America/New_York", spring: CivilDateTime(year: 2026, month: 3, day: 8), skipped: "2:30am",
               refusal: "2:30 AM did not happen on Sun Mar 8: clocks went from 2:00 to 3:00 AM; say a time the clocks showed, for example 'today 3:30am'",
               autumn: CivilDateTime(year: 2026, month: 11, day: 1), doubled: "1:30am",
               first: "2026-11-01T05:30:00Z", second: "2026-11-01T06:30:00Z"),
        Nights(zone: "Europe/London", spring: CivilDateTime(year: 2026, month: 3, day: 29), skipped: "1:30am",
               refusal: "1:30 AM did not happen on Sun Mar 29: clocks went from 1:00 to 2:00 AM; say a time the clocks showed, for example 'today 2:30am'",
               autumn: CivilDateTime(year: 2026, month: 10, day: 25), doubled: "1:30am",
               first: "2026-10-25T00:30:00Z", second: "2026-10-25T01:30:00Z"),
        Nights(zone: "Australia/Sydney", spring: CivilDateTime(year: 2026, month: 10, day: 4), skipped: "2:30am",
               refusal: "2:30 AM did not happen on Sun Oct 4: clocks went from 2:00 to 3:00 AM; say a time the clocks showed, for example 'today 3:30am'",
               autumn: CivilDateTime(year: 2026, month: 4, day: 5), doubled: "2:30am",
               first: "2026-04-04T15:30:00Z", second: "2026-04-04T16:30:00Z"),
    ]

    func resolve(_ text: String, at now: CivilDateTime, in calendar: ZonedCalendar) throws -> Date {
        var cursor = TokenCursor(Lexer.tokens(in: text))
        let time = try XCTUnwrap(try TimePhrase.point(&cursor, bare: true), "no time in '\(text)'")
        return try TimeResolver(now: calendar.instant(from: now), calendar: calendar).instant(for: time)
    }

    func at(_ day: CivilDateTime, _ hour: Int, _ minute: Int = 0) -> CivilDateTime {
        CivilDateTime(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute)
    }

    func testATimeTheClocksSkippedIsRefusedNamingTheGap() throws {
        for nights in Self.zones {
            let calendar = ZonedCalendar(zone: try XCTUnwrap(ZoneRules(identifier: nights.zone)))
            for said in [nights.skipped, "at " + nights.skipped, String(nights.skipped.dropLast(2))] {
                XCTAssertThrowsError(try resolve(said, at: at(nights.spring, 10), in: calendar), "\(nights.zone): \(said)") { error in
                    XCTAssertEqual((error as? DomainError)?.message, nights.refusal, nights.zone)
                }
            }
            // The next day names it by its date; the same clock time that day exists and is logged.
            let dated = "\(nights.spring.dateText) at \(nights.skipped)"
            XCTAssertThrowsError(try resolve(dated, at: at(nights.spring.addingDays(1), 10), in: calendar)) { error in
                XCTAssertEqual((error as? DomainError)?.message.hasPrefix(nights.refusal.components(separatedBy: ";")[0]), true, "\(error)")
            }
            XCTAssertNoThrow(try resolve(nights.skipped, at: at(nights.spring.addingDays(1), 10), in: calendar))
            // Just before and just after the gap are ordinary times.
            let before = "\(Int(nights.skipped.prefix(1))! == 1 ? 12 : Int(nights.skipped.prefix(1))! - 1):59am", after = "\(Int(nights.skipped.prefix(1))! + 1):00am"
            XCTAssertEqual(calendar.civil(try resolve(before, at: at(nights.spring, 10), in: calendar)).hour, Int(nights.skipped.prefix(1))! - 1)
            XCTAssertEqual(calendar.civil(try resolve(after, at: at(nights.spring, 10), in: calendar)).hour, Int(nights.skipped.prefix(1))! + 1)
        }
    }

    func testATimeThatHappenedTwiceMeansItsMostRecentPast() throws {
        for nights in Self.zones {
            let calendar = ZonedCalendar(zone: try XCTUnwrap(ZoneRules(identifier: nights.zone)))
            // The morning after both: the second.
            XCTAssertEqual(UTCText.format(try resolve(nights.doubled, at: at(nights.autumn, 10), in: calendar)), nights.second, nights.zone)
            XCTAssertEqual(UTCText.format(try resolve("yesterday " + nights.doubled, at: at(nights.autumn.addingDays(1), 10), in: calendar)),
                           nights.second, nights.zone)
            // Between the two, the second is less than an hour ahead: refused like any time about to come, with
            // the first said so that saying it logs exactly it (its clock time would mean the second).
            let hour = Int(nights.doubled.prefix(1))!
            let between = try XCTUnwrap(UTCText.parse(nights.second)).addingTimeInterval(-1800)
            let resolver = TimeResolver(now: between, calendar: calendar)
            var cursor = TokenCursor(Lexer.tokens(in: nights.doubled))
            let time = try XCTUnwrap(try TimePhrase.point(&cursor, bare: true))
            XCTAssertThrowsError(try resolver.instant(for: time), nights.zone) { error in
                guard case .notYet(_, let readings, _)? = error as? DomainError else { return XCTFail("\(error)") }
                XCTAssertEqual(readings.first, "30 min ago", "\(nights.zone): \(readings)")
            }
            XCTAssertEqual(calendar.civil(between).hour, hour, "the clock reads the doubled hour again")
        }
    }

    func testASpanAcrossTheDoubledHourCountsItOnce() throws {
        for nights in Self.zones {
            let calendar = ZonedCalendar(zone: try XCTUnwrap(ZoneRules(identifier: nights.zone)))
            let hour = Int(nights.doubled.prefix(1))!
            var cursor = TokenCursor(Lexer.tokens(in: "from \(hour - 1):30 to \(hour + 1):30am"))
            guard case .span(let from, let to)? = try TimePhrase.parse(&cursor) else { return XCTFail("not a span") }
            let span = try TimeResolver(now: calendar.instant(from: at(nights.autumn, 10)), calendar: calendar).span(from: from, to: to)
            XCTAssertEqual(span.end.timeIntervalSince(span.start), 3 * 3600, "\(nights.zone): two hours on the clock, three lived")
        }
    }

    func testReadingsOfOrdinaryDoubledAndSkippedTimes() throws {
        let calendar = ZonedCalendar(zone: try XCTUnwrap(ZoneRules(identifier: "America/New_York")))
        XCTAssertEqual(calendar.readings(of: CivilDateTime(year: 2026, month: 1, day: 2, hour: 1, minute: 30)).count, 1)
        XCTAssertEqual(calendar.readings(of: CivilDateTime(year: 2026, month: 11, day: 1, hour: 1, minute: 30)).compactMap(\.instant).map(UTCText.format),
                       ["2026-11-01T05:30:00Z", "2026-11-01T06:30:00Z"])
        guard case .skipped(let gap)? = calendar.readings(of: CivilDateTime(year: 2026, month: 3, day: 8, hour: 2, minute: 30)).first else {
            return XCTFail("2:30 AM on Mar 8 2026 does not exist in New York")
        }
        XCTAssertEqual(UTCText.format(gap.transition), "2026-03-08T07:00:00Z")
        XCTAssertEqual(gap.before, CivilDateTime(year: 2026, month: 3, day: 8, hour: 2))
        XCTAssertEqual(gap.after, CivilDateTime(year: 2026, month: 3, day: 8, hour: 3))
    }
}
