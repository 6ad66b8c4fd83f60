import Foundation
@testable import HushDomain
@testable import HushLanguage
@testable import HushServices
import XCTest

/// The time forms parents use when catching up, resolved against a pinned clock: Tuesday 2013-02-12
/// 04:30 at UTC−2 (the reference Duckling's corpus uses). Each either lands on its most recent past
/// occurrence or is refused; none is moved to another time.
final class TimeLanguageTests: XCTestCase {
    let calendar = ZonedCalendar(zone: ZoneRules.fixed(secondsFromGMT: -7200)!)
    var now: Date { local(2013, 2, 12, 4, 30) }
    let parser = CommandParser()

    func local(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        calendar.instant(from: CivilDateTime(year: year, month: month, day: day, hour: hour, minute: minute))
    }

    /// The when-part alone, read to its end and resolved: a point gives one instant, a span two.
    func resolve(_ text: String, order: DateOrder = .unknown) throws -> [Date] {
        var cursor = TokenCursor(Lexer.tokens(in: text))
        guard let slot = try TimePhrase.parse(&cursor), cursor.isAtEnd else { throw ParseError.missing("a time", example: text, SourceRange(start: 0, end: 1)) }
        let resolver = TimeResolver(now: now, calendar: calendar, dateOrder: order)
        switch slot {
        case .point(let at): return [try resolver.instant(for: at)]
        case .span(let from, let to):
            let (start, end) = try resolver.span(from: from, to: to)
            return [start, end]
        }
    }

    func assertTimes(_ table: [(String, [Date])], order: DateOrder = .unknown, file: StaticString = #filePath, line: UInt = #line) {
        for (text, expected) in table {
            do {
                let resolved = try resolve(text, order: order)
                XCTAssertEqual(resolved, expected, "'\(text)'", file: file, line: line)
            } catch {
                XCTFail("'\(text)' was refused: \(error)", file: file, line: line)
            }
        }
    }

    func testSpokenClockForms() {
        assertTimes([
            ("3 in the morning", [local(2013, 2, 12, 3)]),
            ("8 in the evening", [local(2013, 2, 11, 20)]),
            ("3:15 in the afternoon", [local(2013, 2, 11, 15, 15)]),
            ("a quarter past 3pm", [local(2013, 2, 11, 15, 15)]),
            ("20 past 3pm", [local(2013, 2, 11, 15, 20)]),
            ("twenty after 3pm", [local(2013, 2, 11, 15, 20)]),
            ("at about 3pm", [local(2013, 2, 11, 15)]),
            ("ten thirty am", [local(2013, 2, 11, 10, 30)]),
            ("nine fifty nine a m", [local(2013, 2, 11, 9, 59)]),
            ("at four twenty-three", [local(2013, 2, 12, 4, 23)]),
            ("at twelve oh three", [local(2013, 2, 12, 0, 3)]),
            ("3-4pm", [local(2013, 2, 11, 15), local(2013, 2, 11, 16)]),
            ("3:30-6 p.m.", [local(2013, 2, 11, 15, 30), local(2013, 2, 11, 18)]),
        ])
    }

    func testRelativeAndCalendarDays() {
        assertTimes([
            ("a couple of hours ago", [local(2013, 2, 12, 2, 30)]),
            ("a day ago", [local(2013, 2, 11, 4, 30)]),
            ("2 days ago at 3pm", [local(2013, 2, 10, 15)]),
            ("the day before yesterday 8am", [local(2013, 2, 10, 8)]),
            ("day before yesterday at 8am", [local(2013, 2, 10, 8)]),
            ("last sunday at 3pm", [local(2013, 2, 10, 15)]),
            ("on sunday at 3pm", [local(2013, 2, 10, 15)]),
            ("tuesday at 3am", [local(2013, 2, 12, 3)]),
            ("tuesday at 3pm", [local(2013, 2, 5, 15)]),
            ("last tuesday at 3am", [local(2013, 2, 5, 3)]),
            ("feb 11 at 3pm", [local(2013, 2, 11, 15)]),
            ("February 11th at 3pm", [local(2013, 2, 11, 15)]),
            ("the 11th of february at 3pm", [local(2013, 2, 11, 15)]),
            ("march 3 at 8am", [local(2012, 3, 3, 8)]),
            ("feb 11, 2013 at 3pm", [local(2013, 2, 11, 15)]),
            ("at 9am on Saturday", [local(2013, 2, 9, 9)]),
            ("yesterday from 1 to 3pm", [local(2013, 2, 11, 13), local(2013, 2, 11, 15)]),
        ])
    }

