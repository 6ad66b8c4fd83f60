import HushDomain

/// Reads a time of day: "2:15", "2:15pm", "14:15", "11pm", "11 p.m.", "noon", "midnight", "6 o'clock",
/// "quarter past two", "a quarter past 3pm", "twenty after 3pm", "ten to four", "half past three", "half three",
/// spoken times that can only be times ("ten thirty am", "four twenty-three", "nine fifty nine", "twelve oh
/// three"), and (when `bare` is allowed, after "at", "from", "to") a plain hour "6" or "three thirty".
/// `afterVerb` (right after "fell asleep", "woke up") lets "three thirty" be a time without "at": there it
/// cannot be an amount, while "ate three thirty" is left to the amount reader.
///
/// Out-of-range values ("27:00") throw, so the error can point at them instead of guessing.
///
/// ```swift
/// var cursor = TokenCursor(Lexer.tokens(in: "2:15pm"))
/// try ClockPhrase.parse(&cursor, bare: false)   // ClockTime(hour: 2, minute: 15, meridiem: .pm)
/// ```
public enum ClockPhrase {
    public static let vocabulary: Set<String> = ["noon", "midnight", "o'clock", "oclock", "past", "quarter", "am", "pm"]

    public static func parse(_ cursor: inout TokenCursor, bare: Bool, afterVerb: Bool = false) throws -> ClockTime? {
        let start = cursor.index
        guard let token = cursor.current else { return nil }
        if let word = token.word {
            if word == "noon" || word == "midday" {
                cursor.advance()
                return ClockTime(hour: 12, minute: 0, meridiem: .pm)
            }
            if word == "midnight" {
                cursor.advance()
                return ClockTime(hour: 0, minute: 0, twentyFourHour: true)
            }
        }
        if let spoken = try cursor.attempt({ try spokenRelative(&$0) }) { return try checked(spoken, cursor, start) }
        // "12 noon", "12 midnight": the hour said with its name.
        if case .number(12, nil) = token.kind, let name = cursor.peekWord(1), ["noon", "midday", "midnight"].contains(name) {
            cursor.index += 2
            return name == "midnight" ? ClockTime(hour: 0, minute: 0, twentyFourHour: true) : ClockTime(hour: 12, minute: 0, meridiem: .pm)
        }
        switch token.kind {
        case .clock(let hour, let minute, let meridiem):
            try refuseShortMinutes(token)
            cursor.advance()
            var time = ClockTime(hour: hour, minute: minute, meridiem: meridiem,
                                 twentyFourHour: meridiem == nil && token.text.hasPrefix("0"))
            if time.meridiem == nil { time.meridiem = meridiemWords(&cursor) }
            return try checked(time, cursor, start)
        case .number(let value, let suffix) where value == value.rounded() && value >= 0 && value < 10_000:
            if let suffix, let meridiem = Lexer.meridiem(suffix) {
                cursor.advance()
                return try checked(ClockTime(hour: Int(value), minute: 0, meridiem: meridiem), cursor, start)
            }
            guard suffix == nil else { return nil }
            // "6 pm", "6 o'clock", or a bare hour where a time is expected ("at 6"); "1430" reads as 14:30
            if cursor.peekWord(1).flatMap(Lexer.meridiem) != nil || ["o'clock", "oclock"].contains(cursor.peekWord(1) ?? "") || bare {
                cursor.advance()
                var hour = Int(value), minute = 0
                if token.text.count == 4 || token.text.count == 3 { (hour, minute) = (hour / 100, hour % 100) }
                _ = cursor.take(["o'clock", "oclock"])
                let meridiem = meridiemWords(&cursor)
                return try checked(ClockTime(hour: hour, minute: minute, meridiem: meridiem,
                                             twentyFourHour: token.text.count == 4), cursor, start)
            }
            return nil
        case .word:
            return try cursor.attempt { c in try spokenClock(&c, bare: bare, afterVerb: afterVerb) }.map { try checked($0, cursor, start) }
        default:
            return nil
        }
    }

    /// "three thirty", "ten fifteen pm", "twelve oh three", "four twenty-three", "nine fifty nine a m".
    /// Without `bare` it needs am/pm, or a sleep or wake word just before: "one twenty two" and "one oh
    /// five" are how people say 122 and 105 ml, so elsewhere they are left to the amount reader.
    private static func spokenClock(_ c: inout TokenCursor, bare: Bool, afterVerb: Bool) throws -> ClockTime? {
        guard let hourWord = c.peekWord(), let hour = NumberPhrase.units[hourWord], hour >= 1, hour <= 12 else { return nil }
        c.advance()
        var minute = 0
        var minuteSaid = false
        if let next = c.peekWord() {
            let hyphenated = next.split(separator: "-").map(String.init)
            if next == "oh", let unit = c.peekWord(1).flatMap({ NumberPhrase.units[$0] }), unit < 10 {
                c.index += 2
                minute = unit
                minuteSaid = true
            } else if hyphenated.count == 2, let tens = NumberPhrase.tens[hyphenated[0]], tens < 60,
                      let unit = NumberPhrase.units[hyphenated[1]], unit > 0, unit < 10 {
                c.advance()
                minute = tens + unit
                minuteSaid = true
            } else if let tens = NumberPhrase.tens[next], tens < 60 {
                c.advance()
                minute = tens
                minuteSaid = true
                if let unit = c.peekWord().flatMap({ NumberPhrase.units[$0] }), unit > 0, unit < 10 {
                    c.advance()
                    minute += unit
                }
            } else if let teen = NumberPhrase.units[next], teen >= 10 {
                c.advance()
                minute = teen
                minuteSaid = true
            }
        }
        // "three sixty", "three thirty minutes": not a time
        if let next = c.peekWord(), NumberPhrase.tens[next] != nil || NumberPhrase.units[next] != nil || DurationPhrase.unitSeconds[next] != nil {
            return nil
        }
        _ = c.take(["o'clock", "oclock"])
        let meridiem = meridiemWords(&c)
        guard bare || meridiem != nil || (afterVerb && minuteSaid) else { return nil }
        return ClockTime(hour: hour, minute: minute, meridiem: meridiem)
    }

