import Foundation
@testable import HushLanguage
import XCTest

/// Every example row in `grammar/README.md` parses to exactly the meaning it claims (or is refused
/// when it says `error`), so the language documentation cannot drift from the parser.
final class GrammarExamplesTests: XCTestCase {
    func testEveryDocumentedExampleMeansWhatItSays() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("grammar/README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let parser = CommandParser(knownNames: ["Eddie", "Mia"])
        var checked = 0
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            let phrase = String(cells[0].dropFirst().dropLast())
            let meaning = String(cells[1].dropFirst().dropLast())
            if meaning == "error" {
                XCTAssertThrowsError(try parser.parse(phrase), "'\(phrase)' should be refused")
            } else {
                XCTAssertEqual((try? parser.parse(phrase)).map(CommandMeaning.describe), meaning, "'\(phrase)'")
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 60, "the README's tables were not found")
    }
}
