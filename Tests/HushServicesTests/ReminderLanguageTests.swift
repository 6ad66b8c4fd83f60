@testable import HushDomain
@testable import HushLanguage
@testable import HushServices
import XCTest

/// The notification commands as typed, through `CommandParser` as the interpreter reads them: `reminders`,
/// `notifications on|off`, `mute`/`unmute KIND|all` (``ReminderCommandParser``), and the household settings
/// `set quiet hours …` and `set notifications KIND on|off` (``SettingsParser``). Proves each line's
/// `Command`, its `explain` description, and that malformed lines fail with the right `ParseError` whose
/// `SourceRange` columns (0-based, end exclusive) sit under the offending words.
final class ReminderLanguageTests: XCTestCase {
    let parser = CommandParser(knownNames: ["Eddie", "Mia"])
    let allKinds = Set(NotificationKind.allCases)

    // MARK: - Helpers

    func command(_ line: String) throws -> Command { try parser.parse(line).command }

    func meaning(_ line: String) throws -> String { CommandMeaning.describe(try parser.parse(line)) }

    func quietHours(_ start: String, _ end: String) -> Command {
        .set(.quietHours(QuietHours(text: start + "-" + end)!))
    }

    /// The `ParseError` a line fails with, or nil (with a failure) when it parses.
    func parseError(_ line: String, file: StaticString = #filePath, line number: UInt = #line) -> ParseError? {
        do {
            let parsed = try parser.parse(line)
            XCTFail("'\(line)' parsed as \(parsed.command)", file: file, line: number)
        } catch let error as ParseError {
            XCTAssertFalse(error.message.isEmpty, file: file, line: number)
            return error
        } catch {
            XCTFail("'\(line)': \(error)", file: file, line: number)
        }
        return nil
    }

    /// The columns `error` points at, as the words found there in `line`.
    func pointedAt(_ error: ParseError?, in line: String) -> String? {
        guard let range = error?.range else { return nil }
        return String(Array(line)[range.start..<min(range.end, line.count)])
    }

    // MARK: - reminders, notifications on|off

    func testListingAndTheMasterSwitch() throws {
        XCTAssertEqual(try command("reminders"), .reminders(.list))
        XCTAssertEqual(try command("Reminders"), .reminders(.list))
        XCTAssertEqual(try command("notifications off"), .reminders(.master(on: false)))
        XCTAssertEqual(try command("notifications on"), .reminders(.master(on: true)))
        let json = try parser.parse("reminders --json")
        XCTAssertEqual(json.command, .reminders(.list))
        XCTAssertTrue(json.json)
    }

    func testRemindersTakesNothingAfterIt() {
        let line = "reminders now"
        let error = parseError(line)
        guard case .unexpected("now", expected: "nothing after 'reminders'", let range)? = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(range, SourceRange(start: 10, end: 13))
        XCTAssertEqual(pointedAt(error, in: line), "now")
    }

    func testNotificationsWithoutOnOrOffIsNotTheMasterSwitch() throws {
        // Left to the other parsers ("notifications for eddie" may be another command's).
        XCTAssertNil(try ReminderCommandParser.parse(Lexer.tokens(in: "notifications")))
        XCTAssertNil(try ReminderCommandParser.parse(Lexer.tokens(in: "notifications for eddie")))
        XCTAssertNil(try ReminderCommandParser.parse(Lexer.tokens(in: "wet diaper")))
        XCTAssertEqual(try ReminderCommandParser.parse(Lexer.tokens(in: "mute nap window")), .mute([.napWindow]))
        let error = parseError("notifications")
        XCTAssertEqual(error?.range?.start, 0)
    }

    // MARK: - mute, unmute

    func testMuteAndUnmuteByAnyNameOfAKind() throws {
        let table: [(String, ReminderCommand)] = [
            ("mute nap window", .mute([.napWindow])),
            ("mute naps", .mute([.napWindow])),
            ("mute Nap Window", .mute([.napWindow])),
            ("mute the feeding due reminders", .mute([.feedingDue])),
            ("mute nap window notifications", .mute([.napWindow])),
            ("mute feeding", .mute([.feedingDue])),
            ("mute bottle", .mute([.bottleExpiry])),
            ("mute office hours", .mute([.officeHours])),
            ("mute all", .mute(allKinds)),
            ("mute everything", .mute(allKinds)),
            ("unmute all", .unmute(allKinds)),
            ("unmute bottle expiry", .unmute([.bottleExpiry])),
            ("unmute the routine alerts", .unmute([.routine])),
        ]
        for (line, expected) in table {
            XCTAssertEqual(try command(line), .reminders(expected), line)
        }
    }

