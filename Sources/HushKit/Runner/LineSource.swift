/// Where the interpreter's lines come from: a terminal with line editing, a script file, or a pipe.
///
/// One input loop (``Interpreter/run(_:)``) serves every source, as in sqlite3's shell; a source only
/// knows how to produce lines and whether a person is typing them.
///
/// ```swift
/// var source = TextLineSource(text: "wet diaper\nstatus\n", name: "<stdin>")
/// let failed = interpreter.run(&source)
/// ```
public protocol LineSource {
    /// A name for error positions: the script's path, or `<stdin>`.
    var name: String { get }
    /// True when a person types at a terminal: prompts, confirmations and colour are allowed.
    var isInteractive: Bool { get }
    /// The next line without its terminator, or nil at the end of input (Ctrl-D in a terminal).
    mutating func nextLine(prompt: String) -> String?
}
