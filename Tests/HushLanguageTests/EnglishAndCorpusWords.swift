import Foundation
@testable import HushLanguage

/// Every word a shortcut in the readers must agree on: the English list Hush ships, and the words of the
/// phrase corpora (ours, and `../shared`'s when it is beside the project).
enum EnglishAndCorpusWords {
    static func all() throws -> Set<String> {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var words = Set(try String(contentsOf: root.appendingPathComponent("Sources/HushResources/Resources/english-words.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init))
        for corpus in ["Tests/Corpora/must-refuse.txt", "Tests/Corpora/collocations.txt", "../shared/corpus/phrases.tsv", "../shared/corpus/questions.tsv"] {
            guard let text = try? String(contentsOf: root.appendingPathComponent(corpus), encoding: .utf8) else { continue }
            for token in Lexer.tokens(in: text.replacingOccurrences(of: "\n", with: " ")) { if let word = token.word { words.insert(word) } }
        }
        return words
    }
}
