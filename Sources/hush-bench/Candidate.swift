/// One thing to time: a command line, the store it works on, and the target it is judged against.
///
/// ```swift
/// Candidate(name: "hush status (1 week)", executable: hush, arguments: week.arguments + ["status"],
///           store: week, target: .historyReference)
/// ```
struct Candidate {
    enum Target {
        /// The yardstick the others are compared with.
        case baseline
        /// A static program that prints the time in a zone: the second yardstick, the one-shot commands' floor.
        case floor
        /// The same on FoundationEssentials alone, as `hush` is linked: printed, not judged.
        case essentialsFloor
        /// A single command: at most 1.6 times the floor's processor time (and twice the baseline's clock).
        case oneShot
        /// A write, `status` and a question on the long history: at most 1.3 times the floor by the clock.
        case nearFloor
        /// The same command on the week's store: what its row on the long history is held to (within 5%).
        case historyReference
        /// The long script, and exporting or importing the whole history, must each finish within a second.
        case script
    }

    let name: String
    let executable: String
    let arguments: [String]
    /// The store the run reads or writes, put back to its snapshot first so every run starts from the same
    /// history; nil for the yardsticks and for runs that make their own store.
    var store: BenchStore? = nil
    let target: Target
    /// The words given to hush, for pairing a command's rows on the two histories.
    var command: String? = nil
    /// A store folder removed before each run, so an import always starts from an empty store.
    var freshStore: String? = nil

    /// A hush command on one of the bench's stores, named after the store's history.
    static func hush(_ words: String, on store: BenchStore, executable: String, target: Target) -> Candidate {
        Candidate(name: "hush \(words.contains(" ") ? "\"\(words)\"" : words) (\(store.label))", executable: executable,
                  arguments: store.arguments + [words], store: store, target: target, command: words)
    }
}
