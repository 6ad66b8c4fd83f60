import Foundation
import XCTest
@testable import HushLanguage

/// The when-part's shortcut (a word of plain letters no time reader starts with is passed over without
/// trying) agrees with trying: for every word of the English list Hush ships and of the phrase corpora,
/// where the shortcut passes a word over, the full reader finds no time there and refuses nothing, whatever
/// follows and whether a sleep or wake word stands before it.
final class TimePhraseStartTests: XCTestCase {
    /// What may follow the word: times, spans, lengths, numbers, calendar and zone words.
    private let continuations = [
        "", "3pm", "at 3pm", "3:15", "10 min ago", "ago", "from 1 to 2pm", "1 to 2:30pm", "yesterday", "last night",
        "in the morning", "thirty", "three thirty pm", "past two", "to four", "an hour ago", "day ago", "sunday",
        "feb 11", "the 11th of february", "pst", "o'clock", "and a half", "-", "2026-01-02", "couple of hours",
    ]
    /// What may stand before it: the sleep and wake words that let "three thirty" be a time.
    private let lead = ["", "woke up", "fell asleep at", "ate"]

    func testTheWrittenListIsTheReadersWords() {
        let words = TimePhrase.startWords.sorted()
        let literal = words.map { "\"\($0)\"" }.joined(separator: ", ")
        XCTAssertEqual(TimePhrase.startWordList, words, "TimePhrase+StartWordList.swift should list: \(literal)")
        for word in words { XCTAssertTrue(TimePhrase.mayStartWith(word), word) }
        for word in ["", "aa", "zzz", "diaper", "wet", "b", "zulu", "abo", "abouts", "twentyfirst"] {
            XCTAssertFalse(TimePhrase.mayStartWith(word), word)
        }
    }

    func testTheShortcutPassesOverOnlyNumbersWhoseLettersNoTimeReads() throws {
        let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
        let suffixes = letters + letters.flatMap { first in letters.map { first + $0 } }
            + ["oz", "ml", "ounces", "ounce", "lb", "kg", "bottles", "min", "mins", "hrs", "th", "st", "am", "pm"]
        var passed = 0
        for suffix in suffixes {
            for number in ["4", "11", "0.5", "1130", "1/2"] {
                let word = number + suffix
                guard TimePhrase.cannotStart(at: TokenCursor(Lexer.tokens(in: word))) else { continue }
                passed += 1
                for line in [word, "\(word) ago", "\(word) at 3pm", "woke up \(word)", "from \(word) to 3pm"] {
                    let tokens = Lexer.tokens(in: line)
                    var cursor = TokenCursor(tokens)
                    guard let at = tokens.firstIndex(where: { $0.text == word }) else { continue }
                    cursor.index = at
                    XCTAssertNil(try TimePhrase.parseTrying(&cursor), "'\(line)' at '\(word)'")
                    XCTAssertEqual(cursor.index, at, "'\(line)' moved the cursor")
                }
            }
        }
        XCTAssertGreaterThan(passed, 1_000)
        for word in ["4oz", "120ml"] { XCTAssertTrue(TimePhrase.cannotStart(at: TokenCursor(Lexer.tokens(in: word))), word) }
        for word in ["10m", "11pm", "11th", "2h", "3a", "1.5hrs", "4"] {
            XCTAssertFalse(TimePhrase.cannotStart(at: TokenCursor(Lexer.tokens(in: word))), word)
        }
    }

    func testTheShortcutPassesOverOnlyWordsNoTimeStartsWith() throws {
        let all = try EnglishAndCorpusWords.all()
        let passed = all.filter { TimePhrase.cannotStart(at: TokenCursor(Lexer.tokens(in: $0))) }
        XCTAssertGreaterThan(all.count, 50_000, "the English list was read")
        XCTAssertGreaterThan(passed.count, all.count / 2, "most words are passed over")
        for word in ["diaper", "bottle", "made", "fell", "asleep", "woke", "feeding", "finished", "left", "wet"] {
            XCTAssertTrue(passed.contains(word), word)
        }
        for word in ["yesterday", "at", "three", "noon", "sunday", "feb", "pst", "tomorrow", "an", "half", "twenty-two", "11pm"] {
            XCTAssertFalse(TimePhrase.cannotStart(at: TokenCursor(Lexer.tokens(in: word))), word)
        }
        // Every hundredth word before every continuation, and every word before a few: trying finds nothing.
        for (index, word) in passed.sorted().enumerated() {
            let tails = index % 100 == 0 ? continuations : ["", "3pm"]
            for before in index % 100 == 0 ? lead : ["", "woke up"] {
                for tail in tails {
                    let tokens = Lexer.tokens(in: [before, word, tail].filter { !$0.isEmpty }.joined(separator: " "))
                    var cursor = TokenCursor(tokens)
                    cursor.index = Lexer.tokens(in: before).count
                    XCTAssertEqual(cursor.current?.word, word)
                    let start = cursor.index
                    XCTAssertNil(try TimePhrase.parseTrying(&cursor), "'\(before) [\(word)] \(tail)'")
                    XCTAssertEqual(cursor.index, start, "'\(before) [\(word)] \(tail)' moved the cursor")
                }
            }
        }
    }
}
