import HushDomain

/// The checks of ``WordSense``, one per word whose sense depends on its neighbours, asked in order for each
/// word of the line. A check throws at a word used in another sense, decides what becomes of the word
/// (kept, kept with the particle it takes, or dropped), or answers nil for the next check.
extension WordSense {
    /// What becomes of a word once it is checked.
    enum Outcome {
        case keep
        /// "warmed up": the word is kept and its particle taken with it.
        case keepTakingParticle
        /// "right now", "gone down": the word adds nothing to what follows it.
        case drop
        /// "nap is over": the word, as typed, read as another ("ended").
        case readAs(String)
    }

    /// A line being checked: its tokens, the babies' names, and whether a bottle is in it.
    ///
    /// ```swift
    /// let line = Line(tokens: Lexer.tokens(in: "bottle's all gone"), names: [])   // line.hasBottle == true
    /// ```
    struct Line {
        let tokens: [Token]
        let names: Set<String>
        let hasBottle: Bool
        /// A bottle's word, or an amount with its unit glued on ("4oz", "120ml").
        let hasVolume: Bool

        init(tokens: [Token], names: Set<String>) {
            self.tokens = tokens
            self.names = names
            hasBottle = tokens.contains { bottleWords.contains($0.word ?? "") }
            hasVolume = hasBottle || tokens.contains { token in
                if case .number(_, let suffix?) = token.kind { return Vocabulary.volumeUnits[suffix] != nil }
                return false
            }
        }

        func word(_ index: Int) -> String? { index >= 0 && index < tokens.count ? tokens[index].word : nil }

        /// The words from `from` to `to` as typed, and where they are.
        func said(_ from: Int, _ to: Int) -> (String, SourceRange) {
            (tokens[from...to].map(\.text).joined(separator: " "), tokens[from].range.union(tokens[to].range))
        }

        /// Whether only conversation stands before the word at `index`.
        func onlyLeadingBefore(_ index: Int) -> Bool {
            tokens[..<index].allSatisfy { $0.isSymbol || leading.contains($0.word ?? "") }
        }

        func followsNumber(_ index: Int) -> Bool {
            guard index > 0, case .number = tokens[index - 1].kind else { return false }
            return true
        }
    }

    /// The checks, in the order they are asked; a word no check decides is kept.
    static func outcome(of w: String, at index: Int, in line: Line) throws -> Outcome {
        try correction(line, index, w) ?? oneMore(line, index, w) ?? theRest(line, index, w) ?? mixedBottle(line, index, w) ?? bottleInTheBabysHands(line, index, w) ?? lostAmount(line, index, w) ?? another(line, index, w) ?? heldAmount(line, index, w) ?? fallen(line, index, w) ?? verbWithParticle(line, index, w) ?? absorbedParticle(line, index, w) ?? upOrDown(line, index, w)
            ?? side(line, index, w) ?? bed(line, index, w) ?? fromStart(line, index, w) ?? both(line, index, w) ?? gone(line, index, w)
            ?? courtesyWord(line, index, w) ?? over(line, index, w) ?? again(line, index, w) ?? separatedParticle(line, index, w)
            ?? intoParts(line, index, w) ?? onlySoFar(line, index, w) ?? forNow(line, index, w) ?? droppedOff(line, index, w) ?? they(line, index, w) ?? tired(line, index, w) ?? dumpAsNoun(line, index, w) ?? splitWord(line, index, w) ?? .keep
    }

    /// Verbs that mean falling asleep only with their particle: "dozed off", "nodded off", "drifted off",
    /// "conked out". Alone they mean something else ("he nodded"), and stay words Hush does not log.
    static let asleepPairs: [String: String] = ["dozed": "off", "nodded": "off", "drifted": "off", "conked": "out"]

    /// "dozed off at 2" is "fell asleep at 2": the verb read as "fell", its particle as "asleep".
    static func droppedOff(_ line: Line, _ index: Int, _ w: String) -> Outcome? {
        if let particle = asleepPairs[w], line.word(index + 1) == particle { return .readAs("fell") }
        if let verb = line.word(index - 1), let particle = asleepPairs[verb], particle == w { return .readAs("asleep") }
        return nil
    }

