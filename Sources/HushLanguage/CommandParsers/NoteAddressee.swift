import FoundationEssentials
import HushDomain

/// Whose log a note goes to when its text names a baby: "note for Mia: rash on cheek" is Mia's note
/// (and reads "rash on cheek"), whichever baby is selected; "note Mia's rash is better" is Mia's too. A
/// note naming several babies goes to the selected one when it is among them, and is refused otherwise:
/// a note about other babies never lands in the selected baby's log.
///
/// ```swift
/// // with Eddie selected
/// try CommandParser(knownNames: ["Eddie", "Mia"], selectedBaby: "Eddie").parse("note for Mia: rash on cheek")
/// // .log(.note(text: "rash on cheek", …)), babyName "Mia"
/// ```
enum NoteAddressee {
    static func addressed(_ parsed: ParsedLine, tokens: [Token], babies: [String], selected: String?) throws -> ParsedLine {
        guard case .log(.note(let text, let range)) = parsed.command, tokens.count > 1 else { return parsed }
        var line = parsed
        // "note for Mia: …": the note is addressed; the words that address it are not its text.
        if tokens.count > 2, tokens[1].word == "for", let name = babies.first(where: { $0.lowercased() == tokens[2].word }) {
            let body = text.dropFirst(3).drop { $0.isWhitespace }.dropFirst(tokens[2].text.count)
            let rest = body.trimming(.whitespaces)
            let trimmed = [":", "-", ","].contains(rest.first.map(String.init) ?? "") ? String(rest.dropFirst()).trimming(.whitespaces) : rest
            guard !trimmed.isEmpty else { throw ParseError.missing("the note's text", example: "note for \(name): rash on her cheek", tokens[2].range) }
            line.command = .log(.note(text: trimmed, range: range))
            line.babyName = name
            line.babyNameRange = tokens[2].range
            return line
        }
        var named: [(String, SourceRange)] = []
        for token in tokens.dropFirst() {
            guard let word = token.word, let name = babies.first(where: { word == $0.lowercased() || word == $0.lowercased() + "'s" }) else { continue }
            if !named.contains(where: { $0.0 == name }) { named.append((name, token.range)) }
        }
        if named.count == 1 {
            line.babyName = named[0].0
            line.babyNameRange = named[0].1
        } else if named.count > 1, !named.contains(where: { $0.0.lowercased() == selected?.lowercased() }) {
            let names = named.map(\.0)
            throw ParseError.conflicting("this note names \(names.joined(separator: " and ")); write it for one baby, for example 'note for \(names[0]): …'",
                                         named[0].1.union(named[named.count - 1].1))
        }
        return line
    }
}
