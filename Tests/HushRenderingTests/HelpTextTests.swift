@testable import HushLanguage
@testable import HushRendering
import XCTest

/// `help` teaches by example, so every example it shows must be something Hush understands.
final class HelpTextTests: XCTestCase {
    func testEveryTopicsFirstColumnExamplesParse() throws {
        let parser = CommandParser(knownNames: ["Eddie", "Mia"])
        var checked = 0
        for topic in HelpText.topicNames {
            for line in try HelpText.text(for: topic).split(separator: "\n") where line.hasPrefix("  ") {
                // The first column of an indented line is a command; after two or more spaces comes its gloss.
                var example = line.trimmingCharacters(in: .whitespaces)
                    .components(separatedBy: "   ").first!.components(separatedBy: "  ").first!
                // A gloss in brackets ("pee and poop (also: both)") is not part of the command.
                example = example.components(separatedBy: " (").first!
                guard !example.hasPrefix("("), !example.hasPrefix("hush"), !example.hasPrefix("echo"), !example.contains("|"),
                      !example.hasPrefix("Options") else { continue }
                // The times topic lists times separated by commas: each must work in a sentence.
                let phrases = topic == "times" && example.contains(", ") ? example.components(separatedBy: ", ").map { "fell asleep " + $0 } : [example]
                // The refusals topic shows what is refused: each must be, but for the confirmed line ending in 'yes'.
                if topic == "refusals" {
                    for phrase in example.components(separatedBy: " · ") where !phrase.hasSuffix("yes") {
                        XCTAssertThrowsError(try parser.parse(phrase), "help \(topic): '\(phrase)' should be refused")
                        checked += 1
                    }
                    if example.hasSuffix("yes") { XCTAssertTrue(try parser.parse(example).confirmed, example) }
                    continue
                }
                for phrase in phrases {
                    XCTAssertNoThrow(try parser.parse(phrase), "help \(topic): '\(phrase)'")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 40)
        XCTAssertEqual(try HelpText.text(for: "naps").hasPrefix("Nap predictions"), true)
        XCTAssertThrowsError(try HelpText.text(for: "nappies and stuff"))
    }
}
