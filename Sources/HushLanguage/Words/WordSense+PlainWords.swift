import HushDomain

extension WordSense {
    /// Contractions a recogniser or a thumb writes without the apostrophe: "hes up", "didnt poop". Most
    /// are no words, and were refused with a suggestion of another word ("hes" → "hrs?"); "hes" and "shes"
    /// are rare words of the list, and said of the baby they are "he's" and "she's". Each is read as the
    /// contraction it stands for, which keeps its sense: "didnt" is a negation, "im" the caregiver.
    ///
    /// ```swift
    /// // "hes up" → "he's up"; "didnt poop" → "didn't poop" (refused as a negation)
    /// ```
    static let withoutApostrophe: [String: String] = [
        "hes": "he's", "shes": "she's", "im": "i'm", "didnt": "didn't", "doesnt": "doesn't", "dont": "don't", "wasnt": "wasn't",
        "isnt": "isn't", "hasnt": "hasn't", "havent": "haven't", "hadnt": "hadn't", "wouldnt": "wouldn't", "couldnt": "couldn't",
        "shouldnt": "shouldn't", "arent": "aren't", "werent": "weren't", "youre": "you're", "theyre": "they're", "thats": "that's",
    ]

    /// The words as they are meant before anything else looks at the line (questions, hedges, whose event
    /// it is, typos): contractions without their apostrophe as the contractions, a diaper's looks dropped
    /// (``diaperLook(_:_:_:)``), "lasted" after an event as "was", "switched to the right" as "nursing on
    /// the right" (the next side begun, which ends the first). Typo correction came first, and took
    /// "full" and "lasted", real words, for slips ("did you mean 'fell'?").
    static func plainWords(_ tokens: [Token]) -> [Token] {
        let restored = numberedDiapers(tokens).map { token in
            guard let word = token.word, let meant = withoutApostrophe[word] else { return token }
            return Token(.word(meant), text: token.text, range: token.range)
        }
        let line = Line(tokens: restored, names: [])
        var kept: [Token] = []
        for (index, token) in restored.enumerated() {
            switch token.word.flatMap({ diaperLook(line, index, $0) ?? lasted(line, index, $0) ?? switchedSide(line, index, $0) }) {
            case .drop?: continue
            case .readAs(let meant)?: kept.append(Token(.word(meant), text: token.text, range: token.range))
            default: kept.append(token)
            }
        }
        return kept
    }
}
