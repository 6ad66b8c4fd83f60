import HushDomain

/// A line that tells something and then asks something: "wet diaper did she poop", "she peed. did she poop
/// today?". Read as an event, the question's words were logged ("did she poop" added a poop to the pee);
/// read as a question, what was told was dropped and the answer was about something else. Refused at the
/// question, with the two lines to say apart.
///
/// A question begins where an auxiliary stands before a person ("did she", "has Eddie", "is he") or a
/// question word before what it asks ("when did", "how long", "how many"), after words that tell an event.
///
/// ```swift
/// try ToldAndAsked.refuse(Lexer.tokens(in: "wet diaper did she poop"), babies: [])
/// // throws at "did she poop": say 'wet diaper', then ask 'did she poop'
/// ```
enum ToldAndAsked {
    /// Words that ask only before a person: "did she", "is he".
    static let inverted: Set<String> = ["did", "does", "do", "should", "can", "could", "would", "is", "was", "has", "have", "are", "were"]
    /// Words that ask before what they ask about: "when did", "how long".
    static let askers: Set<String> = ["when", "what", "which", "how", "where", "why", "when's", "what's", "how's", "whens", "whats"]
    /// What follows an asking word in a question.
    static let asked: Set<String> = ["did", "does", "do", "has", "have", "is", "was", "are", "were", "should", "will", "long", "many", "much",
                                     "time", "side", "about"]
    /// The people a question is asked about.
    static let persons: Set<String> = ["she", "he", "they", "we", "i", "you"]

    static func refuse(_ tokens: [Token], babies: [String]) throws {
        guard let first = tokens.first?.word, !["note", "notes"].contains(first), tokens.count > 2 else { return }
        // Most lines hold no asking word at all: nothing more is made for them (a script reads every line here).
        guard tokens.dropFirst().contains(where: { inverted.contains($0.word ?? "") || askers.contains($0.word ?? "") }) else { return }
        let names = Set(babies.map { $0.lowercased() })
        func person(_ index: Int) -> Bool {
            guard index < tokens.count, let word = tokens[index].word else { return false }
            if persons.contains(word) || names.contains(word) { return true }
            return word == "the" && index + 1 < tokens.count && tokens[index + 1].word == "baby"
        }
        for index in 1..<(tokens.count - 1) {
            guard let word = tokens[index].word else { continue }
            let asks = (inverted.contains(word) && person(index + 1))
                || (askers.contains(word) && asked.contains(tokens[index + 1].word ?? ""))
            guard asks else { continue }
            let told = tokens[..<index].filter { !$0.isSymbol }
            // Only after words that tell an event: "hey, did she poop" is a question with a greeting.
            guard told.contains(where: { Vocabulary.concepts[$0.word ?? ""] != nil }),
                  !told.contains(where: { QuestionWords.openers.contains($0.word ?? "") }) else { return }
            let question = tokens[index...].filter { !$0.isSymbol }
            let tellText = told.map(\.text).joined(separator: " ")
            let askText = question.map(\.text).joined(separator: " ") + (tokens.last?.text == "?" ? "?" : "")
            let range = tokens[index].range.union(tokens[tokens.count - 1].range)
            throw ParseError.conflicting("this line tells and asks at once; say '\(tellText)', then ask '\(askText)'", range)
        }
    }
}
