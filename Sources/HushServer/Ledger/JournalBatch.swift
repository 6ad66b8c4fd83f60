import Foundation

/// Operations decided while the journal's disk was busy, waiting to be made durable together: their
/// sealed lines in order, the operations themselves (replayed into memory once on disk, in the same
/// order, so memory and journal never disagree), the keys they hold (``FileLedger``'s claims), and the
/// callers to answer when the batch's one write and flush is done.
///
/// ```swift
/// var batch = JournalBatch()
/// batch.add(line, operation, claims: ["household:h1"], waiter: continuation)
/// try await writer.append(batch.lines)      // then replay batch.operations, resume batch.waiters
/// ```
struct JournalBatch {
    private(set) var lines = Data()
    private(set) var operations: [LedgerOperation] = []
    /// Each operation's line length, newline included: where each lies once the batch is appended.
    private(set) var lengths: [Int] = []
    private(set) var claims: [String] = []
    private(set) var waiters: [CheckedContinuation<Void, Error>] = []
    /// Where the tests' injected full disk cuts the batch (half way through the failing operation's line).
    var tearingAt: Int?

    var isEmpty: Bool { operations.isEmpty }

    mutating func add(_ line: Data, _ operation: LedgerOperation, claims keys: [String], waiter: CheckedContinuation<Void, Error>) {
        lines.append(line)
        operations.append(operation)
        lengths.append(line.count)
        claims += keys
        waiters.append(waiter)
    }
}