    /// On a day before today both halves of a clock without am or pm have passed: refused, naming both.
    func testAClockWithoutAmOrPmOnAnotherDayIsRefusedWithBothReadings() {
        for said in ["last sunday at 3", "Thursday 8:00 GMT", "yesterday at 5", "on monday at 10:30"] {
            XCTAssertThrowsError(try resolve(said), said) { error in
                let message = (error as? DomainError)?.message ?? ""
                XCTAssertTrue(message.contains("am") && message.contains("pm") && message.contains("say am or pm"), "\(said): \(message)")
            }
        }
    }

    func testNumericDatesFollowTheLocale() {
        assertTimes([("on 2/11 at 3pm", [local(2013, 2, 11, 15)])], order: .monthFirst)
        assertTimes([("on 2/11 at 3pm", [local(2012, 11, 2, 15)])], order: .dayFirst)
        assertTimes([("on 2/13 at 3pm", [local(2012, 2, 13, 15)])], order: .unknown)
        XCTAssertThrowsError(try resolve("on 2/11 at 3pm")) { error in
            XCTAssertTrue((error as? DomainError)?.message.contains("feb 11 or nov 2") == true, "\(error)")
        }
        XCTAssertThrowsError(try resolve("on 13/2 at 3pm", order: .monthFirst))
        XCTAssertEqual(DateOrder(environment: ["LANG": "en_US.UTF-8"]), .monthFirst)
        XCTAssertEqual(DateOrder(environment: ["LC_ALL": "en_GB.UTF-8", "LANG": "en_US.UTF-8"]), .dayFirst)
        XCTAssertEqual(DateOrder(environment: [:]), .unknown)
    }

    func testZonesAreReadInTheirZoneOrRefused() {
        assertTimes([
            ("Thu at 8 am PST", [local(2013, 2, 7, 14)]),
            ("Thursday 8:00pm GMT", [local(2013, 2, 7, 18)]),
            ("Thursday 8:00am GMT", [local(2013, 2, 7, 6)]),
            ("4pm CET", [local(2013, 2, 11, 13)]),
            ("3pm utc", [local(2013, 2, 11, 13)]),
            ("at 1am EST", [local(2013, 2, 12, 4)]),
            // A zone after a span is the whole span's, not its end's alone.
            ("1:30 - 3:00 PST", [local(2013, 2, 11, 19, 30), local(2013, 2, 11, 21)]),
            ("from 1pm to 2pm PST", [local(2013, 2, 11, 19), local(2013, 2, 11, 20)]),
        ])
        for said in ["8am BST", "8am IST", "8am AST"] {
            XCTAssertThrowsError(try resolve(said), said) { error in
                XCTAssertTrue((error as? ParseError)?.message.contains("could mean") == true, "\(said): \(error)")
            }
        }
    }

    /// A reading less than an hour ahead is refused with the past readings, never moved to one of them.
    func testATimeAlmostHereIsRefusedWithItsReadings() {
        XCTAssertThrowsError(try resolve("4:31")) { error in
            XCTAssertEqual(error as? DomainError, .notYet("4:31", readings: ["yesterday 4:31pm", "yesterday 4:31am"], SourceRange(start: 0, end: 4)))
        }
        XCTAssertThrowsError(try resolve("5"))
        XCTAssertThrowsError(try resolve("at 5:29am"))
        assertTimes([("4:29", [local(2013, 2, 12, 4, 29)]), ("5:31", [local(2013, 2, 11, 17, 31)])])
    }

