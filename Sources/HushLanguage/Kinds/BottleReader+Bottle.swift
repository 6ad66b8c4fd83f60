import HushDomain

/// What a bottle line says happened to the bottle, and what the bottle holds when the line names its milk
/// (``MilkBottlePhrase``), refusing what could mean two things.
extension BottleReader {
    /// A bottle line: what the bottle holds, and whether it comes from the stash, when the line says so.
    func milk(_ line: PhraseLine, _ where_: SourceRange) throws -> EventPhrase {
        let milkWords = line.concepts.filter { [.breastMilk, .formula, .thawed, .bag, .freezer].contains($0.0) }
        if let freezer = line.concepts.first(where: { $0.0 == .freezer }) {
            throw ParseError.conflicting("bottles aren't kept in the freezer; pumped milk is ('pumped 4oz to the freezer'), and 'from the freezer' makes a bottle from it", freezer.1)
        }
        let plain = try bottle(line, where_)
        guard let said = milkWords.first?.1 ?? source?.1 else { return plain }
        let breastMilk = line.has(.breastMilk) || line.has(.thawed) || line.has(.bag) || source != nil
        if line.has(.formula) && breastMilk, let formula = line.concepts.first(where: { $0.0 == .formula }) {
            throw ParseError.conflicting("formula and breast milk in one bottle: log it as formula ('made a 4oz bottle of formula'), whose limits are the stricter", formula.1.union(said))
        }
        // Thawed milk and bags come from the freezer, unless the line names the fridge.
        let source = self.source?.0 ?? (line.has(.thawed) || line.has(.bag) ? .freezer : nil)
        let thawed = line.has(.thawed) || source == .freezer
        var phrase = MilkBottlePhrase(amount: nil, contents: breastMilk ? .breastMilk : .formula, thawed: thawed, source: source)
        switch plain {
        case .bottlePrepare(let amount, let at, let cold):
            if cold, self.source != nil {
                throw ParseError.conflicting("milk taken from the stash is for a bottle now; leave it in the stash until then", said)
            }
            (phrase.amount, phrase.at, phrase.refrigerated) = (amount, at, cold)
        case .bottleAte(let amount, let remaining, let at, _):
            (phrase.amount, phrase.at, phrase.drunk, phrase.remaining) = (amount, at, true, remaining)
        case .feedingStart(let at, let amount) where !line.has(.feed) && (line.has(.thawed) || line.has(.bag) || self.source != nil):
            // "thawed a 3oz bag", "4oz from the fridge": milk readied for a bottle.
            (phrase.amount, phrase.at) = (amount, at)
        default:
            throw ParseError.conflicting("'\(line.text(said))' says what a new bottle holds; for a bottle already made say 'feeding', 'finished' or 'discard the bottle'", said)
        }
        return .milkBottle(phrase)
    }

