import HushDomain

/// Understands a line about something that happened to the baby by filling slots: the concepts its words
/// name, at most one amount and one remainder, at most one time, and optionally a baby's name. Every
/// token must fill a slot or be a known filler word; anything else is an error pointing at it.
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

    struct Slots {
        var concepts: [(Concept, SourceRange)] = []
        var amount: VolumeSpec?
        var remaining: VolumeSpec?
        var bareNumbers: [VolumeSpec] = []
        var time: TimeSlot?
        var timeRange: SourceRange?
        var duration: (seconds: Double, range: SourceRange)?
        var babyName: (String, SourceRange)?
        /// "starting right": the side a breast feed began on, when said outright.
        var startSide: BreastSide?
        /// "fed", "gave", "had": a feed, by breast or bottle as the rest of the line says.
        var feedingWord: (String, SourceRange)?
        /// "been" ("she's been asleep for ten minutes"): what the length measures is still going on.
        var ongoing = false
        var solids = SolidsSlots()
        /// In a pumping line: the amount from each side ("2oz left and 2.5oz right").
        var sideAmounts: [SideAmountsPhrase.Reading] = []
        /// "from the freezer", "from the fridge": the stash a bottle's milk comes from.
        var source: (MilkStorage, SourceRange)?

        func has(_ concept: Concept) -> Bool { concepts.contains { $0.0 == concept } }
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
        try refuseQuestions(typed)
        try EventHedge.check(typed)
        var typed = typed
        if let subject = try EventSubject.check(typed, babies: knownNames, people: peopleNames, baby: selectedBaby) {
            // "dad put her down": who did it is not part of the event.
            typed.remove(at: subject)
        }
        let (corrected, corrections) = try TypoCorrection.correct(typed, knownNames: knownNames + peopleNames)
        let tokens = try WordSense.check(corrected, names: knownNames)
        try refuseCutOff(tokens)
        let (phrase, name) = try parse(tokens)
        return Reading(phrase: phrase, babyName: name, corrections: corrections)
    }

    /// "nursed right for", "slept from 2 to": a line that stops where more must follow lost its end, and
    /// logging the rest would log what was not said.
    private func refuseCutOff(_ tokens: [Token]) throws {
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

    public func parse(_ tokens: [Token]) throws -> (EventPhrase, babyName: (String, SourceRange)?) {
        var slots = Slots()
        let words = tokens.compactMap(\.word)
        // "a bottle of pumped milk": with a bottle in the line, "pumped milk" is what it holds.
        let mentionsBottle = words.contains { word in
            guard let concept = Vocabulary.concepts[word] else { return Vocabulary.feedingWords.contains(word) }
            return (concept.family == "bottle" && concept != .fridge) || concept == .thawed || concept == .bag
        }
        let isPumping = tokens.indices.contains { index in
            Vocabulary.concepts[tokens[index].word ?? ""] == .pump
                && !(mentionsBottle && index + 1 < tokens.count && tokens[index + 1].word == "milk")
        }
        var cursor = TokenCursor(tokens)
        let mentionsFood = Self.mentionsFood(tokens)
        // "solids: kohlrabi": the colon says that what follows are foods, known to Hush or not.
        if let first = tokens.first?.word, FoodWords.generic.contains(first), tokens.count > 2, tokens[1].text == ":" {
            slots.solids.freeForm = true
        }
        while let token = cursor.current {
            let start = cursor.index
            if token.isSymbol {
                // "-4oz", "for -10 minutes": a minus sign glued to a number that follows a space. ("3-4pm" is a span.)
                if token.text == "-", let next = cursor.peek(1), next.range.start == token.range.end, case .number = next.kind,
                   cursor.index == 0 || cursor.tokens[cursor.index - 1].range.end < token.range.start {
                    throw ParseError.impossibleNumber(token.text + next.text, why: "an amount or a length is never negative", token.range.union(next.range))
                }
                if token.text == "+" || token.text == "&" {
                    cursor.advance()
                    continue
                }
                guard ",.;:!?'\"()-".contains(token.text) else {
                    throw ParseError.unexpected(token.text, expected: "words, amounts or times", token.range)
                }
                cursor.advance()
                continue
            }
            // A baby named May, June or August is a name here, never a month
            let isName = token.word.map { word in knownNames.contains { $0.lowercased() == word } } ?? false
            if !isName, try solidsToken(&cursor, into: &slots.solids, mentionsFood: mentionsFood || slots.solids.freeForm) { continue }
            if !isName, let time = try TimePhrase.parse(&cursor) {
                let range = cursor.range(from: start)
                if let earlier = slots.timeRange {
                    throw ParseError.conflicting("two times in one line ('\(text(tokens, earlier))' and '\(text(tokens, range))'); give one", range)
                }
                slots.time = time
                slots.timeRange = range
                continue
            }
            // "left for ten and right for five": both sides and their lengths
            if let sides = SideLengthsPhrase.parse(&cursor) {
                slots.startSide = slots.startSide ?? sides.first
                slots.concepts.append((.side(sides.first), sides.firstRange))
                slots.concepts.append((.side(sides.first == .left ? .right : .left), sides.secondRange))
                try setDuration(sides.seconds, sides.durationRange, &slots, in: tokens)
                continue
            }
            // Durations before amounts: "10 minutes" must not leave "10" to be read as an amount.
            if cursor.take(["for"]) != nil, let seconds = DurationPhrase.parse(&cursor) {
                try setDuration(seconds, cursor.range(from: start), &slots, in: tokens)
                continue
            }
            cursor.index = start
            if let seconds = DurationPhrase.parse(&cursor) {
                try setDuration(seconds, cursor.range(from: start), &slots, in: tokens)
                continue
            }
            // In a pumping line "2oz left" is the left side's milk, never what is left in a bottle.
            if isPumping, let side = SideAmountsPhrase.parse(&cursor) {
                if slots.sideAmounts.contains(where: { $0.side == side.side }) {
                    throw ParseError.conflicting("two amounts for the \(side.side.rawValue) side; give one", side.amount.range)
                }
                slots.sideAmounts.append(side)
                continue
            }
            // "none left", "nothing left": what is left is nothing.
            if let word = token.word, word == "none" || word == "nothing", let next = cursor.peekWord(1), ["left", "remaining", "leftover"].contains(next) {
                guard slots.remaining == nil else { throw ParseError.conflicting("two amounts left in one line; give one", cursor.range(from: start)) }
                cursor.index += 2
                slots.remaining = VolumeSpec(value: 0, unit: nil, range: cursor.range(from: start))
                continue
            }
            if try volume(&cursor, into: &slots) { continue }
            if let word = token.word {
                if try milkWords(&cursor, word: word, into: &slots, mentionsBottle: mentionsBottle) { continue }
                if let name = knownNames.first(where: { $0.lowercased() == word }) {
                    if let other = slots.babyName, other.0 != name {
                        throw ParseError.conflicting("this line names \(other.0) and \(name); log each baby on its own line", other.1.union(token.range))
                    }
                    slots.babyName = (name, token.range)
                    cursor.advance()
                    continue
                }
                // "Eddie's", and "eddies" as a speech recogniser writes it
                if word.hasSuffix("'s") || word.hasSuffix("s"),
                   let name = knownNames.first(where: { $0.lowercased() + "'s" == word || $0.lowercased() + "s" == word }) {
                    slots.babyName = (name, token.range)
                    cursor.advance()
                    continue
                }
                if word == "both", let next = cursor.peekWord(1), ["sides", "side", "breasts"].contains(next) {
                    slots.concepts.append((.bothSides, token.range.union(cursor.peek(1)!.range)))
                    cursor.index += 2
                    continue
                }
                // "starting right", "starting with the left"
                if Vocabulary.startMarkers.contains(word) || ["started", "start", "began", "begin"].contains(word) {
                    var offset = 1
                    while let filler = cursor.peekWord(offset), filler == "with" || filler == "on" || filler == "the" { offset += 1 }
                    if let next = cursor.peekWord(offset), case .side(let side)? = Vocabulary.concepts[next] {
                        slots.startSide = side
                        slots.concepts.append((.side(side), token.range.union(cursor.peek(offset)!.range)))
                        cursor.index += offset + 1
                        continue
                    }
                }
                if let side = RecogniserHomophones.sides[word],
                   cursor.tokens.contains(where: { Vocabulary.concepts[$0.word ?? ""]?.family == "breast" && $0.word != "left" }) {
                    slots.concepts.append((.side(side), token.range))
                    cursor.advance()
                    continue
                }
                if let concept = Vocabulary.concepts[word] {
                    slots.concepts.append((concept, token.range))
                    cursor.advance()
                    continue
                }
                if word == "been" {
                    slots.ongoing = true
                    cursor.advance()
                    continue
                }
                if Vocabulary.feedingWords.contains(word) {
                    if slots.feedingWord == nil { slots.feedingWord = (word, token.range) }
                    cursor.advance()
                    continue
                }
                if Vocabulary.futureWords.contains(word) {
                    throw ParseError.conflicting("'\(token.text)' is about what hasn't happened yet; log it when it does", token.range)
                }
                if Vocabulary.negations.contains(word) {
                    throw ParseError.conflicting("'\(token.text)' takes back part of the line, and Hush can't tell which part; say only what happened (for example 'ate 4oz')", token.range)
                }
                if Vocabulary.fillers.contains(word) {
                    cursor.advance()
                    continue
                }
                if Vocabulary.allWords.contains(word) {
                    throw ParseError.misplaced(token.text, token.range)
                }
                let names = Dictionary(knownNames.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
                if cursor.index > 0, cursor.tokens[cursor.index - 1].word == "for" {
                    // "for Ed": a name, perhaps shortened; one that matches no baby is reported as such.
                    let prefixed = knownNames.filter { $0.lowercased().hasPrefix(word) }
                    if prefixed.count == 1 {
                        slots.babyName = (prefixed[0], token.range)
                        cursor.advance()
                        continue
                    }
                    let suggestion = Suggestion.closest(to: word, in: names.keys).flatMap { names[$0] }
                    throw ParseError.unknownName(token.text, suggestion: suggestion, token.range)
                }
                if ChatWords.isAbbreviation(token.text) || (ChatWords.bundled.isAvailable && ChatWords.bundled.contains(word)) {
                    throw ParseError.conflicting(withoutWord(token, in: tokens), token.range)
                }
                if mentionsFood || slots.solids.freeForm || slots.solids.tried != nil || slots.solids.measure != nil
                    || Self.mayNameAFood(word, slots: slots, tokens: tokens) {
                    try unknownFood(token, &cursor, &slots.solids)
                    continue
                }
                var vocabulary = Vocabulary.suggestible.union(names.keys)
                // "had bnana": a typo after "had" or "ate" in a line with no volume may be a food's.
                if Self.mayNameAFood(nil, slots: slots, tokens: tokens) { vocabulary.formUnion(FoodWords.forms.keys.filter { $0.count == 1 }.map { $0[0] }) }
                let suggestion = Suggestion.closest(to: word, in: vocabulary).map { names[$0] ?? $0 }
                if EnglishLexicon.bundled.contains(word) { throw ParseError.untrackedWord(token.text, suggestions: suggestion.map { [$0] } ?? [], token.range) }
                throw ParseError.unknownWord(token.text, suggestion: suggestion, token.range)
            }
            throw ParseError.unexpected(token.text, expected: "words, amounts or times", token.range)
        }
        return (try interpret(slots, tokens), slots.babyName)
    }

    /// An amount: "4oz", "4 oz", "four ounces", "0.5 left", "half an ounce left", or a bare number.
    private func volume(_ cursor: inout TokenCursor, into slots: inout Slots) throws -> Bool {
        let start = cursor.index
        var value: Double
        var unit: Volume.Unit?
        if case .number(let number, let suffix?)? = cursor.current?.kind {
            guard let known = Vocabulary.volumeUnits[suffix] else { return false }
            cursor.advance()
            value = number
            unit = known
        } else if let counted = Self.countedUnit(&cursor) {
            (value, unit) = counted
        } else if let word = cursor.peekWord(), let number = RecogniserHomophones.amounts[word],
                  let unitWord = cursor.peekWord(1), let known = Vocabulary.volumeUnits[unitWord] {
            // "ate for ounces": a recogniser's "for" where an amount stands before its unit is "four".
            cursor.index += 2
            value = number
            unit = known
        } else if cursor.takeSequence(["half", "an"]) || cursor.takeSequence(["half", "a"]) {
            guard let word = cursor.peekWord(), let known = Vocabulary.volumeUnits[word] else {
                cursor.index = start
                return false
            }
            cursor.advance()
            value = 0.5
            unit = known
        } else if let number = NumberPhrase.parse(&cursor, volume: true) {
            value = number
            // "three quarters of an ounce", "half of an ounce"
            if cursor.peekWord() == "of", let unitWord = cursor.peekWord(["a", "an"].contains(cursor.peekWord(1) ?? "") ? 2 : 1),
               Vocabulary.volumeUnits[unitWord] != nil {
                cursor.index += ["a", "an"].contains(cursor.peekWord(1) ?? "") ? 2 : 1
            }
            if let word = cursor.peekWord(), let known = Vocabulary.volumeUnits[word] {
                cursor.advance()
                unit = known
            }
        } else {
            return false
        }
        guard value.isFinite, value >= 0, value < 100_000 else {
            throw ParseError.unexpected(cursor.tokens[start].text, expected: "an amount like 4oz or 120ml", cursor.range(from: start))
        }
        // "four ounces and a half"
        if unit != nil, cursor.takeSequence(["and", "a", "half"]) { value += 0.5 }
        // "two bottles": a count, not an amount; "one bottle" is just a bottle.
        if unit == nil, let next = cursor.peekWord(), next == "bottle" || next == "bottles", value == value.rounded() {
            if value == 1 && next == "bottle" { return true }
            if next == "bottles" {
                throw ParseError.conflicting("\(Volume.number(value)) bottles in one line; log each bottle on its own line", cursor.range(from: start))
            }
        }
        var spec = VolumeSpec(value: value, unit: unit, range: cursor.range(from: start))
        let isRemainder = ["left", "remaining", "leftover"].contains(cursor.peekWord() ?? "")
        if unit != nil, value <= 0, !isRemainder {
            throw ParseError.impossibleNumber(text(cursor.tokens, spec.range), why: "an amount must be more than zero", spec.range)
        }
        if cursor.take(["left", "remaining", "leftover"]) != nil {
            spec.range = cursor.range(from: start)
            guard slots.remaining == nil else {
                throw ParseError.conflicting("two amounts left in one line; give one", spec.range)
            }
            slots.remaining = spec
        } else if unit == nil {
            slots.bareNumbers.append(spec)
        } else {
            guard slots.amount == nil else {
                throw ParseError.conflicting("two amounts in one line ('\(Volume.number(slots.amount!.value))' and '\(Volume.number(value))'); say 'ate 4oz, 0.5 left' for what is left", spec.range)
            }
            slots.amount = spec
        }
        return true
    }

    /// "an ounce", "a couple ounces", "couple of mls": one or two of a unit, said with words.
    private static func countedUnit(_ cursor: inout TokenCursor) -> (Double, Volume.Unit)? {
        let start = cursor.index
        var value: Double = 1
        _ = cursor.take(["a", "an"])
        if cursor.take(["couple"]) != nil {
            value = 2
            _ = cursor.take(["of"])
        } else if cursor.index == start {
            return nil
        }
        guard let word = cursor.peekWord(), let unit = Vocabulary.volumeUnits[word] else {
            cursor.index = start
            return nil
        }
        cursor.advance()
        return (value, unit)
    }

    private func setDuration(_ seconds: Double, _ range: SourceRange, _ slots: inout Slots, in tokens: [Token]) throws {
        guard seconds > 0 else { throw ParseError.impossibleNumber(text(tokens, range), why: "a length must be more than zero", range) }
        guard slots.duration == nil else { throw ParseError.conflicting("two durations in one line; give one", range) }
        slots.duration = (seconds, range)
    }

    /// "'lol' isn't part of an event; say 'wet diaper'": the line said again without the word.
    func withoutWord(_ word: Token, in tokens: [Token]) -> String {
        let rest = tokens.filter { $0.range != word.range }.map(\.text).joined(separator: " ")
        let said = rest.isEmpty ? "" : "; say '\(rest)'"
        return "'\(word.text)' isn't part of an event\(said)"
    }

    func text(_ tokens: [Token], _ range: SourceRange) -> String {
        tokens.filter { $0.range.start >= range.start && $0.range.end <= range.end }.map(\.text).joined(separator: " ")
    }
}
