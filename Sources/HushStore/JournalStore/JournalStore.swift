import FoundationEssentials
import HushDomain

/// The embedded store: a folder holding an append-only journal (the truth) and a cache derived from it.
///
/// ```
/// STORE/lock                        flock target, held for each read-modify-write
/// STORE/journal.jsonl               header line, then one committed change per line (fsync'd)
/// STORE/cache/state.json            babies, open events, latest per kind, the newest undo steps
/// STORE/cache/undo-N.txt            the older undo steps, in files the state names (``UndoOlderReferences``)
/// STORE/cache/weeks/YYYY-MM-DD.jsonl events starting in the UTC week that begins that Monday
/// STORE/cache/trends/YYYY-MM-DD.txt  that week as trends count it, while the week file is unchanged
/// ```
///
/// A command calls ``begin()``, reads, ``commit(action:target:summary:changes:at:by:)``s, then
/// ``end(keepLock:)``. Nothing is confirmed before its journal line is on disk; a torn last line from a
/// crash is ignored and cut off before the next append; a damaged journal is reported and never
/// written to; a damaged or stale cache is rebuilt from the journal.
///
/// ```swift
/// let store = JournalStore(directory: "/tmp/store")
/// try store.begin()
/// _ = try store.commit(action: .do, summary: "Logged pee", changes: [change], at: now, by: "gavin")
/// try store.end()
/// ```
public final class JournalStore {
    public let directory: String
    var journalPath: String { directory + "/journal.jsonl" }
    var cachePath: String { directory + "/cache" }
    var statePath: String { cachePath + "/state.json" }
    var weeksPath: String { cachePath + "/weeks" }

    public internal(set) var state = StoreState()
    var partitions: [String: WeekPartition] = [:]
    /// Set while rebuilding: the week files on disk are stale and must not be read.
    var ignoreWeekFiles = false
    /// Journal lines committed in memory but not yet on disk (group commit).
    var buffer = Data()
    /// The journal on disk ends with bytes that are not a complete line (a crash mid-append).
    var tornTail = false
    /// The journal's length after its last confirmed commit (``JournalWatermark``); nothing before it may be cut.
    var confirmedLength = 0
    var stateDirty = false
    /// Set when a flush appended to the journal; read and cleared by ``takeWroteJournal()``.
    var wroteJournal = false
    var recompute: Set<String> = []
    /// Weeks a query has read in part (``events(for:from:to:where:)``): the next query of one reads it
    /// whole and keeps it, so a script or the REPL reads each week's file in part once at most.
    var weeksReadInPart: Set<String> = []
    private var lock: FileLock?

    /// The format version named by the journal's header; older entries are upgraded as they are read.
    var journalVersion = StoreFormat.current

    public init(directory: String) {
        self.directory = directory
    }

    /// True once after a flush wrote changes to the journal (the daily backup follows a change).
    public func takeWroteJournal() -> Bool {
        defer { wroteJournal = false }
        return wroteJournal
    }

    /// Creates the folder if needed, takes the lock, and brings `state` up to date with the journal.
    public func begin() throws {
        if lock == nil {
            // Opening the lock file first spares an existing store the folder check on every command.
            if let existing = try? FileLock(path: directory + "/lock") {
                lock = existing
            } else {
                try DurableFile.makeDirectory(directory)
                lock = try FileLock(path: directory + "/lock")
            }
        }
        try lock!.lock()
        do {
            try refresh()
        } catch {
            lock!.unlock()
            throw error
        }
    }

    /// Makes everything committed durable, writes the cache, and (unless `keepLock`) releases the lock.
    public func end(keepLock: Bool = false) throws {
        defer { if !keepLock { lock?.unlock() } }
        try flush()
    }

    /// Makes everything committed durable in the journal and keeps the lock; the cache's week files and
    /// state wait for ``end(keepLock:)``. For a script's group commits: nobody else can read the cache
    /// while the lock is held, and after a crash the next open replays the journal past what the cache
    /// covers, so writing it once per run instead of once per batch loses nothing.
    ///
    /// ```swift
    /// try store.syncJournal()   // this batch's answers may now be shown
    /// ```
    public func syncJournal() throws {
        try flushJournal()
    }

    /// Runs `body` holding the store's lock without reading the journal: for `check store`, `repair store`
    /// and `restore from`, which must work on a journal that would refuse to load.
    public func withLockOnly<T>(_ body: () throws -> T) throws -> T {
        if lock == nil {
            try DurableFile.makeDirectory(directory)
            lock = try FileLock(path: directory + "/lock")
        }
        try lock!.lock()
        defer { lock!.unlock() }
        return try body()
    }

    /// True when commits are waiting in memory for ``flush()``.
    public var hasUnflushedCommits: Bool { !buffer.isEmpty }

    /// Whether each week file the state counts lines of that were not fsync'd is still as long as the
    /// state wrote it. Shorter means a power cut took an append back: the state counts changes the file
    /// lost. Longer is a later write whose state a crash lost; the journal's replay writes those lines again.
    private func unsyncedWeeksAreWhole(_ cached: StoreState) -> Bool {
        cached.unsyncedWeeks.allSatisfy { week, length in (DurableFile.mark(weeksPath + "/\(week).jsonl")?.size ?? -1) >= length }
    }

    private func refresh() throws {
        guard let mark = DurableFile.mark(journalPath) else {
            // A journal gone after changes were confirmed in it is damage, not a new store.
            if let saved = JournalWatermark.load(from: directory), saved.length > 0 {
                throw StoreError.corrupt(path: journalPath, line: 1, reason: "the journal is missing, but \(saved.length) bytes were confirmed in it")
            }
            // No journal: an empty store (any cache left without its journal means nothing).
            if state.journal != nil || state.seq != 0 || buffer.isEmpty == false {
                state = StoreState()
                partitions = [:]
            }
            ignoreWeekFiles = true
            return
        }
        if state.journal == mark { return }
        confirmedLength = JournalWatermark.confirmedLength(in: directory, journal: mark)
        try readHeader()
        partitions = [:]
        ignoreWeekFiles = false
        tornTail = false
        guard let data = try? DurableFile.read(statePath), JournalChecksum.verify(data) == .intact,
              let json = try? JSONValue.parse(data), let cached = try? JSONRecordReader.state(json),
              cached.format == StoreState.cacheFormat, let seen = cached.journal, seen.inode == mark.inode,
              cached.covered <= mark.size, seen.size <= mark.size, unsyncedWeeksAreWhole(cached)
        else {
            try rebuild()
            return
        }
        state = cached
        if seen == mark, cached.covered >= confirmedLength {
            // Bytes past the last complete line are a torn tail, even when the cache already saw them: the
            // next append must cut them off, or it would glue its line onto them.
            tornTail = cached.covered < mark.size
            return
        }
        if seen.size == mark.size {
            // Same size but touched: someone else edited the journal in place. Trust nothing cached.
            try rebuild()
            return
        }
        do {
            try replayTail(from: cached.covered, mark: mark)
        } catch is CacheDamage {
            // A week file the replay needed does not decode: rebuild everything from the journal.
            try rebuild()
        }
    }
}
