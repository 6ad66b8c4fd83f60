import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import HushDomain

/// One-file snapshots of a store: its journal, whole lines only, every line checked, format 2. The journal
/// is the truth (the cache is rebuilt from it), so a snapshot of the journal is a snapshot of the store.
/// Daily snapshots, and a `backup to` file named `….gz`, are gzip'd (``Gzip``); a restore reads either.
///
/// A snapshot needs no lock: the journal only grows, and a rewrite replaces it by rename, so the one file
/// opened is consistent, and cutting it after its last newline leaves only changes that were written whole.
/// Other processes keep writing meanwhile.
///
/// ```swift
/// let taken = try StoreBackup(directory: store).write(to: "/backups/hush.backup")
/// taken.changes   // 1_204
/// ```
public struct StoreBackup {
    public let directory: String
    var journalPath: String { directory + "/journal.jsonl" }

    /// How many rolling daily snapshots `STORE/backups` keeps.
    public static let dailyKept = 7

    public init(directory: String) { self.directory = directory }

    public struct Taken: Hashable, Sendable {
        public var changes: Int
        public var bytes: Int
        public var file: String
    }

    /// Writes the snapshot to `file` (temp file, fsync, rename): a reader sees the old file or the new one.
    /// Gzip'd when `compressed`, which defaults to the name ending in `.gz`.
    @discardableResult
    public func write(to file: String, compressed: Bool? = nil) throws -> Taken {
        guard let data = try DurableFile.read(journalPath), !data.isEmpty else {
            throw StoreError.io(path: journalPath, reason: "there is nothing to back up yet (no journal)")
        }
        let taken = try snapshot(data)
        let folder = PathText.folder(of: file)
        if !folder.isEmpty && !FileManager.default.fileExists(atPath: folder) {
            throw StoreError.io(path: file, reason: "no folder \(folder) to write the backup in")
        }
        let bytes = compressed ?? file.hasSuffix(".gz") ? try Gzip.compress(taken.data) : taken.data
        try DurableFile.replace(file, with: bytes, sync: true)
        return Taken(changes: taken.changes, bytes: bytes.count, file: file)
    }

    /// The complete lines of `data` (the journal's first bytes), checked, sealed if they were format 1.
    /// `journalBytes`: how much of the journal they are (nil when sealing changed them).
    private func snapshot(_ data: Data) throws -> (data: Data, changes: Int, journalBytes: Int?) {
        var whole = data.prefix(through: (data.lastIndex(of: UInt8(ascii: "\n")) ?? -1))
        if whole.isEmpty { throw StoreError.io(path: journalPath, reason: "there is nothing to back up yet (no complete line)") }
        var scan = JournalScan(whole, path: journalPath, confirmedLength: 0, decode: false)
        if let damage = scan.problems.first {
            throw StoreError.corrupt(path: journalPath, line: damage.line, reason: damage.reason + "; nothing was backed up")
        }
        // The lines themselves, not a copy: a daily may hold a whole journal.
        guard scan.version < StoreFormat.checksummed else { return (whole, scan.intact, whole.count) }
        whole = try JournalUpgrade(Data(whole), path: journalPath).data
        scan = JournalScan(whole, path: journalPath, confirmedLength: 0, decode: false)
        return (Data(whole), scan.intact, nil)
    }

    /// Reads a snapshot and checks every line; a file that is not one, or is damaged, is refused whole.
    public static func read(_ file: String) throws -> (data: Data, changes: Int) {
        guard var data = try DurableFile.read(file) else { throw StoreError.io(path: file, reason: "no file there to restore from") }
        if Gzip.isCompressed(data) {
            do {
                data = try Gzip.decompress(data)
            } catch {
                throw StoreError.corrupt(path: file, line: 0, reason: "not a whole gzip file (\(error)); nothing was restored")
            }
        }
        var scan = JournalScan(data, path: file, confirmedLength: data.count)
        if let problem = scan.problems.first {
            throw StoreError.corrupt(path: file, line: problem.line, reason: problem.reason + "; it is not a whole Hush backup, so nothing was restored")
        }
        guard scan.lineCount > 0 else { throw StoreError.corrupt(path: file, line: 1, reason: "empty; nothing was restored") }
        var sealed = data
        if scan.version < StoreFormat.checksummed {
            sealed = try JournalUpgrade(data, path: file).data
            scan = JournalScan(sealed, path: file, confirmedLength: sealed.count)
        }
        return (sealed, scan.kept.count)
    }

    /// The rolling daily snapshot: `STORE/backups/daily-YYYY-MM-DD.jsonl.gz` for `day` unless it exists,
    /// holding the journal's first `length` bytes (where it stood when the run began; all of it when nil),
    /// then the oldest beyond ``dailyKept`` are removed. One `stat` when today's is already there. When
    /// the journal still begins with what the last daily holds (``DailySnapshotMark``), only the bytes added
    /// since are compressed, as one more gzip member after a copy of it.
    @discardableResult
    public func daily(day: String, length: Int? = nil) throws -> Taken? {
        let folder = directory + "/backups"
        let file = folder + "/daily-\(day).jsonl.gz"
        // Asked after every change: a stat, not FileManager, whose first use costs a write about 40 µs.
        guard DurableFile.mark(file) == nil, let mark = DurableFile.mark(journalPath) else { return nil }
        let end = min(length ?? mark.size, mark.size)
        guard end > 0 else { return nil }
        try DurableFile.makeDirectory(folder)
        let last = DailySnapshotMark.load(folder)
        var packed: Data
        var whole: Int
        if let last, last.length <= end, last.matches(journal: journalPath),
           let previous = try DurableFile.read(folder + "/" + last.file), Gzip.isCompressed(previous) {
            var added = try DurableFile.read(journalPath, from: last.length, upTo: end - last.length)
            added = added.prefix(through: added.lastIndex(of: UInt8(ascii: "\n")) ?? -1)
            try Self.checkLines(added, path: journalPath)
            packed = added.isEmpty ? previous : previous + (try Gzip.compress(Data(added)))
            whole = last.length + added.count
        } else {
            let taken = try snapshot(try DurableFile.read(journalPath, from: 0, upTo: end))
            packed = try Gzip.compress(taken.data)
            whole = taken.journalBytes ?? 0
        }
        try DurableFile.replace(file, with: packed, sync: true)
        if whole > 0 {
            let kept = try DurableFile.read(journalPath, from: max(whole - DailySnapshotMark.tailLength, 0), upTo: min(whole, DailySnapshotMark.tailLength))
            try DailySnapshotMark(file: PathText.lastComponent(of: file), length: whole, tail: JournalChecksum.crc32c(kept)).save(folder)
        } else {
            // Sealed on the way (a format-1 journal): its bytes are not the journal's, so the next one starts afresh.
            unlink(DailySnapshotMark.path(folder))
        }
        let dailies = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasPrefix("daily-") && $0.hasSuffix(".jsonl.gz") }.sorted()
        for old in dailies.dropLast(Self.dailyKept) { try? FileManager.default.removeItem(atPath: folder + "/" + old) }
        return Taken(changes: 0, bytes: packed.count, file: file)
    }

    /// Every line of `bytes` (whole lines from the middle of a journal) passes its checksum.
    static func checkLines(_ bytes: Data, path: String) throws {
        var start = bytes.startIndex
        while start < bytes.endIndex, let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            guard JournalChecksum.verify(bytes[start..<newline]) == .intact else {
                throw StoreError.corrupt(path: path, line: 0, reason: "a change written since the last daily snapshot fails its checksum; 'check store' finds its line")
            }
            start = newline + 1
        }
    }
}
