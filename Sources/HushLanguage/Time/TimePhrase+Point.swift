import HushDomain

/// One moment of the when-part: "now", "10 min ago", "a couple of hours ago", "a day ago", "in 10 minutes",
/// "at about 3pm", "3 in the morning", "the day before yesterday 8am", "Thu at 8 am PST".
///
/// ```swift
/// var cursor = TokenCursor(Lexer.tokens(in: "last sunday at 3pm"))
/// try TimePhrase.point(&cursor, bare: false)   // 3 PM on the most recent Sunday before today
/// ```
extension TimePhrase {
    /// One moment. `bare` lets a plain number be an hour, as after "at" or "from".
    public static func point(_ cursor: inout TokenCursor, bare: Bool) throws -> LocatedTime? {
        try cursor.attempt { c in
            let start = c.index
            func located(_ point: TimePoint) -> LocatedTime {
                let words = c.tokens[start..<c.index].map(\.text).filter { $0.lowercased() != "at" }
                return LocatedTime(point, range: c.range(from: start), text: words.joined(separator: " "))
            }
            let leadingAt = c.peekWord() == "at" && approximations.contains(c.peekWord(1) ?? "") && { c.advance(); return true }()
            // "around 2" reads a bare hour, as "at 2" does.
            var approximately = c.take(approximations) != nil
            // ... but "about 4 oz", "about 2 1/2 oz", "about one hundred ml" and "about 10 to 15 minutes" are amounts
            // and lengths.
            if approximately, continuesNumber(c) { approximately = false }
            // "on the right right now": after "the", "right" is the side, and only "now" the time.
            let sideBefore = c.index > 0 && ["the", "on", "her", "his", "my"].contains(c.tokens[c.index - 1].word ?? "")
            if c.take(["now"]) != nil || !sideBefore && c.takeSequence(["right", "now"]) || c.takeSequence(["just", "now"]) {
                return located(.now)
            }
            // "in 10 minutes", "in about an hour", "in a couple of hours": the future, whatever words soften it
            let beforeIn = c.index
            if c.take(["in"]) != nil {
                _ = c.take(approximations)
                if let seconds = DurationPhrase.parse(&c) ?? coupleOfUnits(&c) ?? days(&c) {
                    return located(.later(seconds: seconds))
                }
                c.index = beforeIn
            }
            if let seconds = DurationPhrase.parse(&c) ?? coupleOfUnits(&c) {
                guard c.take(["ago"]) != nil else { return nil }
                return located(.ago(seconds: seconds))
            }
            // "a day ago", "2 days ago at 3pm"
            var dayHint = DayWords()
            if let count = days(&c) {
                guard c.take(["ago"]) != nil else { return nil }
                guard clockFollows(c) else { return located(.ago(seconds: count)) }
                dayHint.day = .daysAgo(Int(count / 86_400))
            }
            // "at 2026-01-02 3:00pm", "on 2026-01-02 at 3pm": a date after "at" or "on"
            if ["at", "on"].contains(c.peekWord() ?? ""), case .date? = c.peek(1)?.kind { c.advance() }
            // day words before the time: "yesterday 11pm", "this morning at 6", "last sunday at 3", "feb 11 at 3pm"
            if dayHint.day == nil { dayHint = try dayWords(&c) }
            let atWord = leadingAt || c.take(["at", "@", "since"]) != nil || c.current?.text == "@" && { c.advance(); return true }()
            if atWord, !approximately { approximately = c.take(approximations) != nil }
            let afterVerb = start > 0 && timeVerbs.contains(c.tokens[start - 1].word ?? "")
            let dayGiven = dayHint.part != nil || dayHint.day != nil
            // "yesterday 6" is an hour; "april 14 15" could be a year, so after a calendar day an hour needs "at"
            let relativeDay = dayHint.part != nil || [.today, .yesterday, .daysAgo(2)].contains(dayHint.day)
                || { if case .daysAgo? = dayHint.day { return true } else { return false } }()
            var clock = try ClockPhrase.parse(&c, bare: bare || atWord || approximately || relativeDay, afterVerb: afterVerb)
            if clock == nil {
                // "3 in the morning", "8 in the evening": a plain hour is a time when a part of the day follows
                clock = c.attempt { probe in
                    guard let time = try? ClockPhrase.parse(&probe, bare: true), partOfDayFollows(probe) else { return nil }
                    return time
                }
            }
            guard var clock else { return nil }
            clock.zoneOffset = try ZoneAbbreviation.parse(&c)
            if !dayGiven {
                // day words after the time: "11pm yesterday", "6 this morning", "3:15 in the afternoon", "9am on saturday"
                dayHint = try dayWords(&c)
                if clock.zoneOffset == nil { clock.zoneOffset = try ZoneAbbreviation.parse(&c) }
            }
            clock.day = dayHint.day
            if clock.meridiem == nil, !clock.twentyFourHour, let part = dayHint.part {
                clock.meridiem = part.meridiem(forHour: clock.hour)
            }
            // "2 last night", "2am last night", "midnight last night": last night's small hours are today's.
            if dayHint.lastNight, dayHint.day == .yesterday, clock.meridiem == .am || (clock.twentyFourHour && clock.hour < 12) {
                clock.day = .today
            }
            return located(.clock(clock))
        }
    }

