import HushDomain

/// Words about an event said before: "that was a dirty diaper", "it was 5oz", "make it 5oz" correct one
/// already logged, which logging as a new event would double ("that was both" logged a second diaper);
/// "wet diaper then another wet diaper" is two events, which were logged as one.
extension WordSense {
    /// Words that point back at what was just said or logged. "it was only pee" stays a diaper: said
    /// while changing one, "it" is the diaper in hand as often as one logged before.
    static let pointingBack: Set<String> = ["that", "this"]

    /// Throws at a line that starts by pointing back at an event ("that was", "that's", "that one was",
    /// "make it"); anywhere else the words are the small words they are.
    static func correction(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        var end: Int?
        if let (from, to) = describedEvent(line, index, w) {
            let (text, range) = line.said(from, to)
            throw ParseError.conflicting("'\(text)' may describe one already made or logged; change that with 'last \(["milk": "bottle", "bedtime": "sleep"][w] ?? w) was …', or log a new one plainly "
                                         + plainly(w), range)
        }
        guard line.onlyLeadingBefore(index) else { return nil }
        if w == "that's" || w == "thats" || pointingBack.contains(w) && contracted(line, index) {
            // "that's the right side": "that's" read without its "is" by the typo check.
            end = index
        } else if pointingBack.contains(w) {
            // "that was", "that one was", "that bottle was": one word may name what it points at.
            let verb = ["was", "were"].contains(line.word(index + 1) ?? "") ? index + 1 : index + 2
            if ["was", "were"].contains(line.word(verb) ?? "") { end = verb }
        } else if w == "it", contracted(line, index) || ["was", "were", "is"].contains(line.word(index + 1) ?? ""),
                  line.tokens.indices.contains(where: { ["left", "right"].contains(line.word($0) ?? "") && ["the", "on"].contains(line.word($0 - 1) ?? "") }) {
            // "it was the right side", "it's the left": a side told of a feed already logged ("it was only
            // pee" stays a diaper).
            end = contracted(line, index) ? index : index + 1
        } else if ["make", "made", "change", "changed"].contains(w), let object = line.word(index + 1), pointingBack.contains(object) || object == "it",
                  w == "make" || w == "made" && index + 3 <= line.tokens.count && line.followsNumber(index + 3) || line.word(index + 2) == "to" {
            // "make it 5oz", "made it 6oz", "change it to dirty": the event meant is one already logged ("made it" alone
            // is everyday English, refused as such).
            end = index + (w == "make" || w == "made" ? 1 : 2)
        } else if ["change", "changed"].contains(w), let to = (index + 1..<min(index + 5, line.tokens.count)).first(where: { line.word($0) == "to" }),
                  let what = line.word(to + 1), Vocabulary.concepts[what].map({ Concept.diaperContents.union(Concept.sides).contains($0) }) == true {
            // "change to dirty", "changed the diaper to dirty": a diaper or a side changed, not a new one.
            end = to
        }
        if ["add", "added"].contains(w), let to = (index + 1..<min(index + 5, line.tokens.count)).first(where: { line.word($0) == "to" }),
           ["the", "her", "his", "that", "this", "it"].contains(line.word(to + 1) ?? "") {
            // "add 10 minutes to the nap": more of one logged, not a new one.
            end = to
        }
        guard let end else { return nil }
        let (text, range) = line.said(index, end)
        throw ParseError.conflicting("'\(text)' sounds like a change to an event already logged; change it with 'last diaper was dirty' or 'last bottle was 5oz', or log a new one plainly ('dirty diaper')", range)
    }
}

