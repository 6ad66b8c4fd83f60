import Foundation
@testable import HushDomain
@testable import HushLanguage
import HushTestSupport
import XCTest

/// The lexer's two readings agree: the byte reading taken for printable ASCII lines gives the same tokens,
/// texts and columns as the `Character` reading every other line takes.
final class LexerASCIITests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Tokens printed: a fraction over zero is NaN, which is not equal to itself, but prints the same.
    private func shown(_ tokens: [Token]) -> String { String(describing: tokens) }

    private func assertAgree(_ line: String, file: StaticString = #filePath, lineNumber: UInt = #line) {
        guard let ascii = Lexer.asciiTokens(in: line) else {
            return XCTFail("'\(line)' was not read as ASCII", file: file, line: lineNumber)
        }
        XCTAssertEqual(shown(ascii), shown(Lexer.generalTokens(in: line)), "'\(line)'", file: file, line: lineNumber)
    }

    func testEveryScriptAndCorpusLineLexesTheSameBothWays() throws {
        var files = try FileManager.default.contentsOfDirectory(atPath: Self.root.path + "/examples")
            .filter { $0.hasSuffix(".hush") }.map { "examples/" + $0 }
        files += try FileManager.default.contentsOfDirectory(atPath: Self.root.path + "/Tests/Corpora").map { "Tests/Corpora/" + $0 }
        var checked = 0
        for file in files {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n").map(String.init) {
                // A corpus row's phrase is one of its tab-separated fields: each field is a line too.
                for part in [line] + line.split(separator: "\t").map(String.init) where Lexer.asciiTokens(in: part) != nil {
                    assertAgree(part)
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 1_000)
    }

    func testShapesAtTheEdges() {
        for line in ["2026-01-02 3:15pm", "2026-1", "12-05", "1/2 oz", "1/0", "3/", "1.", "0.5left", "2:15p.m.", "2:15 a",
                     "11:30xyz", "1234567890 oz", "99999999999.5", "4oz,5ml;", "'tis", "o'clock", "well-fed", "a-",
                     "-3", "@ 5", "\tfed\t4 oz\t", "10:", ":30", "1:2:3", "2026-01-02-03", "5:60pm", "x1", "ate4oz"] {
            assertAgree(line)
        }
    }

    func testRandomLinesLexTheSameBothWays() {
        var generator = SeededGenerator(seed: 0x5eed)
        let pieces = ["a", "Z", "pm", "am", "oz", "ml", "min", "h", "'", "-", ":", ".", "/", ",", "@", " ", "\t", "0", "1",
                      "9", "12", "2026", "30", "x", "?", "!", "(", "~", "\"", "#"]
        for _ in 0..<5_000 {
            let line = (0..<Int.random(in: 1...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            assertAgree(line)
        }
    }

    func testLinesBeyondPrintableASCIITakeTheGeneralReading() {
        for line in ["ate ½ oz", "he’s asleep", "café", "wet\r\n", "fed\u{7F}", "nap\u{1B}[2J", "🍼 4oz"] {
            XCTAssertNil(Lexer.asciiTokens(in: line), line)
            XCTAssertEqual(shown(Lexer.tokens(in: line)), shown(Lexer.generalTokens(in: line)), line)
        }
    }
}
