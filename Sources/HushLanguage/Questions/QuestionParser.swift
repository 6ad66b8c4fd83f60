import HushDomain

/// Reads a question into a ``Question``: the period comes out first (``QuestionPeriodReader``), then a
/// name, then the shape of what is left decides the kind. Every word must be one questions use, so
/// "is he hungry" is refused rather than answered as something else.
///
/// ```swift
/// let parser = QuestionParser(knownNames: ["Mia"], peopleNames: ["Leanne"])
/// try parser.parse(Lexer.tokens(in: "when did Mia last eat"))   // (.last(.feed), baby: "Mia")
/// ```
struct QuestionParser {
    var knownNames: [String]
    var peopleNames: [String]

    struct Reading {
        var command: Command
        var baby: Token?
    }

    /// Nil when the line is not a question Hush can answer exactly.
    func parse(_ tokens: [Token]) -> Reading? {
        guard QuestionShape.isQuestion(tokens, babies: knownNames) else { return nil }
        let (period, read) = QuestionPeriodReader.read(tokens)
        // "when did she last have sweet potato": the food comes out whole, before the words are checked.
        var rest: [Token] = []
        var food: String?
        var index = 0
        while index < read.count {
            if let (named, length) = FoodWords.match(read, at: index) {
                guard food == nil else { return nil }
                food = named
                index += length
                continue
            }
            rest.append(read[index])
            index += 1
        }
        var words: [String] = []
        var baby: Token?
        var person: String?
        for token in rest where !token.isSymbol {
            // A number, a clock time or a date left over is part of something Hush did not read ("did she
            // poop at 2" with no way to place it): refused, never answered as if it were not there.
            guard var word = token.word else { return nil }
            if word.hasSuffix("'s") { word = String(word.dropLast(2)) }
            if word.hasSuffix("n't") { word = String(word.dropLast(3)) }
            if let name = knownNames.first(where: { $0.lowercased() == word }) {
                guard baby == nil else { return nil }
                baby = Token(.word(name.lowercased()), text: name, range: token.range)
                continue
            }
            if let name = peopleNames.first(where: { $0.lowercased() == word }) {
                guard person == nil else { return nil }
                person = name
                continue
            }
            words.append(word)
        }
        if Self.asksOfTheSpeaker(words, namesBaby: baby != nil) { return nil }
        let solids = food != nil || words.contains { FoodWords.generic.contains($0) }
        if solids {
            guard period == nil, person == nil, words.allSatisfy({ QuestionWords.fillers.contains($0) || QuestionWords.foodWords.contains($0) }),
                  let asked = FoodQuestion.kind(of: words, first: words.first ?? "") else { return nil }
            return Reading(command: .question(.food(food, asked)), baby: baby)
        }
        guard words.allSatisfy({ QuestionWords.fillers.contains($0) || QuestionWords.isTopicWord($0) }) else { return nil }
        var classified = classify(words, period: period, person: person)
        // "will", "need" and "bad" belong to what comes next and to the bottle's expiry: "when will he wake up"
        // is not "when did he", "does he need a change" is not "did he have one".
        if words.contains(where: { QuestionWords.forwardOnly.contains($0) }) {
            switch classified {
            case .nextNap?, .question(.nextFeed)?, .question(.bottleExpiry)?, .question(.bottleExpired)?, .question(.bottleExpiryTime)?,
                 .question(.nextSide)?: break
            default: classified = nil
            }
        }
        // "did she nurse on the left today": no answer counts one side's feeds, and counting both as if
        // asked answered "yes" of a day with only the right. Only the side questions take a side.
        if words.contains(where: { ["left", "right"].contains($0) }) {
            guard case .question(.nextSide)? = classified else { return nil }
        }
        switch classified {
        case .nextNap?: return Reading(command: .nextNap, baby: baby)
        case .question(let question)?: return Reading(command: .question(question), baby: baby)
        case nil: return nil
        }
    }

    /// Words that ask what should be rather than what happened: "how much should he drink", "is it normal",
    /// "is she eating enough". The log can't answer them; "when should he eat" (the next feed by the
    /// reminders' rule) is a question about the log.
    static func advice(_ tokens: [Token], babies: [String]) -> Token? {
        let words = tokens.compactMap(\.word)
        guard QuestionShape.isQuestion(tokens, babies: babies) || ["should", "shall"].contains(words.first ?? "") else { return nil }
        if let token = tokens.first(where: { ["normal", "enough", "healthy", "worry", "worried", "concerned", "recommended", "ought"].contains($0.word ?? "") }) {
            return token
        }
        let opener = words.first ?? ""
        if let should = tokens.first(where: { $0.word == "should" }), !["when", "whens", "what", "which"].contains(opener), !words.contains("next") {
            return should
        }
        return nil
    }

    /// "when did I last eat", "how long have I been awake": the speaker's own meal or sleep, which the log
    /// does not hold; answered with the baby's, as they were, they told the caregiver something else.
    /// A caregiver's act ("when did I feed him", "did we change her") or the log ("did I log it") is the
    /// baby's, and asked as before.
    static func asksOfTheSpeaker(_ words: [String], namesBaby: Bool) -> Bool {
        guard words.contains(where: { ["i", "we", "me", "us", "my", "our"].contains($0) }), !namesBaby else { return false }
        let aboutBaby: Set<String> = ["him", "her", "them", "baby", "his", "their"]
        return !words.contains { aboutBaby.contains($0) || EventSubject.caregivingWords.contains($0) || ["log", "logged", "call", "calls"].contains($0) }
    }

    /// What kind of question the words make, or nil when they make none exactly.
    private func classify(_ words: [String], period: QuestionPeriod?, person: String?) -> ClassifiedQuestion? {
        // Two kinds of event in one question ("did he eat before his nap") ask about how they relate, which
        // no kind answers: refused rather than answered about one of them.
        if QuestionWords.eventKinds(in: words).count > 1 { return nil }
        return AskedWords(words, period: period, person: person).classified()
    }
}