    /// What happened to the bottle: made, fed, drunk, finished or thrown away.
    func bottle(_ line: PhraseLine, _ where_: SourceRange) throws -> EventPhrase {
        try line.refuse(amounts: false, duration: true, span: true, what: "a bottle")
        var amount = line.amount
        if let plural = line.tokens.first(where: { $0.word == "bottles" }) {
            throw ParseError.conflicting("'\(plural.text)' is more than one bottle; log each bottle on its own line", plural.range)
        }
        if let bare = line.bareNumbers.first {
            guard amount == nil, line.bareNumbers.count == 1 else { throw Self.unitless(bare) }
            // "made one", "drank another one": "one" stands for a bottle, not an ounce.
            if line.text(bare.range).lowercased() == "one" {
                throw ParseError.conflicting("'one' may be a bottle or an ounce; say 'made a bottle' or 'ate 1oz'", bare.range)
            }
            // "drank half the bottle": half of what was in it, which Hush doesn't know from the words alone.
            if bare.value < 1 { throw Self.ofWhat(bare, line) }
            amount = bare
        }
        if let stray = line.concepts.first(where: { $0.0 == .left }), line.remaining == nil {
            throw ParseError.missing("how much is left", example: "finished, 0.5 left", stray.1)
        }
        try refuseMakingNothing(line, amount: amount)
        let at = line.point
        // "gave her a four ounce bottle", "had a bottle of 4oz": drunk; "gave her the bottle": feeding starts.
        let given = line.feedingWord != nil && !line.has(.prepare) && !line.has(.finish) && !line.has(.discard) && !line.has(.allGone)
        // "she had the 4oz I made", "2oz of her bottle": drunk of the bottle made, whatever else the line says.
        if let amount, given || line.has(.ate) || line.feedingWord != nil || line.tokens.contains(where: { $0.word == "of" }) {
            try Self.refuseBottleAlreadyMade(line, amount)
        }
        if given && !line.has(.ate) && !line.has(.feed) {
            if let amount { return .bottleAte(amount: amount, remaining: line.remaining, at: at) }
            if line.remaining == nil && !line.has(.fridge) {
                // "had a bottle", "took the whole bottle", "fed him the bottle": drunk, not begun (as "had a nap"
                // is over); "gave her the bottle" may be its start.
                if let (verb, range) = line.feedingWord, Vocabulary.drunkWords.contains(verb) || verb == "fed", source == nil {
                    throw ParseError.conflicting("'\(line.text(range))' says the bottle was drunk but not how much; say 'finished the bottle' "
                                                 + "for the one made, or 'ate another 4oz bottle' for another"
                                                 + (verb == "fed" ? ", or 'feeding' when it has just begun" : ""), range)
                }
                return .feedingStart(at: at, bottle: nil)
            }
        }
        if line.has(.ate) {
            // "she drank all of it": the open bottle, finished; "she drank a little" is not all of it.
            guard let amount else {
                try Self.refuseNotHowMuch(line)
                return .feedingFinish(remaining: line.remaining, at: at)
            }
            return .bottleAte(amount: amount, remaining: line.remaining, at: at)
        }
        if line.has(.discard) {
            // "threw away the 4oz bottle": one of several made, named by its size.
            if let amount, amount.unit == nil || !line.has(.bottle) {
                throw ParseError.conflicting("an amount makes no sense for throwing a bottle away; to name one of several, say 'discard the 5oz bottle'", amount.range)
            }
            // "finished, 1oz left, dumped it": a discard alone would lose the feed.
            if line.has(.finish) || line.has(.allGone) || line.has(.ate) || line.remaining != nil,
               let thrown = line.concepts.first(where: { $0.0 == .discard }) {
                throw ParseError.conflicting("'\(line.text(thrown.1))' after the bottle was finished: say what was left ('finished, 1oz left') "
                                             + "and nothing more; a finished bottle is closed, and what was left is kept as said", thrown.1)
            }
            return .bottleDiscard(at: at, bottle: amount)
        }
        if line.has(.finish) || line.has(.allGone) || line.remaining != nil { return try Self.finished(line, amount: amount) }
        try Self.refuseHandlingTheBottle(line, amount: amount)
        if line.has(.prepare) && line.has(.feed) {
            throw ParseError.conflicting("making a bottle and starting to feed are two steps; log 'made a 4oz bottle', then 'feeding'", where_)
        }
        // "feeding the 5oz bottle" starts a feed; only "made" (or "prepared", "warmed", ...) prepares one.
        if !line.has(.feed) && (line.has(.prepare) || line.has(.bottle) || line.has(.fridge)) {
            // "the whole bottle", "bottle at 2:40", "put it in the fridge": a bottle drunk, fed or moved as
            // likely as made, and one made is kept open and counted down.
            // "put 4oz in the bottle" makes one.
            let filled = amount != nil && !line.has(.fridge) && line.tokens.contains { $0.word == "put" }
            guard line.has(.prepare) || filled else { throw Self.madeOrDrunk(line, amount: amount) }
            return .bottlePrepare(amount: amount, at: at, refrigerated: line.has(.fridge))
        }
        if let amount, amount.unit == nil {
            throw ParseError.conflicting("'\(Volume.number(amount.value))' with 'feeding' is ambiguous; name the bottle with its unit ('feeding the 5oz bottle')", amount.range)
        }
        return .feedingStart(at: at, bottle: amount)
    }

