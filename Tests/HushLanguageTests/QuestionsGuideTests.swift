import Foundation
@testable import HushLanguage
import XCTest

/// The questions guide (`docs/guide-questions.md`) must show exactly `examples/questions/guide.out`,
/// which the golden tests prove is what Hush prints, and every question it lists must be one Hush answers.
final class QuestionsGuideTests: XCTestCase {
    private var root: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }
    private var guide: URL { root.appendingPathComponent("docs/guide-questions.md") }

    func testTheQuestionsAreWhatHushAnswers() throws {
        let text = try String(contentsOf: guide, encoding: .utf8)
        let transcript = try String(contentsOf: root.appendingPathComponent("examples/questions/guide.out"), encoding: .utf8)
        guard let begin = text.range(of: "<!-- questions:begin -->\n```text\n"),
              let end = text.range(of: "```\n<!-- questions:end -->") else {
            return XCTFail("docs/guide-questions.md lacks the questions markers")
        }
        XCTAssertEqual(String(text[begin.upperBound..<end.lowerBound]), transcript,
                       "docs/guide-questions.md differs from examples/questions/guide.out; paste the transcript into the guide")
    }

    /// Every question quoted in the guide's list is one Hush answers; the one it says is refused, is.
    func testEveryQuestionTheGuideListsIsUnderstood() throws {
        let text = try String(contentsOf: guide, encoding: .utf8)
        let section = try XCTUnwrap(text.components(separatedBy: "What you can ask").dropFirst().first?.components(separatedBy: "With `--speak`").first)
        let parser = CommandParser(knownNames: ["Eddie", "Mia"], peopleNames: ["Leanne"])
        let openers = ["when ", "how ", "what ", "which ", "is ", "did ", "has "]
        var checked = 0
        for (index, quoted) in section.components(separatedBy: "\"").enumerated() where index % 2 == 1 {
            guard openers.contains(where: quoted.hasPrefix) else { continue }
            if quoted == "is he hungry" {
                XCTAssertThrowsError(try parser.parse(quoted))
            } else if ["how much should he drink", "is it normal…", "is she eating enough"].contains(quoted) {
                // The guide's examples of advice, which are refused with the reason.
                XCTAssertThrowsError(try parser.parse(quoted), quoted) { error in
                    XCTAssertTrue((error as? ParseError)?.message.contains("asks for advice") == true, "\(quoted): \(error)")
                }
            } else {
                let command = try parser.parse(quoted).command
                switch command {
                case .question, .nextNap, .quickStats: break
                default: XCTFail("'\(quoted)' is not read as a question: \(CommandMeaning.describe(command))")
                }
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 25)
    }
}
