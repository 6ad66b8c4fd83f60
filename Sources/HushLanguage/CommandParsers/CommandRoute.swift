import HushDomain

/// One row of the ``CommandTable``: the first words a family of commands may start with, and how that
/// family reads a line. A row whose parser finds the line is not its own answers nil, and the next row
/// the first word names is tried.
///
/// ```swift
/// CommandRoute("sync", startWords: SyncCommandParser.startWords) { _, line in
///     try SyncCommandParser.parse(line.tokens, line: line.text).map { ParsedLine(command: .sync($0), json: line.json) }
/// }
/// ```
struct CommandRoute: Sendable {
    enum Start: Sendable {
        /// The line's first word must be one of these. A list, not a set: every command asks every row
        /// once, and making the rows' sets (hashing each of their words) was 4% of a one-shot's
        /// instructions, where comparing one short word with a few hundred costs almost nothing.
        case words([String])
        /// Any first word: questions ("she pooped?") and edits ("the bottle was 5oz") are shaped by what
        /// follows, not by how they start.
        case anyWord
    }

    let name: String
    let start: Start
    let read: @Sendable (CommandParser, LineInput) throws -> ParsedLine?

    init(_ name: String, startWords: [String], read: @escaping @Sendable (CommandParser, LineInput) throws -> ParsedLine?) {
        self.name = name
        self.start = .words(startWords)
        self.read = read
    }

    init(_ name: String, anyWord read: @escaping @Sendable (CommandParser, LineInput) throws -> ParsedLine?) {
        self.name = name
        self.start = .anyWord
        self.read = read
    }

    func starts(with word: String) -> Bool {
        switch start {
        case .words(let words): return words.contains(word)
        case .anyWord: return true
        }
    }
}
