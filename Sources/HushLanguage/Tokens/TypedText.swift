import FoundationEssentials
import HushDomain

/// The typed text behind a run of tokens, exactly as written (titles keep their case and punctuation).
///
/// ```swift
/// let line = "6:05 Stretch, gently"
/// TypedText(line).text(Lexer.tokens(in: line)[1...])   // "Stretch, gently"
/// ```
struct TypedText {
    let characters: [Character]

    init(_ line: String) { characters = Array(line) }

    /// From the first token's start to the last one's end; surrounding quotes are dropped.
    func text<C: Collection>(_ tokens: C) -> String where C.Element == Token {
        guard let first = tokens.first, let last = tokens.reversed().first else { return "" }
        var text = String(characters[first.range.start..<min(last.range.end, characters.count)])
        let quotes: Set<Character> = ["\"", "“", "”", "'"]
        if text.count >= 2, let head = text.first, let tail = text.last, quotes.contains(head), quotes.contains(tail) {
            text = String(text.dropFirst().dropLast())
        }
        return text.trimming(.whitespaces)
    }

    static func range<C: Collection>(_ tokens: C) -> SourceRange? where C.Element == Token {
        guard let first = tokens.first, let last = tokens.reversed().first else { return nil }
        return first.range.union(last.range)
    }
}
