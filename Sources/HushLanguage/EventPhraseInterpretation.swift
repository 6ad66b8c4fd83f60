import HushDomain

/// Turns filled slots into one ``EventPhrase``, refusing combinations that could mean two things.
extension EventPhraseParser {
    func interpret(_ slots: Slots, _ tokens: [Token]) throws -> EventPhrase {
        let whole = SourceRange(start: tokens.first?.range.start ?? 0, end: tokens.last?.range.end ?? 1)
        if slots.solids.isSolids || slots.solids.tried != nil {
            return try solids(slots, tokens, whole: whole)
        }
        if let feeding = slots.feedingWord, slots.concepts.isEmpty {
            return try feed(slots, word: feeding, whole: whole)
        }
        guard let first = slots.concepts.first else {
            if let remaining = slots.remaining {
                return .feedingFinish(remaining: remaining, at: try point(slots))
            }
            throw ParseError.missing("what happened", example: "wet diaper', 'fell asleep' or 'ate 4oz, 0.5 left", whole)
        }
        // "slept from 2:15 to 2:15": a span of no length, refused like a length of zero.
        if case .span(let from, let to)? = slots.time, from.point == to.point, let range = slots.timeRange {
            throw ParseError.conflicting("a span needs a length: it starts and ends at '\(text(tokens, to.range))'; give the end, for example 'from 2:15 to 3:40pm'", range)
        }
        var slots = slots
        // "woke up from her nap": the nap is what was woken from, not a second thing.
        if slots.concepts.contains(where: { $0.0 == .wake }),
           slots.concepts.allSatisfy({ $0.0 == .wake || ($0.0 == .sleep && Self.sleepNouns.contains(text(tokens, $0.1).lowercased())) }) {
            slots.concepts.removeAll { $0.0 == .sleep }
        }
        // Storage and milk words belong to the line's pumping or its bottle.
        let pumping = slots.has(.pump)
        func family(_ concept: Concept) -> String {
            switch concept {
            case .fridge, .freezer, .breastMilk: return pumping ? "pump" : "bottle"
            case .side: return pumping ? "pump" : "breast"
            case .formula, .thawed, .bag: return "bottle"
            default: return concept.family
            }
        }
        let firstFamily = family(first.0)
        if let other = slots.concepts.first(where: { family($0.0) != firstFamily }) {
            throw ParseError.conflicting(
                "this line mentions both \(Self.describe(firstFamily)) and \(Self.describe(family(other.0))); log one thing per line",
                first.1.union(other.1))
        }
        if let feeding = slots.feedingWord, ["fed", "feed", "gave", "given", "downed"].contains(feeding.0), !["bottle", "breast"].contains(firstFamily) {
            throw ParseError.conflicting(
                "this line mentions both a feed and \(Self.describe(firstFamily)); log one thing per line", feeding.1.union(first.1))
        }
        if firstFamily != "pump", let side = slots.sideAmounts.first {
            throw ParseError.conflicting("an amount per side belongs to pumping ('pumped 2oz left and 2.5oz right')", side.amount.range)
        }
        if firstFamily != "bottle", let source = slots.source {
            throw ParseError.conflicting("'\(text(tokens, source.1))' says where a bottle's milk comes from; this line has no bottle", source.1)
        }
        switch firstFamily {
        case "diaper":
            try refuse(slots, amounts: true, duration: true, span: true, what: "a diaper")
            let wet = slots.has(.wet), dirty = slots.has(.dirty)
            let contents: DiaperContents
            if slots.has(.both) || (wet && dirty) {
                contents = .both
            } else if wet {
                contents = .wet
            } else if dirty {
                contents = .dirty
            } else {
                throw ParseError.missing("what was in the diaper", example: "wet diaper', 'dirty diaper' or 'both", first.1)
            }
            return .diaper(contents, at: try point(slots))
        case "wake":
            try refuse(slots, amounts: true, duration: true, span: true, what: "waking up")
            try PastTense.check(slots, tokens, family: "wake")
            return .sleepEnd(at: try point(slots))
        case "sleep":
            try refuse(slots, amounts: true, duration: false, span: false, what: "a sleep")
            try PastTense.check(slots, tokens, family: "sleep")
            if case .span(let from, let to)? = slots.time {
                if let duration = slots.duration {
                    throw ParseError.conflicting("both a span and a length given; give one", duration.range)
                }
                return .sleepSpan(from: from, to: to)
            }
            if let duration = slots.duration {
                // "she's been asleep for ten minutes": asleep since then, and still asleep.
                if slots.ongoing, slots.time == nil {
                    return .sleepStart(at: LocatedTime(.ago(seconds: duration.seconds), range: duration.range))
                }
                return .sleepDuration(seconds: duration.seconds, range: duration.range, startingAt: try point(slots))
            }
            return .sleepStart(at: try point(slots))
        case "breast":
            try PastTense.check(slots, tokens, family: "breast")
            return try breast(slots, first.1, tokens)
        case "pump":
            return try pump(slots, first.1, tokens)
        default:
            return try milk(slots, first.1, tokens)
        }
    }

