/// One thing to time: a command line, the store copy it needs, and the target it is judged against.
struct Candidate {
    enum Target {
        /// The yardstick the others are compared with.
        case baseline
        /// A single command must cost at most twice the baseline process.
        case oneShot
        /// The long script must finish within a second.
        case script
    }

    let name: String
    let executable: String
    let arguments: [String]
    /// A store folder refreshed from the pristine store before every run, for commands that write.
    let freshStore: String?
    let target: Target
}
