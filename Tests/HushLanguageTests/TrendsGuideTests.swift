import Foundation
@testable import HushLanguage
import XCTest

/// The trends guide (`docs/guide-trends.md`) must show exactly `examples/trends/guide.out` (which the
/// golden tests prove is what Hush prints), and every command it quotes after it must be read as a trends view.
final class TrendsGuideTests: XCTestCase {
    private var root: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }
    private var guide: URL { root.appendingPathComponent("docs/guide-trends.md") }

    func testTheTranscriptIsWhatHushPrints() throws {
        let text = try String(contentsOf: guide, encoding: .utf8)
        let transcript = try String(contentsOf: root.appendingPathComponent("examples/trends/guide.out"), encoding: .utf8)
        guard let begin = text.range(of: "<!-- trends:begin -->\n```text\n"), let end = text.range(of: "```\n<!-- trends:end -->") else {
            return XCTFail("docs/guide-trends.md lacks the trends markers")
        }
        XCTAssertEqual(String(text[begin.upperBound..<end.lowerBound]), transcript,
                       "docs/guide-trends.md differs from examples/trends/guide.out; paste the transcript into the guide")
    }

    func testEveryCommandTheGuideQuotesIsATrendsView() throws {
        let text = try String(contentsOf: guide, encoding: .utf8)
        let section = try XCTUnwrap(text.components(separatedBy: "<!-- trends:end -->").dropFirst().first)
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
