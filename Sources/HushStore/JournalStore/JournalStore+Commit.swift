import Dispatch
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import HushDomain

/// Committing changes and making them durable.
extension JournalStore {
    /// Records one change. It is applied at once (later commands in the same batch see it) and becomes
    /// durable at the next ``flush()``; callers confirm to the user only after that.
    ///
    /// Every record written gets `updated_at` from a hybrid logical clock: the session's clock, or 1 ms
    /// after the previous stamp if that is later. Changes made within one second (or under a fixed
    /// `--now`) stay strictly ordered, which "the most recent change" and sync conflict checks rely on.
    ///
    /// `keepStamps` leaves `updated_at` as given: an import restores records exactly as they were exported.
    @discardableResult
    public func commit(
        action: JournalEntry.Action, target: Int? = nil, summary: String, changes: [RecordChange], at: Date, by: String,
        keepStamps: Bool = false
    ) throws -> JournalEntry {
        if buffer.isEmpty { try upgradeJournalIfOlder() }
        let stamp = max(at, (state.lastStamp?.date ?? .distantPast).addingTimeInterval(0.001))
        let stamped = keepStamps ? changes : changes.map { change -> RecordChange in
            var change = change
            switch change.after {
            case .event(var event)?:
                event.updatedAt = stamp
                change.after = .event(event)
            case .baby(var baby)?:
                baby.updatedAt = stamp
                change.after = .baby(baby)
            default:
                break
            }
            return change
        }
        if !keepStamps { state.lastStamp = UTCDate(stamp) }
        let entry = JournalEntry(seq: state.seq + 1, at: at, by: by, action: action, target: target, summary: summary, changes: stamped)
        // No complete line on disk yet (no journal, an empty one, or a header torn by a crash): write the header.
        if buffer.isEmpty && state.covered == 0 {
            buffer.append(contentsOf: StoreFormat.headerLine())
            buffer.append(UInt8(ascii: "\n"))
        }
        let offset = state.covered + buffer.count
        var writer = JSONLineWriter()
        writer.entry(entry)
        buffer.append(contentsOf: JournalChecksum.seal(writer.bytes))
        buffer.append(UInt8(ascii: "\n"))
        do {
            try apply(entry, offset: offset)
            try finishRecompute()
        } catch is CacheDamage {
            try recoverFromCacheDamage()
        }
        return entry
    }

    /// After a change touching many days (an import): the journal is made durable as usual, then the cache
    /// is written afresh, every week file at once without an fsync each (it is derived; the journal is the
    /// truth). Needs every day in memory, as an import's merge has loaded them; otherwise a plain flush.
    public func flushAfterBulkChange() throws {
        guard state.weeks.keys.allSatisfy({ partitions[$0]?.complete == true }) else {
            try flush()
            return
        }
        try flushJournal()
        try rewriteCache()
    }

    /// Writes buffered journal lines and fsyncs them, then brings the cache files up to date.
    ///
    /// A week's new lines are appended without an fsync: the state records the length each file was
    /// written to (`unsyncedWeeks`), and the next command that reads the state checks each file's length,
    /// so a power cut that takes an append back is noticed and the cache rebuilt, never trusted. Only
    /// the newest week a write touched stays unsynced: the others are fsync'd now, and that week once a
    /// later write goes to another. A day's commands wait on the journal alone.
    public func flush() throws {
        try flushJournal()
        guard stateDirty else { return }
        try DurableFile.makeDirectory(weeksPath)
        var newest: String?
        for key in partitions.keys where partitions[key]!.hasPending {
            let lines = try partitions[key]!.takePending()
            state.unsyncedWeeks[key] = try DurableFile.append(lines, to: weeksPath + "/\(key).jsonl", sync: false)
            newest = max(newest ?? key, key)
        }
        // Synced before the state stops counting them: after a power cut, a week the state does not list is
        // whole. A write that touched no week leaves the list as it is; it still says what is on disk.
        if let newest {
            for key in state.unsyncedWeeks.keys where key != newest {
                try DurableFile.sync(weeksPath + "/\(key).jsonl")
                state.unsyncedWeeks[key] = nil
            }
        }
        try writeState()
        stateDirty = false
    }

    func flushJournal() throws {
        if !buffer.isEmpty {
            let creating = state.journal == nil
            if tornTail {
                // Only a write that was never confirmed may be cut; refresh refused anything else.
                guard state.covered >= confirmedLength else {
                    throw StoreError.corrupt(path: journalPath, line: state.seq + 2, reason: "a confirmed change is cut short")
                }
                try DurableFile.truncate(journalPath, to: state.covered)
                tornTail = false
            }
            try DurableFile.append(buffer, to: journalPath, sync: true)
            if creating { DurableFile.syncDirectory(directory) }
            state.covered += buffer.count
            buffer = Data()
            wroteJournal = true
            state.journal = DurableFile.mark(journalPath)
            stateDirty = true
            if let mark = state.journal {
                try JournalWatermark(length: state.covered, inode: mark.inode).save(in: directory)
                confirmedLength = state.covered
            }
        }
    }