    /// Words that make the verb after them a perfect ("she's had", "has eaten"): with "only" before the
    /// verb, the line is most often a total so far ("she's only had 12oz", meaning today), not one feed.
    static let perfectAuxiliaries: Set<String> = ["has", "have", "she's", "he's", "it's", "baby's", "they've", "we've", "i've", "you've"]

    /// "she's only had 12oz": refused, where "only ate 2oz" is "ate 2oz" ("only" is a small word).
    static func onlySoFar(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        guard w == "only", let auxiliary = (0..<index).last(where: { perfectAuxiliaries.contains(line.word($0) ?? "") }) else { return nil }
        let (text, range) = line.said(auxiliary, index)
        throw ParseError.conflicting("'\(text)' sounds like a total so far, and Hush logs each event once it happens; say what just happened, for example 'ate 2oz'", range)
    }

    /// "drank 2oz for now": the bottle is still being drunk, and the line would finish it.
    static func forNow(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        guard w == "for", line.word(index + 1) == "now" || line.word(index + 1) == "right" && line.word(index + 2) == "now",
              line.hasVolume || line.tokens.contains(where: { Vocabulary.isEating($0.word ?? "") || Vocabulary.drunkWords.contains($0.word ?? "") }) else { return nil }
        let (text, range) = line.said(index, line.word(index + 1) == "right" ? index + 2 : index + 1)
        throw ParseError.stillGoing(text, range)
    }

    /// "made the bottle into two", "split it in 2": a count of parts, which a bare number beside "made"
    /// would otherwise have been (a 2 oz bottle).
    static func intoParts(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        guard w == "into" || w == "in", index + 1 < line.tokens.count,
              line.hasBottle || line.tokens.contains(where: { ["made", "make", "split", "divided", "poured"].contains($0.word ?? "") }) else { return nil }
        let next = line.tokens[index + 1]
        var count = false
        if case .number(_, nil) = next.kind { count = true }
        if let word = next.word, ["two", "three", "four", "half", "halves", "parts", "pieces"].contains(word) { count = true }
        guard count, index + 2 >= line.tokens.count || !["min", "mins", "minutes", "hours", "hour", "h", "m", "oz", "ml"].contains(line.word(index + 2) ?? "") else {
            return nil
        }
        let (text, range) = line.said(index, index + 1)
        throw ParseError.conflicting("'\(text)' splits something into parts; log each bottle with its amount, for example 'made a 2oz bottle'", range)
    }

    /// Verbs whose particle may come after their object and change what they mean.
    static let separableVerbs: Set<String> = ["took", "take", "taken", "takes", "put", "puts", "got", "get"]

    /// "took the bottle out", "put the bottle away": the particle after the object makes the pair's verb
    /// ("take out", "put away"), which no event is; alone, "took the bottle" started a feed and "put the
    /// bottle" made one. "threw the bottle out" is a bottle thrown away, read as such elsewhere.
    static func separatedParticle(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        guard ["out", "away", "off"].contains(w) else { return nil }
        let verb: Int
        if separableVerbs.contains(line.word(index - 1) ?? ""), line.word(index + 1) != "of" {
            verb = index - 1   // "put away the bottle", "took out the bottle"
        } else if endsClause(index + 1 < line.tokens.count ? line.tokens[index + 1] : nil, particle: w),
                  let before = (max(0, index - 4)..<max(0, index - 1)).last(where: { separableVerbs.contains(line.word($0) ?? "") }) {
            verb = before
        } else if w == "away", !line.tokens.contains(where: { Vocabulary.concepts[$0.word ?? ""] == .discard || $0.word == "throw" || $0.word == "thrown" }) {
            // "the bottle away", "three away the bottle": away with no throwing is no event, and was dropped.
            let (text, range) = line.said(index, index)
            throw ParseError.conflicting("'\(text)' says where something went, not what happened; say 'discard the bottle' if it was thrown away", range)
        } else {
            return nil
        }
        let (text, range) = line.said(verb, index)
        let instead = line.hasBottle ? "'made a 4oz bottle', 'feeding' or 'discard the bottle'" : example(for: line.word(verb) ?? "")
        throw ParseError.conflicting("'\(text)' means something else than '\(line.tokens[verb].text)' alone; say only what happened to the baby, for example \(instead)", range)
    }

