import Foundation
@testable import HushLanguage
import XCTest

/// The README's questions must be exactly `examples/questions/readme.out`, which the golden tests prove is
/// what Hush prints.
final class ReadmeQuestionsTests: XCTestCase {
    func testTheQuestionsAreWhatHushAnswers() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let transcript = try String(contentsOf: root.appendingPathComponent("examples/questions/readme.out"), encoding: .utf8)
        guard let begin = readme.range(of: "<!-- questions:begin -->\n```text\n"),
              let end = readme.range(of: "```\n<!-- questions:end -->") else {
            return XCTFail("README.md lacks the questions markers")
        }
        XCTAssertEqual(String(readme[begin.upperBound..<end.lowerBound]), transcript,
                       "README questions differ from examples/questions/readme.out; paste the transcript into the README")
    }

    /// Every question quoted in the README's list is one Hush answers; the one it says is refused, is.
    func testEveryQuestionTheReadmeListsIsUnderstood() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "What you can ask").dropFirst().first?.components(separatedBy: "With `--speak`").first)
        let parser = CommandParser(knownNames: ["Eddie", "Mia"], peopleNames: ["Leanne"])
        let openers = ["when ", "how ", "what ", "which ", "is ", "did ", "has "]
        var checked = 0
        for (index, quoted) in section.components(separatedBy: "\"").enumerated() where index % 2 == 1 {
            guard openers.contains(where: quoted.hasPrefix) else { continue }
            if quoted == "is he hungry" {
                XCTAssertThrowsError(try parser.parse(quoted))
            } else if ["how much should he drink", "is it normal…", "is she eating enough"].contains(quoted) {
                // The README's examples of advice, which are refused with the reason.
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
