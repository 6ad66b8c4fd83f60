import HushDomain

/// Lines that ask rather than log: "how is Eddie", "when should she nap", "why", `timeline yesterday`.
extension CommandParser {
    func timelineSpan(_ rest: [Token]) throws -> TimelineSpan {
        guard let first = rest.first else { return .around }
        var cursor = TokenCursor(rest)
        let span: TimelineSpan
        if cursor.take(["yesterday"]) != nil {
            span = .yesterday
        } else if cursor.take(["today", "now"]) != nil {
            span = .around
        } else if case .date(let y, let m, let d) = first.kind {
            guard CivilDateTime.isValid(year: y, month: m, day: d) else { throw ParseError.invalidDate(first.text, first.range) }
            cursor.advance()
            span = .day(year: y, month: m, day: d)
        } else if let seconds = DurationPhrase.parse(&cursor), seconds >= 3600, seconds <= 7 * 24 * 3600 {
            span = .last(seconds: seconds)
        } else {
            throw ParseError.unexpected(first.text, expected: "24h, yesterday, or a date like 2026-01-02", first.range)
        }
        if let extra = cursor.current { throw ParseError.unexpected(extra.text, expected: "nothing more", extra.range) }
        return span
    }

    /// "last bottle", "the last diaper", "last side": an event named and nothing said of it asks about it,
    /// as "last bottle?" does (said aloud, the question mark is lost). Nil for any other line.
    func lastEventAsked(_ tokens: [Token]) -> ParsedLine? {
        let words = tokens.filter { !$0.isSymbol }
        guard (2...3).contains(words.count), words.count == tokens.count || tokens.last?.text == ".",
              ["last", "latest"].contains(words[words.count - 2].word ?? ""), words.count == 2 || ["the", "my"].contains(words[0].word ?? ""),
              let kind = words.last?.word, EditPhraseParser.kindWords[kind] != nil || kind == "side", let end = words.last?.range.end else { return nil }
        let asked = words + [Token(.symbol("?"), text: "?", range: SourceRange(start: end, end: end + 1))]
        guard let question = QuestionParser(knownNames: knownNames, peopleNames: peopleNames).parse(asked) else { return nil }
        var parsed = ParsedLine(command: question.command, babyName: question.baby?.text, babyNameRange: question.baby?.range)
        parsed.asked = true
        return parsed
    }

    /// "next nap", "nap window", "when should she nap", "when will Eddie nap next", "why", "explain",
    /// "stats predictions", "hit rate".
    func napQuestion(_ tokens: [Token]) -> ParsedLine? {
        let words = tokens.filter { !$0.isSymbol }.compactMap(\.word)
        guard !words.isEmpty, words.count == tokens.filter({ !$0.isSymbol }).count else { return nil }
        if words == ["why"] || words == ["explain"] || words == ["why", "that"] || words == ["why", "then"] {
            return ParsedLine(command: .whyNap)
        }
        if words == ["stats", "predictions"] || words == ["prediction", "stats"] || words == ["hit", "rate"] || words == ["stats", "prediction"] {
            return ParsedLine(command: .predictionStats)
        }
        let filler: Set<String> = ["next", "the", "should", "will", "is", "she", "he", "they", "baby", "when", "does", "do", "go", "down",
                                   "for", "a", "her", "his", "nap", "window", "naps", "sleep", "time", "what", "what's", "when's", "be"]
        guard words.contains("nap") || words.contains("naps") || (words.contains("when") && words.contains("sleep")) else { return nil }
        guard words.first == "next" || words.first == "nap" || words.first == "when" || words.first == "when's" || words.first == "what's" else { return nil }
        var name: Token?
        for token in tokens where !token.isSymbol {
            let word = token.word!
            if filler.contains(word) { continue }
            if name == nil, let known = knownNames.first(where: { $0.lowercased() == word || $0.lowercased() + "'s" == word }) {
                name = Token(.word(known.lowercased()), text: known, range: token.range)
                continue
            }
            return nil
        }
        return ParsedLine(command: .nextNap, babyName: name?.text, babyNameRange: name?.range)
    }

    /// "stats", "quick stats", "how is Eddie", "how's she doing", "how is the baby?"
    func quickStats(_ tokens: [Token]) -> ParsedLine? {
        let words = tokens.filter { !$0.isSymbol }
        guard let first = words.first?.word else { return nil }
        if (first == "stats" && words.count == 1) || (first == "quick" && words.count == 2 && words[1].word == "stats") {
            return ParsedLine(command: .quickStats)
        }
        guard first == "how" || first == "how's" else { return nil }
        var name: Token?
        for token in words.dropFirst() {
            guard let word = token.word else { return nil }
            if ["is", "'s", "s", "the", "baby", "she", "he", "doing", "going", "today"].contains(word) { continue }
            if knownNames.contains(where: { $0.lowercased() == word }), name == nil {
                name = token
                continue
            }
            return nil
        }
        return ParsedLine(command: .quickStats, babyName: name?.text, babyNameRange: name?.range)
    }
}
