import HushDomain

/// The rule that tells a question from a statement, the same for typed and spoken lines: a line is a
/// question when it ends with "?", starts with a question word ("when", "how", "did", "should"), or
/// starts with an auxiliary followed by its subject ("is he", "has Mia", "was the"). So "she pooped"
/// logs and "did she poop" asks; "he's asleep" logs and "is he asleep" asks; "is napping" logs; "did a
/// poo" logs and "did a poo?" asks.
///
/// ```swift
/// QuestionShape.isQuestion(Lexer.tokens(in: "did she poop"), babies: [])   // true
/// QuestionShape.isQuestion(Lexer.tokens(in: "she pooped"), babies: [])     // false
/// ```
enum QuestionShape {
    /// Why a question Hush can't answer exactly is refused, and what can be asked instead.
    static let refusal = "that sounds like a question Hush can't answer exactly, and a question never logs anything; ask about the last feed, diaper or sleep, counts and totals ('how many feeds today'), 'did she poop today', 'is he asleep', 'which side next' (see 'help questions'), or say what happened ('she pooped')"

    /// Words said around a question that carry nothing: "hey", "ok so", "um" before it; "please", "thanks"
    /// after it.
    static let leadingCourtesy: Set<String> = ["hey", "hi", "hush", "ok", "okay", "so", "um", "uh", "er", "erm", "hmm", "oh", "well", "alright", "and", "please",
                                               "wait", "sorry", "like", "quick", "question", "actually", "yeah", "also"]
    static let trailingCourtesy: Set<String> = ["please", "thanks", "thank", "you"]

    /// The question inside courtesy words ("hey when did she last eat please" → "when did she last eat"),
    /// or nil when there are none, or when what is left is not shaped as a question: a statement keeps
    /// its words for its own parser.
    static func withoutCourtesy(_ tokens: [Token], babies: [String]) -> [Token]? {
        var start = 0, end = tokens.count
        while start < end, tokens[start].isSymbol || leadingCourtesy.contains(tokens[start].word ?? "") { start += 1 }
        // "can you tell me when he last ate", "do you know how many feeds today": the question asked of Hush.
        if end - start >= 3, ["can", "could", "would", "do"].contains(tokens[start].word ?? ""), tokens[start + 1].word == "you",
           ["tell", "know"].contains(tokens[start + 2].word ?? "") {
            start += end - start > 3 && tokens[start + 3].word == "me" ? 4 : 3
        }
        var tail = end
        while tail > start, tokens[tail - 1].text != "?" && (tokens[tail - 1].isSymbol || trailingCourtesy.contains(tokens[tail - 1].word ?? "")) { tail -= 1 }
        // "thank you" only as a pair; "you" alone may be the question's own word.
        if tail < end, tokens[tail].word == "you" { tail += 1 }
        end = tail
        guard start > 0 || end < tokens.count, start < end else { return nil }
        let inner = Array(tokens[start..<end]) + (tokens.last?.text == "?" && tokens[end - 1].text != "?" ? [tokens.last!] : [])
        guard let first = inner.first?.word, QuestionWords.openers.contains(first) || QuestionWords.auxiliaries.contains(first) || first.hasSuffix("'s"),
              isQuestion(inner, babies: babies) else { return nil }
        return inner
    }

    /// The one rule, for the questions Hush answers and for the event phrases, which refuse a question.
    static func isQuestion(_ tokens: [Token], babies: [String]) -> Bool {
        guard let first = tokens.first?.word else { return tokens.last?.text == "?" }
        if tokens.last?.text == "?" { return true }
        // "did a poo", "did a wee": the verb of a statement, where "did she poop" asks.
        if first == "did", tokens.count > 2, ["a", "an"].contains(tokens[1].word ?? ""),
           let done = Vocabulary.concepts[tokens[2].word ?? ""], [.wet, .dirty, .both, .diaper].contains(done) {
            return false
        }
        if QuestionWords.openers.contains(first) { return true }
        // "longest nap today", "total ounces today", "number of diapers today": asked by naming what is wanted.
        if ["longest", "total"].contains(first) || (first == "number" && tokens.count > 1 && tokens[1].word == "of") { return true }
        // "had she peed": asked; "had a bottle", "had her bottle" state what she had.
        if first == "had", tokens.count > 2, let second = tokens[1].word {
            return ["she", "he", "they", "baby", "we", "you"].contains(second) || babies.contains { $0.lowercased() == second }
        }
        guard QuestionWords.auxiliaries.contains(first), tokens.count > 1, let second = tokens[1].word else { return false }
        // "has a dirty diaper": the subject lost by a recogniser, stating what she has ("has she" asks).
        if ["has", "have"].contains(first), ["a", "an"].contains(second), tokens.last?.text != "?" { return false }
        return QuestionWords.subjects.contains(second) || babies.contains { $0.lowercased() == second || $0.lowercased() + "'s" == second }
    }
}
