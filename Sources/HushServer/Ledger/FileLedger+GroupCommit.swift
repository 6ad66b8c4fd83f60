import Foundation
import HushKit

/// Group commit: operations decided while the disk is busy are written together, by one `write` and one
/// `fdatasync` (``JournalWriter``), and each caller is answered only after the flush that covers its line.
/// At 4 devices this turns one flush a push into one flush for every push that arrived during the last.
///
/// ```swift
/// await settle(["household:h1"])                       // the household's last write is on disk
/// try await commit(.push(…), claims: ["household:h1"])  // on disk, and in memory, when this returns
/// ```
extension FileLedger {
    static func claim(household: String) -> String { "household:" + household }

    /// Waits until none of `keys` is claimed by a write not yet on disk.
    func settle(_ keys: [String]) async {
        while keys.contains(where: claimed.contains) {
            await withCheckedContinuation { settling.append($0) }
        }
    }

    /// Waits until no write at all is pending: for the one decision about the whole server (the first
    /// household) and for closing.
    func settleAll() async {
        while flushing || !batch.isEmpty {
            await withCheckedContinuation { settling.append($0) }
        }
    }

    /// Seals `operation` into the next batch, claiming `keys` until it is on disk, and returns once it is
    /// (and memory has it). Callers settle their keys and decide with no wait before calling, so nothing
    /// in a batch depends on another line of it. A failed flush fails every operation in it with
    /// ``BackendUnavailable/unwritable(_:)`` (503: the devices try again) and leaves memory as it was.
    func commit(_ operation: LedgerOperation, claims keys: [String]) async throws {
        var line = Data(JournalChecksum.seal(try operation.line()))
        line.append(UInt8(ascii: "\n"))
        if let countdown = failingAppend {
            failingAppend = countdown - 1
            if countdown == 1 { batch.tearingAt = batch.lines.count + line.count / 2 }
        }
        claimed.formUnion(keys)
        try await withCheckedThrowingContinuation { (waiter: CheckedContinuation<Void, Error>) in
            batch.add(line, operation, claims: keys, waiter: waiter)
            if !flushing {
                flushing = true
                Task { await flush() }
            }
        }
    }

    /// Writes batches until none is waiting. While one is on its way to the disk the actor is free, so
    /// the pushes arriving meanwhile are judged and gathered into the next.
    private func flush() async {
        while !batch.isEmpty {
            if arrivals.count > 0 { await awaitArrivals() }
            let taken = batch
            batch = JournalBatch()
            let started = ContinuousClock.now
            var failure: Error?
            do {
                try await writer.append(taken.lines, tearingAt: taken.tearingAt)
                outages.answered(since: started)
                journalDigest = JournalPoint.crc(taken.lines, continuing: journalDigest)
                // In journal order, as a restart will replay them, each with where its line now lies.
                for (operation, length) in zip(taken.operations, taken.lengths) {
                    journalLines += 1
                    memory.replay(operation, at: LinePlace(offset: journalLength, length: length - 1, line: journalLines))
                    journalLength += length
                }
            } catch {
                let reason = "appending to \(path): \(error)"
                // Counted per operation: the outage's log says how many calls failed, as before batches.
                for _ in taken.operations { outages.failed(reason, since: started) }
                failure = BackendUnavailable.unwritable(reason)
            }
            claimed.subtract(taken.claims)
            for waiter in taken.waiters {
                if let failure { waiter.resume(throwing: failure) } else { waiter.resume() }
            }
            wakeSettling()
        }
        flushing = false
        wakeSettling()
        snapshotIfDue()
    }

    private func wakeSettling() {
        let woken = settling
        settling = []
        for waiter in woken { waiter.resume() }
    }
}