    func testMuteWithoutAKindPointsAtTheVerb() {
        for verb in ["mute", "unmute"] {
            let error = parseError(verb)
            guard case .missing(let what, let example, let range)? = error else { return XCTFail("\(verb): \(String(describing: error))") }
            XCTAssertEqual(what, "a kind (bottle expiry, nap window, feeding due, routine, office hours) or 'all'")
            XCTAssertEqual(example, "\(verb) nap window")
            XCTAssertEqual(range, SourceRange(start: 0, end: verb.count))
        }
    }

    func testMisspeltKindSuggestsTheNearestOne() {
        let line = "mute nap windw"
        let error = parseError(line)
        XCTAssertEqual(error, .unknownWord("nap windw", suggestion: "nap window", SourceRange(start: 5, end: 14)))
        XCTAssertEqual(pointedAt(error, in: line), "nap windw")
        XCTAssertEqual(error?.message, "unknown word 'nap windw' — did you mean 'nap window'?")
    }

    func testUnknownKindWithNoSuggestionIsUnexpected() {
        let line = "unmute xyz"
        let error = parseError(line)
        guard case .unexpected("xyz", let expected, let range)? = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertTrue(expected.contains("or 'all'"), expected)
        XCTAssertEqual(range, SourceRange(start: 7, end: 10))
    }

    // MARK: - set quiet hours

    func testQuietHoursPhrasings() throws {
        let table: [(String, Command)] = [
            ("set quiet hours 23:00-07:00", .set(.quietHours(QuietHours(start: 1380, end: 420)))),
            ("set quiet hours 11pm to 7am", quietHours("23:00", "07:00")),
            ("set quiet hours 10-6", quietHours("22:00", "06:00")),
            ("set quiet hours from 10 to 6", quietHours("22:00", "06:00")),
            ("set quiet hours 10 to 6", quietHours("22:00", "06:00")),
            ("set quiet hours 10pm - 6am", quietHours("22:00", "06:00")),
            ("set quiet hours 22:00 until 06:00", quietHours("22:00", "06:00")),
            ("set quiet hours 10:30 to 6:30", quietHours("22:30", "06:30")),
            ("set quiet hours midnight to 6", quietHours("00:00", "06:00")),
            ("set quiet hours 1pm to 3pm", quietHours("13:00", "15:00")),
            ("set quiet time 9 to 5", quietHours("21:00", "05:00")),
            ("set quiet hours off", .set(.quietHours(nil))),
            ("set quiet hours none", .set(.quietHours(nil))),
        ]
        for (line, expected) in table {
            XCTAssertEqual(try command(line), expected, line)
        }
    }

    func testParsedQuietHoursAreWhatThePolicyReadsBack() throws {
        guard case .set(.quietHours(let hours?)) = try command("set quiet hours 11pm to 7am") else { return XCTFail("not quiet hours") }
        let policy = ReminderPolicy(preferences: [QuietHours.preferenceKey: hours.text], person: "Gavin")
        XCTAssertEqual(policy.quietHours, QuietHours(start: 23 * 60, end: 7 * 60))
    }

    func testQuietHoursStartingAndEndingTogetherIsAnError() {
        let error = parseError("set quiet hours 7am to 7am")
        guard case .conflicting(let message, let range)? = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertTrue(message.contains("'set quiet hours off'"), message)
        // It points at the two times.
        XCTAssertEqual(range, SourceRange(start: 16, end: 26))
    }

