import HushDomain

extension EventSubject {
    /// Words that end one clause and may start another with its own subject.
    static let clauseBreaks: Set<String> = ["and", "then", "but", "while", "so"]

    /// The baby's events someone else can be said to have in a later clause: "she peed and I pooped",
    /// "she fell asleep at 2 and I woke up at 2:30" (waking someone is also done to the baby, so only
    /// "woke up" without the baby after it).
    static let clauseActs: Set<String> = ownActs.union(["woke", "wake", "fell", "went", "tried", "had"])

    /// Pets, and those who do not nurse: their "nursed left 10 min" is no breast feed of the baby's. Pets are
    /// also among ``otherSubjects``.
    static let pets: Set<String> = ["dog", "doggy", "puppy", "cat", "kitty", "kitten", "pet"]
    static let notNursing: Set<String> = pets.union(["dad", "daddy", "dada", "papa", "grandpa", "grandad", "granddad", "uncle", "husband",
                                                     "father", "grandfather", "brother"])

    /// Throws at a clause after the first whose subject is someone else doing one of the baby's events
    /// ("she ate banana and I ate egg" logged the egg), and at a pet's or a father's nursing ("the dog
    /// nursed on the left" was a breast feed): only the line's first subject was asked before.
    ///
    /// ```swift
    /// try EventSubject.checkClauses(Lexer.tokens(in: "she peed and I pooped"), baby: "Eddie")   // throws at "I"
    /// ```
    static func checkClauses(_ tokens: [Token], baby: String?) throws {
        // "dad fed left 10 min", "dad gave her the left side": a side said is the breast.
        let breast = tokens.contains { if case .side? = Vocabulary.concepts[$0.word ?? ""] { return true }; return $0.word == "breast" }
        for (index, token) in tokens.enumerated() {
            // "she ate banana and peanut ate egg": a clause's subject may be the baby's food-named nickname too.
            if token.isSymbol || clauseBreaks.contains(token.word ?? "") { try checkFoodAsName(tokens, at: index + 1) }
            guard let word = token.word, otherSubjects.contains(word), !["me", "myself", "us"].contains(word) else { continue }
            let before = index > 0 ? tokens[index - 1] : nil
            let startsClause = before.map { $0.isSymbol || clauseBreaks.contains($0.word ?? "") || ["the", "my", "our"].contains($0.word ?? "") } ?? true
            // "she and I ate banana": the baby among the subjects.
            let withBaby = index > 1 && tokens[index - 1].word == "and" && (babyPronouns.contains(tokens[index - 2].word ?? "") || objects.contains(tokens[index - 2].word ?? ""))
            guard startsClause, !withBaby, let verb = ownVerb(tokens, after: index) else { continue }
            let first = index == 0 || tokens[..<index].allSatisfy { $0.isSymbol || leading.contains($0.word ?? "") }
            let nursing = (["nursed", "breastfed", "nursing", "breastfeeding"].contains(verb) || breast) && notNursing.contains(word)
            guard nursing || !first && clauseActs.contains(verb) else { continue }
            // "and I woke her", "and we put him down": done to the baby.
            let after = tokens.dropFirst(index + 2).prefix(2).map { $0.word ?? "" }
            if !nursing, ["woke", "wake", "went"].contains(verb), after.contains(where: { objects.contains($0) }) { continue }
            let rest = tokens.dropFirst(index + 1).prefix { !($0.isSymbol || clauseBreaks.contains($0.word ?? "")) }.map(\.text).joined(separator: " ")
            let subject = word == "i" ? "I" : token.text
            throw ParseError.notTheBaby(subject: subject, rest: rest, baby: baby, token.range)
        }
    }

    /// "peanut ate a banana", "my little pumpkin had yogurt": a food before the verb of eating is what the
    /// baby is called, not what was eaten; logged, a top allergen the baby never had was in the record.
    static func checkFoodAsName(_ tokens: [Token], at index: Int) throws {
        var at = index
        while at < tokens.count, ["little", "sweet", "baby"].contains(tokens[at].word ?? "") { at += 1 }
        guard let (food, length) = FoodWords.match(tokens, at: at), at + length < tokens.count,
              let verb = tokens[at + length].word, Vocabulary.isEating(verb) || ["tried", "had"].contains(verb) else { return }
        let range = tokens[at].range.union(tokens[at + length - 1].range)
        throw ParseError.conflicting("'\(food)' before '\(tokens[at + length].text)' reads as who ate, not what; name the baby ('she \(tokens[at + length].text) …')", range)
    }
}
