import HushDomain

/// Lines that hedge or wish rather than report: "maybe a wet diaper", "I think she pooped", "almost
/// finished", "tried to nap", "wants a bottle", "is hungry", "time for a nap", "have to make a bottle",
/// "go make a bottle". None of them says that
/// something happened, so none is logged; the error names the word that made the line uncertain.
///
/// ```swift
/// try EventHedge.check(Lexer.tokens(in: "maybe a wet diaper"))   // throws .hedged("maybe", 0..<5)
/// try EventHedge.check(Lexer.tokens(in: "wants a bottle"))       // throws .notYet("wants", 0..<5)
/// try EventHedge.check(Lexer.tokens(in: "wet diaper"))           // fine
/// ```
public enum EventHedge {
    /// Words that make a report uncertain.
    public static let hedges: Set<String> = [
        "maybe", "perhaps", "probably", "possibly", "likely", "might", "think", "thinks", "thought", "guess",
        "believe", "almost", "nearly", "tried", "trying", "try", "tries", "attempted", "seems", "seemed", "looks",
        "supposedly", "apparently", "unsure", "dunno",
    ]

    /// Words of wishes and needs: nothing has happened yet.
    public static let wishes: Set<String> = [
        "wants", "want", "wanted", "needs", "need", "needed", "should", "hungry", "ready", "soon", "wanna",
        "gotta", "must", "let's", "lets",
    ]

    /// Word pairs that hedge or wish where each word alone may not ("not sure", "about to", "time for").
    static let pairs: [(String, String, hedge: Bool)] = [
        ("not", "sure", true), ("kind", "of", true), ("sort", "of", true),
        // "just about done", "about asleep": "about" before a state is "almost", not a time.
        ("about", "done", true), ("about", "finished", true), ("about", "asleep", true), ("about", "awake", true), ("about", "empty", true),
        ("about", "to", false), ("going", "to", false), ("time", "for", false), ("time", "to", false),
        // What is still to do, or asked of someone: "have to make a bottle", "go change him".
        ("have", "to", false), ("has", "to", false), ("go", "make", false), ("go", "change", false), ("go", "feed", false),
        ("go", "get", false), ("go", "warm", false), ("go", "pump", false),
    ]

    /// "tried egg", "tried some banana", "tried 2 tbsp of oatmeal": a food tasted, which happened; "tried to
    /// nap" and "tried feeding" stay hedges.
    static func triesFood(_ tokens: [Token], after index: Int) -> Bool {
        var next = index + 1
        let between: Set<String> = ["a", "an", "the", "some", "her", "his", "bit", "of", "little", "few", "bites", "bite"]
        while next < tokens.count, next <= index + 4 {
            if FoodWords.match(tokens, at: next) != nil || FoodWords.generic.contains(tokens[next].word ?? "") { return true }
            let token = tokens[next]
            var isNumber = false
            if case .number = token.kind { isNumber = true }
            let allowed = token.word.map { between.contains($0) || SolidsMeasure.units[$0] != nil || NumberPhrase.vocabulary.contains($0) } ?? false
            guard isNumber || allowed else { return false }
            next += 1
        }
        return false
    }

    public static func check(_ tokens: [Token]) throws {
        for (index, token) in tokens.enumerated() {
            guard let word = token.word else { continue }
            if let next = tokens.dropFirst(index + 1).first?.word, let pair = pairs.first(where: { $0.0 == word && $0.1 == next }) {
                let range = token.range.union(tokens[index + 1].range)
                let text = token.text + " " + tokens[index + 1].text
                throw pair.hedge ? ParseError.hedged(text, range) : ParseError.notYet(text, range)
            }
            if hedges.contains(word), !(word == "tried" && triesFood(tokens, after: index)) { throw ParseError.hedged(token.text, token.range) }
            if wishes.contains(word) { throw ParseError.notYet(token.text, token.range) }
            try refuseBound(tokens, at: index)
        }
    }

    /// "napped over an hour", "just under 4oz": a bound, not the length or the amount; logging the number
    /// would be a guess, as "almost 2 hours" would.
    static func refuseBound(_ tokens: [Token], at index: Int) throws {
        guard let word = tokens[index].word, index + 1 < tokens.count else { return }
        // "more than 4oz", "less than an hour", "at least 2 hours": bounds in two words.
        let pair = ["more", "less", "fewer"].contains(word) && tokens[index + 1].word == "than" || ["least", "most"].contains(word) && index > 0 && tokens[index - 1].word == "at"
        guard word == "over" || word == "under" || pair else { return }
        let end = pair && tokens[index + 1].word == "than" ? index + 1 : index
        guard end + 1 < tokens.count else { return }
        let next = tokens[end + 1]
        var startsNumber = false
        if case .number = next.kind { startsNumber = true }
        if let following = next.word, ["an", "a"].contains(following) || NumberPhrase.vocabulary.contains(following) { startsNumber = true }
        guard startsNumber else { return }
        var from = index > 0 && ["just", "at"].contains(tokens[index - 1].word ?? "") ? index - 1 : index
        if from > 0, tokens[from].word == "at", tokens[from - 1].word == "just" { from -= 1 }
        let range = tokens[from].range.union(tokens[end].range)
        throw ParseError.conflicting("'\(tokens[from...end].map(\.text).joined(separator: " "))' gives a bound, not the length or the amount; say it exactly, for example 'napped 1h 10m' or 'ate 4oz'", range)
    }
}
