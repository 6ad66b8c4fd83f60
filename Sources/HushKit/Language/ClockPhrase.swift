/// Reads a time of day: "2:15", "2:15pm", "14:15", "11pm", "11 p.m.", "noon", "midnight", "6 o'clock",
/// "quarter past two", "ten to four", "half past three", "half three", and (when `bare` is allowed, after
/// "at", "from", "to") a plain hour "6" or spoken "three thirty".
///
/// Out-of-range values ("27:00") throw, so the error can point at them instead of guessing.
///
/// ```swift
/// var cursor = TokenCursor(Lexer.tokens(in: "2:15pm"))
/// try ClockPhrase.parse(&cursor, bare: false)   // ClockTime(hour: 2, minute: 15, meridiem: .pm)
/// ```
public enum ClockPhrase {
    public static let vocabulary: Set<String> = ["noon", "midnight", "o'clock", "oclock", "past", "quarter", "am", "pm"]

    public static func parse(_ cursor: inout TokenCursor, bare: Bool) throws -> ClockTime? {
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
            if let spoken = try cursor.attempt({ try spokenRelative(&$0) }) { return try checked(spoken, cursor, start) }
        }
        switch token.kind {
        case .clock(let hour, let minute, let meridiem):
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
        case .word where bare:
            // "three thirty", "three", "ten fifteen pm"
            guard let hourWord = cursor.peekWord(), let hour = NumberPhrase.units[hourWord], hour >= 1, hour <= 12 else { return nil }
            cursor.advance()
            var minute = 0
            if let next = cursor.peekWord() {
                if next == "oh", let unit = cursor.peekWord(1).flatMap({ NumberPhrase.units[$0] }), unit < 10 {
                    cursor.index += 2
                    minute = unit
                } else if let tens = NumberPhrase.tens[next], tens < 60 {
                    cursor.advance()
                    minute = tens
                    if let unit = cursor.peekWord().flatMap({ NumberPhrase.units[$0] }), unit > 0, unit < 10 {
                        cursor.advance()
                        minute += unit
                    }
                } else if let teen = NumberPhrase.units[next], teen >= 10 {
                    cursor.advance()
                    minute = teen
                }
            }
            _ = cursor.take(["o'clock", "oclock"])
            return try checked(ClockTime(hour: hour, minute: minute, meridiem: meridiemWords(&cursor)), cursor, start)
        default:
            return nil
        }
    }

    /// "quarter past two", "ten to four", "half past three", "half three" (British: 3:30).
    private static func spokenRelative(_ c: inout TokenCursor) throws -> ClockTime? {
        var minutes: Int
        if c.take(["quarter"]) != nil {
            minutes = 15
        } else if c.take(["half"]) != nil {
            minutes = 30
            if let hourWord = c.peekWord(), let hour = NumberPhrase.units[hourWord], hour >= 1, hour <= 12 {
                c.advance()
                return ClockTime(hour: hour, minute: 30, meridiem: meridiemWords(&c))
            }
        } else if let value = NumberPhrase.whole(&c, volume: false), value >= 1, value < 30, value == value.rounded() {
            minutes = Int(value)
            _ = c.take(["minutes", "minute", "mins", "min"])
        } else {
            return nil
        }
        let before: Bool
        if c.take(["past", "after"]) != nil {
            before = false
        } else if c.take(["to", "til", "till", "before"]) != nil {
            before = true
        } else {
            return nil
        }
        var hour: Int
        if case .number(let value, nil)? = c.current?.kind, value == value.rounded(), value >= 1, value <= 12 {
            c.advance()
            hour = Int(value)
        } else if let word = c.peekWord(), let value = NumberPhrase.units[word], value >= 1, value <= 12 {
            c.advance()
            hour = value
        } else if c.take(["noon"]) != nil {
            hour = 12
        } else {
            return nil
        }
        var minute = minutes
        if before {
            hour = hour == 1 ? 12 : hour - 1
            minute = 60 - minutes
        }
        return ClockTime(hour: hour, minute: minute, meridiem: meridiemWords(&c))
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

    private static func checked(_ time: ClockTime, _ cursor: TokenCursor, _ start: Int) throws -> ClockTime {
        let range = cursor.range(from: start)
        let limit = time.meridiem == nil ? 23 : 12
        guard time.hour <= limit, time.minute <= 59, !(time.meridiem != nil && time.hour == 0) else {
            throw ParseError.invalidTime(cursor.tokens[start..<cursor.index].map(\.text).joined(separator: " "), range)
        }
        return time
    }
}