    /// "fed", "gave" or "had" with no word naming a breast or a bottle: an amount makes it a bottle drunk
    /// ("fed her 4oz"); a number alone could be an amount or a time, so the person is asked which.
    private func feed(_ slots: Slots, word: (String, SourceRange), whole: SourceRange) throws -> EventPhrase {
        if let amount = slots.amount {
            try refuse(slots, amounts: false, duration: true, span: true, what: "a bottle")
            return .bottleAte(amount: amount, remaining: slots.remaining, at: try point(slots))
        }
        if slots.bareNumbers.count == 1, slots.duration == nil, slots.remaining == nil {
            let bare = slots.bareNumbers[0]
            let number = Volume.number(bare.value)
            // With a time said, the number can only be the amount; alone, a whole number up to 23 may be either.
            if slots.time == nil, bare.value == bare.value.rounded(), (1...23).contains(Int(bare.value)) {
                throw ParseError.ambiguous("\(word.0) \(number)", alternatives: ["ate \(number)", "fed left at \(number)", "fed right at \(number)"],
                                           word.1.union(bare.range))
            }
            try refuse(slots, amounts: false, duration: true, span: true, what: "a bottle")
            return .bottleAte(amount: bare, remaining: nil, at: try point(slots))
        }
        guard ["fed", "feed"].contains(word.0) else {
            throw ParseError.missing("what happened", example: "ate 4oz', 'fed left 15 min' or 'wet diaper", whole)
        }
        throw ParseError.missing("a side or an amount", example: "fed left 15 min' or 'fed 4oz", word.1)
    }

    private func breast(_ slots: Slots, _ where_: SourceRange, _ slotsTokens: [Token]) throws -> EventPhrase {
        try refuse(slots, amounts: true, duration: false, span: false, what: "a breast feed")
        let sides = slots.concepts.compactMap { concept -> BreastSide? in
            if case .side(let side) = concept.0 { return side }
            return nil
        }
        let both = slots.has(.bothSides) || Set(sides).count == 2
        // "he's right", "she left": a side word alone is no feed; a breast, a feed or a length makes it one.
        if !slots.has(.breast), !both, slots.feedingWord == nil, slots.duration == nil, slots.startSide == nil,
           let side = slots.concepts.first(where: { if case .side = $0.0 { return true }; return false }) {
            let said = text(slotsTokens, side.1)
            throw ParseError.conflicting("'\(said)' alone isn't a feed; say 'nursed \(said.lowercased()) 15 min' or 'nursing \(said.lowercased())'", side.1)
        }
        guard let started = slots.startSide ?? sides.first else {
            throw ParseError.missing("which side", example: both ? "both sides starting left" : "nursed left 15 min", where_)
        }
        var feed = BreastFeedPhrase(startedSide: started, bothSides: both, seconds: slots.duration?.seconds,
                                    durationRange: slots.duration?.range, at: try point(slots))
        if case .span(let from, let to)? = slots.time {
            if let duration = slots.duration {
                throw ParseError.conflicting("both a span and a length given; give one", duration.range)
            }
            feed.span = (from, to)
        }
        return .breastFeed(feed)
    }

