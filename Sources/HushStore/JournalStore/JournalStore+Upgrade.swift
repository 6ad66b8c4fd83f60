import FoundationEssentials
import HushDomain

/// Upgrading an older journal in place, on the first write after this Hush reads it: reading never
/// changes a byte, so a store can be opened by a newer Hush and still be moved back until it writes.
extension JournalStore {
    /// Seals a format-1 journal's lines with checksums (``JournalUpgrade``) and carries sync's outbox
    /// cursor across to the new byte offsets. Costs one rebuild of the cache, once.
    func upgradeJournalIfOlder() throws {
        guard journalVersion < StoreFormat.checksummed, state.covered > 0 else { return }
        let old = try DurableFile.read(journalPath, from: 0, upTo: state.covered)
        let upgrade = try JournalUpgrade(old, path: journalPath)
        let sync = try? SyncState.load(store: directory)
        try replaceJournal(with: upgrade.data) { inode in
            guard let sync, sync.isLinked else { return }
            try CompactionCarry.restart(directory, offset: upgrade.offset(sync.pushedOffset), seq: sync.pushedSeq,
                                        pulled: sync.pulledEntries, inode: inode)
        }
    }
}
