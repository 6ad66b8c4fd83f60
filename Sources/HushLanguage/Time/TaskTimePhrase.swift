import HushDomain

/// A routine task's time of day: `6:00`, `06:05`, `6am`, `6:30 am`, `18:45`. Without am/pm a time is on
/// the 24-hour clock (a morning routine's `6:00` is 6 AM). Times must fall on a 5-minute step, as the
/// app's time picker allows (Better Morning 2.2).
///
/// ```swift
/// var cursor = TokenCursor(Lexer.tokens(in: "6:05 stretch"))
/// try TaskTimePhrase.parse(&cursor)?.minutes   // 365
/// ```
public enum TaskTimePhrase {
    public static func parse(_ cursor: inout TokenCursor) throws -> (minutes: Int, range: SourceRange)? {
        guard let token = cursor.current else { return nil }
        var hour: Int
        var minute = 0
        var meridiem: Token.Meridiem?
        switch token.kind {
        case .clock(let h, let m, let half):
            (hour, minute, meridiem) = (h, m, half)
        case .number(let value, let suffix) where value == value.rounded() && value >= 0 && value <= 12:
            guard let suffix, let half = Token.Meridiem(rawValue: suffix) else {
                // A bare number is a time only with am/pm after it ("6 am").
                guard suffix == nil, let next = cursor.peekWord(1), let half = Token.Meridiem(rawValue: next) else { return nil }
                cursor.advance()
                meridiem = half
                hour = Int(value)
                break
            }
            (hour, meridiem) = (Int(value), half)
        default:
            return nil
        }
        let start = token.range
        cursor.advance()
        if meridiem == nil, let word = cursor.peekWord(), let half = Token.Meridiem(rawValue: word) {
            meridiem = half
            cursor.advance()
        }
        let range = start.union(cursor.peek(-1)!.range)
        if let meridiem {
            guard (1...12).contains(hour) else { throw ParseError.invalidTime(token.text, range) }
            hour = hour % 12 + (meridiem == .pm ? 12 : 0)
        }
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { throw ParseError.invalidTime(token.text, range) }
        let minutes = hour * 60 + minute
        let step = RoutineLimits.timeStep
        guard minutes % step == 0 else {
            let before = minutes - minutes % step
            let after = (before + step) % (24 * 60)
            throw ParseError.conflicting("\(clock(minutes)) is not on a 5-minute step; use \(clock(before)) or \(clock(after))", range)
        }
        return (minutes, range)
    }

    /// `6:05` on the 24-hour clock, as a person would retype it.
    static func clock(_ minutes: Int) -> String {
        let m = minutes % 60
        return "\(minutes / 60):" + (m < 10 ? "0" : "") + String(m)
    }
}