extension WordSense {
    /// Events that have been going on, or drunk, by the time they are described: "the bottle was 5oz",
    /// "Eddie's bottle was 5oz", "the pump was 5oz", "the feed was on the right" describe one already
    /// logged as often as a new one. "the nap was 40 min" and "the diaper was wet" are how a nap or a
    /// diaper is told, and log; with a time ("the diaper at 2:15 was dirty", "the 1:45 feed was") or a
    /// clause of its own ("the diaper I changed at 2 was dirty") any event described is one of the past,
    /// which a new one would double. In the present tense a bottle described ("the bottle is 4oz", "the
    /// bottle has 1oz in it", "the bottle's in the fridge") is one in hand, already made; only its end
    /// ("the bottle's done") is an event.
    static let describedNouns: Set<String> = ["bottle", "milk", "feed", "feeding", "pump"]
    static let timedNouns: Set<String> = describedNouns.union(["diaper", "poop", "pee"]).union(sleepNouns)
    /// A sleep's nouns: a span, so "was" and a time tell one over (``describedEvent(_:_:_:)``).
    static let sleepNouns: Set<String> = ["nap", "sleep", "bedtime"]
    /// How to log a new one of the noun's kind.
    static func plainly(_ noun: String) -> String {
        switch noun {
        case "diaper", "poop", "pee": return "('dirty diaper at 11:30')"
        case _ where sleepNouns.contains(noun): return "('slept from 11:30 to 12:15')"
        default: return "('made a 5oz bottle', 'fed right 10 min')"
        }
    }

    /// Words that may stand between "the" and the event's noun: "the formula bottle was", "the left feed was".
    static let modifiers: Set<String> = ["formula", "breastmilk", "breast", "milk", "left", "right", "side", "wet", "dirty", "poopy",
                                         "first", "second", "last", "morning", "afternoon", "evening", "night"]
    /// What may follow "the bottle is" and still say what happened.
    static let endingStates: Set<String> = ["done", "gone", "finished", "over", "all", "ready", "almost", "nearly", "empty"]
    /// Words that begin a clause describing the noun before them ("the bottle I made at 2 was").
    static let clauseSubjects: Set<String> = ["i", "she", "he", "we", "you", "they", "that", "which", "dad", "mom", "mum",
                                              "made", "mixed", "prepared", "warmed", "given", "started"]

    /// "bottle's", "it's": typed with "'s" for "is", which the typo check takes off the word it reads.
    static func contracted(_ line: Line, _ index: Int) -> Bool {
        let text = line.tokens[index].text.lowercased()
        return text.hasSuffix("'s") || text.hasSuffix("’s")
    }

    /// The words from "the" (or "her", "Eddie's", or the noun itself) to "was" in "the bottle was", "the pump
    /// at 2 was", "the 1:45 feed was", "the bottle is", "the bottle's", at the line's start ("Eddie's" before it
    /// is taken off as the baby named before this is asked).
    static func describedEvent(_ line: Line, _ index: Int, _ w: String) -> (Int, Int)? {
        let contracted = describedNouns.contains(w) && contracted(line, index)
        guard timedNouns.contains(w) else { return nil }
        func saysTime(_ at: Int) -> Bool {
            guard at >= 0, at < line.tokens.count else { return false }
            switch line.tokens[at].kind {
            case .number, .clock: return true
            default: return ["am", "pm", "noon", "midnight"].contains(line.word(at) ?? "")
            }
        }
        var after = index + 1, timed = false
        if contracted {
            // Read without its "is" ("bottle over" makes a bottle), "over" is no end here.
            let next = line.word(index + 1) ?? ""
            guard next == "over" || !endingStates.contains(next) else { return nil }
            after = index
        } else if line.word(after) == "at" {
            after += 1
            while saysTime(after) { after += 1; timed = true }
        } else if let subject = line.word(after), clauseSubjects.contains(subject) || line.names.contains(subject),
                  let verb = (after..<min(after + 8, line.tokens.count)).first(where: { ["was", "were"].contains(line.word($0) ?? "") }),
                  !(after..<verb).contains(where: { line.tokens[$0].isSymbol || ["and", "then"].contains(line.word($0) ?? "") }) {
            timed = (after..<verb).contains(where: saysTime)
            after = verb
        }
        var before = index - 1, valued = false
        while saysTime(before) || modifiers.contains(line.word(before) ?? "") {
            if saysTime(before) { timed = true }
            if let concept = Vocabulary.concepts[line.word(before) ?? ""], Concept.diaperContents.contains(concept) { valued = true }
            before -= 1
        }
        // "the wet diaper was dirty": one value told of a diaper with another, a change.
        if valued, ["was", "were"].contains(line.word(after) ?? ""),
           let concept = Vocabulary.concepts[line.word(after + 1) ?? ""], Concept.diaperContents.contains(concept) {
            timed = true
        }
        let verb = line.word(after) ?? ""
        // "the poop was at 11:30", "her nap was an hour ago": a time after "was" places one that happened.
        // A sleep is a span: "nap was at 2" says one over, when it began, not one begun then and still going;
        // "nap was at 1 for an hour" or "… to 2" says all of it.
        let rest = line.tokens.dropFirst(after + 1)
        let whole = rest.contains { ["for", "to", "till", "til", "until", "through", "-"].contains($0.word ?? $0.text) }
            || (after + 1..<max(after + 1, line.tokens.count)).filter({ saysTime($0) && line.tokens[$0].word == nil }).count > 1
        let owned = ["the", "her", "his", "their"].contains(line.word(before) ?? "") || before >= 0 && Self.contracted(line, before)
            || sleepNouns.contains(w) && !whole
        if owned, ["was", "were"].contains(verb), ["at", "around", "about"].contains(line.word(after + 1) ?? "") && saysTime(after + 2)
            || rest.contains(where: { $0.word == "ago" }) {
            timed = true
        }
        let described = ["was", "were"].contains(verb) && (timed || describedNouns.contains(w))
            || ["is", "has"].contains(verb) && describedNouns.contains(w) && !endingStates.contains(line.word(after + 1) ?? "")
        guard described || contracted else { return nil }
        if line.onlyLeadingBefore(before + 1) { return (before + 1, after) }
        guard before >= 0, line.onlyLeadingBefore(before), let owner = line.word(before),
              ["the", "her", "his", "their"].contains(owner) || owner.hasSuffix("'s") else { return nil }
        return (before, after)
    }
}

