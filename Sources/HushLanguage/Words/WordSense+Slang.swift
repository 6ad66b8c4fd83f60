import HushDomain

extension WordSense {
    /// "she is pooped", "he was so pooped": after "is" or "was", "pooped" is as often tired as a diaper,
    /// and a tired baby logged as a poop is a wrong log. "she pooped" and "she's pooped" stay a poop.
    static func tired(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        guard w == "pooped", index > 0, var before = line.word(index - 1) else { return nil }
        var from = index - 1
        if ["so", "too", "very", "really", "totally", "completely"].contains(before), index > 1, let verb = line.word(index - 2) {
            before = verb
            from = index - 2
        }
        guard ["is", "was", "are", "were", "looks", "seems", "feels"].contains(before) else { return nil }
        let (text, range) = line.said(from, index)
        throw ParseError.conflicting("'\(text)' can mean tired; for a diaper say 'she pooped' or 'dirty diaper'", range)
    }

    /// "took a dump": slang for a poop, never a bottle thrown away ("dump" the verb); refused, as a guess
    /// either way.
    static func dumpAsNoun(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        guard w == "dump" || w == "dumps", index > 0, ["a", "the"].contains(line.word(index - 1) ?? "") else { return nil }
        let (text, range) = line.said(index - 1, index)
        throw ParseError.conflicting("'\(text)' isn't a bottle thrown away; for a diaper say 'pooped', for a bottle 'discard the bottle'", range)
    }

    /// "she threw the bottle", "Eddie tossed his bottle": the baby throwing a bottle is play, not a bottle
    /// thrown away, which it was logged as; "she got a bottle" is one given her, not one made. With where it went ("threw it away", "in the trash") it stays
    /// thrown away, whoever did it; said by the caregiver ("threw the bottle") it is the caregiver's.
    static func bottleInTheBabysHands(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        guard ["threw", "tossed", "dumped", "throws", "tosses", "flung", "dropped", "got", "gets", "has"].contains(w), let subject = line.word(index - 1),
              subject == "baby" || EventSubject.babyPronouns.contains(subject) || line.names.contains(subject) else { return nil }
        // "she got a bottle", "she's got a bottle", "she has a bottle", "he got 2oz from the bottle": given one, not one made.
        if ["got", "gets", "has"].contains(w) {
            guard line.hasBottle, line.word(index + 1) != "up" else { return nil }
            let (text, range) = line.said(index - 1, index)
            throw ParseError.conflicting("'\(text)' says the baby was given a bottle, not that one was made; say 'ate 4oz', 'feeding' or 'finished, 1oz left'", range)
        }
        let gone: Set<String> = ["away", "out", "trash", "bin", "garbage", "sink", "rubbish"]
        guard !line.tokens.contains(where: { gone.contains($0.word ?? "") }) else { return nil }
        let (text, range) = line.said(index - 1, index)
        throw ParseError.conflicting("'\(text)' says the baby threw it, not that it was thrown away; to log that, say 'discard the bottle'", range)
    }

    /// A recogniser's split of one word into two real ones: "have an ounce" for "half an ounce", "10 min a go"
    /// for "ago". Read as the small words they are, "have" and "a go" were dropped and the amount or the
    /// time changed.
    static func splitWord(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        let previous = line.word(index - 1)
        if w == "have", let next = line.word(index + 1), ["a", "an", "the"].contains(next),
           !["i", "we", "you", "they", "to", "should", "could", "would", "might", "must", "will"].contains(previous ?? "") {
            let (text, range) = line.said(index, index + 1)
            throw ParseError.conflicting("'\(text)' may be 'half \(next)'; say the amount plainly ('ate 0.5oz') or the time ('30 min ago')", range)
        }
        if w == "go", previous == "a", index > 1, DurationPhrase.unitSeconds[line.word(index - 2) ?? ""] != nil {
            let (text, range) = line.said(index - 1, index)
            throw ParseError.conflicting("'\(text)' may be 'ago'; say '10 min ago'", range)
        }
        return nil
    }
}
