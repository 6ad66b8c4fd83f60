import Foundation
import XCTest

/// The counts `docs/architecture.md` records, held so a change that smears an event kind over the code
/// again, or grows `parseLine` back into a cascade, fails here rather than in a later review.
final class ArchitectureCountsTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file under `Sources/`, with its text.
    static func sources() throws -> [(path: String, text: String)] {
        let base = root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var files: [(String, String)] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            files.append((path, try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)))
        }
        return files
    }

    /// As `git grep -lE "case \.(bottle|breast|sleep|diaper|note|pump|solids)\b" -- Sources`.
    func testAtMostEightFilesNameAnEventKindInACasePattern() throws {
        let pattern = try NSRegularExpression(pattern: #"case \.(bottle|breast|sleep|diaper|note|pump|solids)\b"#)
        let naming = try Self.sources().filter { file in
            pattern.firstMatch(in: file.text, range: NSRange(file.text.startIndex..., in: file.text)) != nil
        }.map(\.path).sorted()
        XCTAssertFalse(naming.isEmpty, "the scan found no sources at all")
        XCTAssertLessThanOrEqual(naming.count, 8, "a kind's knowledge belongs to the kind (docs/adding-an-event-kind.md): \(naming)")
    }

    /// `parseLine` looks the first word up in the command table; it stays a short function.
    func testParseLineStaysShort() throws {
        let parser = try XCTUnwrap(Self.sources().first { $0.path == "HushLanguage/CommandParser.swift" }).text
        let lines = parser.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex { $0.contains("func parseLine(") })
        var depth = 0, end = start
        for (index, line) in lines.enumerated().dropFirst(start) {
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if depth == 0 { end = index; break }
        }
        XCTAssertGreaterThan(end, start, "the end of parseLine was not found")
        XCTAssertLessThanOrEqual(end - start + 1, 40, "parseLine is a table look-up, not a cascade of parsers")
    }
}
