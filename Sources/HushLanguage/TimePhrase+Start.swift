/// Where a time cannot start. The event reader tries the when-part at every word of a line ("made a
/// 4oz bottle" tries it five times), and a try runs through the day words, spans, points, lengths, numbers
/// and clock times before it gives up: most of a line's reading time went there.
///
/// Every one of those readers, at its first token, either matches a word from a known list or looks at a
/// token that is not a word (digits, a date, a clock time, a symbol); a hyphenated word may be a number
/// ("twenty-two"). So a word of plain letters that is in none of the lists starts nothing: each reader
/// returns nil with the cursor where it was, and the word is no calendar word for `refuseUnplaced` to
/// refuse either. `startWords` gathers those lists; `TimePhraseStartTests` holds the shortcut to the full
/// reader on the corpora's words before many kinds of continuation.
///
/// ```swift
/// TimePhrase.cannotStart(at: TokenCursor(Lexer.tokens(in: "diaper at 3pm")))   // true
/// TimePhrase.cannotStart(at: TokenCursor(Lexer.tokens(in: "yesterday 3pm")))   // false
/// ```
extension TimePhrase {
    /// The words a time may start with (a superset), and the calendar words refused where nothing placed them.
    static let startWords: Set<String> = vocabulary                         // with every calendar and zone word
        .union(NumberPhrase.vocabulary).union(NumberPhrase.units.keys).union(NumberPhrase.tens.keys)
        .union(DurationPhrase.unitSeconds.keys)
        .union(ClockPhrase.vocabulary)
        .union(CalendarDayPhrase.ordinals.keys).union(CalendarWords.weekdays.keys).union(CalendarWords.months.keys)
        .union(approximations)
        .union(PartOfDay.words.keys)
        // The words the readers take by name: "the day before yesterday", "on sunday", "right now", "just now",
        // "a couple of hours ago", "an hour ago", "since 3", "midday", "twelve oh three", "half past".
        .union(["a", "an", "the", "on", "of", "and", "right", "just", "since", "day", "days", "before", "midday",
                "oh", "half", "quarter", "quarters", "couple", "hundred", "past", "after", "til"])

    /// True when the cursor stands on a word of plain letters (a–z) that no time reader starts with.
    static func cannotStart(at cursor: TokenCursor) -> Bool {
        guard case .word(let word)? = cursor.current?.kind,
              word.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else { return false }
        return !startWords.contains(word)
    }
}
