import HushDomain

/// A baby named in a line whose command reads no name of its own: "timeline for Mia", "delete Mia's last
/// diaper", "Mia fell asleep 10 min earlier", "show the last sleep for Mia". The name is taken off, the
/// rest read as usual, and the line is about that baby (``ParsedLine/babyName``). Commands that read names
/// themselves (event phrases, questions, views, people) keep theirs.
///
/// A name is taken where it says whose: after "for", as a possessive ("Mia's", a recogniser's "mias"),
/// first in the line (the subject), or last. A command about one baby whose line names a baby it could
/// not take is refused, never run for the selected baby (a wrong edit is worse than a refusal).
///
/// ```swift
/// let parsed = try CommandParser(knownNames: ["Eddie", "Mia"]).parse("timeline for Mia")
/// // parsed.command == .timeline(.around), parsed.babyName == "Mia"
/// ```
struct BabyMention {
    /// The baby's name as the household spells it.
    let name: String
    let range: SourceRange
    /// The tokens that say it ("for" and the name).
    let indices: [Int]

    /// Every mention of a baby in `tokens`, in order.
    static func all(in tokens: [Token], babies: [String]) -> [BabyMention] {
        let lastWord = tokens.lastIndex { !$0.isSymbol }
        // Lower-cased once a line, not once a token: every line a script runs passes here.
        let lowered = babies.map { (name: $0, word: $0.lowercased()) }
        var mentions: [BabyMention] = []
        for (index, token) in tokens.enumerated() {
            guard let word = token.word, lowered.contains(where: { word.hasPrefix($0.word) }) else { continue }
            if let name = lowered.first(where: { $0.word + "'s" == word || $0.word + "s" == word })?.name {
                mentions.append(BabyMention(name: name, range: token.range, indices: [index]))
            } else if let name = lowered.first(where: { $0.word == word })?.name {
                if index > 0, tokens[index - 1].word == "for" {
                    mentions.append(BabyMention(name: name, range: token.range, indices: [index - 1, index]))
                } else if index == 0 || index == lastWord {
                    mentions.append(BabyMention(name: name, range: token.range, indices: [index]))
                }
            }
        }
        return mentions
    }

    /// Reads `tokens` with `read`, then, when the line names a baby its command did not take, reads it
    /// again without the name, for that baby.
    static func reading(_ tokens: [Token], babies: [String], selected: String?, read: ([Token]) throws -> ParsedLine) throws -> ParsedLine {
        let original = Result { try read(tokens) }
        if case .success(let parsed) = original, parsed.babyName == nil, case .log(.note) = parsed.command {
            return try NoteAddressee.addressed(parsed, tokens: tokens, babies: babies, selected: selected)
        }
        // A line whose command took its baby, or is about no one baby, stands as read.
        if case .success(let parsed) = original, parsed.babyName != nil || !parsed.command.isAboutOneBaby { return parsed }
        let mentions = all(in: tokens, babies: babies)
        guard !mentions.isEmpty else {
            if case .failure(let error) = original { throw unknownName(in: tokens, babies: babies) ?? error }
            return try original.get()
        }
        let names = Set(mentions.map(\.name))
        if names.count == 1, let mention = mentions.first {
            let taken = Set(mentions.flatMap(\.indices))
            let rest = tokens.enumerated().filter { !taken.contains($0.offset) }.map(\.element)
            if rest.contains(where: { !$0.isSymbol }), let stripped = try? read(rest), stripped.babyName == nil, stripped.command.isAboutOneBaby,
               !overrules(original, stripped) {
                var line = stripped
                line.babyName = mention.name
                line.babyNameRange = mention.range
                return line
            }
        }
        var said: [String] = []
        for mention in mentions where !said.contains(mention.name) { said.append(mention.name) }
        let range = mentions.map(\.range).reduce(mentions[0].range) { $0.union($1) }
        let severalBabies = ParseError.conflicting("this line names \(said.joined(separator: " and ")); say one baby in a line, for example 'for \(said[0])' at the end", range)
        switch original {
        case .success:
            // Read without the name, it would run for the selected baby.
            if said.count > 1 { throw severalBabies }
            throw ParseError.conflicting("this line names \(said[0]), and Hush can't tell whose it is; say the name once at the end, for example 'for \(said[0])'", range)
        case .failure(let error):
            // A reader's own refusal stands (an event naming two babies says so itself).
            if case ParseError.conflicting = error { throw error }
            throw said.count > 1 ? severalBabies : unknownName(in: tokens, babies: babies) ?? error
        }
    }

    /// "Eddie threw the bottle": an event line refused whole, read again without the subject that made it
    /// a refusal ("threw the bottle" throws a bottle away). The event reader reads names itself, so its
    /// refusal of the line as said stands.
    private static func overrules(_ original: Result<ParsedLine, any Error>, _ stripped: ParsedLine) -> Bool {
        guard case .failure(ParseError.conflicting) = original, case .log = stripped.command else { return false }
        return true
    }

    /// "timeline for Zed", "delete the last diaper for Gavin": a line that failed, ending in "for" and a
    /// name that is no baby's, is told so (never read for the selected baby).
    static func unknownName(in tokens: [Token], babies: [String]) -> ParseError? {
        guard let last = tokens.lastIndex(where: { !$0.isSymbol }), last > 0, tokens[last - 1].word == "for",
              let word = tokens[last].word, tokens[last].text.first?.isUppercase == true, !babies.contains(where: { $0.lowercased() == word }) else { return nil }
        let lower = Dictionary(babies.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        let suggestion = Suggestion.closest(to: word, in: lower.keys).flatMap { lower[$0] }
        return ParseError.unknownName(tokens[last].text, suggestion: suggestion, tokens[last].range)
    }
}
