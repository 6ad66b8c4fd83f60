import HushDomain

/// Understands a line about something that happened to the baby by filling slots: the concepts its words
/// name, at most one amount and one remainder, at most one time, and optionally a baby's name
/// (``PhraseLine``), and each kind's own, which its reader fills (``PhraseReader``; the kinds' readers
/// are listed once, in ``PhraseFamily``). Every token must fill a slot or be a known filler word;
/// anything else is an error pointing at it.
///
/// ```swift
/// let phrase = try EventPhraseParser(knownNames: ["Eddie"]).parse(Lexer.tokens(in: "ate 4oz, 0.5 left"))
/// // .bottleAte(amount: 4 oz, remaining: 0.5, at: nil)
/// ```
public struct EventPhraseParser: Sendable {
    public var knownNames: [String]
    /// People of the store who are not babies: their names are known words, and never the baby.
    public var peopleNames: [String]
    /// The selected baby's name, for errors that show how to say a line about the baby.
    public var selectedBaby: String?

    public init(knownNames: [String] = [], peopleNames: [String] = [], selectedBaby: String? = nil) {
        self.knownNames = knownNames
        self.peopleNames = peopleNames
        self.selectedBaby = selectedBaby
    }

    /// A phrase as read: its meaning, the baby it names, and the typos corrected on the way.
    public struct Reading: Sendable {
        public var phrase: EventPhrase
        public var babyName: (String, SourceRange)?
        public var corrections: [TypoCorrection.Correction]
    }

    /// Reads a phrase: refuses questions, hedges and someone else's events, then corrects one-key typos
    /// (``TypoCorrection``) and fills the slots.
    public func read(_ typed: [Token]) throws -> Reading {
        var typed = WordSense.plainWords(typed)
        try refuseQuestions(typed)
        try EventHedge.check(typed)
        if let subject = try EventSubject.check(typed, babies: knownNames, people: peopleNames, baby: selectedBaby) {
            // "dad put her down": who did it is not part of the event.
            typed.remove(at: subject)
        }
        try FeedRecipient.check(typed, babies: knownNames, baby: selectedBaby)
        let (corrected, corrections) = try TypoCorrection.correct(typed, knownNames: knownNames + peopleNames)
        do {
            let tokens = try WordSense.check(corrected, names: knownNames)
            try refuseCutOff(tokens)
            let (phrase, name) = try parse(tokens)
            return Reading(phrase: phrase, babyName: name, corrections: corrections)
        } catch let whole as ParseError {
            // "fell asleep at 1:05 and woke up at 2:35": two clauses of one event, which the line's
            // slots (one time, one amount) cannot take whole. A question back ("fed 4": ate 4, or fed at
            // 4?) stays the question.
            if case .ambiguous = whole { throw whole }
            guard let (phrase, name) = try compound(corrected) else { throw whole }
            return Reading(phrase: phrase, babyName: name, corrections: corrections)
        }
    }

    /// "nursed right for", "slept from 2 to": a line that stops where more must follow lost its end, and
    /// logging the rest would log what was not said.
    func refuseCutOff(_ tokens: [Token]) throws {
        guard let last = tokens.last(where: { !$0.isSymbol || ["+", "&", "-"].contains($0.text) }) else { return }
        let word = last.word ?? last.text
        guard Self.needsMore.contains(word) else { return }
        let example = Self.cutOffExamples[word] ?? "nursed right for 10 min"
        throw ParseError.missing("what follows '\(last.text)' (the line stops there)", example: example, last.range)
    }

    /// Words after which something must follow.
    static let needsMore: Set<String> = [
        "for", "from", "to", "at", "since", "until", "till", "of", "and", "with", "about", "around", "approximately", "roughly",
        "the", "a", "an", "by", "after", "before", "into", "in", "on", "then", "plus", "or", "but", "between", "+", "&", "-",
    ]
    static let cutOffExamples: [String: String] = [
        "at": "fell asleep at 2pm", "from": "slept from 1 to 2:30pm", "to": "slept from 1 to 2:30pm", "until": "slept from 1 until 2:30pm",
        "till": "slept from 1 till 2:30pm", "since": "asleep since 2pm", "between": "slept between 1 and 2pm", "and": "pee and poop",
        "+": "pee + poop", "&": "pee & poop", "then": "fed left then right", "about": "ate about 4oz", "around": "fell asleep around 2pm",
        "of": "ate 4oz of formula", "the": "finished the bottle", "a": "made a 4oz bottle", "an": "fell asleep an hour ago",
    ]

    /// "did she poop", "is she awake?", "has she had a bottle": a question (``QuestionShape``), which must
    /// never log anything.
    private func refuseQuestions(_ tokens: [Token]) throws {
        if let first = tokens.first, QuestionShape.isQuestion(tokens, babies: knownNames) {
            throw ParseError.conflicting(QuestionShape.refusal, first.range)
        }
    }