    /// "fell back asleep", "went back to sleep", "back down at 3", "fell fast asleep": going to sleep again
    /// (or deeply) is going to sleep, and the end of a night waking is said this way more than any other.
    /// Anywhere else "back" stays a word Hush does not log ("took the bottle back").
    static func again(_ line: Line, _ index: Int, _ w: String) -> Outcome? {
        guard w == "back" || w == "fast" else { return nil }
        let ahead = line.word(index + 1) == "to" ? index + 2 : index + 1
        guard let next = line.word(ahead), w == "back" ? ["asleep", "sleep", "bed", "down"].contains(next) : next == "asleep" else { return nil }
        // Kept as "again" (a small word), which says a night's waking to a bed's hour (``SleepReader/evening(_:_:)``).
        return w == "back" ? .readAs("again") : .drop
    }

    /// Events that can be said to be over: "nap is over", "the feeding was over at 3".
    static let endingNouns: Set<String> = ["nap", "naps", "sleep", "feed", "feeding", "bottle", "nursing", "breastfeeding", "pumping"]

    /// "nap is over": an event said to be over has ended, where "over" is otherwise a small word ("poop all
    /// over"). Read as "ended", it was a sleep's start: "nap" alone falls asleep now.
    static func over(_ line: Line, _ index: Int, _ w: String) -> Outcome? {
        guard w == "over" else { return nil }
        let said = ["is", "was", "are", "were"].contains(line.word(index - 1) ?? "") && endingNouns.contains(line.word(index - 2) ?? "")
        guard said || endsWithIs(line, index - 1) else { return nil }
        return .readAs("ended")
    }

    /// "nap's over": an event's noun contracted with "is".
    static func endsWithIs(_ line: Line, _ index: Int) -> Bool {
        guard index >= 0, index < line.tokens.count, contracted(line, index) else { return false }
        return endingNouns.contains(String(line.tokens[index].text.lowercased().dropLast(2)))
    }

    /// "fell asleep", "fell back asleep", "falling asleep": anything else is falling.
    static func fallen(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        guard w == "fell" || w == "falling" else { return nil }
        var ahead = index + 1
        while ["back", "fast", "right"].contains(line.word(ahead) ?? "") { ahead += 1 }
        let after = line.word(ahead)
        if after != "asleep" && after != "sleep" {
            let (text, range) = line.word(index + 1).map { _ in line.said(index, index + 1) } ?? line.said(index, index)
            throw ParseError.conflicting("'\(text)' isn't falling asleep; say 'fell asleep' (or 'fell asleep at 2pm')", range)
        }
        return nil
    }

    /// A vocabulary verb whose particle ends what it says: "fell over", "made up", "ate out", "slept in".
    static func verbWithParticle(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        guard verbs.contains(w), let particle = line.word(index + 1), particles.contains(particle), !eventPairs.contains("\(w) \(particle)"),
              !(particle == "over" && endsWithIs(line, index)),
              endsClause(index + 2 < line.tokens.count ? line.tokens[index + 2] : nil, particle: particle) else { return nil }
        let (text, range) = line.said(index, index + 1)
        throw ParseError.conflicting("'\(text)' means something else than '\(line.tokens[index].text)' alone; say only what happened to the baby, for example \(example(for: w))", range)
    }

    /// "mixed a 4oz bottle", "mixed 120ml of formula": a bottle made, where "mixed" alone is a diaper with both.
    static func mixedBottle(_ line: Line, _ index: Int, _ w: String) -> Outcome? {
        guard w == "mixed" || w == "mix", line.onlyLeadingBefore(index), line.hasVolume,
              !line.tokens.contains(where: { Vocabulary.concepts[$0.word ?? ""] == .diaper }) else { return nil }
        return .readAs("made")
    }

