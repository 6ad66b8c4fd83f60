import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import HushDomain

/// Replacing the journal whole: compaction, the format upgrade, `repair store` and `restore from`. The
/// new journal is written beside the old one, fsync'd, given its watermark, and renamed over it, so a
/// crash leaves the old journal or the new one, never a mix, and never a watermark that condemns either.
extension JournalStore {
    /// Writes `data` as the journal. `beforeRename` runs with the new file's inode once it is durable
    /// (sync records where its outbox starts in the new file). The cache is rebuilt from the new journal.
    func replaceJournal(with data: Data, beforeRename: (UInt64) throws -> Void = { _ in }) throws {
        let temporary = journalPath + ".tmp-\(getpid())"
        try DurableFile.replace(temporary, with: data, sync: true)
        do {
            guard let mark = DurableFile.mark(temporary) else {
                throw StoreError.io(path: temporary, reason: "the new journal vanished before it was renamed into place")
            }
            try beforeRename(mark.inode)
            // Saved before the rename: until then it names a file that is not the journal, and is ignored.
            try JournalWatermark(length: data.count, inode: mark.inode).save(in: directory)
            guard rename(temporary, journalPath) == 0 else {
                throw StoreError.io(path: journalPath, reason: "could not replace the journal: \(String(cString: strerror(errno)))")
            }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
        DurableFile.syncDirectory(directory)
        confirmedLength = data.count
        journalVersion = StoreFormat.current
        // Everything cached was derived from the old journal: rebuild it all.
        state = StoreState()
        partitions = [:]
        try rebuild()
    }
}
