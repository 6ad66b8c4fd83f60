extension TimePhrase {
    /// ``startWords`` written out in order, so that a command's first look at its words builds no table:
    /// the set is the union of seven readers' lists, each built from its own literal at first use, and
    /// building them all took a tenth of a one-shot `wet diaper`'s instructions (375,000 of 3.7 million
    /// under callgrind), for two look-ups. `TimePhraseStartTests` holds it equal to the set, and prints
    /// the list to put here when a reader's words change.
    ///
    /// ```swift
    /// TimePhrase.mayStartWith("sunday")   // true
    /// TimePhrase.mayStartWith("diaper")   // false
    /// ```
    static let startWordList: [String] = [
        "a", "about", "acst", "aedt", "aest", "after", "afternoon", "ago", "akdt", "akst", "am", "an", "and",
        "approximately", "apr", "april", "around", "ast", "at", "aug", "august", "awst", "before", "between", "bst",
        "cdt", "cest", "cet", "coming", "couple", "cst", "day", "days", "dec", "december", "edt", "eest", "eet",
        "eight", "eighteen", "eighteenth", "eighth", "eighty", "eleven", "eleventh", "est", "evening", "feb",
        "february", "fifteen", "fifteenth", "fifth", "fifty", "first", "five", "fortnight", "forty", "four",
        "fourteen", "fourteenth", "fourth", "fri", "friday", "from", "gmt", "h", "half", "hence", "hour", "hours",
        "hr", "hrs", "hst", "hundred", "in", "ist", "jan", "january", "jst", "jul", "july", "jun", "june", "just",
        "kst", "last", "m", "mar", "march", "may", "mdt", "midday", "midnight", "min", "mins", "minute", "minutes",
        "mn", "mon", "monday", "mondays", "month", "months", "morning", "msk", "mst", "next", "night", "nine",
        "nineteen", "nineteenth", "ninety", "ninth", "noon", "nov", "november", "now", "nzdt", "nzst", "o'clock",
        "oclock", "oct", "october", "of", "oh", "on", "one", "past", "pdt", "pm", "point", "pst", "quarter",
        "quarters", "right", "roughly", "s", "sat", "saturday", "sec", "second", "seconds", "secs", "sep", "sept",
        "september", "seven", "seventeen", "seventeenth", "seventh", "seventy", "since", "six", "sixteen",
        "sixteenth", "sixth", "sixty", "sun", "sunday", "ten", "tenth", "the", "third", "thirteen", "thirteenth",
        "thirtieth", "thirty", "thirty-first", "this", "three", "thu", "thur", "thurs", "thursday", "til", "till",
        "to", "today", "tomorrow", "tomorrows", "tonight", "tue", "tues", "tuesday", "twelfth", "twelve",
        "twentieth", "twenty", "twenty-eighth", "twenty-fifth", "twenty-first", "twenty-fourth", "twenty-ninth",
        "twenty-second", "twenty-seventh", "twenty-sixth", "twenty-third", "two", "until", "upcoming", "utc",
        "wednesday", "weds", "week", "weekend", "weeks", "year", "years", "yesterday", "zero"
    ]

    /// Whether a time may start with the word: a binary search of ``startWordList``.
    static func mayStartWith(_ word: String) -> Bool {
        var low = 0
        var high = startWordList.count
        while low < high {
            let middle = (low + high) / 2
            if startWordList[middle] < word { low = middle + 1 } else { high = middle }
        }
        return low < startWordList.count && startWordList[low] == word
    }
}
