import XCTest
@testable import HushLanguage

/// The number reader's first look (``NumberPhrase/mayStart(_:)``) agrees with reading: wherever it says no
/// number begins, the full reader finds none and leaves the cursor where it was, for every word Hush
/// knows and every number with a glued unit, whatever follows.
final class NumberPhraseStartTests: XCTestCase {
    /// What may follow: the words that continue a number ("two and a half", "a couple of", "one fifty").
    private let continuations = ["", "and a half", "and a quarter", "hundred", "fifty", "quarters", "point five", "of",
                                 "couple of", "1/2", "0.5", "oz", "two"]

    private func assertNothingRead(at line: String, _ label: String) {
        for volume in [false, true] {
            var cursor = TokenCursor(Lexer.tokens(in: line))
            XCTAssertNil(NumberPhrase.read(&cursor, volume: volume), "'\(line)' read a number at \(label)")
            XCTAssertEqual(cursor.index, 0, "'\(line)' moved the cursor")
        }
    }

    func testEveryWordPassedOverReadsNoNumber() throws {
        let all = try EnglishAndCorpusWords.all()
        XCTAssertGreaterThan(all.count, 50_000, "the English list was read")
        var passed = 0
        for (index, word) in all.sorted().enumerated() where !NumberPhrase.mayStart(Lexer.tokens(in: word).first) {
            passed += 1
            for tail in index % 50 == 0 ? continuations : ["", "and a half", "fifty", "of"] {
                assertNothingRead(at: [word, tail].filter { !$0.isEmpty }.joined(separator: " "), "'\(word)'")
            }
        }
        XCTAssertGreaterThan(passed, all.count * 9 / 10, "nearly every word is passed over")
        for word in ["two", "twenty", "twenty-two", "a", "half", "quarter", "couple", "hundred", "4", "0.5"] {
            XCTAssertTrue(NumberPhrase.mayStart(Lexer.tokens(in: word).first), word)
        }
    }

    func testNumbersWithAGluedUnitAndSymbolsReadNoNumber() {
        for word in ["4oz", "120ml", "3pm", "10min", "2h", ":", ",", "½oz", "2026-01-02", "3:15"] {
            let first = Lexer.tokens(in: word).first
            guard !NumberPhrase.mayStart(first) else { continue }
            for tail in continuations { assertNothingRead(at: [word, tail].filter { !$0.isEmpty }.joined(separator: " "), "'\(word)'") }
        }
        XCTAssertFalse(NumberPhrase.mayStart(Lexer.tokens(in: "4oz").first))
    }
}