extension WordSense {
    /// Verbs that put milk into a bottle: with one, "put 4oz in the bottle" is a bottle made.
    static let fillingVerbs: Set<String> = ["made", "make", "making", "put", "poured", "pour", "mixed", "mix", "filled", "fill", "added",
                                            "add", "prepared", "prepare", "prepped", "warmed", "heated"]

    /// "there's 4oz in the bottle", "1oz in her bottle": what a bottle holds, which is a bottle made as
    /// often as what is left of one in hand; read as a new bottle, it doubled the one being drunk. "1oz
    /// left in the bottle" is what is left, and "put 4oz in the bottle" a bottle made.
    static func heldAmount(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        guard w == "in", let owner = line.word(index + 1), ["the", "her", "his", "a", "this", "that", "bottle"].contains(owner),
              owner == "bottle" || line.word(index + 2) == "bottle", line.followsNumber(index) || Vocabulary.volumeUnits[line.word(index - 1) ?? ""] != nil,
              !line.tokens.contains(where: { fillingVerbs.contains($0.word ?? "") || ["left", "remaining", "leftover"].contains($0.word ?? "") })
        else { return nil }
        let (text, range) = line.said(index, owner == "bottle" ? index + 1 : index + 2)
        throw ParseError.conflicting("'\(text)' tells what a bottle holds, not what happened; say 'made a 4oz bottle' for a new one or '1oz left' for what is left of one", range)
    }

    /// "another" after "then", "and" or a comma starts a second event ("wet diaper then another wet
    /// diaper"); elsewhere it is one more of a kind ("another wet diaper", "made another bottle").
    static func another(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        // "she slept another 10 minutes": more of one logged, not a new one of that length.
        if w == "another", index + 2 < line.tokens.count, line.followsNumber(index + 2) || line.word(index + 1).map({ NumberPhrase.units[$0] != nil || $0 == "few" }) == true,
           let unit = line.word(index + 2), DurationPhrase.unitSeconds[unit] != nil {
            let (text, range) = line.said(index, index + 2)
            throw ParseError.conflicting("'\(text)' adds to an event already logged; change its end instead, for example 'last nap ended at 3pm'", range)
        }
        guard w == "another", index >= 2, !line.onlyLeadingBefore(index - 1) else { return nil }
        let before = line.tokens[index - 1]
        guard ["then", "and", "plus"].contains(before.word ?? "") || [",", ";"].contains(before.text) else { return nil }
        let (text, range) = line.said(index, index)
        throw ParseError.conflicting("'\(text)' starts a second event; log each event on its own line", range)
    }
}
