import HushDomain

/// A bottle in an event phrase: made, fed, drunk, finished or thrown away ("made a 4oz bottle", "feeding",
/// "finished, 0.5 left", "ate 4oz", "discard the bottle"), and what it holds when the line says so
/// ("made a 4oz bottle of breast milk", "thawed a 3oz bag", "4oz from the fridge"). A feed said without
/// a breast or a bottle is read here too: an amount makes it a bottle drunk ("fed her 4oz").
///
/// ```swift
/// // "ate 4oz, 0.5 left" → .bottleAte(amount: 4 oz, remaining: 0.5); "fed her 4" → asks: ate 4, or fed at 4?
/// ```
struct BottleReader: PhraseReader {
    /// "from the freezer", "from the fridge": the stash a bottle's milk comes from.
    var source: (MilkStorage, SourceRange)?

    init(_ tokens: [Token]) {}
    static var turns: [PhraseTurn] { [.beforeTimes, .word] }

    /// Words that make the next word "milk" name breast milk: "breast milk", "pumped milk", "expressed milk".
    static let breastMilkWords: Set<String> = ["breast", "pumped", "expressed", "mother's", "human"]
    /// Storage words, for "from the freezer".
    static let storage: [String: MilkStorage] = ["fridge": .fridge, "refrigerator": .fridge, "freezer": .freezer]
    /// The concepts that put a bottle in a line (with the words of a feed: "gave her a bottle").
    static let bottleConcepts: [Concept] = [.bottle, .prepare, .feed, .finish, .ate, .left, .allGone, .discard, .thawed, .bag]

    /// Whether a bottle is in the line: "a bottle of pumped milk" makes "pumped milk" what it holds.
    static func mentionsBottle(_ tokens: [Token]) -> Bool {
        tokens.contains { token in
            guard let word = token.word else { return false }
            guard let concept = Vocabulary.concepts[word] else { return Vocabulary.feedingWords.contains(word) }
            return bottleConcepts.contains(concept)
        }
    }

    mutating func claim(_ cursor: inout TokenCursor, _ line: inout PhraseLine, turn: PhraseTurn) throws -> Bool {
        switch turn {
        case .beforeTimes: return try nothingLeft(&cursor, &line)
        case .word: return try milkWords(&cursor, &line)
        case .unknownWord: return false
        }
    }

    /// "none left", "nothing left": what is left is nothing.
    private func nothingLeft(_ cursor: inout TokenCursor, _ line: inout PhraseLine) throws -> Bool {
        let start = cursor.index
        guard let word = cursor.peekWord(), word == "none" || word == "nothing", let next = cursor.peekWord(1),
              ["left", "remaining", "leftover"].contains(next) else { return false }
        guard line.remaining == nil else { throw ParseError.conflicting("two amounts left in one line; give one", cursor.range(from: start)) }
        cursor.index += 2
        line.remaining = VolumeSpec(value: 0, unit: nil, range: cursor.range(from: start))
        return true
    }

    /// "breast milk" (what a bottle holds, never a breast feed nor a pumping session) and "from the
    /// freezer", "out of the fridge" (where a bottle's milk comes from).
    private mutating func milkWords(_ cursor: inout TokenCursor, _ line: inout PhraseLine) throws -> Bool {
        guard let token = cursor.current, let word = token.word else { return false }
        if cursor.peekWord(1) == "milk", Self.breastMilkWords.contains(word),
           word == "breast" || word == "mother's" || word == "human" || Self.mentionsBottle(cursor.tokens), let milk = cursor.peek(1) {
            line.concepts.append((.breastMilk, token.range.union(milk.range)))
            cursor.index += 2
            return true
        }
        guard let place = Self.storage[word], cursor.index > 0 else { return false }
        var back = cursor.index - 1
        if cursor.tokens[back].word == "the", back > 0 { back -= 1 }
        let previous = cursor.tokens[back].word ?? ""
        guard previous == "from" || (previous == "of" && back > 0 && cursor.tokens[back - 1].word == "out") else { return false }
        if let other = source, other.0 != place {
            throw ParseError.conflicting("milk from the fridge and the freezer in one line; log each bottle on its own line", other.1.union(token.range))
        }
        source = (place, cursor.tokens[back].range.union(token.range))
        cursor.advance()
        return true
    }