    func testTheFutureIsRefused() {
        for said in ["in 10 minutes", "in about 10 minutes", "in a couple of hours", "in a day", "tomorrow at 3pm",
                     "3pm tomorrow", "next week", "next tuesday", "this monday", "in 2 days"] {
            XCTAssertThrowsError(try resolve(said), said)
        }
    }

    // MARK: - In whole lines

    func meaning(_ line: String) throws -> String { CommandMeaning.describe(try parser.parse(line)) }

    func testWholeLines() throws {
        let table: [(String, String)] = [
            ("wet diaper Thu at 8 am PST", "diaper contents=wet at=weekday4_8:00am_utc-8h"),
            ("wet diaper feb 11 at 3pm", "diaper contents=wet at=month2day11_3:00pm"),
            ("poopy diaper may 3 at 8am", "diaper contents=dirty at=month5day3_8:00am"),
            ("napped yesterday from 1 to 3pm", "sleep-span from=yesterday_1:00 to=3:00pm"),
            ("fell asleep three thirty", "sleep-start at=3:30"),
            ("woke up four twenty-three", "sleep-end at=4:23"),
            ("woke up twelve oh three", "sleep-end at=12:03"),
            ("napped from 4pm for thirty minutes", "sleep-length length=30m starting=4:00pm"),
            ("nursed left for ten and right for five", "breast-feed side=left both=true length=15m at=now"),
            ("fed right 10 min, left 5 min", "breast-feed side=right both=true length=15m at=now"),
            ("fell asleep 3 in the morning", "sleep-start at=3:00am"),
            ("wet diaper the day before yesterday 8am", "diaper contents=wet at=2daysago_8:00am"),
            ("wet diaper a couple of hours ago", "diaper contents=wet at=-2h"),
        ]
        for (line, expected) in table {
            XCTAssertEqual(try meaning(line), expected, line)
        }
    }

    /// Calendar and zone words are never corrected into event words, and never dropped.
    func testTimeWordsAreRefusedWhereTheyCannotBePlaced() {
        let refusals: [(String, String, Int)] = [
            ("wet diaper thu", "thu", 11),
            ("pooped in may", "may", 10),
            ("wet diaper last week", "week", 16),
            ("wet diaper at 8am GMT yesterday CET", "CET", 32),
            ("wet diaper tomorrow at 3", "tomorrow", 11),
            ("wet diaper PST", "PST", 11),
            ("wet diaper feb", "feb", 11),
        ]
        for (line, word, column) in refusals {
            XCTAssertThrowsError(try parser.parse(line), line) { error in
                guard case .unplacedTimeWord(let said, _, let range)? = error as? ParseError else {
                    return XCTFail("\(line): \(error)")
                }
                XCTAssertEqual(said, word, line)
                XCTAssertEqual(range.start, column, line)
            }
        }
        // a future time is never read as a past length
        XCTAssertThrowsError(try parser.parse("fell asleep in about 10 minutes").command.resolvedOrThrow(now: now, calendar: calendar))
        XCTAssertThrowsError(try parser.parse("wet diaper 8am BST"))
    }

    /// A baby called May or June is a name, never a month.
    func testABabyNamedAfterAMonthIsAName() throws {
        let named = CommandParser(knownNames: ["May", "June"])
        XCTAssertEqual(try named.parse("wet diaper for May").babyName, "May")
        XCTAssertEqual(try named.parse("June had a wet diaper at 3pm").babyName, "June")
    }
}

private extension Command {
    /// Resolves the times of a logged phrase, which is where "in 10 minutes" is refused.
    func resolvedOrThrow(now: Date, calendar: ZonedCalendar) throws {
        guard case .log(let phrase) = self else { return }
        let resolver = TimeResolver(now: now, calendar: calendar)
        switch phrase {
        case .sleepStart(let at), .sleepEnd(let at): _ = try resolver.instant(for: at)
        default: XCTFail("unexpected \(CommandMeaning.describe(self))")
        }
    }
}
