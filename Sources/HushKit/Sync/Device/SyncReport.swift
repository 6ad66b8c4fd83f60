/// What one `sync` did, for its one-line answer.
public struct SyncReport: Sendable, Equatable {
    public var server: String
    /// True when this sync registered the household (the first device's first sync).
    public var registered = false
    public var pushed = 0
    public var pulled = 0
    /// People whose changes arrived.
    public var from: [String] = []
    /// Changes the server refused, with why (they are dropped from the outbox: retrying cannot help).
    public var refused: [String] = []
    /// Pulled records this device did not apply because they fail the record check (``RecordJudge``),
    /// with why: one bad record never makes the household unreadable here.
    public var skipped: [String] = []
    /// Conflicts open after this sync.
    public var openConflicts = 0
    /// Conflicts this sync's push opened.
    public var newConflicts = 0

    public init(server: String) { self.server = server }
}
