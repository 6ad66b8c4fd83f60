import Foundation
import HushKit

/// The embedded server's memory (``LedgerMemory``) as of a point in its journal, kept beside it in
/// `memory.snapshot` so a start reads the picture and replays only the lines after that point, instead
/// of parsing every line ever written: at 400,000 events that parse was most of a 4.5-second start.
///
/// The journal stays the only record of truth. The snapshot is written whole and renamed into place, and
/// is used only if it is intact (its own CRC-32C, over everything before it) and the journal still begins
/// with the bytes it describes (``JournalPoint``); otherwise the journal is read whole, as before, so a
/// missing, stale or damaged snapshot costs time, never data. Deleting it is always safe.
///
/// ```swift
/// try MemorySnapshot(journal: point, memory: memory).write(directory: dir)
/// let found = MemorySnapshot.load(directory: dir, journalPath: dir + "/ledger.jsonl")   // nil: read it all
/// ```
struct MemorySnapshot: Sendable {
    static let fileName = "memory.snapshot"
    /// The format's name and version: a snapshot of another version, earlier or later, is ignored (the
    /// journal read whole) and replaced by this one.
    static let magic = Array("hush memory snapshot 2\n".utf8)

    var journal: JournalPoint
    var memory: LedgerMemory

    func encoded() throws -> [UInt8] {
        var writer = SnapshotWriter()
        writer.raw(Self.magic)
        writer.integer(journal.length)
        writer.integer(journal.lines)
        writer.unsigned(UInt64(journal.digest))
        try memory.write(into: &writer)
        writer.fixed(UInt64(JournalChecksum.crc32c(writer.bytes)), width: 4)
        return writer.bytes
    }

    /// The snapshot in `bytes`, or nil when they are not a whole snapshot of this format.
    static func decode(_ bytes: [UInt8]) -> MemorySnapshot? {
        guard bytes.count >= magic.count + 4, bytes.starts(with: magic) else { return nil }
        let body = bytes.count - 4
        var trailer = SnapshotReader(bytes, offset: body)
        guard let stored = try? trailer.fixed(width: 4), UInt64(JournalChecksum.crc32c(bytes[..<body])) == stored else { return nil }
        var reader = SnapshotReader(Array(bytes[..<body]), offset: magic.count)
        do {
            let length = try reader.integer(), lines = try reader.integer()
            guard let digest = UInt32(exactly: try reader.unsigned()) else { return nil }
            let memory = try LedgerMemory(reading: &reader)
            guard reader.isAtEnd else { return nil }
            return MemorySnapshot(journal: JournalPoint(length: length, lines: lines, digest: digest), memory: memory)
        } catch {
            return nil
        }
    }

    /// The snapshot in `directory`, if there is one and the journal at `journalPath` begins with what it
    /// pictures.
    static func load(directory: String, journalPath: String) -> MemorySnapshot? {
        guard let data = try? DurableFile.read(directory + "/" + fileName),
              let snapshot = decode([UInt8](data)), snapshot.journal.begins(path: journalPath) else { return nil }
        return snapshot
    }

    /// Written to a temporary file, flushed and renamed over the last one: a crash leaves the old
    /// snapshot or the new, and either only saves time.
    func write(directory: String) throws {
        try DurableFile.replace(directory + "/" + Self.fileName, with: Data(try encoded()), sync: true)
    }
}
