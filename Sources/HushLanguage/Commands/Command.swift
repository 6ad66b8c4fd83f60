import HushDomain

/// What a line asks for, fully understood, with source ranges kept for errors that surface later
/// (a time that turns out to be in the future, a name that matches no baby).
///
/// ```swift
/// let parsed = try CommandParser(knownNames: ["Eddie"]).parse("wet diaper 10 min ago")
/// // parsed.command == .log(.moment(.diaper(.wet), at: 10 minutes ago))
/// ```
public enum Command: Hashable, Sendable {
    case newBaby(name: String, birthDate: CivilDateTime, range: SourceRange, birthRange: SourceRange)
    case selectBaby(name: String, range: SourceRange)
    case log(EventPhrase)
    /// A view of the baby's log named by its words alone: `status`, `today`, `foods`, `stash`.
    case view(ViewCommand)
    /// `timeline`, `timeline 24h`, `timeline yesterday`, `timeline 2026-01-02`.
    case timeline(TimelineSpan)
    /// `next nap`, "when should she nap", "nap window".
    case nextNap
    /// `why` (or `explain` alone): the explanation of the nap prediction.
    case whyNap
    /// `stats predictions`: the hit rate (PRD 15).
    case predictionStats
    /// PRD 9 quick stats: "how is Eddie".
    case quickStats
    /// A question answered from the log ("when did she last eat"); it never changes the store.
    case question(Question)
    case exportJSON
    case undo
    case redo
    case help(topic: String?)
    /// A change to an existing event.
    case edit(EventReference, EditChange)
    /// Soft delete: restorable for 30 days.
    case delete(EventReference)
    case restore(EventReference)
    /// Lists deleted events that can still be restored.
    case deleted
    /// `discard stash 2`, `discard the expired milk`: milk thrown away from the stash, the sessions kept.
    case discardStash(StashPick)
    /// Every field of one event.
    case show(EventReference)
    /// `settings`: everything that can be set, with its value.
    case settings
    case set(Setting)
    /// `explain PHRASE`: what Hush understands PHRASE to mean, without doing it.
    case explain(String)
    case quit
    case clock(ClockMove)
    /// `tz Europe/London`: the session moves to another zone (a trip); events keep the zone they happened in.
    case timeZone(String, range: SourceRange)
    /// A morning-routine command.
    case routine(RoutineCommand)
    /// People, roles, invites and Baby Office Hours.
    case people(PeopleCommand)
    /// Exports to files or the clipboard, and imports.
    case data(DataCommand)
    /// Notifications: what is scheduled, the master switch, a person's mutes.
    case reminders(ReminderCommand)
    /// Sharing through the family's server: `sync`, `set server URL`, `conflicts`, `keep mine`….
    case sync(SyncCommand)
    /// Checking, repairing, backing up and restoring the store.
    case store(StoreCommand)
    /// Many days at once: `trends`, `stripes`, `report … to FILE`.
    case trends(TrendsCommand)

    /// Runs with the store closed, taking its lock itself (``StoreCommand/runsOnClosedStore``).
    public var runsOnClosedStore: Bool {
        if case .store(let command) = self { return command.runsOnClosedStore }
        return false
    }
}
