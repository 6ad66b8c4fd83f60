import HushDomain

/// Words for a reaction seen after a food ("rash after peanut", "hives after egg"), each onto the name
/// kept in the log. Only signs a parent watches for when introducing allergens; a liking ("loved it")
/// is not a reaction.
///
/// ```swift
/// ReactionWords.match(Lexer.tokens(in: "threw up after egg"), at: 0)   // ("vomiting", 2)
/// ```
public enum ReactionWords {
    /// Keyed by text for the reason ``FoodWords/forms`` is.
    static let forms: [String: String] = [
        "rash": "rash", "rashes": "rash", "hives": "hives", "welts": "hives",
        "vomited": "vomiting", "vomiting": "vomiting", "vomit": "vomiting", "threw up": "vomiting",
        "throwing up": "vomiting", "swelling": "swelling", "swollen": "swelling",
        "itchy": "itching", "itching": "itching", "eczema": "eczema", "diarrhea": "diarrhea",
        "diarrhoea": "diarrhea", "wheezing": "wheezing", "wheezy": "wheezing", "reaction": "reaction",
        "reacted": "reaction", "redness": "redness", "blotchy": "blotches", "blotches": "blotches",
    ]

    /// Every word of a reaction, so the typo corrector leaves them alone.
    public static let words: Set<String> = Set(forms.keys.flatMap { $0.split(separator: " ").map(String.init) })

    /// The first word of every form, for the reason ``FoodWords/firstWords`` is.
    static let firstWords = FoodWords.firstWords(of: forms.keys)

    /// The first letters and lengths of those words, written out (``FirstLetterLengths``): a line with
    /// no reaction in it builds neither ``forms`` nor ``firstWords`` (32,000 instructions of `wet diaper`).
    static let firstWordLengths = FirstLetterLengths(bits: [
        0, 384, 0, 768, 64, 0, 0, 32, 160, 0, 0, 0, 0, 0, 0, 0, 0, 464, 384, 288, 0, 416, 352, 0, 0, 0, 0,
    ])

    /// The reaction written at `index` and how many tokens it takes.
    public static func match(_ tokens: [Token], at index: Int) -> (reaction: String, length: Int)? {
        guard tokens.indices.contains(index), let first = tokens[index].word, firstWordLengths.mayStart(first),
              firstWords.contains(first) else { return nil }
        for length in [2, 1] where index + length <= tokens.count {
            let words = tokens[index..<(index + length)].compactMap(\.word)
            if words.count == length, let reaction = forms[FoodWords.text(of: words)] { return (reaction, length) }
        }
        return nil
    }
}