    func bottle(_ slots: Slots, _ where_: SourceRange, _ tokens: [Token]) throws -> EventPhrase {
        try refuse(slots, amounts: false, duration: true, span: true, what: "a bottle")
        var amount = slots.amount
        if let bare = slots.bareNumbers.first {
            guard amount == nil, slots.bareNumbers.count == 1 else {
                throw ParseError.conflicting("'\(Volume.number(bare.value))' is an amount without a unit next to another amount; say '4oz' or '120ml'", bare.range)
            }
            // "drank half the bottle": half of what was in it, which Hush doesn't know from the words alone.
            if bare.value < 1 {
                throw ParseError.conflicting("'\(Volume.number(bare.value))' of what? say the amount ('ate 2oz') or what was left ('finished, 2oz left')", bare.range)
            }
            amount = bare
        }
        if let stray = slots.concepts.first(where: { $0.0 == .left }), slots.remaining == nil {
            throw ParseError.missing("how much is left", example: "finished, 0.5 left", stray.1)
        }
        // "made up", "made it", "got started": making or starting names a bottle only with the bottle, its
        // milk, its amount or its feed.
        let namesBottle = amount != nil || slots.remaining != nil || slots.source != nil || slots.feedingWord != nil
            || slots.concepts.contains { [.bottle, .fridge, .formula, .breastMilk, .thawed, .bag, .ate, .finish, .allGone, .discard].contains($0.0) }
            || tokens.contains { $0.word == "milk" }
        if !namesBottle, let verb = slots.concepts.first(where: { $0.0 == .prepare || ($0.0 == .feed && ["started", "start"].contains(text(tokens, $0.1).lowercased())) }),
           !slots.concepts.contains(where: { $0.0 == .feed && !["started", "start"].contains(text(tokens, $0.1).lowercased()) }) {
            throw ParseError.missing("what was \(verb.0 == .prepare ? "made" : "started")", example: verb.0 == .prepare ? "made a 4oz bottle" : "started feeding", verb.1)
        }
        let at = try point(slots)
        // "gave her a four ounce bottle", "had a bottle of 4oz": drunk; "gave her the bottle": feeding starts.
        let given = slots.feedingWord != nil && !slots.has(.prepare) && !slots.has(.finish) && !slots.has(.discard) && !slots.has(.allGone)
        if given && !slots.has(.ate) && !slots.has(.feed) {
            if let amount { return .bottleAte(amount: amount, remaining: slots.remaining, at: at) }
            if slots.remaining == nil && !slots.has(.fridge) { return .feedingStart(at: at, bottle: nil) }
        }
        if slots.has(.ate) {
            // "she drank all of it": the open bottle, finished.
            guard let amount else { return .feedingFinish(remaining: slots.remaining, at: at) }
            return .bottleAte(amount: amount, remaining: slots.remaining, at: at)
        }
        if slots.has(.discard) {
            if let amount { throw ParseError.conflicting("an amount makes no sense for throwing a bottle away", amount.range) }
            return .bottleDiscard(at: at)
        }
        if slots.has(.finish) || slots.has(.allGone) || slots.remaining != nil {
            // "finished a 6 oz bottle at 11:20": a bottle of that size, all drunk.
            if let amount, amount.unit != nil, slots.has(.bottle), slots.has(.finish), slots.remaining == nil, !slots.has(.prepare) {
                return .bottleAte(amount: amount, remaining: nil, at: at)
            }
            if let amount {
                throw ParseError.conflicting("an amount on 'finished' is ambiguous; say what is left ('finished, 0.5 left') or log the whole bottle ('ate 4oz, 0.5 left')", amount.range)
            }
            return .feedingFinish(remaining: slots.remaining, at: at)
        }
        if slots.has(.prepare) && slots.has(.feed) {
            throw ParseError.conflicting("making a bottle and starting to feed are two steps; log 'made a 4oz bottle', then 'feeding'", where_)
        }
        // "feeding the 5oz bottle" starts a feed; only "made"/"fridge" (or a bare "bottle") prepares one.
        if !slots.has(.feed) && (slots.has(.prepare) || slots.has(.bottle) || slots.has(.fridge)) {
            return .bottlePrepare(amount: amount, at: at, refrigerated: slots.has(.fridge))
        }
        if let amount, amount.unit == nil {
            throw ParseError.conflicting("'\(Volume.number(amount.value))' with 'feeding' is ambiguous; name the bottle with its unit ('feeding the 5oz bottle')", amount.range)
        }
        return .feedingStart(at: at, bottle: amount)
    }

    func point(_ slots: Slots) throws -> LocatedTime? {
        if case .point(let at)? = slots.time { return at }
        return nil
    }

    func refuse(_ slots: Slots, amounts: Bool, duration: Bool, span: Bool, what: String) throws {
        if amounts, let amount = slots.amount ?? slots.remaining ?? slots.bareNumbers.first {
            throw ParseError.conflicting("an amount makes no sense for \(what)", amount.range)
        }
        if duration, let length = slots.duration {
            throw ParseError.conflicting("a length of time makes no sense for \(what); give a time like '10 min ago' or 'at 2pm'", length.range)
        }
        if span, case .span? = slots.time, let range = slots.timeRange {
            throw ParseError.conflicting("a span makes no sense for \(what); give one time like 'at 2pm'", range)
        }
    }

    /// Sleep words that name the sleep rather than say it began.
    static let sleepNouns: Set<String> = ["nap", "sleep", "naps", "bed"]

    static func describe(_ family: String) -> String {
        switch family {
        case "wake": return "waking up"
        case "breast": return "a breast feed"
        case "sleep": return "a sleep"
        case "diaper": return "a diaper"
        case "pump": return "pumping"
        default: return "a bottle"
        }
    }
}
