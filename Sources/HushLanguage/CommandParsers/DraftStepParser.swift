import HushDomain

/// Parses a line typed during guided creation (`create routine` with nothing after it):
///
/// ```
/// Calm start            (a title, while the draft has none)
/// 6:00 drink water      stretch at 6:05       delete 2        title Slow start
/// show                  save                  cancel          discard
/// ```
///
/// Other commands keep working during creation (`status`, `help`, `reset all data`), so a line is a
/// step only when it has a step's shape; ``step(_:)`` says nil otherwise and the interpreter tries
/// the line as a command, then as the title.
public enum DraftStepParser {
    /// The step `line` states, or nil when it is not shaped like one.
    public static func step(_ line: String) throws -> DraftStep? {
        let tokens = Lexer.tokens(in: line)
        guard !tokens.isEmpty else { throw ParseError.empty }
        let slice = TypedText(line)
        let words = tokens.map { $0.word ?? $0.text }
        if tokens.count == 1 {
            switch words[0] {
            case "save", "finish", "done": return .save
            case "cancel", "later", "back", "leave", "pause": return .leave
            case "discard": return .discard
            case "show", "list", "draft": return .show
            default: break
            }
        }
        if tokens.count == 2, words == ["discard", "draft"] || words == ["start", "over"] { return .discard }
        if tokens.count == 2, ["delete", "remove"].contains(words[0]) {
            guard case (let number, nil)? = tokens[1].wholeNumber, number >= 1 else {
                throw ParseError.unexpected(tokens[1].text, expected: "a task number, as in 'delete 2'", tokens[1].range)
            }
            return .remove(number, tokens[1].range)
        }
        if ["title", "rename"].contains(words[0]) && tokens.count > 1 {
            let rest = tokens[1...]
            let title = try RoutineSpecParser.checkedTitle(slice.text(rest), range: TypedText.range(rest)!)
            return .title(title.text, title.range)
        }
        let whole = TypedText.range(tokens[...])!
        do {
            let (task, range) = try RoutineSpecParser.task(tokens[...], slice: slice)
            return .add(task, range)
        } catch ParseError.missing(_, _, let range) where range == whole {
            // No time anywhere: not a task.
            return nil
        }
    }

    /// The whole line as the routine's title.
    public static func title(_ line: String) throws -> DraftStep {
        let tokens = Lexer.tokens(in: line)
        guard let range = TypedText.range(tokens[...]) else { throw ParseError.empty }
        let title = try RoutineSpecParser.checkedTitle(TypedText(line).text(tokens[...]), range: range)
        return .title(title.text, title.range)
    }

    /// The error for a line that is neither a step nor a command once the draft has its title.
    public static func notAStep(_ line: String) -> ParseError {
        let tokens = Lexer.tokens(in: line)
        let range = TypedText.range(tokens[...]) ?? SourceRange(start: 0, end: 1)
        return .unexpected(tokens.first?.text ?? line, expected: "a task with a time ('6:05 stretch'), 'delete 2', 'save' or 'cancel' "
                           + "(baby logs wait until 'cancel')", range)
    }
}
