import HushDomain

/// The day part of a time: "today", "yesterday", "this morning", "in the afternoon", "last night",
/// "tonight", a date, and the calendar's days (``CalendarDayPhrase``: "last sunday", "feb 11").
///
/// ```swift
/// var cursor = TokenCursor(Lexer.tokens(in: "yesterday afternoon"))
/// try TimePhrase.dayWords(&cursor)   // day .yesterday, part .afternoon
/// ```
extension TimePhrase {
    enum PartOfDay {
        case morning, afternoon, evening, night

        static let words: [String: PartOfDay] = ["morning": .morning, "afternoon": .afternoon, "evening": .evening, "night": .night]

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

    static func dayWords(_ c: inout TokenCursor) throws -> DayWords {
        var result = DayWords()
        if case .date(let year, let month, let day)? = c.current?.kind, CivilDateTime.isValid(year: year, month: month, day: day) {
            c.advance()
            result.day = .date(year: year, month: month, day: day)
        } else if c.take(["today"]) != nil {
            result.day = .today
        } else if c.takeSequence(["the", "day", "before", "yesterday"]) || c.takeSequence(["day", "before", "yesterday"]) {
            result.day = .daysAgo(2)
        } else if c.peekWord() == "yesterday", c.peekWord(1) != "night", c.take(["yesterday"]) != nil {
            result.day = .yesterday
        } else if c.takeSequence(["last", "night"]) || c.takeSequence(["yesterday", "night"]) {
            // "yesterday night" is last night, its small hours today's.
            result.day = .yesterday
            result.part = .night
            result.lastNight = true
            return result
        } else if c.take(["tonight"]) != nil {
            result.day = .tonight
            result.part = .night
            return result
        } else if let day = try CalendarDayPhrase.parse(&c) {
            result.day = day
        }
        if let part = partOfDay(&c) {
            result.part = part.part
            if result.day == nil, part.saidThis { result.day = .today }
        }
        return result
    }

    /// "this morning", "in the afternoon", "in afternoon", "afternoon", "at night".
    static func partOfDay(_ c: inout TokenCursor) -> (part: PartOfDay, saidThis: Bool)? {
        let saved = c.index
        let saidThis = c.take(["this"]) != nil
        if !saidThis {
            if c.take(["in"]) != nil {
                _ = c.take(["the"])
            } else if c.peekWord() == "at", c.peekWord(1) == "night" {
                c.advance()
            } else {
                _ = c.take(["the"])
            }
        }
        if let word = c.peekWord(), let part = PartOfDay.words[word] {
            c.advance()
            return (part, saidThis)
        }
        c.index = saved
        return nil
    }

    /// True when a part of the day comes next ("in the morning", "at night"): a plain hour before it is a time.
    static func partOfDayFollows(_ c: TokenCursor) -> Bool {
        var probe = c
        guard ["in", "at"].contains(probe.peekWord() ?? "") else { return false }
        return partOfDay(&probe) != nil
    }
}
