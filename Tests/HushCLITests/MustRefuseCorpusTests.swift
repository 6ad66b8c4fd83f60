import Foundation
@testable import HushDomain
@testable import HushKit
@testable import HushStore
@testable import HushLanguage
import XCTest

/// Lines that must log nothing, through the real binary in a pipe (as a voice assistant sends them):
/// the written corpus in `Tests/Corpora/must-refuse.txt`, and every real English word one edit from a
/// word of Hush's vocabulary, alone and in a short sentence. Each line is an error, nothing is answered,
/// and every file of the store is byte for byte what it was.
final class MustRefuseCorpusTests: XCTestCase {
    static let now = "2026-01-02T15:00:00-05:00"

    /// A store with Eddie (made by Gavin) and Leanne, a caregiver who joined.
    func familyStore() throws -> (TemporaryStore, [String]) {
        let store = try TemporaryStore()
        let base = ["--store", store.path, "--now", Self.now, "--tz", "America/New_York"]
        XCTAssertEqual(try HushProcess.run(base + ["--as", "Gavin", "new baby Eddie born 2025-09-01"]).status, 0)
        let invite = try HushProcess.run(base + ["--as", "Gavin", "--json", "invite Leanne as caregiver"])
        let code = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(invite.stdout.utf8)) as? [String: Any])?["code"] as? String,
                                 invite.stdout + invite.stderr)
        let joined = try HushProcess.run(base + ["--as", "Leanne", "join \(code) as Leanne"])
        XCTAssertEqual(joined.status, 0, joined.stderr)
        return (store, base + ["--as", "Gavin"])
    }

    /// Runs `lines` in one pipe; returns the numbers of the lines that did not fail, and what was answered.
    func refusals(of lines: [String], file: StaticString = #filePath, line: UInt = #line) throws -> (accepted: [String], stdout: String) {
        let (store, base) = try familyStore()
        let before = try Self.snapshot(store.path)
        let result = try HushProcess.run(base, stdin: lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(result.status, 1, "some line failed", file: file, line: line)
        let failed = Set(result.stderr.split(separator: "\n").compactMap { report -> Int? in
            guard report.hasPrefix("<stdin>:") else { return nil }
            return Int(report.split(separator: ":")[1])
        })
        let accepted = lines.enumerated().filter { !failed.contains($0.offset + 1) }.map(\.element)
        XCTAssertEqual(try Self.snapshot(store.path), before, "the store changed", file: file, line: line)
        return (accepted, result.stdout)
    }

    /// Every file of the store folder (journal, cache, lock), path → bytes.
    static func snapshot(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            files[path] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + path))
        }
        return files
    }

    func testTheWrittenCorpusIsRefused() throws {
        let path = HushProcess.projectRoot.appendingPathComponent("Tests/Corpora/must-refuse.txt").path
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
            .filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        XCTAssertGreaterThanOrEqual(lines.count, 150)
        let (accepted, stdout) = try refusals(of: lines)
        XCTAssertEqual(accepted, [], "logged or answered: \(stdout)")
    }

    /// Collocations from WordNet that hold a vocabulary word in another sense ("fell over", "all right",
    /// "made up", "slept in"): each refused alone and after "he"; the reviewed few that are events log.
    func testCommonCollocationsAreRefusedUnlessTheyAreEvents() throws {
        let path = HushProcess.projectRoot.appendingPathComponent("Tests/Corpora/collocations.txt").path
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        let events = lines.filter { $0.hasPrefix("= ") }.map { String($0.dropFirst(2)) }
        let others = lines.filter { !$0.hasPrefix("= ") }
        XCTAssertGreaterThan(others.count, 150, "the generated list was read")
        let (alone, _) = try refusals(of: others)
        XCTAssertEqual(alone, [], "logged alone")
        let (afterHe, _) = try refusals(of: others.map { "he \($0)" })
        XCTAssertEqual(afterHe, [], "logged after 'he'")
        let (store, base) = try familyStore()
        let logged = try HushProcess.run(base + ["--dry-run"], stdin: events.joined(separator: "\n") + "\n")
        XCTAssertEqual(logged.status, 0, logged.stderr)
        XCTAssertEqual(logged.stdout.split(separator: "\n").count, events.count, logged.stdout)
        _ = store
    }

    /// Every real word one edit from a word Hush corrects towards, generated from the bundled word list.
    static func nearVocabularyWords() -> [String] {
        let parser = CommandParser(knownNames: ["Eddie"], peopleNames: ["Gavin", "Leanne"])
        return EnglishLexicon.bundled.allWords.filter { word in
            guard word.count >= 3, word.allSatisfy({ $0.isLetter && $0.isASCII }), !Vocabulary.allWords.contains(word),
                  RecogniserHomophones.amounts[word] == nil, RecogniserHomophones.sides[word] == nil,
                  TypoCorrection.targets.contains(where: { abs($0.count - word.count) <= 1 && Suggestion.distance(word, $0, limit: 1) == 1 })
            else { return false }
            // A word that is a command of its own ("merge", "revoke") is not an event line.
            if let parsed = try? parser.parse(word), case .log = parsed.command {} else if (try? parser.parse(word)) != nil { return false }
            return true
        }
    }

    func testRealWordsNextToTheVocabularyAreNeverCorrectedIntoIt() throws {
        let words = Self.nearVocabularyWords()
        XCTAssertGreaterThan(words.count, 300, "the word list was found and walked")
        print("Real words one edit from the vocabulary: \(words.count)")
        for word in ["bath", "get", "pool", "pop", "lift", "loft", "map", "nip", "swept", "jumped", "dog"] {
            XCTAssertTrue(words.contains(word), word)
        }
        let (alone, _) = try refusals(of: words)
        XCTAssertEqual(alone, [], "logged alone")
        let (inSentences, _) = try refusals(of: words.map { "she \($0) 10 min ago" })
        XCTAssertEqual(inSentences, [], "logged in a sentence")
    }
}