    /// "fed her 4oz", "finished, 0.5 left": a bottle's line that names no concept of any kind.
    func decides(_ line: PhraseLine) -> PhraseFamily? {
        line.concepts.isEmpty && (line.feedingWord != nil || line.remaining != nil) ? .bottle : nil
    }

    func refuse(in family: PhraseFamily, _ line: PhraseLine) throws {
        if family != .bottle, let source {
            throw ParseError.conflicting("'\(line.text(source.1))' says where a bottle's milk comes from; this line has no bottle", source.1)
        }
    }

    func interpret(_ line: PhraseLine, as family: PhraseFamily) throws -> EventPhrase {
        let phrase = try read(line)
        // Every bottle's phrase takes one time: a span read where it takes none ("drank from 2:40 to 2:50,
        // 1 oz left") was dropped, and the bottle finished now.
        try line.refuse(amounts: false, duration: false, span: true, what: "a bottle")
        switch phrase {
        case .feedingStart(let at?, _): try Self.refuseTimeNamingTheBottle(at, line, say: "feeding")
        case .feedingFinish(_, let at?): try Self.refuseTimeNamingTheBottle(at, line, say: "finished")
        case .bottleDiscard(let at?, _): try Self.refuseTimeNamingTheBottle(at, line, say: "discard the bottle")
        default: break
        }
        if case .feedingFinish = phrase, let another = line.tokens.first(where: { $0.word == "another" }) {
            // "ate another bottle", "she drank another": not the one made, so not it finished, and how much the
            // other held is not said. ("gave her another bottle" may start one made ahead, and starts a feed.)
            throw ParseError.missing("how much the other bottle held", example: "ate another 4oz bottle", another.range)
        }
        guard Self.saysAnotherBottle(line.tokens) else { return phrase }
        switch phrase {
        case .bottleAte(let amount, let remaining, let at, _): return .bottleAte(amount: amount, remaining: remaining, at: at, another: true)
        case .milkBottle(var bottle) where bottle.drunk:
            bottle.another = true
            return .milkBottle(bottle)
        default: return phrase
        }
    }

    /// "ate another 4oz bottle", "had 4oz from another bottle": a bottle said to be none already made. More
    /// of an amount ("drank another 2oz") may be more of the bottle in hand, so only the bottle counts.
    static func saysAnotherBottle(_ tokens: [Token]) -> Bool {
        tokens.indices.contains { index in
            guard tokens[index].word == "another" else { return false }
            // "another three and a half ounce bottle": the words that join a number's parts are part of it.
            let next = tokens[(index + 1)...].first { !saysAmount($0) && !["and", "a", "an"].contains($0.word ?? "") }
            return next?.word == "bottle"
        }
    }

    /// "finished the 2:30 bottle", "finished the bottle made at 2:30": the time names the bottle, by when it
    /// was made or meant for, and is not when it was finished (the feed ended at 2:30 before).
    static func refuseTimeNamingTheBottle(_ at: LocatedTime, _ line: PhraseLine, say: String) throws {
        let tokens = line.tokens
        guard let first = tokens.firstIndex(where: { $0.range.start >= at.range.start }) else { return }
        let after = tokens.firstIndex { $0.range.start >= at.range.end }
        let named = after.map { ["bottle", "feed", "feeding"].contains(tokens[$0].word ?? "") } == true
            && first > 0 && ["the", "her", "his", "that", "this"].contains(tokens[first - 1].word ?? "")
        let made = first > 0 && Vocabulary.concepts[tokens[first - 1].word ?? ""] == .prepare
            || first > 1 && tokens[first - 1].word == "at" && Vocabulary.concepts[tokens[first - 2].word ?? ""] == .prepare
        guard named || made else { return }
        throw ParseError.conflicting("'\(line.text(at.range))' names the bottle by its time, not when this happened; Hush picks the bottle "
                                     + "itself, as 'status' shows, so say '\(say)', with 'at 3pm' for when", at.range)
    }

