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
        // The future and the conditional in their contractions ("I'll put her down at 7", "we'd feed her"; "'d"
        // before a verb's plain form, see ``refuseConditional``); "will" itself is the vocabulary's own future word.
        "i'll", "we'll", "she'll", "he'll", "you'll", "they'll", "it'll", "would",
    ]

    /// Word pairs that hedge or wish where each word alone may not ("not sure", "about to", "time for").
    static let pairs: [(String, String, hedge: Bool)] = [
        ("not", "sure", true), ("kind", "of", true), ("sort", "of", true), ("may", "have", true), ("could", "have", true),
        // "just about done", "about asleep": "about" before a state is "almost", not a time.
        ("about", "done", true), ("about", "finished", true), ("about", "asleep", true), ("about", "awake", true), ("about", "empty", true),
        ("about", "to", false), ("going", "to", false), ("time", "for", false), ("time", "to", false), ("it's", "bedtime", false),
        ("its", "bedtime", false), ("it's", "naptime", false),
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
            // "she's got to poop", "I've got to feed her": an obligation; "she got to sleep at 2" happened.
            if word == "got", tokens.dropFirst(index + 1).first?.word == "to", index > 0, let before = tokens[index - 1].word,
               ["has", "have"].contains(before) || before.hasSuffix("'s") || before.hasSuffix("'ve") {
                throw ParseError.notYet(tokens[index - 1].text + " " + token.text + " to", tokens[index - 1].range.union(tokens[index + 1].range))
            }
            try refuseBound(tokens, at: index)
            try refuseArranged(tokens, at: index)
            try refuseCorrectedValue(tokens, at: index)
            try refuseConditional(tokens, at: index)
        }
    }

    /// Plain forms of the verbs a caregiver logs with.
    static let plainVerbs: Set<String> = ["make", "change", "feed", "give", "put", "pump", "nurse", "like", "love", "go", "try", "start",
                                          "warm", "heat", "throw", "toss", "dump", "prepare", "mix", "let", "rather", "get"]

    /// "I'd make a 4oz bottle", "we'd feed her": "'d" before a plain verb is "would"; before anything else
    /// ("I'd just changed a wet diaper") it is "had", and the line stands.
    static func refuseConditional(_ tokens: [Token], at index: Int) throws {
        guard let word = tokens[index].word, word.hasSuffix("'d") || word.hasSuffix("’d") else { return }
        var next = index + 1
        while next < tokens.count, ["just", "probably", "really", "then"].contains(tokens[next].word ?? "") { next += 1 }
        guard next < tokens.count, plainVerbs.contains(tokens[next].word ?? "") else { return }
        throw ParseError.notYet(tokens[index].text + " " + tokens[next].text, tokens[index].range.union(tokens[next].range))
    }

    /// "she's to sleep at 7", "he was to nap at 2": a form of "be" with "to" before a verb is what was
    /// arranged, not what happened ("she went to sleep at 7" is not a form of "be"). What follows "to" must
    /// be a verb, so a place or an amount after it ("was up to 4oz", "is to the left") leaves the line alone.
    static func refuseArranged(_ tokens: [Token], at index: Int) throws {
        guard let word = tokens[index].word, index + 2 < tokens.count, tokens[index + 1].word == "to" else { return }
        let isBe = ["is", "was", "are", "were", "am"].contains(word) || word.hasSuffix("'s") || word.hasSuffix("’s") || word.hasSuffix("'re")
        guard isBe, let verb = tokens[index + 2].word, Vocabulary.concepts[verb] != nil || plainVerbs.contains(verb) || arrangedVerbs.contains(verb) else { return }
        throw ParseError.notYet(tokens[index].text + " to " + tokens[index + 2].text, tokens[index].range.union(tokens[index + 2].range))
    }

    /// Verbs of the baby's day that can follow "is to" without being a word the events are told by.
    static let arrangedVerbs: Set<String> = ["sleep", "nap", "eat", "drink", "have", "be", "wake", "poop", "pee", "finish", "take", "stay", "bathe"]

    /// Sounds of hesitation inside a line.
    static let hesitations: Set<String> = ["um", "uh", "er", "erm", "hmm", "umm", "uhh", "uhm"]

    /// "wet uh dirty diaper", "nursed left um right": a hesitation between two values of one kind is the
    /// speaker changing one for the other, and logging both (a diaper with both, both sides) was a wrong log.
    static func refuseCorrectedValue(_ tokens: [Token], at index: Int) throws {
        guard let word = tokens[index].word, hesitations.contains(word) else { return }
        func value(_ at: Int, step: Int) -> (Int, Concept)? {
            var at = at + step
            while at >= 0, at < tokens.count, tokens[at].isSymbol || hesitations.contains(tokens[at].word ?? "") { at += step }
            guard at >= 0, at < tokens.count, let concept = Vocabulary.concepts[tokens[at].word ?? ""] else { return nil }
            return (at, concept)
        }
        guard let (from, before) = value(index, step: -1), let (to, after) = value(index, step: 1), before != after else { return }
        guard [Concept.diaperContents, Concept.sides].contains(where: { $0.contains(before) && $0.contains(after) }) else { return }
        let range = tokens[from].range.union(tokens[to].range)
        throw ParseError.conflicting("'\(tokens[from...to].map(\.text).joined(separator: " "))' sounds like one word changed for the other; say the one meant", range)
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
