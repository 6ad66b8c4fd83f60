import HushDomain

/// Reads a past day named by the calendar, as people say it when catching up: "sunday", "on sunday",
/// "last sunday", "the day before yesterday", "feb 11", "February 11th", "11 feb", "the 11th of
/// february", "feb 11, 2026", and numeric dates after "on" or with a year ("on 2/11", "2/11/2026").
///
/// The day alone logs nothing: ``TimePhrase`` wants a time of day with it ("on sunday at 3pm").
///
/// ```swift
/// var cursor = TokenCursor(Lexer.tokens(in: "last sunday at 3"))
/// try CalendarDayPhrase.parse(&cursor)   // .weekday(7, beforeToday: true); cursor at "at"
/// ```
public enum CalendarDayPhrase {
    static func parse(_ cursor: inout TokenCursor) throws -> ClockTime.Day? {
        try cursor.attempt { c in
            let saidOn = c.take(["on"]) != nil
            if c.takeSequence(["the", "day", "before", "yesterday"]) || c.takeSequence(["day", "before", "yesterday"]) {
                return .daysAgo(2)
            }
            let last = c.take(["last"]) != nil
            if let word = c.peekWord(), let weekday = CalendarWords.weekdays[word] {
                c.advance()
                return .weekday(weekday, beforeToday: last)
            }
            guard !last else { return nil }
            if let day = try monthDate(&c) { return day }
            return numericDate(&c, saidOn: saidOn)
        }
    }

    /// "feb 11", "february the 11th", "11 feb", "the 11th of february", each with an optional year.
    private static func monthDate(_ c: inout TokenCursor) throws -> ClockTime.Day? {
        let start = c.index
        var month: Int?
        var day: Int?
        if let word = c.peekWord(), let named = CalendarWords.months[word] {
            c.advance()
            _ = c.take(["the"])
            guard let number = dayNumber(&c) else { return nil }
            (month, day) = (named, number)
        } else {
            _ = c.take(["the"])
            guard let number = dayNumber(&c) else { return nil }
            _ = c.take(["of"])
            guard let word = c.peekWord(), let named = CalendarWords.months[word] else { return nil }
            c.advance()
            (month, day) = (named, number)
        }
        guard let month, let day else { return nil }
        let year = year(&c)
        let text = c.tokens[start..<c.index].map(\.text).joined(separator: " ")
        guard CivilDateTime.isValid(year: year ?? 2024, month: month, day: day) else {
            throw ParseError.invalidCalendarDay(text, c.range(from: start))
        }
        if let year { return .date(year: year, month: month, day: day) }
        return .monthDay(month: month, day: day)
    }

    /// "11", "11th", "1st", "eleventh", "twenty-first": a day of the month.
    private static func dayNumber(_ c: inout TokenCursor) -> Int? {
        if case .number(let value, let suffix)? = c.current?.kind, value == value.rounded(), (1...31).contains(value),
           suffix == nil || CalendarWords.ordinalSuffixes.contains(suffix!), c.current?.text.unicodeScalars.contains("/") == false,
           c.current?.text.unicodeScalars.contains(".") == false {
            // "feb 11 3pm" is fine, but "feb 1130" is not a day
            guard c.current!.text.count <= 4 else { return nil }
            c.advance()
            return Int(value)
        }
        if let word = c.peekWord(), let ordinal = ordinals[word] {
            c.advance()
            return ordinal
        }
        return nil
    }

    /// ", 2026" or "2026" right after a date; two-digit years are not read ("feb 11 26" could be anything).
    private static func year(_ c: inout TokenCursor) -> Int? {
        let saved = c.index
        if c.current?.text == "," { c.advance() }
        if case .number(let value, nil)? = c.current?.kind, c.current?.text.count == 4, (1900...2100).contains(value) {
            c.advance()
            return Int(value)
        }
        c.index = saved
        return nil
    }

    /// "2/11" (lexed as a fraction, its text kept) after "on", or "2/11/2026" anywhere: the numbers are read
    /// in the household's date order when the time is resolved.
    private static func numericDate(_ c: inout TokenCursor, saidOn: Bool) -> ClockTime.Day? {
        guard let token = c.current, case .number = token.kind else { return nil }
        let parts = token.text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = Int(parts[0]), let second = Int(parts[1]), parts.allSatisfy({ (1...2).contains($0.count) }) else {
            return nil
        }
        c.advance()
        var year: Int?
        if let slash = c.current, slash.text == "/", slash.range.start == token.range.end,
           let next = c.peek(1), case .number(let value, nil) = next.kind, next.range.start == slash.range.end,
           [2, 4].contains(next.text.count) {
            c.index += 2
            year = Int(value)
        }
        guard saidOn || year != nil else { return nil }
        return .numeric(first: first, second: second, year: year)
    }

    static let ordinals: [String: Int] = {
        let small = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
                     "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
                     "eighteenth", "nineteenth"]
        var table: [String: Int] = [:]
        for (index, word) in small.enumerated() { table[word] = index + 1 }
        table["twentieth"] = 20
        table["thirtieth"] = 30
        for (index, word) in small.prefix(9).enumerated() { table["twenty-" + word] = 21 + index }
        table["thirty-first"] = 31
        return table
    }()
}