    /// "finished", "all gone", "0.5 left": the bottle drunk, or one of a size said, all drunk.
    private static func finished(_ line: PhraseLine, amount: VolumeSpec?) throws -> EventPhrase {
        // "she finished a little": a little drunk, not the bottle finished.
        if line.remaining == nil, amount == nil, let little = aLittle(line) { throw notHowMuch(little, line) }
        // "she finished the 5oz bottle": the one made, finished, not another of that size.
        if let amount, let bottle = bottleAlreadyMade(line.tokens) {
            throw ParseError.conflicting("'\(line.text(bottle))' is a bottle already made; say 'finished the bottle', or what was left of it ('finished, 1oz left'), "
                                         + "not its size ('\(line.text(amount.range))')", bottle)
        }
        // "finished a 6 oz bottle at 11:20": a bottle of that size, all drunk.
        if let amount, amount.unit != nil, line.has(.bottle), line.has(.finish), line.remaining == nil, !line.has(.prepare) {
            return .bottleAte(amount: amount, remaining: nil, at: line.point)
        }
        if let amount {
            throw ParseError.conflicting("an amount on 'finished' is ambiguous; say what is left ('finished, 0.5 left') or log the whole bottle ('ate 4oz, 0.5 left')", amount.range)
        }
        return .feedingFinish(remaining: line.remaining, at: line.point)
    }

    /// "she drank a little", "drank from the bottle", and "he ate", "ate at two", "he ate about two": nothing
    /// says all of it was drunk, which finishing the bottle with nothing left would log. ("she drank
    /// another" is refused as another bottle.)
    static func refuseNotHowMuch(_ line: PhraseLine) throws {
        if line.remaining == nil, let little = aLittle(line) ?? fromTheBottle(line) { throw notHowMuch(little, line) }
        let whole: Set<String> = ["all", "it", "everything", "whole", "rest", "entire", "another"]
        guard line.remaining == nil, !line.has(.bottle), !line.has(.allGone), !line.has(.finish),
              !line.tokens.contains(where: { whole.contains($0.word ?? "") }), let ate = line.concepts.first(where: { $0.0 == .ate }) else { return }
        throw ParseError.conflicting("'\(line.text(ate.1))' doesn't say how much; say 'finished the bottle' if all of it was drunk, "
                                     + "what was left ('finished, 1oz left'), or the amount ('ate 2oz')", ate.1)
    }

    /// "drank half the bottle", "took half of it": part of a bottle whose size the words don't give, never
    /// part of an ounce.
    static func ofWhat(_ bare: VolumeSpec, _ line: PhraseLine) -> ParseError {
        .conflicting("'\(line.text(bare.range))' of what? say the amount ('ate 2oz') or what was left ('finished, 2oz left')", bare.range)
    }

    /// "she drank a little", "she finished a little": how much is not said.
    static func notHowMuch(_ little: SourceRange, _ line: PhraseLine) -> ParseError {
        .conflicting("'\(line.text(little))' doesn't say how much; say the amount ('ate 2oz') or what was left ('finished, 2oz left')", little)
    }

    /// Refuses an amount drunk beside the words for a bottle already made.
    static func refuseBottleAlreadyMade(_ line: PhraseLine, _ amount: VolumeSpec) throws {
        guard let bottle = bottleAlreadyMade(line.tokens) else { return }
        throw ParseError.conflicting("'\(line.text(bottle))' is a bottle already made, and '\(line.text(amount.range))' is no new one; say what was left "
                                     + "of it ('finished, 1oz left'), or 'feeding the 5oz bottle' when it starts", bottle)
    }

    /// Verbs after which "her" is the baby given something ("fed her 4oz"), not an owner ("had her 5oz").
    static let givingWords: Set<String> = ["fed", "feed", "feeding", "gave", "give", "given", "giving", "offered"]