    func testQuietHoursErrorsPointAtTheWords() {
        let cases: [(line: String, at: SourceRange, words: String)] = [
            ("set quiet hours soon", SourceRange(start: 16, end: 20), "soon"),
            ("set quiet hours 25:00-06:00", SourceRange(start: 16, end: 21), "25:00"),
            ("set quiet hours 10 to 6 please", SourceRange(start: 24, end: 30), "please"),
            // Nothing typed: the setting's name; a missing end: just past the line.
            ("set quiet hours", SourceRange(start: 4, end: 15), "quiet hours"),
            ("set quiet hours 10", SourceRange(start: 18, end: 19), ""),
        ]
        for (line, range, words) in cases {
            let error = parseError(line)
            XCTAssertEqual(error?.range, range, line)
            XCTAssertEqual(pointedAt(error, in: line), words, line)
        }
        guard case .missing("two times or 'off'", _, _)? = parseError("set quiet hours") else { return XCTFail("set quiet hours") }
        guard case .missing("when quiet hours end", _, _)? = parseError("set quiet hours 10") else { return XCTFail("set quiet hours 10") }
        guard case .invalidTime("25:00", _)? = parseError("set quiet hours 25:00-06:00") else { return XCTFail("25:00") }
        guard case .unexpected("please", expected: "nothing more", _)? = parseError("set quiet hours 10 to 6 please") else { return XCTFail("please") }
    }

    // MARK: - set notifications KIND on|off

    func testHouseholdSwitchPerKind() throws {
        let table: [(String, Command)] = [
            ("set notifications feeding due on", .set(.notifications(.feedingDue, on: true))),
            ("set notifications nap window off", .set(.notifications(.napWindow, on: false))),
            ("set notifications naps on", .set(.notifications(.napWindow, on: true))),
            ("set notify bottle expiry off", .set(.notifications(.bottleExpiry, on: false))),
            ("set reminders routine off", .set(.notifications(.routine, on: false))),
        ]
        for (line, expected) in table {
            XCTAssertEqual(try command(line), expected, line)
        }
    }

    func testHouseholdSwitchErrors() {
        let misspelt = "set notifications nap windw on"
        let unknown = parseError(misspelt)
        guard case .missing(let what, example: "set notifications feeding due on", _)? = unknown else { return XCTFail("\(String(describing: unknown))") }
        XCTAssertTrue(what.hasPrefix("a kind"), what)
        XCTAssertEqual(pointedAt(unknown, in: misspelt), "nap windw")

        let noState = parseError("set notifications feeding due")
        guard case .missing("on or off", example: "set notifications feeding due on", _)? = noState else { return XCTFail("\(String(describing: noState))") }

        let extra = "set notifications feeding due on please"
        XCTAssertEqual(parseError(extra), .unexpected("please", expected: "nothing more", SourceRange(start: 33, end: 39)))
    }

    // MARK: - explain

    func testExplainDescribesTheCommands() throws {
        XCTAssertEqual(try command("explain mute nap window"), .explain("mute nap window"))
        let table: [(String, String)] = [
            ("reminders", "reminders"),
            ("reminders --json", "reminders json"),
            ("notifications off", "notifications=off"),
            ("notifications on", "notifications=on"),
            ("mute nap window", "mute kinds=nap_window"),
            ("mute all", "mute kinds=bottle_expiry,nap_window,feeding_due,routine,office_hours"),
            ("unmute bottle expiry", "unmute kinds=bottle_expiry"),
            ("set quiet hours 11pm to 7am", "set quiet-hours=23:00-07:00"),
            ("set quiet hours 10-6", "set quiet-hours=22:00-06:00"),
            ("set quiet hours off", "set quiet-hours=off"),
            ("set notifications feeding due on", "set notifications feeding due=on"),
        ]
        for (line, expected) in table {
            XCTAssertEqual(try meaning(line), expected, line)
        }
    }

    func testQuietHoursInWordsAndAroundMidnight() throws {
        // "ten to six" is a stretch here, not 5:50; a bare 12 starting quiet hours is midnight.
        XCTAssertEqual(try command("set quiet hours ten to six"), .set(.quietHours(QuietHours(start: 22 * 60, end: 6 * 60))))
        XCTAssertEqual(try command("set quiet hours from ten to six"), .set(.quietHours(QuietHours(start: 22 * 60, end: 6 * 60))))
        XCTAssertEqual(try command("set quiet hours 12 to 6"), .set(.quietHours(QuietHours(start: 0, end: 6 * 60))))
        XCTAssertEqual(try command("set quiet hours quarter to eleven to six"), .set(.quietHours(QuietHours(start: 22 * 60 + 45, end: 6 * 60))))
    }

    func testMuteAllNotifications() throws {
        XCTAssertEqual(try command("mute all notifications"), .reminders(.mute(Set(NotificationKind.allCases))))
        XCTAssertEqual(try command("unmute all reminders"), .reminders(.unmute(Set(NotificationKind.allCases))))
    }
}
