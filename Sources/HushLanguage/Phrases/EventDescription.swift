import HushDomain

/// Words that describe an event rather than report one: "it was dirty", "the diaper was wet", "it had
/// poop in it", "and poop", "a dirty one", "he only drank 3 oz". Said on its own, such a line is how a
/// caregiver tells a diaper being changed or a bottle just drunk, and it logs. Said minutes after one of
/// its kind was logged, it is as often that one told again or corrected; the dispatcher asks which
/// (``ParsedLine/described``), since only the store knows what came just before.
///
/// ```swift
/// EventDescription.words(in: Lexer.tokens(in: "it was dirty"))        // the range of "it was"
/// EventDescription.words(in: Lexer.tokens(in: "he only drank 3 oz"))  // the range of "only"
/// EventDescription.words(in: Lexer.tokens(in: "dirty diaper"))        // nil
/// ```
public enum EventDescription {
    /// The nouns of events a line may describe: "the diaper was wet", "nappy's dirty".
    static let nouns: Set<String> = WordSense.timedNouns.union(["nappy", "diapers", "nappies"])
    /// What may stand before a noun described: "her diaper was wet", "that diaper had poop".
    static let owners: Set<String> = ["the", "her", "his", "their", "that", "this"]
    /// The verbs that say what a thing was: "it was", "he was", "was dirty".
    static let being: Set<String> = ["was", "were", "is"]
    /// The verbs that describe what a thing was or held.
    static let verbs: Set<String> = being.union(["had", "has", "lasted", "lasts"])
    /// Words that start a line adding to what was just said: "and poop", "also dirty", "with poop". Said
    /// with an amount or a drinking word they add a feed, not a description.
    public static let additions: Set<String> = ["and", "also", "with", "plus"]
    /// Words that say the event is a new one: "again", "another", "now", "changed a dirty one".
    static let newOne: Set<String> = another.union(["now", "changed", "change", "changing"])
    /// Of those, the words that say it is one more of its kind: "another wet diaper", "pooped again".
    public static let another: Set<String> = ["again", "another", "new", "fresh", "second", "more"]
    /// The verbs "only" tells an amount of as less than expected: "only drank 3 oz", "drank only 3 oz",
    /// "only slept 20 min".
    static let consumed: Set<String> = ["drank", "drink", "drunk", "ate", "eaten", "had", "took", "taken", "finished", "fed", "nursed",
                                        "breastfed", "slept", "napped", "sleep", "nap", "napping", "sleeping"]

    /// Where the line describes rather than reports, or nil when it reports.
    public static func words(in tokens: [Token]) -> SourceRange? {
        // "it was dirty again", "and another wet diaper", "and now he pooped", "changed a dirty one": a new one, said to be.
        guard !tokens.contains(where: { newOne.contains($0.word ?? "") }),
              let first = tokens.firstIndex(where: { !$0.isSymbol }) else { return nil }
        // More drunk ("also drank 2 oz") is more milk, which a second bottle counts rightly; more in a diaper is that diaper.
        let amounts = tokens.contains { token in
            if case .number = token.kind { return true }
            return consumed.contains(token.word ?? "") || Vocabulary.isEating(token.word ?? "")
        }
        if additions.contains(tokens[first].word ?? ""), !amounts { return tokens[first].range }
        guard let start = tokens.firstIndex(where: { !$0.isSymbol && !WordSense.leading.contains($0.word ?? "") }) else { return nil }
        return opening(tokens, start) ?? pointing(tokens) ?? lessThanExpected(tokens) ?? contentsAlone(tokens, start)
    }

