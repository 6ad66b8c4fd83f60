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
}

extension WordSense {
    /// "ate to, one left", "ate ate": a number's homophone right after the eating word, with no unit after it,
    /// may be the amount said ("ate two"); read as a small word, the amount was lost and the open bottle
    /// was finished. A length or an amount after it ("ate for 10 min", "ate for ounces") is read as before.
    static func lostAmount(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        // Asked at the verb: a particle check there would take the homophone with it ("ate to" as a verb's pair).
        guard ["ate", "drank"].contains(w), let homophone = line.word(index + 1), RecogniserHomophones.amounts[homophone] != nil else { return nil }
        if index + 2 < line.tokens.count {
            let next = line.tokens[index + 2]
            if case .number = next.kind { return nil }
            if let word = next.word, Vocabulary.volumeUnits[word] != nil || NumberPhrase.vocabulary.contains(word) || ["a", "an", "about", "around"].contains(word) {
                return nil
            }
        }
        let (text, range) = line.said(index, index + 1)
        throw ParseError.conflicting("'\(text)' may have been a number; say the amount with its unit ('\(w) 2oz')", range)
    }
}
