import FoundationEssentials
import HushDomain

/// What `check store` found: a summary of the store and every problem, each with its file and line.
///
/// ```swift
/// let report = StoreCheck(directory: store).run(account: account)
/// report.isHealthy          // false
/// report.problems.first     // journal.jsonl line 4: checksum … does not match …
/// ```
public struct StoreCheckReport: Hashable, Sendable {
    public struct Problem: Hashable, Sendable {
        /// The file, relative to the store folder where it is inside it.
        public var file: String
        /// 1-based, when the problem is on one line.
        public var line: Int?
        public var message: String

        public var text: String { file + (line.map { " line \($0)" } ?? "") + ": " + message }
    }

    public var path: String
    public var format = StoreFormat.current
    public var changes = 0
    public var journalBytes = 0
    public var babies = 0
    public var events = 0
    public var firstEvent: Date?
    public var lastEvent: Date?
    /// Facts that need no action (a torn write waiting to be dropped, a cache one command behind).
    public var notes: [String] = []
    public var problems: [Problem] = []
    public var seconds = 0.0

    public var isHealthy: Bool { problems.isEmpty }
}
