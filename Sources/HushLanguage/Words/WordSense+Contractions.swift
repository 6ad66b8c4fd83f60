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

    /// The tokens with each contraction written without its apostrophe read as the contraction, before
    /// anything else looks at the line (questions, hedges, whose event it is, typos).
    static func restoringApostrophes(_ tokens: [Token]) -> [Token] {
        tokens.map { token in
            guard let word = token.word, let meant = withoutApostrophe[word] else { return token }
            return Token(.word(meant), text: token.text, range: token.range)
        }
    }
}
