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

    /// What kind of question the words make, or nil when they make none exactly.
    private func classify(_ words: [String], period: QuestionPeriod?, person: String?) -> ClassifiedQuestion? {
        func has(_ any: String...) -> Bool { any.contains { words.contains($0) } }
        // Two kinds of event in one question ("did he eat before his nap") ask about how they relate, which
        // no kind below answers: refused rather than answered about one of them.
        if QuestionWords.eventKinds(in: words).count > 1 { return nil }
        var topic = QuestionWords.topic(in: words)
        if topic == nil, has("down"), has("go", "went", "gone", "put", "going") { topic = .sleep }
        if topic == nil, has("fall", "fell") { topic = .sleep }
        let first = words.first ?? ""
        // "has she peed since her nap": "since" with no time the period reader could take names an event
        // Hush does not place; only "how long since she ate" reads it.
        if words.contains("since"), period == nil, first != "how" { return nil }
        if person == nil, has("log", "logged"), has("i") { return .question(.loggedBy(person: "", period ?? .today)) }
        if let person {
            guard has("log", "logged", "record", "recorded") else { return nil }
            return .question(.loggedBy(person: person, period ?? .today))
        }
        if person == nil, first == "who" {
            guard period == nil, let topic, has("log", "logged", "record", "recorded", "did", "changed", "fed", "made", "gave", "put") else { return nil }
            return .question(.whoLogged(topic))
        }
        if has("side") || (first == "which" && topic == .breast) { return period == nil ? .question(.nextSide) : nil }
        if has("longest") {
            let naps = topic == .nap
            guard naps || topic == .sleep || has("stretch") else { return nil }
            return .question(.longestSleep(period ?? (naps ? .today : .lastNight), napsOnly: naps))
        }
        let goesDown = topic == .sleep && period == .lastNight && has("go", "went", "gone", "put", "fall", "fell")
        if has("bed", "bedtime") || goesDown, ["when", "what", "whens", "whats"].contains(first) {
            if let period, period != .lastNight { return nil }
            return .question(.bedtime(period))
        }
        // "when did his last nap end": the nap with its end; a sleep's end is a wake-up.
        if has("end", "ended"), period == nil, first == "when" || first == "what" {
            if topic == .nap { return .question(.lastNapLength) }
            if topic == .sleep { return .question(.last(.wake)) }
            return nil
        }
        if has("total"), topic == .sleep || topic == .nap { return .question(.sleepTotal(period ?? .today, napsOnly: topic == .nap)) }
        // "was he awake at 6am", "was she up at 2am": asked for awake, answered for awake.
        if ["was", "were"].contains(first), case .around(let time)? = period {
            let awake = has("awake", "up"), asleep = topic == .sleep || topic == .nap || has("asleep")
            if awake != asleep { return .question(awake ? .awakeAt(time) : .asleepAt(time)) }
        }
        if topic == .bottle, has("good", "expire", "expires", "expired", "expiry", "safe", "ok", "okay", "fresh", "bad") {
            guard period == nil else { return nil }
            if ["when", "how", "what", "whens", "whats"].contains(first) { return .question(.bottleExpiryTime) }
            if has("expired", "bad") { return .question(.bottleExpired) }
            // "does the bottle expire", "will it expire": neither yes-good nor yes-expired reads them exactly.
            if has("expire", "expires") { return nil }
            return .question(.bottleExpiry)
        }
        if has("next", "due") || (has("should") && (topic == .feed || topic == .bottle || topic == .breast)) {
            guard period == nil else { return nil }
            if topic == .nap || topic == .sleep { return .nextNap }
            if topic == .feed || topic == .bottle || topic == .breast { return .question(.nextFeed) }
            return nil
        }
        if has("often") || (has("average") && topic == .feed) {
            guard topic == .feed || topic == .bottle || topic == .breast else { return nil }
            return .question(.feedInterval(period ?? .lastHours(24)))
        }
        if first == "how", has("many") {
            if has("hours"), topic == .sleep || topic == .nap { return .question(.sleepTotal(period ?? .today, napsOnly: topic == .nap)) }
            if let unit = askedUnit(words) { return .question(.amount(period ?? .today, unit: unit)) }
            guard let topic else { return nil }
            if topic == .sleep { return nil }
            return .question(.count(topic, period ?? .today))
        }
        if first == "how", has("much"), topic == .pump { return .question(.pumped(period ?? .today)) }
        if first == "how", has("much") {
            if has("last"), topic == .bottle || topic == .feed { return period == nil ? .question(.last(topic!)) : nil }
            if topic == .sleep || topic == .nap { return .question(.sleepTotal(period ?? .today, napsOnly: topic == .nap)) }
            if topic == .feed || topic == .bottle { return .question(.amount(period ?? .today, unit: askedUnit(words))) }
            return nil
        }
        if first == "how", has("big", "large", "size"), topic == .bottle || topic == .feed { return .question(.last(topic!)) }
        if first == "how", has("long") { return howLong(words, topic: topic, period: period) }
        if ["is", "are"].contains(first), period == nil {
            if has("asleep", "sleeping", "napping") { return .question(.isAsleep(true)) }
            if has("awake", "up") { return .question(.isAsleep(false)) }
            return nil
        }
        // "has he been sleeping long": how long, not whether.
        if first == "has", has("been"), period == nil {
            if topic == .sleep || topic == .nap { return .question(.asleepFor) }
            if has("awake", "up") { return .question(.awakeFor) }
        }
        // "was he asleep" asks about a moment it doesn't name: refused rather than read as today.
        if ["was", "were"].contains(first), period == nil { return nil }
        if ["did", "has", "have", "was", "were", "any", "does", "do"].contains(first) || (period != nil && first != "when" && first != "what") {
            guard let topic else { return nil }
            return .question(.happened(topic, period ?? .today))
        }
        guard let topic else { return nil }
        // "when did she poop today", "what time did he wake up this morning": the times, not yes or no.
        if let period { return .question(.count(topic, period)) }
        return .question(.last(topic))
    }

    /// "how many ml", "how many ounces": the unit the answer is asked in.
    private func askedUnit(_ words: [String]) -> Volume.Unit? {
        words.lazy.compactMap { Vocabulary.volumeUnits[$0] }.first
    }

    private func howLong(_ words: [String], topic: QuestionTopic?, period: QuestionPeriod?) -> ClassifiedQuestion? {
        func has(_ any: String...) -> Bool { any.contains { words.contains($0) } }
        if let period {
            guard topic == .sleep || topic == .nap else { return nil }
            return .question(.sleepTotal(period, napsOnly: topic == .nap))
        }
        if has("ago") || has("since") {
            return topic.map { .question(.last($0)) }
        }
        if has("awake", "up") && !has("woke", "wake") { return .question(.awakeFor) }
        if has("been") && (topic == .sleep || topic == .nap || has("down")) { return .question(.asleepFor) }
        if topic == .nap { return .question(.lastNapLength) }
        if topic == .sleep { return .question(.last(.sleep)) }
        if let topic, topic == .feed || topic == .breast || topic == .bottle, has("last") { return .question(.last(topic)) }
        return nil
    }
}
