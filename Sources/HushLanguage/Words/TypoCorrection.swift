import HushDomain

/// Corrects words of an event phrase typed one key wrong ("wet diapr"), before the phrase is read. A word
/// is corrected only when it is unknown, not a real English word (``EnglishLexicon``), at least three
/// letters long, and one edit (a letter added, dropped, changed, or two neighbours swapped) from words
/// that all mean the same thing; the answer then says what was read ("read 'diapr' as 'diaper'"). A real
/// word near the vocabulary ("bath", "pool") is an error with the suggestion, never a correction: a
/// speech recogniser writes real words, so one was said. Chat words and abbreviations (``ChatWords``:
/// "lol", "EOM") are words too, never corrected. Number words are never corrected: an amount is
/// never guessed. Two candidates that mean different things are an error naming both.
///
/// ```swift
/// let (tokens, corrections) = try TypoCorrection.correct(Lexer.tokens(in: "wet diapr"), knownNames: [])
/// // tokens read "wet diaper"; corrections == [Correction(typed: "diapr", read: "diaper", range: 4..<9)]
/// ```
public enum TypoCorrection {
    public struct Correction: Hashable, Sendable {
        public var typed: String
        public var read: String
        public var range: SourceRange

        public init(typed: String, read: String, range: SourceRange) {
            self.typed = typed
            self.read = read
            self.range = range
        }
    }

    /// What a word means, so candidates that mean the same ("poo", "poop") are no real choice.
    static func meaning(of word: String) -> String {
        if let concept = Vocabulary.concepts[word] { return "concept:\(concept)" }
        if let unit = Vocabulary.volumeUnits[word] { return "unit:\(unit)" }
        if Vocabulary.fillers.contains(word) { return "filler" }
        if let seconds = DurationPhrase.unitSeconds[word] { return "duration:\(seconds)" }
        return "word:\(word)"
    }

    /// The words a typo may become: the event vocabulary, without numbers.
    static let targets: Set<String> = {
        var words = Set(Vocabulary.concepts.keys).union(Vocabulary.volumeUnits.keys).union(Vocabulary.fillers)
        words.formUnion(Vocabulary.feedingWords)
        words.formUnion(DurationPhrase.vocabulary)
        words.formUnion(["ago", "yesterday", "today", "morning", "evening", "afternoon", "night", "tonight", "noon", "midnight", "minutes"])
        return words.subtracting(NumberPhrase.vocabulary)
    }()

    /// True when `b` is `a` with two neighbouring letters swapped.
    static func isSwap(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        guard x.count == y.count, let first = x.indices.first(where: { x[$0] != y[$0] }), first + 1 < x.count else { return false }
        return x[first] == y[first + 1] && x[first + 1] == y[first] && x[(first + 2)...] == y[(first + 2)...]
    }

    public static func correct(_ tokens: [Token], knownNames: [String],
                               lexicon: EnglishLexicon? = nil) throws -> ([Token], [Correction]) {
        var result = tokens
        var corrections: [Correction] = []
        let names = Set(knownNames.map { $0.lowercased() })
        for (index, token) in tokens.enumerated() {
            // "bottle's done", "she's": "'s" for "is" after a word Hush knows.
            if case .word(let word) = token.kind, word.hasSuffix("'s"), !Vocabulary.knows(word),
               !names.contains(where: { word == $0 + "'s" }), Vocabulary.knows(String(word.dropLast(2))) {
                result[index] = Token(.word(String(word.dropLast(2))), text: token.text, range: token.range)
                continue
            }
            guard case .word(let word) = token.kind, word.count >= 3, !Vocabulary.knows(word), !names.contains(word),
                  RecogniserHomophones.amounts[word] == nil, RecogniserHomophones.sides[word] == nil,
                  !names.contains(where: { word == $0 + "'s" }) else { continue }
            // After "for" a word may be a baby's name, shortened or new: that is the name check's business.
            if index > 0, tokens[index - 1].word == "for" { continue }
            // "add 10 minutes to the nap" is no slip for "and": the parser says what it is.
            if word == "add", LineOpening.addsToOne(Array(tokens[index...])) { continue }
            // Chat words ("lol") and abbreviations ("EOM") are words someone meant, never slips.
            if ChatWords.isAbbreviation(token.text) || ChatWords.bundled.contains(word) { continue }
            var candidates = targets.filter { abs($0.count - word.count) <= 1 && Suggestion.distance(word, $0, limit: 1) == 1 }
            // Two letters swapped is the likeliest slip ("hte" and "teh" are "the", not "ate" or "ten").
            let swapped = candidates.filter { isSwap(word, $0) }
            if swapped.isEmpty {
                // One key from a number word ("fuor"): an amount is never guessed, so nothing is corrected.
                if NumberPhrase.vocabulary.contains(where: { abs($0.count - word.count) <= 1 && Suggestion.distance(word, $0, limit: 1) == 1 }) { continue }
                // A word that means something beats filler one key away ("wer" is "wet", not "her").
                let meaningful = candidates.filter { !Vocabulary.fillers.contains($0) }
                if !meaningful.isEmpty { candidates = meaningful }
            } else {
                candidates = swapped
            }
            guard !candidates.isEmpty else { continue }
            let meanings = Set(candidates.map(meaning))
            // The list is read here, only for a word that would be corrected: most lines never get this far.
            if (lexicon ?? .bundled).contains(word) {
                let closest = candidates.sorted { (abs($0.count - word.count), $0) < (abs($1.count - word.count), $1) }
                // The words everyone says are slips for nothing: "are" was offered as "ate", "when" as "then".
                let offered = EnglishLexicon.frequent.contains(word) ? [] : meanings.count == 1 ? [closest[0]] : candidates.sorted()
                throw ParseError.untrackedWord(token.text, suggestions: offered, token.range)
            }
            guard meanings.count == 1 else {
                throw ParseError.unclearWord(token.text, candidates: candidates.sorted(), token.range)
            }
            // Same meaning: take the closest in length, then the first alphabetically, so the answer is stable.
            let read = candidates.sorted { (abs($0.count - word.count), $0) < (abs($1.count - word.count), $1) }[0]
            result[index] = Token(.word(read), text: read, range: token.range)
            corrections.append(Correction(typed: token.text, read: read, range: token.range))
        }
        return (result, corrections)
    }
}