    /// Whether the number at the cursor goes on as an amount or a length: a unit, a fraction ("2 1/2", "2
    /// ½"), "and a half", "hundred", "point", or a range with a unit ("10 to 15 minutes"). After "about" such
    /// a number is how much or how long: read as an hour, "drank about 1 1/2 oz" was half an ounce at 1 PM.
    static func continuesNumber(_ c: TokenCursor) -> Bool {
        func isUnit(_ offset: Int) -> Bool {
            guard let word = c.peekWord(offset) else { return false }
            return Vocabulary.volumeUnits[word] != nil || DurationPhrase.unitSeconds[word] != nil || SolidsMeasure.units[word] != nil
        }
        func isNumber(_ offset: Int) -> Bool {
            switch c.peek(offset)?.kind {
            case .number(_, let suffix)?: return suffix.map { Vocabulary.volumeUnits[$0] != nil } ?? true
            case .word(let word)?: return NumberPhrase.units[word] != nil || NumberPhrase.tens[word] != nil
            default: return false
            }
        }
        guard isNumber(0) else { return false }
        // "about 20": no hour said in speech; minutes or an amount.
        if case .number(let value, nil)? = c.peek(0)?.kind, value > 12, !(c.peek(0)?.text.count == 4) { return true }
        if isUnit(1) || ["hundred", "point", "quarters"].contains(c.peekWord(1) ?? "") { return true }
        if case .number(let fraction, nil)? = c.peek(1)?.kind, fraction > 0, fraction < 1 { return true }
        if c.peekWord(1) == "and", ["a", "half", "one", "two", "three"].contains(c.peekWord(2) ?? "") { return true }
        if c.peekWord(1) == "to" || c.peek(1)?.text == "-" || c.peekWord(1) == "or", isNumber(2) {
            if case .number(_, let suffix?)? = c.peek(2)?.kind, Vocabulary.volumeUnits[suffix] != nil { return true }
            return isUnit(3) || (isNumber(3) && isUnit(4))
        }
        return false
    }

    /// "a couple of hours", "couple minutes": two of a unit, read only where a time is said ("ago", "in").
    private static func coupleOfUnits(_ c: inout TokenCursor) -> Double? {
        c.attempt { c in
            _ = c.take(["a"])
            guard c.take(["couple"]) != nil else { return nil }
            _ = c.take(["of"])
            guard let word = c.peekWord(), let unit = DurationPhrase.unitSeconds[word] ?? (["day", "days"].contains(word) ? 86_400 : nil) else {
                return nil
            }
            c.advance()
            return 2 * unit
        }
    }

    /// "a day", "one day", "2 days", "three days": whole days, in seconds.
    private static func days(_ c: inout TokenCursor) -> Double? {
        c.attempt { c in
            var count: Double = 1
            if c.take(["a", "an"]) == nil {
                guard let number = NumberPhrase.parse(&c), number == number.rounded(), number >= 1, number <= 31 else { return nil }
                count = number
            }
            guard c.take(["day", "days"]) != nil else { return nil }
            return count * 86_400
        }
    }

    /// A clock time comes next ("2 days ago at 3pm", "a day ago 8am").
    private static func clockFollows(_ c: TokenCursor) -> Bool {
        var probe = c
        _ = probe.take(["at", "@"])
        return (try? ClockPhrase.parse(&probe, bare: true)) != nil
    }
}
