import Foundation
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
}