    private func read(_ line: PhraseLine) throws -> EventPhrase {
        guard let first = line.concepts.first else {
            if let feeding = line.feedingWord, let source, line.amount != nil || !line.bareNumbers.isEmpty {
                // "took 4oz from the freezer" may be milk taken out for a bottle, or a bottle drunk.
                if ["took", "taken"].contains(feeding.0) {
                    let place = source.0 == .freezer ? "freezer" : "fridge"
                    throw ParseError.conflicting("'\(line.text(feeding.1.union(source.1)))' may be milk taken out for a bottle or a bottle drunk; say 'made a 4oz bottle from the \(place)' or 'ate 4oz from the \(place)'", feeding.1.union(source.1))
                }
                // "fed her 4oz from the freezer": a bottle of that milk, drunk (the milk's source was dropped).
                return try milk(line, feeding.1)
            }
            if let feeding = line.feedingWord { return try feed(line, word: feeding) }
            // "3oz 1 left": what was left, beside an amount that says nothing of what it was.
            if let remaining = line.remaining, let amount = line.amount ?? line.bareNumbers.first {
                let said = line.text(amount.range)
                throw ParseError.conflicting("'\(said)' beside what was left could be the bottle or what was drunk; say 'ate \(said), "
                                             + "\(line.text(remaining.range))' for a bottle of \(said), or 'finished, \(line.text(remaining.range))'", amount.range)
            }
            return .feedingFinish(remaining: line.remaining, at: line.point)
        }
        return try milk(line, first.1)
    }

    /// "fed", "gave" or "had" with no word naming a breast or a bottle: an amount makes it a bottle drunk
    /// ("fed her 4oz"); a number alone could be an amount or a time, so the person is asked which.
    private func feed(_ line: PhraseLine, word: (String, SourceRange)) throws -> EventPhrase {
        if let amount = line.amount {
            if let bare = line.bareNumbers.first { throw Self.unitless(bare) }
            try Self.refuseBottleAlreadyMade(line, amount)
            try line.refuse(amounts: false, duration: true, span: true, what: "a bottle")
            return .bottleAte(amount: amount, remaining: line.remaining, at: line.point)
        }
        if line.bareNumbers.count == 1, line.duration == nil, line.remaining == nil {
            let bare = line.bareNumbers[0]
            let number = Volume.number(bare.value)
            // "she took half of it", "gave her a quarter": part of a bottle, never part of an ounce.
            if bare.value < 1 { throw Self.ofWhat(bare, line) }
            try Self.refuseBottleAlreadyMade(line, bare)
            // With a time said, the number can only be the amount; alone, a whole number up to 23 may be either.
            if line.time == nil, bare.value == bare.value.rounded(), (1...23).contains(Int(bare.value)) {
                throw ParseError.ambiguous("\(word.0) \(number)", alternatives: ["ate \(number)", "fed left at \(number)", "fed right at \(number)"],
                                           word.1.union(bare.range))
            }
            try line.refuse(amounts: false, duration: true, span: true, what: "a bottle")
            return .bottleAte(amount: bare, remaining: nil, at: line.point)
        }
        guard ["fed", "feed"].contains(word.0) else {
            throw ParseError.missing("what happened", example: "ate 4oz', 'fed left 15 min' or 'wet diaper", line.whole)
        }
        throw ParseError.missing("a side or an amount", example: "fed left 15 min' or 'fed 4oz", word.1)
    }
}
