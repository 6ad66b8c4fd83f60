import HushDomain

extension WordSense {
    /// "one more wet diaper", "a second dirty diaper": said of an event, "one more" and "a second" are
    /// "another". Read as they were typed, "a second" was a length of one second ("a length of time makes
    /// no sense for a diaper") and "more" a word Hush does not know, so a plain new event was refused.
    /// Only before a word of an event: "ate one more ounce" keeps its amount, "a second ago" its time.
    ///
    /// ```swift
    /// // "one more wet diaper" → "another wet diaper"; "a second bottle" → "another bottle"
    /// ```
    static func oneMore(_ line: Line, _ index: Int, _ w: String) -> Outcome? {
        switch w {
        case "one":
            return line.word(index + 1) == "more" && namesEvent(line.word(index + 2)) ? .drop : nil
        case "more":
            return line.word(index - 1) == "one" && namesEvent(line.word(index + 1)) ? .readAs("another") : nil
        case "second":
            guard let before = line.word(index - 1), ["a", "the", "his", "her"].contains(before) else { return nil }
            return namesEvent(line.word(index + 1)) ? .readAs("another") : nil
        default:
            return nil
        }
    }

    /// Whether a word names an event or what was in it ("diaper", "wet", "bottle", "nap"), not an amount's unit.
    private static func namesEvent(_ word: String?) -> Bool {
        guard let word, Vocabulary.volumeUnits[word] == nil, DurationPhrase.unitSeconds[word] == nil else { return false }
        return Vocabulary.concepts[word] != nil || ["feed", "feeding"].contains(word)
    }
}