    /// "drank 3oz of it", "gave her the 5oz bottle", "finished the bottle, drank 4oz": the bottle meant is one
    /// made before, so an amount beside it is part of that bottle or that bottle itself, never a new one.
    static func bottleAlreadyMade(_ tokens: [Token]) -> SourceRange? {
        for (index, token) in tokens.enumerated() {
            if ["it", "that", "this"].contains(token.word ?? ""), index > 0, ["of", "from"].contains(tokens[index - 1].word ?? ""), index + 1 == tokens.count
                || index + 1 < tokens.count && tokens[index + 1].word != "bottle" {
                return tokens[index - 1].range.union(token.range)
            }
            // "drank that 4oz", "ate the whole 4oz", "took the 5 ounces", "had her 5oz", "ate the remaining 2oz": an
            // amount pointed at is the bottle that held it.
            // "the five ounces", "her 5", "the entire 5oz": the same, in words or without a unit.
            if index > 0, let suffix = amountSuffix(token) {
                // "fed her 4oz": after a verb that gives, "her" is the baby given it, not the bottle's owner.
                let before = tokens[index - 1].word ?? "", giver = index > 1 ? tokens[index - 2].word ?? "" : ""
                let owner = ["her", "his"].contains(before) && !givingWords.contains(giver)
                let unitAfter = index + 1 < tokens.count ? tokens[index + 1].word : nil
                let unit = suffix.flatMap { Vocabulary.volumeUnits[$0] } ?? unitAfter.flatMap { Vocabulary.volumeUnits[$0] }
                let next = tokens.dropFirst(index + (suffix == nil && unit != nil ? 2 : 1)).first?.word
                // Without a unit only the end of the line or a comma may follow ("the 5 o'clock feed" is a time).
                let bare = unit == nil && suffix == nil && (index + 1 == tokens.count || tokens[index + 1].isSymbol)
                if owner || pointers.contains(before), unit != nil || bare, next != "bottle" {
                    return tokens[index - 1].range.union(suffix == nil && unit != nil ? tokens[index + 1].range : token.range)
                }
            }
            guard token.word == "bottle" else { continue }
            var before = index - 1
            while before >= 0, Self.saysAmount(tokens[before]) { before -= 1 }
            if before >= 0, ["the", "her", "his", "that", "this", "their"].contains(tokens[before].word ?? "") { return tokens[before].range.union(token.range) }
        }
        return nil
    }

    /// "warmed the bottle", "put the bottle in the fridge": the bottle already made, handled; logged as a bottle
    /// made, it doubled the open one (and one half drunk got a fresh fridge expiry). "she had a fridge
    /// bottle" is one drunk, not made.
    static func refuseHandlingTheBottle(_ line: PhraseLine, amount: VolumeSpec?) throws {
        let tokens = line.tokens
        if let (verb, range) = line.feedingWord, Vocabulary.drunkWords.contains(verb), line.has(.fridge) {
            throw ParseError.conflicting("'\(line.text(range))' says a bottle was drunk; say 'finished the bottle' or 'ate 4oz'", range)
        }
        guard amount == nil, let verb = tokens.first(where: { ["warmed", "warm", "heated", "heat", "put"].contains($0.word ?? "") }),
              let thing = tokens.indices.first(where: { ["bottle", "milk"].contains(tokens[$0].word ?? "") && $0 > 0
                                                        && ["the", "her", "his", "that"].contains(tokens[$0 - 1].word ?? "") }) else { return }
        let said = line.text(verb.range.union(tokens[thing].range))
        throw ParseError.conflicting("'\(said)' is about a bottle already made; Hush logs it when made ('made a 4oz bottle'), when it starts "
                                     + "('feeding') and when it's done ('finished, 1oz left')", verb.range.union(tokens[thing].range))
    }

    /// Words that point at an amount already there.
    /// "ate all 4oz" stays a feed: with no bottle open it is the whole of a new one, and the reader does not
    /// know whether one is open.
    static let pointers: Set<String> = ["that", "this", "the", "whole", "remaining", "entire"]

