/// One thing to time: a command line, whether it works on the benchmark store, and the target it is
/// judged against.
struct Candidate {
    enum Target {
        /// The yardstick the others are compared with.
        case baseline
        /// A static program that formats a date: the second yardstick, the one-shot commands' floor.
        case floor
        /// A single command must cost at most twice the baseline process and 1.6 times the floor.
        case oneShot
        /// The long script, and exporting or importing the whole history, must each finish within a second.
        case script
    }

    let name: String
    let executable: String
    let arguments: [String]
    /// Whether the run reads or writes the working store, which is then restored from the snapshot
    /// first, so every run starts from the same two-year history.
    let usesStore: Bool
    let target: Target
    /// A store folder removed before each run, so an import always starts from an empty store.
    var freshStore: String? = nil
}
