/// Where a time cannot start. The event reader tries the when-part at every word of a line ("made a
/// 4oz bottle" tries it five times), and a try runs through the day words, spans, points, lengths, numbers
/// and clock times before it gives up: most of a line's reading time went there.
///
/// Every one of those readers, at its first token, either matches a word from a known list or looks at a
/// token that is not a word (digits, a date, a clock time, a symbol); a hyphenated word may be a number
/// ("twenty-two"). So a word of plain letters that is in none of the lists starts nothing: each reader
/// returns nil with the cursor where it was, and the word is no calendar word for `refuseUnplaced` to
/// refuse either. Likewise a number whose glued letters are no unit, am or pm, or ordinal ("4oz").
/// `startWords` gathers those lists (``startWordList`` writes them out); `TimePhraseStartTests` holds the
/// shortcut to the full reader on the corpora's words before many kinds of continuation.
///
/// ```swift
/// TimePhrase.cannotStart(at: TokenCursor(Lexer.tokens(in: "diaper at 3pm")))   // true
/// TimePhrase.cannotStart(at: TokenCursor(Lexer.tokens(in: "yesterday 3pm")))   // false
/// ```
extension TimePhrase {
    /// The words a time may start with (a superset), and the calendar words refused where nothing placed them:
    /// the readers' own lists, of which ``startWordList`` is the copy a command looks words up in.
    static let startWords: Set<String> = {
        // The words the readers take by name: "the day before yesterday", "on sunday", "right now", "just now",
        // "a couple of hours ago", "an hour ago", "since 3", "midday", "twelve oh three", "half past".
        let byName = ["a", "an", "the", "on", "of", "and", "right", "just", "since", "day", "days", "before", "midday",
                      "oh", "half", "quarter", "quarters", "couple", "hundred", "past", "after", "til"]
        // `vocabulary` holds every calendar and zone word (the weekdays and months among them), and the
        // number words every unit and ten.
        var words = Set<String>(minimumCapacity: vocabulary.count + NumberPhrase.vocabulary.count + DurationPhrase.unitSeconds.count
            + ClockPhrase.vocabulary.count + CalendarDayPhrase.ordinals.count + approximations.count + PartOfDay.words.count + byName.count)
        words.formUnion(vocabulary)
        words.formUnion(NumberPhrase.vocabulary)
        words.formUnion(DurationPhrase.unitSeconds.keys)
        words.formUnion(ClockPhrase.vocabulary)
        words.formUnion(CalendarDayPhrase.ordinals.keys)
        words.formUnion(approximations)
        words.formUnion(PartOfDay.words.keys)
        words.formUnion(byName)
        return words
    }()

    /// The letters glued to a number that a time reads: a length's unit ("10m"), am or pm ("11pm"), a day's
    /// ordinal ("11th"). A number with other letters ("4oz", "120ml") starts no time.
    static let numberSuffixes: Set<String> = Set(DurationPhrase.unitSeconds.keys).union(CalendarWords.ordinalSuffixes)
        .union(["a", "am", "p", "pm"])

    /// True when the cursor stands on a word of plain letters (a–z) that no time reader starts with, or on a
    /// number glued to plain letters that no time reader reads.
    static func cannotStart(at cursor: TokenCursor) -> Bool {
        switch cursor.current?.kind {
        case .word(let word)?: return isPlainLetters(word) && !mayStartWith(word)
        case .number(_, let suffix?)?: return isPlainLetters(suffix) && !numberSuffixes.contains(suffix)
        default: return false
        }
    }

    private static func isPlainLetters(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
    }
}