    /// "quarter past two", "a quarter past 3pm", "20 past 3pm", "ten to four", "half past three", "half three" (British: 3:30).
    private static func spokenRelative(_ c: inout TokenCursor) throws -> ClockTime? {
        var minutes: Int
        var digits = false
        if c.takeSequence(["a", "quarter"]) || c.take(["quarter"]) != nil {
            minutes = 15
        } else if c.take(["half"]) != nil {
            minutes = 30
            if let hourWord = c.peekWord(), let hour = NumberPhrase.units[hourWord], hour >= 1, hour <= 12 {
                c.advance()
                return ClockTime(hour: hour, minute: 30, meridiem: meridiemWords(&c))
            }
        } else if let value = NumberPhrase.whole(&c, volume: false), value >= 1, value < 30, value == value.rounded() {
            digits = c.peek(-1).map { if case .number = $0.kind { return true } else { return false } } ?? false
            minutes = Int(value)
            // "ten to six" is 5:50, but "one to two" and "eleven to one" are spans: only a clock's fives are
            // said bare; any other minute says "minutes" ("three minutes to two").
            guard c.take(["minutes", "minute", "mins", "min"]) != nil || minutes % 5 == 0 else { return nil }
        } else {
            return nil
        }
        let before: Bool
        // Digits read only with "past" ("20 past 3pm"): "ate 4 after 3pm" is an amount and a time.
        if c.take(digits ? ["past"] : ["past", "after"]) != nil {
            before = false
        } else if !digits, c.take(["to", "til", "till", "before", "of"]) != nil {
            // "quarter of three", "ten of three": the American "of" is "to".
            // "1 to 3pm" is a span, never 2:59
            before = true
        } else {
            return nil
        }
        var hour: Int
        var glued: Token.Meridiem?
        if case .number(let value, let suffix)? = c.current?.kind, value == value.rounded(), value >= 1, value <= 12,
           suffix == nil || suffix.flatMap(Lexer.meridiem) != nil {
            c.advance()
            hour = Int(value)
            glued = suffix.flatMap(Lexer.meridiem)
        } else if let word = c.peekWord(), let value = NumberPhrase.units[word], value >= 1, value <= 12 {
            c.advance()
            hour = value
        } else if c.take(["noon"]) != nil {
            hour = 12
            // "a quarter to noon" is 11:45 in the morning, "ten past noon" 12:10 in the afternoon
            glued = before ? .am : .pm
        } else {
            return nil
        }
        var minute = minutes
        if before {
            hour = hour == 1 ? 12 : hour - 1
            minute = 60 - minutes
        }
        return ClockTime(hour: hour, minute: minute, meridiem: glued ?? meridiemWords(&c))
    }

    /// "am", "pm", "a.m.", "p m".
    static func meridiemWords(_ cursor: inout TokenCursor) -> Token.Meridiem? {
        if let word = cursor.peekWord(), let meridiem = Lexer.meridiem(word), word.count <= 2 || word.contains(".") {
            if word.count == 1 {
                // "p m" or "p.m." arrive as separate letters and dots
                let saved = cursor.index
                cursor.advance()
                while cursor.current?.text == "." { cursor.advance() }
                if cursor.peekWord() == "m" {
                    cursor.advance()
                    while cursor.current?.text == "." { cursor.advance() }
                    return meridiem
                }
                cursor.index = saved
                return nil
            }
            cursor.advance()
            return meridiem
        }
        return nil
    }

    /// "2:3": a clock's minutes are two digits, and a recogniser that lost one ("2:30", "2:03") wrote
    /// neither; read as 2:03 in every command (an edit, a question, `clock`), it was a guess.
    static func refuseShortMinutes(_ token: Token) throws {
        guard let colon = token.text.firstIndex(of: ":") else { return }
        let hour = token.text[..<colon], minutes = token.text[token.text.index(after: colon)...].prefix(while: \.isNumber)
        if minutes.count == 1 {
            throw ParseError.impossibleNumber(token.text, why: "a clock's minutes have two digits; say '\(hour):\(minutes)0' or '\(hour):0\(minutes)'", token.range)
        }
    }

    private static func checked(_ time: ClockTime, _ cursor: TokenCursor, _ start: Int) throws -> ClockTime {
        let range = cursor.range(from: start)
        let limit = time.meridiem == nil ? 23 : 12
        guard time.hour <= limit, time.minute <= 59, !(time.meridiem != nil && time.hour == 0) else {
            throw ParseError.invalidTime(cursor.tokens[start..<cursor.index].map(\.text).joined(separator: " "), range)
        }
        return time
    }
}