    /// "warmed up a bottle" is "warmed a bottle"; "made up a bottle" is "made a bottle", and only beside a
    /// bottle ("he made up a song" is another verb).
    static func absorbedParticle(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        guard let particle = line.word(index + 1) else { return nil }
        let madeUp = ["made", "make", "making"].contains(w) && particle == "up" && line.hasBottle
        guard absorbed.contains("\(w) \(particle)") || madeUp else { return nil }
        return .keepTakingParticle
    }

    /// "up" is waking, and "down" sleeping, only said of the baby: "woke up", "she's up", "put her down".
    static func upOrDown(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        guard w == "up" || w == "down" else { return nil }
        let previous = line.word(index - 1), next = line.word(index + 1)
        // "threw up", "spit up": a reaction (vomiting), which the solids reader takes.
        let verbsBefore: Set<String> = w == "up" ? ["woke", "wake", "waking", "woken", "wakes", "got", "gets", "getting", "threw", "throw",
                                                     "throwing", "spit", "spat", "spitting"]
            : ["put", "went", "go", "going", "gone", "goes", "lay", "laid", "lie"]
        let ofTheBaby = index == 0 || verbsBefore.contains(previous ?? "") || subjects.contains(previous ?? "")
            || line.names.contains(previous ?? "") || line.names.contains { previous == $0 + "'s" } || (w == "down" && next == "for")
            || (previous == "one" && line.word(index - 2) == "little")
        let otherSense = w == "up" && (["to", "on"].contains(next ?? "") || (next == "and" && line.word(index + 2) == "down"))
        guard !ofTheBaby || otherSense else { return nil }
        let (text, range) = index > 0 && !line.tokens[index - 1].isSymbol ? line.said(index - 1, index) : line.said(index, index)
        let meant = w == "up" ? "'woke up' or 'she's up'" : "'put her down' or 'went down for a nap'"
        throw ParseError.conflicting("'\(text)' isn't \(w == "up" ? "waking up" : "going to sleep"); say \(meant)", range)
    }

    /// "it's all right", "that's right", "right now", "left out": not a breast's side.
    static func side(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        guard w == "right" || w == "left" else { return nil }
        let previous = line.word(index - 1), next = line.word(index + 1)
        if w == "right", next == "now" { return .drop }
        let adjective = w == "right" && rightAdjective.contains(previous ?? "")
        let adverb = sideAdverbs.contains(next ?? "") && !(next == "on" && w == "left")
        let remainder = previous.map { ["none", "nothing", "some", "half", "all", "little", "bit", "is"].contains($0) } ?? false
            || line.followsNumber(index) || previous.map { Vocabulary.volumeUnits[$0] != nil } == true && line.followsNumber(index - 1)
        // "then we left", "I left at 2": someone went away, not a breast's side.
        if w == "left", let subject = previous, ["we", "i", "they", "you"].contains(subject) {
            let (text, range) = line.said(index - 1, index)
            throw ParseError.conflicting("'\(text)' isn't a breast's side; a side goes in a feed, for example 'nursed left 15 min'", range)
        }
        guard (adjective || adverb) && !(w == "left" && remainder) else { return nil }
        let (text, range) = adjective ? line.said(index - 1, index) : line.said(index, index + 1)
        throw ParseError.conflicting("'\(text)' isn't a breast's side; a side goes in a feed, for example 'nursed \(w) 15 min'", range)
    }

    /// "baby bed", "bed given": a bed is a sleep only gone to ("to bed", "in bed", "bed at 7pm").
    static func bed(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        guard w == "bed", !["to", "in", "into", "for", "put", "down", "back"].contains(line.word(index - 1) ?? ""),
              !line.onlyLeadingBefore(index) || !endsClause(index + 1 < line.tokens.count ? line.tokens[index + 1] : nil, particle: "up") else {
            return nil
        }
        let (text, range) = index > 0 ? line.said(index - 1, index) : line.said(index, min(index + 1, line.tokens.count - 1))
        throw ParseError.conflicting("'\(text)' isn't going to bed; say 'went to bed at 7pm' or 'in bed at 7pm'", range)
    }

