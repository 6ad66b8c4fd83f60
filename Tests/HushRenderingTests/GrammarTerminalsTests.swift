@testable import HushDomain
@testable import HushLanguage
@testable import HushRendering
import Foundation
import XCTest

/// `grammar/hush.ebnf` says it is machine-readable: a speech recogniser's grammar is generated from it, so a
/// word the parsers accept but the grammar lacks is a word the recogniser will never hear. These hold the
/// grammar and the code to each other in both directions.
final class GrammarTerminalsTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every double-quoted terminal of the grammar, comments left out, lowercased.
    static func terminals() throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent("grammar/hush.ebnf"), encoding: .utf8)
        var terminals = Set<String>()
        var index = text.startIndex
        var depth = 0
        while index < text.endIndex {
            let rest = text[index...]
            if rest.hasPrefix("(*") { depth += 1; index = text.index(index, offsetBy: 2); continue }
            if rest.hasPrefix("*)"), depth > 0 { depth -= 1; index = text.index(index, offsetBy: 2); continue }
            if depth == 0, text[index] == "\"" {
                let start = text.index(after: index)
                guard let end = text[start...].firstIndex(of: "\"") else { break }
                terminals.insert(String(text[start..<end]).lowercased())
                index = text.index(after: end)
                continue
            }
            index = text.index(after: index)
        }
        return terminals
    }

    /// The string literals of the language's sources: a terminal none of them holds is read by no parser.
    static func literalsOfTheParsers() throws -> Set<String> {
        var literals = Set<String>()
        for folder in ["Sources/HushLanguage", "Sources/HushServices/Questions"] {
            let url = root.appendingPathComponent(folder)
            // Every file of the folder and its subfolders (the kinds' words are in `HushLanguage/Kinds`).
            let files = try XCTUnwrap(FileManager.default.enumerator(atPath: url.path), "no folder \(folder)")
            for case let name as String in files where name.hasSuffix(".swift") {
                let source = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
                for piece in source.components(separatedBy: "\"").enumerated() where piece.offset % 2 == 1 {
                    literals.formUnion(words(of: piece.element))
                }
            }
        }
        return literals
    }

    /// The words of a terminal or a literal: letters and apostrophes ("--copy" is "copy", "http://" is "http").
    static func words(of text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !($0.isLetter || $0 == "'") }).map(String.init)
    }

    func testEveryStartWordIsATerminal() throws {
        let terminals = try Self.terminals()
        var missing: [String] = []
        for row in CommandTable.rows {
            guard case .words(let words) = row.start else { continue }
            missing += words.filter { !terminals.contains($0) }.map { "\($0) (\(row.name))" }
        }
        XCTAssertEqual(missing.sorted(), [], "start words missing from grammar/hush.ebnf")
    }

    func testEveryEventWordIsATerminal() throws {
        let terminals = try Self.terminals()
        let words = Set(Vocabulary.concepts.keys).union(Vocabulary.fillers).union(Vocabulary.volumeUnits.keys)
        XCTAssertEqual(words.subtracting(terminals).sorted(), [], "event words missing from grammar/hush.ebnf")
    }

    func testEveryTerminalIsReadBySomeParser() throws {
        // Words the parsers read through an enumeration's raw values rather than a literal.
        let rawValues = Membership.Role.allCases.map(\.rawValue) + ImportFormat.allCases.map(\.rawValue)
            + Setting.Theme.allCases.map(\.rawValue) + HelpText.topics.flatMap { [$0.name] + $0.aliases }
        let known = Vocabulary.allWords.union(try Self.literalsOfTheParsers()).union(rawValues)
        let unread = try Self.terminals().filter { terminal in
            // A terminal with digits ("7d") is an example of a number's form, which the lexer reads.
            terminal.contains(where: \.isNumber) ? false : !Self.words(of: terminal).allSatisfy(known.contains)
        }
        XCTAssertEqual(unread.sorted(), [], "terminals of grammar/hush.ebnf that no parser reads")
    }

    /// The grammar with comments, terminals and special sequences blanked out: only names and operators.
    static func structure() throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent("grammar/hush.ebnf"), encoding: .utf8)
        var kept = ""
        var index = text.startIndex
        var depth = 0
        while index < text.endIndex {
            let rest = text[index...]
            if rest.hasPrefix("(*") { depth += 1; index = text.index(index, offsetBy: 2); continue }
            if rest.hasPrefix("*)"), depth > 0 { depth -= 1; index = text.index(index, offsetBy: 2); continue }
            if depth == 0, text[index] == "\"" || text[index] == "?" {
                let close = text[index]
                let start = text.index(after: index)
                guard let end = text[start...].firstIndex(of: close) else { break }
                kept += " "
                index = text.index(after: end)
                continue
            }
            if depth == 0 { kept.append(text[index]) }
            index = text.index(after: index)
        }
        return kept
    }

    func testEveryNameTheGrammarUsesIsDefined() throws {
        let rules = try Self.structure().split(separator: ";")
        var defined = Set<String>(), used = Set<String>()
        for rule in rules {
            let sides = rule.split(separator: "=", maxSplits: 1)
            guard sides.count == 2 else { continue }
            defined.insert(sides[0].trimmingCharacters(in: .whitespacesAndNewlines))
            for name in sides[1].split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-") }) where name.first?.isLetter == true {
                used.insert(String(name))
            }
        }
        XCTAssertGreaterThan(defined.count, 50, "the grammar's rules were not read")
        XCTAssertEqual(used.subtracting(defined).sorted(), [], "names grammar/hush.ebnf uses but never defines")
    }
}
