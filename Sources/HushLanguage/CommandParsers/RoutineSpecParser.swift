import HushDomain

/// Parses a custom routine written in one line, after `create routine`:
///
/// ```
/// create routine "Calm start": 6:00 drink water, 6:05 stretch, 6:30 journal
/// create routine Calm start: 6am drink water; stretch at 6:05
/// ```
///
/// Nothing after `create routine` means the guided flow (nil). Limits are checked here, where the
/// positions are known: a title of 1–20 characters, task titles of 1–70, times on 5-minute steps, at
/// most 20 tasks.
public enum RoutineSpecParser {
    static func parse(_ tokens: [Token], from start: Int, slice: TypedText) throws -> RoutineSpec? {
        guard start < tokens.count else { return nil }
        var index = start
        let titleTokens: ArraySlice<Token>
        if case .symbol(let quote) = tokens[index].kind, quote == "\"" || quote == "“" {
            guard let close = tokens[(index + 1)...].firstIndex(where: { $0.isSymbol && ($0.text == "\"" || $0.text == "”") }) else {
                throw ParseError.missing("the closing quote", example: "create routine \"Calm start\": 6:00 drink water", tokens[index].range)
            }
            titleTokens = tokens[(index + 1)..<close]
            index = close + 1
        } else {
            let colon = tokens[index...].firstIndex { $0.isSymbol && $0.text == ":" } ?? tokens.count
            titleTokens = tokens[index..<colon]
            index = colon
        }
        guard index < tokens.count, tokens[index].isSymbol, tokens[index].text == ":" else {
            let at = index < tokens.count ? tokens[index].range : tokens.last!.range
            throw ParseError.missing("a colon before the tasks", example: "create routine \"Calm start\": 6:00 drink water, 6:05 stretch", at)
        }
        let colonRange = tokens[index].range
        let title = try checkedTitle(slice.text(titleTokens), range: TypedText.range(titleTokens) ?? colonRange)
        index += 1
        var tasks: [RoutineTask] = []
        var ranges: [SourceRange] = []
        var pieceStart = index
        for position in index...tokens.count {
            let atSeparator = position == tokens.count || (tokens[position].isSymbol && (tokens[position].text == "," || tokens[position].text == ";"))
            guard atSeparator else { continue }
            let piece = tokens[pieceStart..<position]
            pieceStart = position + 1
            if piece.isEmpty { continue }
            let (task, range) = try self.task(piece, slice: slice)
            if tasks.count == RoutineLimits.maximumTasks {
                throw ParseError.conflicting("a routine holds at most \(RoutineLimits.maximumTasks) tasks; this is task \(tasks.count + 1)", range)
            }
            tasks.append(task)
            ranges.append(range)
        }
        guard !tasks.isEmpty else {
            throw ParseError.missing("the tasks", example: "create routine \"\(title.text)\": 6:00 drink water, 6:05 stretch", colonRange)
        }
        return RoutineSpec(title: title.text, titleRange: title.range, tasks: tasks, taskRanges: ranges)
    }

    /// One task: `6:05 stretch` or `stretch at 6:05`.
    static func task(_ tokens: ArraySlice<Token>, slice: TypedText) throws -> (RoutineTask, SourceRange) {
        let whole = TypedText.range(tokens)!
        var cursor = TokenCursor(Array(tokens))
        var titleTokens: ArraySlice<Token>
        let time: (minutes: Int, range: SourceRange)
        if let leading = try TaskTimePhrase.parse(&cursor) {
            time = leading
            titleTokens = cursor.tokens[cursor.index...]
            if titleTokens.first?.isSymbol == true && titleTokens.first?.text == "-" { titleTokens = titleTokens.dropFirst() }
        } else if let at = cursor.tokens.lastIndex(where: { $0.word == "at" }), at > 0 {
            var trailing = TokenCursor(cursor.tokens, index: at + 1)
            guard let found = try TaskTimePhrase.parse(&trailing), trailing.isAtEnd else {
                throw ParseError.missing("a time on a 5-minute step", example: "6:05 stretch' or 'stretch at 6:05", whole)
            }
            time = found
            titleTokens = cursor.tokens[..<at]
        } else {
            throw ParseError.missing("the task's time", example: "6:05 stretch' or 'stretch at 6:05", whole)
        }
        let titleText = slice.text(titleTokens)
        guard let titleRange = TypedText.range(titleTokens), !titleText.isEmpty else {
            throw ParseError.missing("what to do at that time", example: "6:05 stretch", time.range)
        }
        guard titleText.count <= RoutineLimits.maximumTaskTitle else {
            throw ParseError.conflicting("a task is at most \(RoutineLimits.maximumTaskTitle) characters; this one has \(titleText.count)", titleRange)
        }
        return (RoutineTask(minutes: time.minutes, title: titleText), whole)
    }

    /// A routine's title: 1 to 20 characters.
    public static func checkedTitle(_ text: String, range: SourceRange) throws -> (text: String, range: SourceRange) {
        guard !text.isEmpty else {
            throw ParseError.missing("the routine's title", example: "create routine \"Calm start\": 6:00 drink water", range)
        }
        guard text.count <= RoutineLimits.maximumTitle else {
            throw ParseError.conflicting("a routine's title is at most \(RoutineLimits.maximumTitle) characters; '\(text)' has \(text.count)", range)
        }
        return (text, range)
    }
}
