import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import HushKit

/// `LineSource` for a person at a terminal: libedit line editing (arrows, Ctrl-R search), history that
/// survives the session, and Tab completion.
///
/// Every entered line is written to the history file at once, so a killed or crashed session loses none.
/// Ctrl-C abandons the line being typed and shows a fresh prompt, as python and sqlite3 do; Ctrl-D on an
/// empty line ends input (`nextLine` returns nil). Prompts may bracket colour codes in `\u{1}`…`\u{2}`,
/// as readline prompts do, so that libedit does not count them as columns.
///
/// ```swift
/// let environment = ProcessEnvironment.variables
/// var source = EditLineSource(
///     completions: provider,
///     historyFile: EditLineSource.defaultHistoryFile(environment: environment))
/// let failed = interpreter.run(&source)
/// ```
///
/// Only one should exist at a time: libedit and the Ctrl-C handling act on the process's terminal.
struct EditLineSource: LineSource {
    var name: String
    var isInteractive: Bool { true }
    private let editor: EditLineEditor

    /// - Parameter historyFile: where history is kept between sessions; nil keeps it in memory only.
    init(name: String = "<stdin>", completions: any CompletionProvider, historyFile: URL?) {
        self.name = name
        editor = EditLineEditor(completions: completions, historyFile: historyFile)
    }

    /// `$XDG_STATE_HOME/hush/history`, else `~/.local/state/hush/history`.
    ///
    /// History is state in the XDG sense: worth keeping across restarts, not worth backing up like the store.
    static func defaultHistoryFile(environment: [String: String]) -> URL {
        // The XDG spec says to ignore a relative path, which would depend on the directory hush runs in.
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state).appendingPathComponent("hush/history")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? UserAccount.home()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state/hush/history")
    }

    /// The next line, or nil at the end of input. Ctrl-C does not return: it starts a fresh line.
    mutating func nextLine(prompt: String) -> String? {
        editor.readLine(prompt: prompt)
    }
}