    /// Reads the tokens into one phrase and the baby it names. Each token is read by the shared readings
    /// (times, lengths, amounts, the baby's name, the vocabulary) or claimed by a kind's reader
    /// (``PhraseReader``), asked at their turns; the loop only routes, and a token nobody reads is refused.
    public func parse(_ tokens: [Token]) throws -> (EventPhrase, babyName: (String, SourceRange)?) {
        var line = PhraseLine(tokens: tokens, knownNames: knownNames)
        var readers = PhraseFamily.readers.map { $0.init(tokens) }
        var cursor = TokenCursor(tokens)
        for index in tokens.indices { try Self.refuseSlashedAmount(tokens, at: index) }
        while let token = cursor.current {
            try Self.refuseWrittenOddly(cursor)
            if token.isSymbol {
                try symbol(&cursor)
                continue
            }
            if try ask(&readers, &cursor, &line, .beforeTimes) { continue }
            // "the little one ate": the baby, not an amount of one.
            if cursor.takeSequence(Self.littleOne) { continue }
            if try timeLengthOrAmount(&cursor, &line) { continue }
            guard let word = token.word else {
                throw ParseError.unexpected(token.text, expected: "words, amounts or times", token.range)
            }
            if try name(word, &cursor, &line) { continue }
            if try ask(&readers, &cursor, &line, .word) { continue }
            if try vocabularyWord(word, &cursor, &line) { continue }
            if try shortenedName(word, &cursor, &line) { continue }
            if ChatWords.isAbbreviation(token.text) || (ChatWords.bundled.isAvailable && ChatWords.bundled.contains(word)) {
                throw ParseError.conflicting(withoutWord(token, in: tokens), token.range)
            }
            if try ask(&readers, &cursor, &line, .unknownWord) { continue }
            throw unknownWord(token, line, readers)
        }
        try EventTense.check(line)
        let phrase = try interpret(line, readers)
        try refuseSinceTotal(phrase, line)
        return (phrase, line.babyName)
    }

    /// "drank 12oz since 6am", "wet diaper since noon": a total since then, not one event at that time.
    /// "since" starts only what is still going ("asleep since 2", "feeding since 2:30", "up since 6").
    private func refuseSinceTotal(_ phrase: EventPhrase, _ line: PhraseLine) throws {
        guard let range = line.timeRange, let first = line.tokens.first(where: { $0.range.start == range.start }), first.word == "since" else { return }
        switch phrase {
        case .sleepStart, .sleepEnd, .feedingStart: return
        case .breastFeed(let feed) where feed.seconds == nil && feed.span == nil: return
        default:
            throw ParseError.conflicting("'\(line.text(range))' reads as a total since then, and Hush logs each event at its own time; say when this one happened, for example 'at \(line.text(range).dropFirst(6))'", range)
        }
    }

    /// "the little one": the baby, read past before amounts ("one") and looked for by "a little".
    static let littleOne = ["little", "one"]

    /// Asks each kind's reader, in order, whether the words at the cursor are its own at this turn.
    private func ask(_ readers: inout [any PhraseReader], _ cursor: inout TokenCursor, _ line: inout PhraseLine, _ turn: PhraseTurn) throws -> Bool {
        for index in PhraseFamily.asked(at: turn) {
            if try readers[index].claim(&cursor, &line, turn: turn) { return true }
        }
        return false
    }

    /// Punctuation between the words; a minus sign glued to a number is refused.
    private func symbol(_ cursor: inout TokenCursor) throws {
        guard let token = cursor.current else { return }
        // "-4oz", "for -10 minutes": a minus sign glued to a number that follows a space. ("3-4pm" is a span.)
        if token.text == "-", let next = cursor.peek(1), next.range.start == token.range.end, case .number = next.kind,
           cursor.index == 0 || cursor.tokens[cursor.index - 1].range.end < token.range.start {
            throw ParseError.impossibleNumber(token.text + next.text, why: "an amount or a length is never negative", token.range.union(next.range))
        }
        guard token.text == "+" || token.text == "&" || ",.;:!?'\"()-".contains(token.text) else {
            throw ParseError.unexpected(token.text, expected: "words, amounts or times", token.range)
        }
        cursor.advance()
    }

    /// "'lol' isn't part of an event; say 'wet diaper'": the line said again without the word.
    func withoutWord(_ word: Token, in tokens: [Token]) -> String {
        let rest = tokens.filter { $0.range != word.range }.map(\.text).joined(separator: " ")
        let said = rest.isEmpty ? "" : "; say '\(rest)'"
        return "'\(word.text)' isn't part of an event\(said)"
    }
}
