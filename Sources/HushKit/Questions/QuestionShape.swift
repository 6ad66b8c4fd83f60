/// The rule that tells a question from a statement, the same for typed and spoken lines: a line is a
/// question when it ends with "?", starts with a question word ("when", "how", "what", "which"), or
/// starts with an auxiliary followed by its subject ("did she", "is he", "has Mia"). So "she pooped"
/// logs and "did she poop" asks; "he's asleep" logs and "is he asleep" asks; "is napping" logs.
///
/// ```swift
/// QuestionShape.isQuestion(Lexer.tokens(in: "did she poop"), babies: [])   // true
/// QuestionShape.isQuestion(Lexer.tokens(in: "she pooped"), babies: [])     // false
/// ```
enum QuestionShape {
    /// Why a question Hush can't answer exactly is refused, and what can be asked instead.
    static let refusal = "that sounds like a question Hush can't answer exactly, and a question never logs anything; ask about the last feed, diaper or sleep, counts and totals ('how many feeds today'), 'did she poop today', 'is he asleep', 'which side next' (see 'help questions'), or say what happened ('she pooped')"

    static func isQuestion(_ tokens: [Token], babies: [String]) -> Bool {
        guard let first = tokens.first?.word else { return tokens.last?.text == "?" }
        if tokens.last?.text == "?" { return true }
        if QuestionWords.openers.contains(first) || first == "how's" || first == "when's" || first == "what's" { return true }
        guard QuestionWords.auxiliaries.contains(first), tokens.count > 1, let second = tokens[1].word else { return false }
        return QuestionWords.subjects.contains(second) || babies.contains { $0.lowercased() == second || $0.lowercased() + "'s" == second }
    }
}
