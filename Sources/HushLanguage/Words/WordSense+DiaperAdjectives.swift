import HushDomain

extension WordSense {
    /// Words that say how a diaper or what was in it looked: "a huge poop", "a really messy diaper",
    /// "tiny pee", "green poop". They add nothing Hush records, and were refused one by one ("did you mean
    /// 'bag'?" for "big"). Only right before the diaper or its contents, where they can mean nothing
    /// else; "a big bottle" and "he's so big" stay refused.
    static let diaperLooks: Set<String> = [
        "big", "huge", "massive", "giant", "enormous", "small", "tiny", "messy", "stinky", "smelly", "runny", "watery", "green", "yellow",
        "brown", "soaked", "soaking", "heavy", "explosive", "nasty", "gross", "seedy", "normal", "full", "teeny", "leaky", "leaking",
    ]
    /// Words that make a look stronger: "a really messy diaper".
    static let intensifiers: Set<String> = ["really", "very", "super", "so", "pretty", "quite", "extra", "slightly", "barely", "kinda"]

    /// ```swift
    /// // "a really messy diaper" → "a diaper"; "huge poop" → "poop"
    /// ```
    static func diaperLook(_ line: Line, _ index: Int, _ w: String) -> Outcome? {
        guard diaperLooks.contains(w) || intensifiers.contains(w) else { return nil }
        var next = index + 1
        while let word = line.word(next), diaperLooks.contains(word) || intensifiers.contains(word) { next += 1 }
        guard let word = line.word(next), ["diaper", "diapers", "nappy", "blowout"].contains(word)
                || Vocabulary.concepts[word].map(Concept.diaperContents.contains) == true else { return nil }
        return .drop
    }
}
