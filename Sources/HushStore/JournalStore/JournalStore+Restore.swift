import FoundationEssentials
import HushDomain

/// `restore from FILE`: a snapshot becomes the journal. The journal it replaces is kept beside it as
/// `replaced-YYYYMMDD-HHMMSS.jsonl`, so a restore never deletes a confirmed change either.
extension JournalStore {
    public func restore(from file: String, now: Date) throws -> (changes: Int, previous: String?) {
        let snapshot = try StoreBackup.read(file)
        return try withLockOnly {
            var previous: String?
            if let current = try DurableFile.read(journalPath), !current.isEmpty {
                let aside = Self.freshName(in: directory, prefix: "replaced-", date: now)
                try DurableFile.replace(aside, with: current, sync: true)
                previous = aside
            }
            let sync = try? SyncState.load(store: directory)
            try replaceJournal(with: snapshot.data) { inode in
                // The server keeps what it has; the outbox starts after the restored history.
                guard let sync, sync.isLinked else { return }
                try CompactionCarry.restart(directory, offset: snapshot.data.count, seq: snapshot.changes, pulled: [], inode: inode)
            }
            return (snapshot.changes, previous)
        }
    }
}
