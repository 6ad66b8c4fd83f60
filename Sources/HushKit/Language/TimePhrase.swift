/// Reads the when-part of an event phrase: a point ("now", "10 min ago", "an hour ago", "at 2:15pm",
/// "2:15", "14:15", "noon", "yesterday 11pm", "this morning at 6", "in 10 minutes") or a span
/// ("from 1 to 2:30pm", "from yesterday 11pm to 6am", "between 1 and 2").
///
/// ```swift
/// var cursor = TokenCursor(Lexer.tokens(in: "from 1 to 2:30pm"))
/// try TimePhrase.parse(&cursor)   // .span(from: 1:00, to: 2:30 PM)
/// ```
public enum TimePhrase {
    public static let vocabulary: Set<String> = [
        "now", "ago", "at", "since", "from", "to", "until", "till", "between", "today", "yesterday", "this", "morning",
        "afternoon", "evening", "night", "last", "tonight", "in", "around", "about",
    ]

    public static func parse(_ cursor: inout TokenCursor) throws -> TimeSlot? {
        try cursor.attempt { c in
            let start = c.index
            if c.take(["from", "between"]) != nil {
                // "from one to two thirty": the first "to" ends the start, even where "one to two" alone
                // would be a time (1:58).
                if let separator = c.tokens[c.index...].firstIndex(where: { ["to", "until", "till", "and"].contains($0.word ?? "") || $0.text == "-" }),
                   separator > c.index {
                    var head = TokenCursor(Array(c.tokens[c.index..<separator]))
                    if let from = try? point(&head, bare: true), head.current == nil {
                        c.index = separator + 1
                        guard let to = try point(&c, bare: true) else { throw ParseError.incompleteSpan(c.range(from: start)) }
                        return .span(from: from, to: to)
                    }
                }
                guard let from = try point(&c, bare: true) else { return nil }
                guard c.take(["to", "until", "till", "and"]) != nil || c.current?.text == "-" && { c.advance(); return true }(),
                      let to = try point(&c, bare: true) else {
                    throw ParseError.incompleteSpan(c.range(from: start))
                }
                return .span(from: from, to: to)
            }
            guard let from = try point(&c, bare: false) else { return nil }
            // "1 to 2:30pm" without "from" is still a span when the second half is a time
            let saved = c.index
            if c.take(["to", "until", "till"]) != nil || (c.current?.text == "-" && { c.advance(); return true }()),
               let to = try point(&c, bare: true) {
                return .span(from: from, to: to)
            }
            c.index = saved
            return .point(from)
        }
    }

    /// One moment. `bare` lets a plain number be an hour, as after "at" or "from".
    public static func point(_ cursor: inout TokenCursor, bare: Bool) throws -> LocatedTime? {
        try cursor.attempt { c in
            let start = c.index
            func located(_ point: TimePoint) -> LocatedTime {
                let words = c.tokens[start..<c.index].map(\.text).filter { $0.lowercased() != "at" }
                return LocatedTime(point, range: c.range(from: start), text: words.joined(separator: " "))
            }
            // "around 2" reads a bare hour, as "at 2" does.
            var approximately = c.take(["around", "about", "approximately", "roughly"]) != nil
            // ... but "about 4 oz" is an amount.
            if approximately, let unit = c.peekWord(1), Vocabulary.volumeUnits[unit] != nil { approximately = false }
            if c.take(["now"]) != nil || c.takeSequence(["right", "now"]) || c.takeSequence(["just", "now"]) {
                return located(.now)
            }
            if c.take(["in"]) != nil {
                guard let seconds = DurationPhrase.parse(&c) else { return nil }
                return located(.later(seconds: seconds))
            }
            if let seconds = DurationPhrase.parse(&c) {
                guard c.take(["ago"]) != nil else { return nil }
                return located(.ago(seconds: seconds))
            }
            // "at 2026-01-02 3:00pm", "on 2026-01-02 at 3pm": a date after "at" or "on"
            if ["at", "on"].contains(c.peekWord() ?? ""), case .date? = c.peek(1)?.kind { c.advance() }
            // day words before the time: "yesterday 11pm", "this morning at 6", "last night at 11"
            let day = dayWords(&c)
            let atWord = c.take(["at", "@", "since"]) != nil || c.current?.text == "@" && { c.advance(); return true }()
            guard var clock = try ClockPhrase.parse(&c, bare: bare || atWord || approximately || day.part != nil || day.day != nil) else {
                return nil
            }
            var dayHint = day
            if dayHint.day == nil && dayHint.part == nil {
                // day words after the time: "11pm yesterday", "6 this morning"
                dayHint = dayWords(&c)
            }
            clock.day = dayHint.day
            if clock.meridiem == nil, !clock.twentyFourHour, let part = dayHint.part {
                clock.meridiem = part.meridiem(forHour: clock.hour)
                if part == .night, clock.meridiem == .am, dayHint.day == .yesterday, dayHint.lastNight {
                    clock.day = .today
                }
            }
            return located(.clock(clock))
        }
    }

    enum PartOfDay {
        case morning, afternoon, evening, night

        func meridiem(forHour hour: Int) -> Token.Meridiem {
            switch self {
            case .morning: return hour == 12 ? .pm : .am
            case .afternoon, .evening: return .pm
            case .night: return (6...11).contains(hour) ? .pm : .am
            }
        }
    }

    struct DayWords {
        var day: ClockTime.Day?
        var part: PartOfDay?
        var lastNight = false
    }

    /// "today", "yesterday", "this morning", "last night", "tonight", "yesterday afternoon", a date.
    static func dayWords(_ c: inout TokenCursor) -> DayWords {
        var result = DayWords()
        if case .date(let year, let month, let day)? = c.current?.kind, CivilDateTime.isValid(year: year, month: month, day: day) {
            c.advance()
            result.day = .date(year: year, month: month, day: day)
        } else if c.take(["today"]) != nil {
            result.day = .today
        } else if c.take(["yesterday"]) != nil {
            result.day = .yesterday
        } else if c.takeSequence(["last", "night"]) {
            result.day = .yesterday
            result.part = .night
            result.lastNight = true
            return result
        } else if c.take(["tonight"]) != nil {
            result.day = .today
            result.part = .night
            return result
        }
        let saved = c.index
        _ = c.take(["this", "in", "the"])
        if let word = c.peekWord() {
            let part: PartOfDay? = ["morning": .morning, "afternoon": .afternoon, "evening": .evening, "night": .night][word]
            if let part {
                c.advance()
                result.part = part
                if result.day == nil, c.tokens[saved].word == "this" { result.day = .today }
                return result
            }
        }
        c.index = saved
        return result
    }
}