    /// `state.json` marks the cache valid, so it is written last, after the week files it counts.
    func writeState() throws {
        let retired = try writeOlderUndo()
        var writer = JSONLineWriter()
        writer.state(state)
        // Written in place and sealed (a CRC-32C, as a journal line is): a state torn by a crash fails its
        // seal and the cache is rebuilt, where a rename made and freed a file on every command.
        try DurableFile.rewrite(statePath, with: Data(JournalChecksum.seal(writer.bytes)))
        // A crash before this leaves the old files behind, named by nothing, until the cache is next rebuilt.
        for file in retired { unlink(file) }
    }

    /// Writes the cache from scratch (after a rebuild): every partition compacted, then the state last,
    /// since the state file is what marks the cache as valid.
    func rewriteCache() throws {
        // The older undo references go into the fresh folder too: read them before the old one goes.
        do {
            try readOlderUndo()
        } catch is CacheDamage {
            try rebuild()
            return
        }
        let free = state.undo.older.rewriteWhole()
        let stale = cachePath + ".stale-\(getpid())"
        if FileManager.default.fileExists(atPath: cachePath) {
            try? FileManager.default.moveItem(atPath: cachePath, toPath: stale)
            try? FileManager.default.removeItem(atPath: stale)
        }
        // A process killed mid-rebuild or mid-write leaves these behind; they hold nothing the journal lacks.
        for leftover in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        where leftover.hasPrefix("cache.stale-") || leftover.contains(".tmp-") {
            try? FileManager.default.removeItem(atPath: directory + "/" + leftover)
        }
        try DurableFile.makeDirectory(weeksPath)
        for file in free { try DurableFile.create(olderUndoPath(file), with: Data()) }
        // Each week's file is independent: serialize them on every core, then write them from one thread
        // (creating files in one folder from several threads only makes them wait on the folder's lock).
        let keys = Array(partitions.keys)
        var work = keys.map { partitions[$0]! }
        let contents = CacheFiles(count: keys.count)
        let parts = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
        work.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let shared = buffer
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                for index in stride(from: part, to: keys.count, by: parts) { contents.set(index, shared[index].compacted()) }
            }
        }
        for (index, key) in keys.enumerated() {
            partitions[key] = work[index]
            try DurableFile.create(weeksPath + "/\(key).jsonl", with: contents.data(index))
        }
        // Each on disk before the state names it: a file created and not synced can come back empty after a
        // power cut, and an empty week reads as a week without events.
        for key in keys { try DurableFile.sync(weeksPath + "/\(key).jsonl") }
        state.unsyncedWeeks = [:]
        try writeState()
        stateDirty = false
    }

    /// A week file failed to decode mid-command: rebuild from the journal on disk, then re-apply what this
    /// process has committed but not yet flushed.
    func recoverFromCacheDamage() throws {
        let pending = buffer
        buffer = Data()
        try rebuild()
        let skipHeader = state.covered == 0
        var position = state.covered
        var first = true
        try forEachLine(pending) { line, _ in
            defer { position += line.count + 1; first = false }
            if first && skipHeader { return }
            try apply(try decodeEntry(line, lineNumber: state.seq + 2), offset: position)
        }
        buffer = pending
        try finishRecompute()
    }

    /// Reads the journal entry that starts at `offset` (for undo and redo).
    public func entry(at offset: Int) throws -> JournalEntry {
        let data: Data
        if offset >= state.covered {
            data = buffer.suffix(from: buffer.startIndex + (offset - state.covered))
        } else {
            data = try DurableFile.read(journalPath, from: offset)
        }
        let line = data.prefix { $0 != UInt8(ascii: "\n") }
        if journalVersion >= StoreFormat.checksummed, JournalChecksum.verify(line) != .intact {
            throw StoreError.corrupt(path: journalPath, line: 0, reason: "the change at byte \(offset), which undo needs, fails its checksum; 'check store' finds its line")
        }
        do {
            return try JSONRecordReader.entry(JournalMigration.upgrade(try JSONValue.parse(line), from: journalVersion))
        } catch {
            throw StoreError.corrupt(path: journalPath, line: 0, reason: "undo history points at an unreadable change")
        }
    }
}

/// Each week file's bytes, set from several threads.
private final class CacheFiles: @unchecked Sendable {
    private var contents: [Data]
    private let lock = ThreadLock()

    init(count: Int) { contents = Array(repeating: Data(), count: count) }

    func set(_ index: Int, _ data: Data) { lock.withLock { contents[index] = data } }

    func data(_ index: Int) -> Data { lock.withLock { contents[index] } }
}
