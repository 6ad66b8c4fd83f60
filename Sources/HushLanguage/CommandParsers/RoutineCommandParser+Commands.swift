import HushDomain

/// The readers of ``RoutineCommandParser``: the line as read (``Line``), and one reader for each family of
/// routine commands that takes more than its words.
extension RoutineCommandParser {
    /// A routine line: its tokens, their words, and the text as typed (names keep their case and spacing).
    ///
    /// ```swift
    /// try Line(tokens: Lexer.tokens(in: "show routine Oprah"), text: "show routine Oprah").name(from: 2, example: "…").text   // "Oprah"
    /// ```
    struct Line {
        let tokens: [Token]
        let words: [String]
        let slice: TypedText

        init(tokens: [Token], text: String) {
            self.tokens = tokens
            words = tokens.map { $0.word ?? $0.text }
            slice = TypedText(text)
        }

        /// The routine's name: the rest of the line from `index`, as typed.
        func name(from index: Int, example: String) throws -> RoutineName {
            let rest = tokens[index...]
            guard let range = TypedText.range(rest) else {
                throw ParseError.missing("a routine's name", example: example, tokens[index - 1].range)
            }
            return RoutineName(text: slice.text(rest), range: range)
        }

        /// Nothing may follow the first `count` words.
        func end(_ count: Int) throws {
            if tokens.count > count {
                throw ParseError.unexpected(tokens[count].text, expected: "nothing after '\(words[..<count].joined(separator: " "))'", tokens[count].range)
            }
        }
    }

    /// "routine", "routine today", "routine days", "routine on monday".
    static func routine(_ line: Line) throws -> RoutineCommand {
        guard line.words.count > 1 else { return .today }
        if line.words[1] == "today" {
            try line.end(2)
            return .today
        }
        if line.words[1] == "days" || line.words[1] == "dates" {
            try line.end(2)
            return .days
        }
        var cursor = TokenCursor(line.tokens, index: 1)
        _ = cursor.take(["on", "for"])
        return .day(try day(&cursor))
    }

    /// "start routine Oprah", "switch to routine Winfrey".
    static func start(_ line: Line) throws -> RoutineCommand? {
        let words = line.words
        var index = 1
        if words.count > index, words[index] == "to" { index += 1 }
        guard words.count > index, words[index] == "routine" else { return nil }
        index += 1
        if words.count > index, words[index] == "to" { index += 1 }
        return .start(try line.name(from: index, example: "start routine Oprah"))
    }

    /// "done 2", "check meditate", "uncheck 2", "did drink water" (only when it names today's task).
    static func check(_ line: Line, first: String, taskTitles: [String]) throws -> RoutineCommand? {
        let tokens = line.tokens
        switch first {
        case "done":
            // "done" alone finishes a feed; "done 2" checks task 2.
            guard tokens.count == 2, case (let number, nil)? = tokens[1].wholeNumber, number >= 1 else { return nil }
            return .check(.number(number, tokens[1].range), done: true)
        case "did":
            guard tokens.count > 1, case .words(let text, let range) = try task(tokens[1...], slice: line.slice),
                  TaskMatch.candidates(text, in: taskTitles).count == 1 else { return nil }
            return .check(.words(text, range), done: true)
        default:
            guard tokens.count > 1 else { throw ParseError.missing("which task", example: "\(first) 2' or '\(first) meditate", tokens[0].range) }
            return .check(try task(tokens[1...], slice: line.slice), done: first == "check" || first == "tick")
        }
    }

    /// "restart routine Oprah", "edit routine Oprah" (refused when run), "delete routine Oprah".
    static func named(_ line: Line, first: String) throws -> RoutineCommand? {
        guard line.words.count > 1, line.words[1] == "routine" else { return nil }
        switch first {
        case "restart": return .restart(try line.name(from: 2, example: "restart routine Oprah"))
        case "edit", "rename": return .edit(try line.name(from: 2, example: "edit routine Oprah"))
        default: return .delete(try line.name(from: 2, example: "delete routine Oprah"))
        }
    }

    /// "reset all data", "buy premium", "restore purchases".
    static func account(_ line: Line, first: String) throws -> RoutineCommand? {
        let words = line.words, tokens = line.tokens
        switch first {
        case "reset":
            guard words.count >= 3, words[1] == "all", words[2] == "data" else {
                throw ParseError.missing("what to reset", example: "reset all data", tokens[0].range)
            }
            try line.end(3)
            return .resetAll
        case "buy":
            guard words.count > 1, ["premium", "unlock", "hush"].contains(words[1]) else {
                throw ParseError.missing("what to buy", example: "buy premium", tokens[0].range)
            }
            try line.end(words.count > 2 && words[2] == "premium" ? 3 : 2)
            return .buyPremium
        default:
            guard words.count > 1, words[1] == "purchases" || words[1] == "purchase" else { return nil }
            try line.end(2)
            return .restorePurchases
        }
    }
}