    /// "from start to finish": a whole, not a feed begun.
    static func fromStart(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        guard w == "start", line.word(index - 1) == "from" else { return nil }
        let (text, range) = line.said(index - 1, index)
        throw ParseError.conflicting("'\(text)' isn't a feed starting; say 'started feeding' or 'feeding'", range)
    }

    /// "they both peed", "both of them": two children, not a diaper with both.
    static func both(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        guard w == "both" else { return nil }
        let previous = line.word(index - 1), next = line.word(index + 1)
        // "for both", "to both": given to two ("wet diaper for both" was a diaper with both).
        let plural = ["they", "we", "you", "them", "these", "those", "twins", "kids", "for", "to"].contains(previous ?? "")
        let count = ["of", "babies", "kids", "twins", "boys", "girls", "children", "are", "were", "have", "had", "did", "diapers", "nappies"]
            .contains(next ?? "")
        // "both pooped", and "both wet", "both asleep": two babies' states (wet and dirty is "both" alone).
        let acted = next.map {
            ["peed", "pooped", "slept", "napped", "woke", "ate", "drank", "fell", "went", "nursed", "fed", "pooed", "weed",
             "wet", "dirty", "poopy", "asleep", "awake", "sleeping", "napping", "changed"].contains($0)
        } ?? false
        // "both wet and dirty", "both pee and poop": the two contents of one diaper, as "wet and dirty" is.
        let contents = Concept.diaperContents
        let pair = next.flatMap { Vocabulary.concepts[$0] }.map(contents.contains) == true && line.word(index + 2) == "and"
            && line.word(index + 3).flatMap { Vocabulary.concepts[$0] }.map(contents.contains) == true
        guard (plural || count || acted) && !(pair && !plural) else { return nil }
        let (text, range) = plural || next == nil ? line.said(index - 1, index) : line.said(index, index + 1)
        throw ParseError.conflicting("'\(text)' is about two children; log each baby on its own line, for example 'Eddie peed'", range)
    }

    /// "they pooped" in a household of two babies or more may be all of them: refused, as "they both" is.
    /// With one baby, "they" is that baby.
    static func they(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        // "they both …" is refused at "both", as about two children.
        guard w == "they" || w == "they're", line.names.count >= 2, line.word(index + 1) != "both" else { return nil }
        let (text, range) = line.said(index, index)
        throw ParseError.conflicting("'\(text)' may be more than one baby; name the baby ('Eddie pooped'), or log each baby on its own line", range)
    }

    /// "he's gone", "gone out": a bottle is all gone only with the bottle or "all".
    static func gone(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        guard w == "gone" else { return nil }
        if ["down", "to"].contains(line.word(index + 1) ?? "") { return .drop }
        if line.word(index - 1) != "all" && !line.hasBottle {
            throw ParseError.conflicting("'\(line.tokens[index].text)' is a bottle drunk only with the bottle; say 'bottle all gone' or 'finished the bottle'", line.tokens[index].range)
        }
        return nil
    }

    /// "done well", "pump well", "so tired": words of conversation start a line, never stand inside it.
    /// ("seven oh five" is a spoken clock: "oh" after a number is its zero.)
    static func courtesyWord(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        let afterNumber = w == "oh" && (line.followsNumber(index) || NumberPhrase.vocabulary.contains(line.word(index - 1) ?? ""))
        guard courtesy.contains(w), !(w == "oh" && afterNumber), !line.onlyLeadingBefore(index) else { return nil }
        throw ParseError.conflicting("'\(line.tokens[index].text)' doesn't fit inside an event; say only what happened, for example 'wet diaper at 2pm'", line.tokens[index].range)
    }
}
