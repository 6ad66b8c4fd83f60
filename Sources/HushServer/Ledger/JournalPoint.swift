import Foundation
import HushKit
#if canImport(Glibc)
import Glibc
#endif

/// A point in the embedded ledger's journal: the bytes before it, how many lines they hold and their
/// CRC-32C. A ``MemorySnapshot`` names the point it pictures; a start trusts the snapshot only when the
/// journal's first `length` bytes still have that checksum, so a journal restored from a backup, edited
/// or swapped for another is read whole instead.
///
/// ```swift
/// let point = JournalPoint(length: 0, lines: 0, digest: 0)
/// let next = point.after(line, lineCount: 1)     // line: its bytes with the newline
/// next.begins(path: dir + "/ledger.jsonl")         // the file still starts with them
/// ```
struct JournalPoint: Equatable, Sendable {
    var length: Int
    var lines: Int
    var digest: UInt32

    static let start = JournalPoint(length: 0, lines: 0, digest: 0)

    /// The point after `bytes` (whole lines, newlines included, `lineCount` of them) are appended.
    func after(_ bytes: Data, lineCount: Int) -> JournalPoint {
        JournalPoint(length: length + bytes.count, lines: lines + lineCount, digest: Self.crc(bytes, continuing: digest))
    }

    /// Whether the file at `path` begins with the bytes this point describes, read a megabyte at a time:
    /// a start from a snapshot never holds the journal before the point in memory.
    func begins(path: String) -> Bool {
        guard length >= 0, lines >= 0 else { return false }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var crc: UInt32 = 0, position = 0, last: UInt8 = UInt8(ascii: "\n")
        while position < length {
            let wanted = min(buffer.count, length - position)
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, wanted, off_t(position)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            crc = buffer.withUnsafeBufferPointer { JournalChecksum.crc32c(UnsafeBufferPointer(rebasing: $0[0..<count]), continuing: crc) }
            last = buffer[count - 1]
            position += count
        }
        return last == UInt8(ascii: "\n") && crc == digest
    }

    /// CRC-32C of `bytes` through their contiguous storage: ``JournalChecksum`` uses the processor's
    /// instruction only for a buffer, and a start sums hundreds of megabytes.
    static func crc(_ bytes: Data, continuing crc: UInt32) -> UInt32 {
        bytes.withUnsafeBytes { raw in JournalChecksum.crc32c(raw.bindMemory(to: UInt8.self), continuing: crc) }
    }
}
