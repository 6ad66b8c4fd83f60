import HushDomain

extension WordSense {
    /// "ate to, one left", "ate ate": a number's homophone right after the eating word, with no unit after it,
    /// may be the amount said ("ate two"); read as a small word, the amount was lost and the open bottle
    /// was finished. A length or an amount after it ("ate for 10 min", "ate for ounces") is read as before.
    static func lostAmount(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        // Asked at the verb: a particle check there would take the homophone with it ("ate to" as a verb's pair).
        guard Vocabulary.concepts[w] == .ate, let homophone = line.word(index + 1), RecogniserHomophones.amounts[homophone] != nil else { return nil }
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
