import Dispatch
import Foundation
import HushKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The embedded ledger's journal file, written a batch at a time: each ``append(_:tearingAt:)`` is one
/// `write` of whole lines and one `fdatasync`, on a thread of its own, so the disk's wait never holds
/// the server's few cooperative threads (on two cores, one of two) and pushes arriving meanwhile gather
/// into the next batch. A failed batch leaves the file's tail torn; the next batch first cuts the file
/// back to its last whole line, so no line is ever joined to a piece of another.
///
/// Lines are written into space reserved ahead: zeros written and synced a mebibyte at a time past the
/// last line. A flush that does not change the file's size writes only its data, where an append also
/// writes the inode that holds the size, a second wait on the disk. The zeros are not part of the
/// journal: a start reads up to the last whole line (``LedgerScan``) and cuts them, and ``release()``
/// cuts them when the server stops. Where the disk has no room for the zeros, lines are appended as before.
///
/// ```swift
/// let writer = try JournalWriter(path: dir + "/ledger.jsonl", length: 0)
/// try await writer.append(Data("{…}\n{…}\n".utf8))   // on disk when this returns
/// await writer.release()                               // the file ends at its last line again
/// ```
final class JournalWriter: @unchecked Sendable {
    let path: String
    /// Touched only on `queue`, one batch at a time: that is what makes this class safe to share.
    private let descriptor: Int32
    private var length: Int
    /// The file's size: zeros on disk from `length` to here.
    private var reserved: Int
    private var torn = false
    private let queue = DispatchQueue(label: "hush.ledger.journal")

    /// Opens (creating) the journal whose whole lines end at `length`.
    init(path: String, length: Int) throws {
        self.path = path
        self.length = length
        let existed = access(path, F_OK) == 0
        // Not O_APPEND: lines go at `length`, inside the reserved zeros, which an append would skip.
        descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw LedgerError("opening \(path): \(String(cString: strerror(errno)))") }
        reserved = length
        // The start cut everything after the last line; a file longer than that is cut here, not written over blind.
        guard ftruncate(descriptor, off_t(length)) == 0 else {
            close(descriptor)
            throw LedgerError("cutting \(path) to its last line: \(String(cString: strerror(errno)))")
        }
        // A new file's name is only durable once its folder is: the first answered push must survive a power cut.
        if !existed { DurableFile.syncDirectory((path as NSString).deletingLastPathComponent) }
    }

    deinit { close(descriptor) }

    /// Writes `lines` (whole lines, each ending in a newline) and waits until they are on disk. With
    /// `tearingAt` (the tests' injected full disk) only that many bytes are written, and it throws.
    func append(_ lines: Data, tearingAt cut: Int? = nil) async throws {
        try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, Error>) in
            queue.async {
                done.resume(with: Result { try self.write(lines, tearingAt: cut) })
            }
        }
    }

    /// Cuts the reserved zeros, so a stopped server's journal ends at its last line. Waits for the batch
    /// under way. A crash before this leaves the zeros, which the next start cuts.
    func release() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            queue.async {
                if self.reserved > self.length, ftruncate(self.descriptor, off_t(self.length)) == 0 {
                    self.reserved = self.length
                }
                done.resume()
            }
        }
    }

    private func write(_ lines: Data, tearingAt cut: Int?) throws {
        if torn {
            guard ftruncate(descriptor, off_t(length)) == 0 else { throw failure("cutting a torn line") }
            reserved = length
            torn = false
        }
        if length + lines.count > reserved { reserve(through: length + lines.count) }
        do {
            try writeAll(cut.map { lines.prefix($0) } ?? lines, at: length)
            if cut != nil { throw LedgerError("\(path): the test's injected write failure (HUSH_TEST_LEDGER_FAIL_APPEND)") }
            guard sync() == 0 else { throw failure("syncing") }
        } catch {
            torn = true
            throw error
        }
        length += lines.count
        // Appended past the reserved space (there was no room for zeros): that is all the file now holds.
        reserved = max(reserved, length)
    }

    private func writeAll(_ bytes: Data, at offset: Int) throws {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress! + written, $0.count - written, off_t(offset + written)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw failure("writing") }
            written += count
        }
    }

    /// Zeros from the file's end to past `end`, whole mebibytes, on disk before a line is written over
    /// them. Where they cannot be written (a full disk), the file is cut back to its last line and the
    /// batch is appended, its size synced with it.
    private func reserve(through end: Int) {
        let step = Self.reservationStep
        let target = (end / step + 1) * step
        let zeros = [UInt8](repeating: 0, count: 64 * 1024)
        // Never before `length`: those bytes are lines.
        var offset = max(reserved, length)
        while offset < target {
            let count = zeros.withUnsafeBytes { pwrite(descriptor, $0.baseAddress!, min($0.count, target - offset), off_t(offset)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return unreserve() }
            offset += count
        }
        guard sync() == 0 else { return unreserve() }
        reserved = target
    }

    private func unreserve() {
        if ftruncate(descriptor, off_t(length)) == 0 { reserved = length }
    }

    /// How much is reserved at a time: writing and syncing a mebibyte of zeros takes about 3 ms here,
    /// once every two or three thousand pushes.
    static let reservationStep = 1 << 20

    /// The file's data (and its size, when a write goes past the reserved space) on disk; other metadata can wait.
    private func sync() -> Int32 {
        #if os(Linux)
        return fdatasync(descriptor)
        #else
        return fsync(descriptor)
        #endif
    }

    private func failure(_ doing: String) -> LedgerError {
        LedgerError("\(doing) \(path): \(String(cString: strerror(errno)))")
    }
}
