import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import HushKit

/// The REPL's line source: libedit line editing, persistent history, and Tab completion of command
/// words and baby names.
enum TerminalSource {
    static func make(session: Session, environment: [String: String]) -> some LineSource {
        EditLineSource(completions: SessionCompletion(session: session),
                       historyFile: EditLineSource.defaultHistoryFile(environment: environment))
    }
}