    /// "both", "only pee", "just poop": what was in a diaper, with no diaper, verb or time, and said as a
    /// whole ("both") or as less than thought ("only"). "poop" alone stays a report of a diaper.
    static func contentsAlone(_ tokens: [Token], _ start: Int) -> SourceRange? {
        // "just" and "only" are also words a line may start with ("just pee"), so the whole line is looked at.
        let words = tokens.filter { !$0.isSymbol }
        let contents = words.filter { Vocabulary.concepts[$0.word ?? ""].map(Concept.diaperContents.contains) == true }
        // "both please", "both 5 min ago": courtesy and a time may follow.
        let timeWords: Set<String> = ["please", "thanks", "ago", "at", "min", "mins", "minute", "minutes", "hour", "hours", "an", "a", "half", "now"]
        func allowed(_ token: Token) -> Bool {
            if case .number = token.kind { return true }
            if case .clock = token.kind { return true }
            return timeWords.contains(token.word ?? "") || NumberPhrase.vocabulary.contains(token.word ?? "")
        }
        guard let last = words.last, !contents.isEmpty,
              tokens[start...].allSatisfy({ $0.isSymbol || contents.contains($0) || ["only", "just", "and"].contains($0.word ?? "") || allowed($0) }),
              words.contains(where: { ["both", "only", "just"].contains($0.word ?? "") }) else { return nil }
        return tokens[start].range.union(last.range)
    }

    /// "it was dirty", "it's wet", "there was poop", "was dirty", "the diaper had poop", "her nappy's dirty",
    /// "he was dirty".
    static func opening(_ tokens: [Token], _ start: Int) -> SourceRange? {
        func word(_ index: Int) -> String { index < tokens.count ? tokens[index].word ?? "" : "" }
        func range(_ from: Int, _ to: Int) -> SourceRange { tokens[from].range.union(tokens[to].range) }
        if word(start) == "it's" || being.contains(word(start)) { return range(start, start) }
        if ["it", "there"].contains(word(start)), verbs.contains(word(start + 1)) { return range(start, start + 1) }
        let possessive = word(start).hasSuffix("'s") && !nouns.contains(String(word(start).dropLast(2)))
        let noun = owners.contains(word(start)) || possessive ? start + 1 : start
        if nouns.contains(word(noun)), verbs.contains(word(noun + 1)) { return range(start, noun + 1) }
        // "he was dirty", "Eddie was wet", "the baby was dirty": the baby's state is the diaper's.
        if being.contains(word(noun + 1)) { return range(start, noun + 1) }
        if word(noun).hasSuffix("'s"), nouns.contains(String(word(noun).dropLast(2))) { return range(start, noun) }
        return nil
    }

    /// "poop in it", "a dirty one": words that point at the diaper already in mind.
    static func pointing(_ tokens: [Token]) -> SourceRange? {
        for index in tokens.indices.dropFirst() {
            let previous = tokens[index - 1].word ?? "", word = tokens[index].word ?? ""
            if previous == "in" && word == "it" { return tokens[index - 1].range.union(tokens[index].range) }
            if word == "one", let concept = Vocabulary.concepts[previous], Concept.diaperContents.contains(concept),
               index + 1 == tokens.count || tokens[index + 1].isSymbol {
                return tokens[index - 1].range.union(tokens[index].range)
            }
        }
        return nil
    }

    /// "he only drank 3 oz", "drank only 3 oz", "ate 3 oz only", "drank just 3 oz": an amount said to be
    /// less than expected, of the bottle just told. "only had formula" says what, not how much.
    static func lessThanExpected(_ tokens: [Token]) -> SourceRange? {
        func word(_ index: Int) -> String { index >= 0 && index < tokens.count ? tokens[index].word ?? "" : "" }
        func amount(_ index: Int) -> Bool {
            guard index < tokens.count else { return false }
            if case .number = tokens[index].kind { return true }
            if ["about", "around", "like", "roughly", "maybe", "for"].contains(word(index)) { return amount(index + 1) }
            return NumberPhrase.vocabulary.contains(word(index)) && !["a", "an"].contains(word(index))
        }
        func afterAmount(_ index: Int) -> Bool {
            guard index > 0 else { return false }
            if case .number = tokens[index - 1].kind { return true }
            return Vocabulary.volumeUnits[word(index - 1)] != nil && index > 1 && amount(index - 2)
        }
        for index in tokens.indices {
            let w = word(index)
            let only = w == "only" && (consumed.contains(word(index + 1)) && amount(index + 2) || consumed.contains(word(index - 1)) && amount(index + 1)
                                       || afterAmount(index))
            let just = w == "just" && consumed.contains(word(index - 1)) && amount(index + 1)
            if only || just { return tokens[index].range }
        }
        return nil
    }
}
