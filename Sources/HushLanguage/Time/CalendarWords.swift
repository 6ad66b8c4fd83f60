import HushDomain

/// The calendar's words: weekday and month names with their usual abbreviations, and the words of
/// weeks and years that Hush knows but does not log by ("next week", "tomorrow").
///
/// Every one of them is a known word, so the typo corrector leaves it alone: "thu" is never read as
/// "the", "may" as "my", or "week" as "wee". A calendar word the time parser cannot place is refused at
/// its column rather than dropped.
///
/// ```swift
/// CalendarWords.weekdays["sun"]   // 7 (ISO: Monday is 1)
/// CalendarWords.months["feb"]     // 2
/// ```
public enum CalendarWords {
    /// ISO weekday numbers, Monday = 1. "wed" is left out on purpose: typed alone it is more often a
    /// slip for "wet" or "fed" than a day, so it stays a word the typo check asks about.
    public static let weekdays: [String: Int] = [
        "monday": 1, "mon": 1, "mondays": 1,
        "tuesday": 2, "tue": 2, "tues": 2,
        "wednesday": 3, "weds": 3,
        "thursday": 4, "thu": 4, "thur": 4, "thurs": 4,
        "friday": 5, "fri": 5,
        "saturday": 6, "sat": 6,
        "sunday": 7, "sun": 7,
    ]

    public static let months: [String: Int] = [
        "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
        "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8,
        "september": 9, "sep": 9, "sept": 9, "october": 10, "oct": 10, "november": 11, "nov": 11,
        "december": 12, "dec": 12,
    ]

    /// Known so they are never corrected into event words, and refused where they cannot be placed.
    public static let refusedWords: Set<String> = [
        "tomorrow", "tomorrows", "week", "weeks", "weekend", "fortnight", "month", "months", "year", "years",
        "next", "hence", "coming", "upcoming",
    ]

    /// "1st", "2nd", "3rd", "11th": the letters that may follow a day number.
    static let ordinalSuffixes: Set<String> = ["st", "nd", "rd", "th"]

    public static let vocabulary: Set<String> =
        Set(weekdays.keys).union(months.keys).union(refusedWords).union(ZoneAbbreviation.vocabulary)
            .union(["day", "days", "before"])

    /// True for a calendar word, so the when-part can refuse it at its column when it placed nothing.
    static func isCalendarWord(_ word: String) -> Bool {
        weekdays[word] != nil || months[word] != nil || refusedWords.contains(word) || ZoneAbbreviation.vocabulary.contains(word)
    }
}
