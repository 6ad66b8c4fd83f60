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
/// ```swift
/// let writer = try JournalWriter(path: dir + "/ledger.jsonl", length: 0)
/// try await writer.append(Data("{…}\n{…}\n".utf8))   // on disk when this returns
/// ```
final class JournalWriter: @unchecked Sendable {
    let path: String
    /// Touched only on `queue`, one batch at a time: that is what makes this class safe to share.
    private let descriptor: Int32
    private var length: Int
    private var torn = false
    private let queue = DispatchQueue(label: "hush.ledger.journal")

    /// Opens (creating) the journal whose whole lines end at `length`.
    init(path: String, length: Int) throws {
        self.path = path
        self.length = length
        let existed = access(path, F_OK) == 0
        descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw LedgerError("opening \(path): \(String(cString: strerror(errno)))") }
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

    private func write(_ lines: Data, tearingAt cut: Int?) throws {
        if torn {
            guard ftruncate(descriptor, off_t(length)) == 0 else { throw failure("cutting a torn line") }
            torn = false
        }
        do {
            try writeAll(cut.map { lines.prefix($0) } ?? lines)
            if cut != nil { throw LedgerError("\(path): the test's injected write failure (HUSH_TEST_LEDGER_FAIL_APPEND)") }
            guard sync() == 0 else { throw failure("syncing") }
        } catch {
            torn = true
            throw error
        }
        length += lines.count
    }

    private func writeAll(_ bytes: Data) throws {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw failure("writing") }
            written += count
        }
    }

    /// The C `write`, named apart from this type's own.
    private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(descriptor, buffer, count)
        #else
        return Darwin.write(descriptor, buffer, count)
        #endif
    }

    /// The file's data (and its size, which an append changes) on disk; other metadata can wait.
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
