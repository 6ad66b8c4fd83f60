import Foundation
import XCTest

/// `docs/testing.md` lists every source file whose main type no test names, each with the tests that cover
/// it, so a newcomer can find the test for any file. A file added with no test naming it, a listing that
/// names no real test, or a listed file that moved fails here.
///
/// ```sh
/// swift test --skip-build --filter TestingDocTests
/// ```
final class TestingDocTests: XCTestCase {
    static let root = ArchitectureCountsTests.root

    /// Every Swift file under `Tests/`, with its text.
    static func tests() throws -> [(path: String, text: String)] {
        let base = root.appendingPathComponent("Tests")
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var files: [(String, String)] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            files.append((path, try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)))
        }
        return files
    }

    /// The words of a text as `git grep -w` sees them: runs of letters, digits and underscores.
    static func words(_ text: String) -> Set<Substring> {
        Set(text.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) })
    }

    /// A file's main type: its name up to the first `+` (`JournalStore+Commit.swift` is `JournalStore`).
    static func mainType(_ path: String) -> String {
        let name = (path as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "")
        return String(name.split(separator: "+", maxSplits: 1).first ?? Substring(name))
    }

    /// As the doc's command: `git grep -qwE "${t}(Tests)?" -- Tests || echo "$f"` for every source file.
    static func unnamedSources() throws -> [String] {
        let named = try tests().reduce(into: Set<Substring>()) { $0.formUnion(words($1.text)) }
        return try ArchitectureCountsTests.sources().map(\.path).filter { path in
            let type = mainType(path)
            return !named.contains(Substring(type)) && !named.contains(Substring(type + "Tests"))
        }.map { "Sources/" + $0 }.sorted()
    }

    /// The doc's list: one line per group, "- `Sources/FOLDER/`: `Name`, `Name` — SomeTests, OtherTests".
    static func listing() throws -> [String] {
        let doc = try String(contentsOf: root.appendingPathComponent("docs/testing.md"), encoding: .utf8)
        return doc.components(separatedBy: "\n").filter { $0.hasPrefix("- `Sources/") }
    }

    func testEveryFileNoTestNamesIsListedWithATestThatExists() throws {
        let classes = try Self.tests().reduce(into: Set<Substring>()) { found, file in
            for line in file.text.components(separatedBy: "\n") where line.contains(": XCTestCase") {
                let words = line.split(separator: " ")
                if let index = words.firstIndex(of: "class"), index + 1 < words.count {
                    found.insert(words[index + 1].split(separator: ":").first ?? "")
                }
            }
        }
        XCTAssertTrue(classes.contains("TestingDocTests"), "the scan found no test classes")
        let lines = try Self.listing()
        var missing: [String] = []
        for path in try Self.unnamedSources() {
            let folder = (path as NSString).deletingLastPathComponent
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            let listed = lines.contains { line in
                guard line.hasPrefix("- `\(folder)/`:"), line.contains("`\(name)`") else { return false }
                let covering = line.components(separatedBy: " — ").dropFirst().joined()
                return !Self.words(covering).isDisjoint(with: classes) || covering.contains("`make bench`")
            }
            if !listed { missing.append(path) }
        }
        XCTAssertEqual(missing, [], "name the type in a test, or list the file in docs/testing.md with the tests that cover it")
    }

    func testEveryListedFileExists() throws {
        let sources = Set(try ArchitectureCountsTests.sources().map { "Sources/" + $0.path })
        var stale: [String] = []
        for line in try Self.listing() {
            guard let folderEnd = line.range(of: "/`:") else { stale.append(line); continue }
            let folder = String(line[line.index(line.startIndex, offsetBy: 3)..<folderEnd.lowerBound])
            let names = line[folderEnd.upperBound...].components(separatedBy: " — ").first ?? ""
            for name in names.components(separatedBy: ",").map({ $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")) })
            where !sources.contains("\(folder)/\(name).swift") {
                stale.append("\(folder)/\(name).swift")
            }
        }
        XCTAssertFalse(try Self.listing().isEmpty, "docs/testing.md lists no files")
        XCTAssertEqual(stale, [], "listed in docs/testing.md but not in Sources")
    }
}
