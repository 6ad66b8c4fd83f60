import Foundation
import HushKit

/// When the embedded server pictures its memory (``MemorySnapshot``): at a clean shutdown, and while it
/// runs once the lines since the last snapshot reach a quarter of the journal (at least 10,000), so a
/// start after a crash replays at most that many. Writing one costs time in proportion to the journal, so
/// a quarter keeps that cost a fixed share of each line written, however long the journal grows.
///
/// ```swift
/// snapshotIfDue()       // after a flush: in the background, if enough lines have been written
/// ```
extension FileLedger {
    /// Where the journal ends now, as far as memory holds it.
    var point: JournalPoint { JournalPoint(length: journalLength, lines: journalLines, digest: journalDigest) }

    func snapshotIfDue() {
        // Counted from the last try, not the last success: a disk that refuses snapshots is asked again
        // only a quarter of the journal later, not after every flush.
        let since = journalLines - max(snapshotPoint.lines, snapshotTried)
        guard snapshotWriting == nil, since >= max(snapshotLeast, journalLines / 4) else { return }
        snapshotTried = journalLines
        // Memory is a value: the copy taken here is what was on disk at this point, whatever comes after.
        let snapshot = MemorySnapshot(journal: point, memory: memory)
        snapshotWriting = Task { [directory] in
            let written = await Self.writeAside(snapshot, directory: directory)
            self.snapshotDone(written ? snapshot.journal : nil)
        }
    }

    /// Writes on a thread of Dispatch's, not in a task: the server's tasks run on its event loops (one, by
    /// default), and a snapshot of a large ledger takes a good part of a second to write and sync, which
    /// on a loop would hold every request, `/health` included.
    private nonisolated static func writeAside(_ snapshot: MemorySnapshot, directory: String) async -> Bool {
        await withCheckedContinuation { done in
            DispatchQueue.global(qos: .background).async { done.resume(returning: write(snapshot, directory: directory)) }
        }
    }

    private func snapshotDone(_ written: JournalPoint?) {
        snapshotWriting = nil
        if let written { snapshotPoint = written }
    }

    func writeSnapshot(_ snapshot: MemorySnapshot) {
        if Self.write(snapshot, directory: directory) { snapshotPoint = snapshot.journal }
    }

    /// A snapshot that cannot be written is not an outage: the next start reads the whole journal.
    private nonisolated static func write(_ snapshot: MemorySnapshot, directory: String) -> Bool {
        do {
            try snapshot.write(directory: directory)
            return true
        } catch {
            FileHandle.standardError.write(Data("hush serve: a snapshot of memory was not written (the next start reads the whole ledger): \(error)\n".utf8))
            return false
        }
    }

    /// Removes what a process that stopped mid-write left: a temporary snapshot or a ledger being
    /// resealed (`NAME.tmp-PID`, ``DurableFile/replace(_:with:sync:)``). Called with the folder's lock held,
    /// so no other server is writing one; each is only ever renamed into place whole, so none is needed.
    static func removeLeftovers(in directory: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(MemorySnapshot.fileName + ".tmp-") || name.hasPrefix("ledger.jsonl.tmp-") {
            unlink(directory + "/" + name)
        }
    }
}
