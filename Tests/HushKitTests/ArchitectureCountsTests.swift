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
        let parser = try XCTUnwrap(Self.sources().first { $0.path == "HushLanguage/CommandParsers/CommandParser.swift" }).text
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

    /// Functions are split where their parts have names: none in `Sources` is longer than 80 lines. A
    /// function's length runs from its declaration to its closing brace (braces inside string literals and
    /// comments aside).
    func testNoFunctionIsLongerThanEightyLines() throws {
        var long: [String] = []
        for (path, text) in try Self.sources() {
            for (name, lines) in Self.functionLengths(text) where lines > 80 {
                long.append("\(path): \(name) (\(lines) lines)")
            }
        }
        XCTAssertEqual(long.sorted(), [], "split them where their parts have names")
    }

    /// Each function's name and length in lines, from `func NAME` or `init` to its closing brace.
    static func functionLengths(_ text: String) -> [(String, Int)] {
        let lines = text.components(separatedBy: "\n")
        let declaration = try? NSRegularExpression(pattern: #"^\s*(?:@\w+\s+)*(?:(?:public|private|fileprivate|internal|package|static|mutating|override|final|nonisolated)\s+)*(?:func\s+([^\s(<]+)|(init)[?!]?\s*[(<])"#)
        var found: [(String, Int)] = []
        for (start, line) in lines.enumerated() {
            guard let match = declaration?.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else { continue }
            let group = match.range(at: 1).location != NSNotFound ? match.range(at: 1) : match.range(at: 2)
            guard let nameRange = Range(group, in: line) else { continue }
            var depth = 0, opened = false
            for (offset, body) in lines[start...].enumerated() {
                let code = Self.code(of: body)
                depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
                opened = opened || code.contains("{")
                if opened && depth <= 0 {
                    found.append((String(line[nameRange]), offset + 1))
                    break
                }
                if !opened && offset > 6 { break }
            }
        }
        return found
    }

    /// A line without its string literals and its comment.
    static func code(of line: String) -> String {
        var kept = "", quoted = false, escaped = false, previous: Character = " "
        for character in line {
            defer { previous = character }
            if escaped { escaped = false; continue }
            if quoted, character == "\\" { escaped = true; continue }
            if character == "\"" { quoted.toggle(); continue }
            if quoted { continue }
            if character == "/", previous == "/" {
                if !kept.isEmpty { kept.removeLast() }
                break
            }
            kept.append(character)
        }
        return kept
    }
}
