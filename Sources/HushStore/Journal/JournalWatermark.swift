import FoundationEssentials
import HushDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much of the journal has been confirmed: its length after the last fsync'd commit, and which
/// journal file that was (its inode), kept in `STORE/journal.confirmed` and fsync'd after the journal.
///
/// It is what tells a torn write from damage. Bytes past the watermark that do not end in a newline are a
/// change that was being written when a process died, never confirmed to anyone: they may be dropped. A
/// journal shorter than the watermark has lost confirmed changes, and that is reported, never repaired
/// silently.
///
/// The file is one fixed-width line, overwritten in place (one small write, no rename):
///
/// ```
/// hush-confirmed 00000000000000052817 inode 00000000000001835012
/// ```
///
/// ```swift
/// try JournalWatermark(length: 52_817, inode: mark.inode).save(in: store.directory)
/// JournalWatermark.load(from: store.directory)?.length   // 52817
/// ```
public struct JournalWatermark: Equatable, Sendable {
    public var length: Int
    /// The journal file this length is about: a journal replaced by rename (compaction, upgrade, restore)
    /// has a new inode, and a watermark left from the old one says nothing about it.
    public var inode: UInt64

    public init(length: Int, inode: UInt64) {
        self.length = length
        self.inode = inode
    }

    static func path(_ directory: String) -> String { directory + "/journal.confirmed" }

    /// The saved watermark, or nil when there is none (a store from before watermarks, or a new one).
    public static func load(from directory: String) -> JournalWatermark? {
        // Read on every command: the bytes split as bytes, and no FileManager (its first use alone cost
        // as much as the rest of this).
        guard let data = try? DurableFile.read(path(directory)) else { return nil }
        let words = data.split(whereSeparator: { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D })
            .map { String(decoding: $0, as: UTF8.self) }
        guard words.count == 4, words[0] == "hush-confirmed", words[2] == "inode",
              let length = Int(words[1]), let inode = UInt64(words[3]) else { return nil }
        return JournalWatermark(length: length, inode: inode)
    }

    /// The confirmed length of the journal whose stat is `mark`; 0 when the watermark names another file.
    static func confirmedLength(in directory: String, journal mark: DurableFile.Mark) -> Int {
        guard let saved = load(from: directory), saved.inode == mark.inode else { return 0 }
        return saved.length
    }

    /// Overwrites the file in place and waits until it is on disk.
    public func save(in directory: String) throws {
        let file = Self.path(directory)
        let existed = access(file, F_OK) == 0
        let line = "hush-confirmed " + Self.padded(length) + " inode " + Self.padded(Int(truncatingIfNeeded: inode)) + "\n"
        let descriptor = open(file, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw StoreError.io(path: file, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        let written = line.utf8CString.withUnsafeBufferPointer { pwrite(descriptor, $0.baseAddress, $0.count - 1, 0) }
        // The same length in place: only the data need reach the disk, not the file's times.
        guard written == line.utf8.count, fdatasync(descriptor) == 0 else {
            throw StoreError.io(path: file, reason: String(cString: strerror(errno)))
        }
        if !existed { DurableFile.syncDirectory(directory) }
    }

    private static func padded(_ value: Int) -> String {
        let digits = String(UInt64(bitPattern: Int64(value)))
        return String(repeating: "0", count: max(0, 20 - digits.count)) + digits
    }
}
