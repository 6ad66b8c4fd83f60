import HushDomain

/// Parses the arguments of `clock`: `clock 2026-01-02 06:30`, `clock 2026-01-02T06:30`, `clock 06:30`
/// (today), `clock +45m`, `clock +1h 30m`.
///
/// ```swift
/// try ClockCommandParser.parse(Lexer.tokens(in: "clock +45m"))   // .by(seconds: 2700)
/// ```
public enum ClockCommandParser {
    public static func parse(_ tokens: [Token]) throws -> ClockMove {
        let example = "clock 2026-01-02 06:30' or 'clock +45m"
        guard tokens.count > 1 else { throw ParseError.missing("a time", example: example, tokens[0].range) }
        var cursor = TokenCursor(tokens, index: 1)
        let move: ClockMove
        if cursor.current?.text == "+" {
            cursor.advance()
            guard let seconds = DurationPhrase.parse(&cursor) else {
                let at = cursor.current ?? tokens[1]
                throw ParseError.unexpected(at.text, expected: "a duration like +45m or +1h 30m", at.range)
            }
            move = .by(seconds: seconds)
        } else if case .date(let year, let month, let day)? = cursor.current?.kind {
            let dateToken = cursor.current!
            guard CivilDateTime.isValid(year: year, month: month, day: day) else {
                throw ParseError.invalidDate(dateToken.text, dateToken.range)
            }
            cursor.advance()
            // "2026-01-02T06:30" lexes as date, word "t06"? No: the T glues to digits; accept "T" split forms too.
            var time = ClockTime(hour: 0, minute: 0)
            if cursor.current?.word?.hasPrefix("t") == true, cursor.current!.word!.count == 1 { cursor.advance() }
            if !cursor.isAtEnd {
                guard let parsed = try ClockPhrase.parse(&cursor, bare: true) else {
                    let at = cursor.current!
                    throw ParseError.unexpected(at.text, expected: "a time like 06:30", at.range)
                }
                time = parsed
            }
            let hour = time.candidateHours.count == 1 ? time.candidateHours[0] : time.hour
            move = .to(CivilDateTime(year: year, month: month, day: day, hour: hour, minute: time.minute))
        } else if let time = try ClockPhrase.parse(&cursor, bare: true) {
            let hour = time.candidateHours.count == 1 ? time.candidateHours[0] : time.hour
            move = .toTimeToday(hour: hour, minute: time.minute)
        } else {
            let at = cursor.current!
            throw ParseError.unexpected(at.text, expected: "a time like '2026-01-02 06:30' or '+45m'", at.range)
        }
        if let extra = cursor.current {
            throw ParseError.unexpected(extra.text, expected: "nothing more after the time", extra.range)
        }
        return move
    }
}
