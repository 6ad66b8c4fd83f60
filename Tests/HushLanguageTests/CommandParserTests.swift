@testable import HushLanguage
import XCTest

/// The parser on its own: phrasings to meanings, and malformed input that must produce one clean error.
final class CommandParserTests: XCTestCase {
    let parser = CommandParser(knownNames: ["Eddie", "Mia"])

    func meaning(_ line: String) throws -> String { CommandMeaning.describe(try parser.parse(line)) }

    func testPhrasingsAndTheirMeanings() throws {
        let table: [(String, String)] = [
            ("ate 4oz, 0.5 left", "bottle-ate amount=4oz left=0.5 at=now"),
            ("ate 4 oz 0.5 left", "bottle-ate amount=4oz left=0.5 at=now"),
            ("ATE 4 OZ, 0.5 LEFT", "bottle-ate amount=4oz left=0.5 at=now"),
            ("ate two and a half ounces", "bottle-ate amount=2.5oz left=0 at=now"),
            ("ate 4oz ½ left", "bottle-ate amount=4oz left=0.5 at=now"),
            ("ate 4oz 1/2 left", "bottle-ate amount=4oz left=0.5 at=now"),
            ("ate 3oz 20 min ago", "bottle-ate amount=3oz left=0 at=-20m"),
            ("made a 4oz bottle", "bottle-prepare amount=4oz at=now"),
            ("made a 120 millilitres bottle", "bottle-prepare amount=120ml at=now"),
            ("made a bottle", "bottle-prepare amount=last at=now"),
            ("feeding", "feeding-start at=now"),
            ("finished, 0.5 left", "feeding-finish left=0.5 at=now"),
            ("all gone", "feeding-finish left=0 at=now"),
            ("fell asleep", "sleep-start at=now"),
            ("asleep", "sleep-start at=now"),
            ("sleeping", "sleep-start at=now"),
            ("slept 10 min ago", "sleep-start at=-10m"),
            ("slept 45 min", "sleep-length length=45m ending=now"),
            ("woke up", "sleep-end at=now"),
            ("awake 5 min ago", "sleep-end at=-5m"),
            ("napped from 1 to 2:30pm", "sleep-span from=1:00 to=2:30pm"),
            ("slept from yesterday 11pm to 6am", "sleep-span from=yesterday_11:00pm to=6:00am"),
            ("fell asleep an hour ago", "sleep-start at=-1h"),
            ("fell asleep half an hour ago", "sleep-start at=-30m"),
            ("fell asleep 1h 15m ago", "sleep-start at=-1h15m"),
            ("fell asleep at noon", "sleep-start at=12:00pm"),
            ("fell asleep at midnight", "sleep-start at=00:00"),
            ("fell asleep this morning at 6", "sleep-start at=today_6:00am"),
            ("fell asleep at 14:15", "sleep-start at=14:15"),
            ("wet diaper", "diaper contents=wet at=now"),
            ("dirty diaper", "diaper contents=dirty at=now"),
            ("pee", "diaper contents=wet at=now"),
            ("poop", "diaper contents=dirty at=now"),
            ("pee and poop", "diaper contents=both at=now"),
            ("both", "diaper contents=both at=now"),
            ("wet diaper for Eddie", "diaper contents=wet at=now baby=Eddie"),
            ("wet diaper --json", "diaper contents=wet at=now json"),
            ("new baby Eddie born 2025-09-01", "new-baby name=Eddie born=2025-09-01"),
            ("baby Mia", "select-baby name=Mia"),
            ("clock 2026-01-02 06:30", "clock to=2026-01-02T06:30"),
            ("clock +45m", "clock by=+45m"),
            ("export json", "export-json"),
            ("help bottles", "help topic=bottles"),
        ]
        for (line, expected) in table {
            XCTAssertEqual(try meaning(line), expected, line)
        }
    }

    func testAmbiguousOrWrongInputIsAnErrorWithAPosition() {
        let cases: [(String, Int)] = [
            ("ate fuor oz", 4), ("blorp", 0), ("wet diaper at 27:00", 14), ("ate 4oz 6oz", 8),
            ("wet diaper fell asleep", 0), ("diaper", 0), ("new baby Eddie born 2025-02-30", 20),
        ]
        for (line, column) in cases {
            XCTAssertThrowsError(try parser.parse(line), line) { error in
                guard let error = error as? ParseError else { return XCTFail("\(line): \(error)") }
                XCTAssertEqual(error.range?.start, column, "\(line): \(error.message)")
                XCTAssertFalse(error.message.isEmpty)
            }
        }
        XCTAssertEqual((try? parser.parse("ate fuor oz")).map(CommandMeaning.describe), nil)
    }

    /// A file's path may hold ten digits and more ("…-B9459958793E/…", a temporary folder's name): it is a
    /// name there, not a number to refuse.
    func testLongDigitRunsInAPathAreNotNumbers() throws {
        let line = try CommandParser().parse("backup to /tmp/run-B9459958793E/backup.hush")
        XCTAssertEqual(CommandMeaning.describe(line.command).contains("9459958793E"), true, CommandMeaning.describe(line.command))
        XCTAssertThrowsError(try CommandParser().parse("ate 94599587930 oz"))
        XCTAssertThrowsError(try CommandParser().parse("export csv 99999999999d"), "a number of days, not a path")
        // A device id (random letters and digits) is a name too.
        let revoke = try CommandParser().parse("revoke device d1693681988ucv1lm7isepsg9n4")
        guard case .sync(.revokeDevice(let id)) = revoke.command else { return XCTFail("\(revoke.command)") }
        XCTAssertEqual(id, "d1693681988ucv1lm7isepsg9n4")
        XCTAssertThrowsError(try CommandParser().parse("revoke 94599587930"), "only a device's id is read as typed")
    }

    func testSuggestionNamesTheNearestWord() {
        // A number word is never corrected, only suggested: amounts are not guessed.
        XCTAssertThrowsError(try parser.parse("ate fuor oz")) { error in
            XCTAssertEqual((error as? ParseError)?.message, "unknown word 'fuor' — did you mean 'four'?")
        }
    }

    func testMalformedInputNeverCrashes() {
        XCTAssertThrowsError(try parser.parse("")) { XCTAssertEqual($0 as? ParseError, .empty) }
        XCTAssertThrowsError(try parser.parse("   \t  "))
        XCTAssertThrowsError(try parser.parse(String(repeating: "wet ", count: 10_000)))
        XCTAssertThrowsError(try parser.parse("wet\u{0}diaper\u{7}\u{1B}[2J"))
        XCTAssertThrowsError(try parser.parse("99999999999999999999oz bottle"))
        XCTAssertThrowsError(try parser.parse("ate 4/0oz"))
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let length = Int.random(in: 0..<60, using: &generator)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let line = String(decoding: bytes, as: UTF8.self)
            _ = try? parser.parse(line)
        }
        let words = ["wet", "4oz", "at", "from", "to", "½", "ago", "12:99", "2025-13-01", "+", ":", "left", "yesterday", "one", "and", "a", "half"]
        for _ in 0..<3_000 {
            let line = (0..<Int.random(in: 1..<9)).map { _ in words.randomElement()! }.joined(separator: " ")
            _ = try? parser.parse(line)
        }
    }

    func testLongButValidLineParsesQuickly() throws {
        let line = "wet diaper" + String(repeating: " ", count: 900)
        XCTAssertEqual(try meaning(line), "diaper contents=wet at=now")
    }
}
