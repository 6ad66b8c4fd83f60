/// Parses a line typed during guided creation (`create routine` with nothing after it):
///
/// ```
/// Calm start            (the first line is the title)
/// 6:00 drink water      stretch at 6:05       delete 2        title Slow start
/// show                  save                  cancel          discard
/// ```
///
/// `hasTitle` says whether the draft has its title yet: until it does, a line is the title.
public enum DraftStepParser {
    public static func parse(_ line: String, hasTitle: Bool) throws -> DraftStep {
        let tokens = Lexer.tokens(in: line)
        guard let first = tokens.first else { throw ParseError.empty }
        let slice = RoutineTextSlice(line)
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
            guard case .number(let value, nil) = tokens[1].kind, value == value.rounded(), value >= 1 else {
                throw ParseError.unexpected(tokens[1].text, expected: "a task number, as in 'delete 2'", tokens[1].range)
            }
            return .remove(Int(value), tokens[1].range)
        }
        if ["title", "rename", "name"].contains(words[0]) && tokens.count > 1 {
            let rest = tokens[1...]
            let title = try RoutineSpecParser.checkedTitle(slice.text(rest), range: RoutineTextSlice.range(rest)!)
            return .title(title.text, title.range)
        }
        if !hasTitle {
            let title = try RoutineSpecParser.checkedTitle(slice.text(tokens[...]), range: RoutineTextSlice.range(tokens[...])!)
            return .title(title.text, title.range)
        }
        do {
            let (task, range) = try RoutineSpecParser.task(tokens[...], slice: slice)
            return .add(task, range)
        } catch ParseError.missing(_, _, let range) where range == RoutineTextSlice.range(tokens[...]) {
            throw ParseError.unexpected(first.text, expected: "a task with a time ('6:05 stretch'), 'delete 2', 'save' or 'cancel'",
                                        RoutineTextSlice.range(tokens[...])!)
        }
    }
}
