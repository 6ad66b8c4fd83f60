/// Tab completion for the REPL: command words first, baby names where a name fits, help topics after
/// `help`, and any word of the language elsewhere.
///
/// Unchecked-Sendable because it reads the session, which lives on the REPL's one thread; libedit calls
/// completion from inside `el_gets` on that same thread.
///
/// ```swift
/// let completion = SessionCompletion(session: session)
/// completion.completions(prefix: "sta", lineBefore: "")   // ["status"]
/// ```
public final class SessionCompletion: CompletionProvider, @unchecked Sendable {
    private let session: Session

    public init(session: Session) { self.session = session }

    /// Words a line usually starts with.
    static let starters = Vocabulary.commandWords + [
        "fell", "asleep", "sleeping", "slept", "napped", "woke", "awake", "wet", "dirty", "pee", "poop", "both",
        "made", "feeding", "finished", "ate", "all", "sync", "conflicts", "devices", "keep", "merge", "revoke",
        "add", "link",
    ]

    public func completions(prefix: String, lineBefore: String) -> [String] {
        let lower = prefix.lowercased()
        let previous = lineBefore.split(separator: " ").last.map { $0.lowercased() }
        let names = session.babyNames
        var pool: [String]
        switch previous {
        case nil: pool = Self.starters
        case "help"?: pool = HelpText.topicNames
        case "baby"? where lineBefore.lowercased().hasPrefix("baby"): pool = names
        case "for"?: pool = names
        case "export"?: pool = ["json"]
        case "nap"? where lineBefore.lowercased().hasPrefix("set "): pool = ["method"]
        case "method"? where lineBefore.lowercased().hasPrefix("set nap "): pool = NapMethod.allCases.map(\.name)
        case "check"?, "repair"?: pool = ["store"]
        case "backup"?: pool = ["to"]
        case "backups"?: pool = ["on", "off"]
        default: pool = Array(Vocabulary.allWords) + names
        }
        let matches = Set(pool.filter { $0.lowercased().hasPrefix(lower) })
        return matches.sorted()
    }
}
