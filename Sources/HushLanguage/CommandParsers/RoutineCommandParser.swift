import HushDomain

/// Parses the morning-routine commands (Better Morning):
///
/// ```
/// routines                  show routine Oprah          start routine Winfrey       routine
/// today's routine           routine days                routine on monday           done 2
/// check meditate            uncheck 2                   did drink water             create routine
/// data                      data Oprah last week        restart routine Oprah       delete routine Oprah
/// reset all data            buy premium                 restore purchases           welcome
/// ```
///
/// `taskTitles` are today's task titles: "did drink water" is a check only when it names one of them
/// ("did" alone is a filler word in baby phrases).
public enum RoutineCommandParser {
    static let startWords: [String] = [
        "routines", "routine", "today's", "my", "show", "start", "choose", "pick", "follow", "switch", "done", "check", "tick",
        "uncheck", "untick", "did", "create", "new", "data", "restart", "edit", "rename", "delete", "remove", "reset", "buy", "restore",
        "welcome", "onboarding",
    ]

    /// Nil when the line is not a routine command.
    public static func parse(_ tokens: [Token], line text: String, taskTitles: [String] = []) throws -> RoutineCommand? {
        guard let first = tokens.first?.word, startWords.contains(first) else { return nil }
        let line = Line(tokens: tokens, text: text)
        let words = line.words
        switch first {
        case "routines":
            try line.end(1)
            return .catalog
        case "routine": return try routine(line)
        case "today's", "my":
            guard words.count > 1, words[1] == "routine" else { return nil }
            try line.end(2)
            return .today
        case "show" where words.count > 1 && (words[1] == "routine" || words[1] == "routines"):
            return .show(try line.name(from: 2, example: "show routine Oprah"))
        case "start", "choose", "pick", "follow", "switch": return try start(line)
        case "done", "check", "tick", "uncheck", "untick", "did": return try check(line, first: first, taskTitles: taskTitles)
        case "create", "new":
            guard words.count > 1, words[1] == "routine" else { return nil }
            return .create(try RoutineSpecParser.parse(tokens, from: 2, slice: line.slice))
        case "data": return try data(tokens, slice: line.slice)
        case "restart", "edit", "rename", "delete", "remove": return try named(line, first: first)
        case "reset", "buy", "restore": return try account(line, first: first)
        case "welcome", "onboarding":
            try line.end(1)
            return .onboarding
        default:
            return nil
        }
    }

    static func task(_ tokens: ArraySlice<Token>, slice: TypedText) throws -> TaskReference {
        if tokens.count == 1, let token = tokens.first, case .number(_, nil) = token.kind {
            guard case (let number, nil)? = token.wholeNumber, number >= 1 else { throw ParseError.unexpected(token.text, expected: "a task number", token.range) }
            return .number(number, token.range)
        }
        var rest = tokens
        if rest.first?.word == "task" || rest.first?.word == "off" { rest = rest.dropFirst() }
        guard let range = TypedText.range(rest) else {
            throw ParseError.missing("which task", example: "check 2' or 'check meditate", tokens.first!.range)
        }
        return .words(slice.text(rest), range)
    }

    /// `routine on monday`, `routine yesterday`, `routine on 2026-01-05`, `routine 3 days ago`.
    static func day(_ cursor: inout TokenCursor) throws -> DayReference {
        guard let token = cursor.current else {
            throw ParseError.missing("a day", example: "routine on monday' or 'routine on 2026-01-05", cursor.peek(-1)!.range)
        }
        let reference: DayReference
        if case .date(let y, let m, let d) = token.kind {
            guard CivilDateTime.isValid(year: y, month: m, day: d) else { throw ParseError.invalidDate(token.text, token.range) }
            reference = .date(CivilDate(dayNumber: CivilDateTime.dayNumber(year: y, month: m, day: d)), token.range)
            cursor.advance()
        } else if cursor.take(["yesterday"]) != nil {
            reference = .yesterday
        } else if cursor.take(["today"]) != nil {
            reference = .today
        } else if let word = token.word, let weekday = Self.weekdays[word] {
            reference = .weekday(weekday, token.range)
            cursor.advance()
        } else if case (let days, nil)? = token.wholeNumber, cursor.peekWord(1) == "days" || cursor.peekWord(1) == "day",
                  cursor.peekWord(2) == "ago" {
            reference = .daysAgo(days)
            cursor.index += 3
        } else {
            throw ParseError.unexpected(token.text, expected: "a day such as 'monday', 'yesterday' or '2026-01-05'", token.range)
        }
        if let extra = cursor.current { throw ParseError.unexpected(extra.text, expected: "nothing after the day", extra.range) }
        return reference
    }

    static let weekdays: [String: Int] = [
        "monday": 1, "mon": 1, "tuesday": 2, "tue": 2, "tues": 2, "wednesday": 3, "wed": 3, "thursday": 4, "thu": 4, "thurs": 4,
        "friday": 5, "fri": 5, "saturday": 6, "sat": 6, "sunday": 7, "sun": 7,
    ]

    static let weekWords: Set<String> = ["last", "this", "next", "previous", "prev", "week", "weeks", "back", "forward"]

    /// `data`, `data Oprah`, `data Oprah last week`, `data week of 2026-01-05`, `data previous`, `data next`.
    static func data(_ tokens: [Token], slice: TypedText) throws -> RoutineCommand {
        var nameEnd = 1
        while nameEnd < tokens.count, !(tokens[nameEnd].word.map(weekWords.contains) ?? false),
              !(nameEnd + 1 < tokens.count && tokens[nameEnd].isNumber && tokens[nameEnd + 1].word?.hasPrefix("week") == true) {
            nameEnd += 1
        }
        let nameTokens = tokens[1..<nameEnd]
        let name = TypedText.range(nameTokens).map { RoutineName(text: slice.text(nameTokens), range: $0) }
        var cursor = TokenCursor(tokens, index: nameEnd)
        let week: WeekReference
        if cursor.isAtEnd || cursor.takeSequence(["this", "week"]) {
            week = .current
        } else if cursor.takeSequence(["last", "week"]) || cursor.takeSequence(["previous", "week"]) {
            week = .offset(-1)
        } else if cursor.takeSequence(["next", "week"]) {
            week = .offset(1)
        } else if cursor.take(["previous", "prev", "back"]) != nil {
            week = .previous
        } else if cursor.take(["next", "forward"]) != nil {
            week = .next
        } else if cursor.takeSequence(["week", "of"]) {
            guard let token = cursor.current, case .date(let y, let m, let d) = token.kind else {
                throw ParseError.missing("a date", example: "data week of 2026-01-05", cursor.peek(-1)!.range)
            }
            guard CivilDateTime.isValid(year: y, month: m, day: d) else { throw ParseError.invalidDate(token.text, token.range) }
            cursor.advance()
            week = .of(CivilDate(dayNumber: CivilDateTime.dayNumber(year: y, month: m, day: d)))
        } else if case (let weeks, nil)? = cursor.current?.wholeNumber, cursor.peekWord(1) == "weeks" || cursor.peekWord(1) == "week",
                  cursor.peekWord(2) == "ago" {
            cursor.index += 3
            week = .offset(-weeks)
        } else {
            let token = cursor.current!
            throw ParseError.unexpected(token.text, expected: "'last week', 'this week', 'next week', 'week of 2026-01-05', 'previous' or 'next'", token.range)
        }
        if let extra = cursor.current { throw ParseError.unexpected(extra.text, expected: "nothing after the week", extra.range) }
        return .data(name, week)
    }
}

extension Token {
    var isNumber: Bool {
        if case .number = kind { return true }
        return false
    }
}
