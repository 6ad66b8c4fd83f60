import Foundation
import XCTest

/// The README's tour must be exactly `examples/tour.out`, which the golden tests prove is what Hush prints.
final class ReadmeTourTests: XCTestCase {
    func testTheTourIsWhatHushPrints() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let transcript = try String(contentsOf: root.appendingPathComponent("examples/tour.out"), encoding: .utf8)
        guard let begin = readme.range(of: "<!-- tour:begin -->\n```text\n"),
              let end = readme.range(of: "```\n<!-- tour:end -->") else {
            return XCTFail("README.md lacks the tour markers")
        }
        XCTAssertEqual(String(readme[begin.upperBound..<end.lowerBound]), transcript,
                       "README tour differs from examples/tour.out; paste the transcript into the README")
    }
}
