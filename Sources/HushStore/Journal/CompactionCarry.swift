import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import HushDomain

/// Deleting for real rewrites the journal (``JournalStore/compact(at:by:reason:)``), and with it the
/// outbox, which is the journal after an offset. So the changes that have not reached the server yet
/// (the deletion itself among them) are carried across in `STORE/sync.carry.jsonl`: written, fsync'd,
/// before the rewrite, followed after it by where the new journal's outbox starts. The next sync pushes
/// the carried changes (their ids unchanged, so a repeat is harmless), then moves its cursor there.
///
/// It never takes the sync lock: a command holds the store's lock here, and a sync holds its own while
/// waiting for the store's, so waiting for it could deadlock. Appending to a file of its own needs neither.
///
/// ```swift
/// try CompactionCarry.before(store)
/// try store.compact(at: now, by: person, reason: "deleting a baby")
/// try CompactionCarry.after(store)
/// ```
public enum CompactionCarry {
    package struct Line: Codable {
        var changes: [SyncChange]?
        /// Set on the line written after the rewrite: the new journal's outbox starts here.
        var offset: Int?
        var seq: Int?
        var inode: UInt64?
        /// Entries pulls wrote after `seq`, when the rewrite kept them (the format upgrade); nil: none.
        var pulled: [Int]?
    }

    static func path(_ directory: String) -> String { directory + "/sync.carry.jsonl" }

    public static func before(_ store: JournalStore) throws {
        guard let state = try? SyncState.load(store: store.directory), state.isLinked else { return }
        try store.flush()
        let outbox = SyncOutbox(entries: try store.committedEntries(from: state.pushedOffset), state: state)
        let changes = outbox.batches(of: Int.max).flatMap(\.changes)
        guard !changes.isEmpty else { return }
        try append(Line(changes: changes), store.directory)
    }

    public static func after(_ store: JournalStore) throws {
        guard let state = try? SyncState.load(store: store.directory), state.isLinked,
              let mark = DurableFile.mark(store.directory + "/journal.jsonl") else { return }
        try append(Line(offset: mark.size, seq: store.state.seq, inode: mark.inode), store.directory)
    }

    /// Where the outbox starts in a journal rewritten without losing history (the format upgrade, whose
    /// lines are longer): written before the new journal is renamed into place, so it names its inode.
    static func restart(_ directory: String, offset: Int, seq: Int, pulled: [Int], inode: UInt64) throws {
        try append(Line(offset: offset, seq: seq, inode: inode, pulled: pulled), directory)
    }

    private static func append(_ line: Line, _ directory: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(line)
        data.append(UInt8(ascii: "\n"))
        try DurableFile.append(data, to: path(directory), sync: true)
    }

    /// What the carry file holds: the changes, and where the outbox now starts (when the rewrite that
    /// followed them is the journal on disk now).
    package static func read(_ directory: String) throws -> (changes: [SyncChange], restart: (offset: Int, seq: Int, pulled: [Int])?)? {
        guard let data = try DurableFile.read(path(directory)) else { return nil }
        var changes: [SyncChange] = []
        var restart: (Int, Int, [Int])?
        let inode = DurableFile.mark(directory + "/journal.jsonl")?.inode
        for line in data.split(separator: UInt8(ascii: "\n")) {
            // A torn last line (a crash while appending) is what it is: never confirmed, so skipped.
            guard let decoded = try? JSONDecoder().decode(Line.self, from: line) else { continue }
            changes += decoded.changes ?? []
            if let offset = decoded.offset, let seq = decoded.seq, decoded.inode == inode { restart = (offset, seq, decoded.pulled ?? []) }
        }
        return (changes, restart)
    }

    package static func clear(_ directory: String) {
        unlink(path(directory))
    }
}