    /// The glued suffix of a number ("oz" of "5oz", nil for "5"), or nil for a number word; nothing for a
    /// token that is no number.
    private static func amountSuffix(_ token: Token) -> String?? {
        switch token.kind {
        case .number(_, let suffix): return .some(suffix)
        case .word(let word) where NumberPhrase.units[word] != nil || NumberPhrase.tens[word] != nil: return .some(nil)
        default: return nil
        }
    }

    static func saysAmount(_ token: Token) -> Bool {
        if case .number = token.kind { return true }
        guard let word = token.word else { return false }
        return Vocabulary.volumeUnits[word] != nil || NumberPhrase.vocabulary.contains(word)
    }

    /// "a little" said of how much, not "the little one" said of the baby.
    private static func aLittle(_ line: PhraseLine) -> SourceRange? {
        let tokens = line.tokens
        let (little, one) = (EventPhraseParser.littleOne[0], EventPhraseParser.littleOne[1])
        for index in tokens.indices where tokens[index].word == little && (index + 1 == tokens.count || tokens[index + 1].word != one) {
            return index > 0 && tokens[index - 1].word == "a" ? tokens[index - 1].range.union(tokens[index].range) : tokens[index].range
        }
        return nil
    }

    /// A bottle or the fridge said without what was done: made, drunk or put away.
    private static func madeOrDrunk(_ line: PhraseLine, amount: VolumeSpec?) -> ParseError {
        let said = line.concepts.first { [.bottle, .fridge].contains($0.0) }?.1 ?? line.tokens[0].range
        let size = amount.map { line.text($0.range) + " " } ?? ""
        if line.has(.fridge) {
            return .conflicting("'\(line.text(said))' doesn't say a bottle was made; say 'made a \(size)bottle for the fridge' "
                                + "(a bottle already made keeps the time it was given)", said)
        }
        let drunk = amount.map { "ate \(line.text($0.range))" } ?? "finished the bottle"
        return .conflicting("'\(line.text(said))' doesn't say what was done; say 'made a \(size)bottle' for one made now, or '\(drunk)' for one drunk", said)
    }

    /// "drank from the bottle", "ate from it": some of the bottle already made, not all of it ("drank it all
    /// from the bottle" says all).
    private static func fromTheBottle(_ line: PhraseLine) -> SourceRange? {
        let tokens = line.tokens
        guard !tokens.contains(where: { ["all", "whole", "everything"].contains($0.word ?? "") }),
              let made = bottleAlreadyMade(tokens), let first = tokens.firstIndex(where: { $0.range.start == made.start }) else { return nil }
        if tokens[first].word == "from" { return made }
        return first > 0 && tokens[first - 1].word == "from" ? tokens[first - 1].range.union(made) : nil
    }

    /// "ate 2 of the 4oz", "took 2 4oz": a number without a unit beside an amount may be what was drunk of
    /// it, or a count of bottles, so neither is logged.
    static func unitless(_ bare: VolumeSpec) -> ParseError {
        .conflicting("'\(Volume.number(bare.value))' is an amount without a unit next to another amount; say '4oz' or '120ml'", bare.range)
    }

    /// "made up", "made it", "got started": making or starting names a bottle only with the bottle, its
    /// milk, its amount or its feed.
    private func refuseMakingNothing(_ line: PhraseLine, amount: VolumeSpec?) throws {
        func started(_ concept: (Concept, SourceRange)) -> Bool { SleepReader.startWords.contains(line.text(concept.1).lowercased()) }
        let namesBottle = amount != nil || line.remaining != nil || source != nil || line.feedingWord != nil
            || line.concepts.contains { [.bottle, .fridge, .formula, .breastMilk, .thawed, .bag, .ate, .finish, .allGone, .discard].contains($0.0) }
            || line.tokens.contains { $0.word == "milk" }
        if !namesBottle, let verb = line.concepts.first(where: { $0.0 == .prepare || ($0.0 == .feed && started($0)) }),
           !line.concepts.contains(where: { $0.0 == .feed && !started($0) }) {
            throw ParseError.missing("what was \(verb.0 == .prepare ? "made" : "started")", example: verb.0 == .prepare ? "made a 4oz bottle" : "started feeding", verb.1)
        }
    }
}
