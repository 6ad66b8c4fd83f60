import Foundation
@testable import HushLanguage
import XCTest

/// The README's trends transcript must be exactly `examples/trends/readme.out` (which the golden tests
/// prove is what Hush prints), and every command the section quotes must be read as a trends view.
final class ReadmeTrendsTests: XCTestCase {
    private var root: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }

    func testTheTranscriptIsWhatHushPrints() throws {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let transcript = try String(contentsOf: root.appendingPathComponent("examples/trends/readme.out"), encoding: .utf8)
        guard let begin = readme.range(of: "<!-- trends:begin -->\n```text\n"), let end = readme.range(of: "```\n<!-- trends:end -->") else {
            return XCTFail("README.md lacks the trends markers")
        }
        XCTAssertEqual(String(readme[begin.upperBound..<end.lowerBound]), transcript,
                       "README trends differ from examples/trends/readme.out; paste the transcript into the README")
    }

    func testEveryCommandTheSectionQuotesIsATrendsView() throws {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "<!-- trends:end -->").dropFirst().first?.components(separatedBy: "## The store").first)
        let parser = CommandParser(knownNames: ["Eddie"])
        var quoted: [String] = []
        for (index, piece) in section.components(separatedBy: "`").enumerated() where index % 2 == 1 {
            if ["trends", "stripes", "report"].contains(where: piece.hasPrefix) { quoted.append(piece) }
        }
        for (index, piece) in section.components(separatedBy: "\"").enumerated() where index % 2 == 1 && ["how ", "sleep ", "feeds ", "diapers "].contains(where: piece.hasPrefix) {
            quoted.append(piece)
        }
        for phrase in quoted.map({ $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }) {
            guard case .trends = try parser.parse(phrase).command else { return XCTFail("'\(phrase)' is not read as trends") }
        }
        XCTAssertGreaterThanOrEqual(quoted.count, 12, "\(quoted)")
    }
}
