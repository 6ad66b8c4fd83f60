import FoundationEssentials
import HushDomain

/// Looking after the store: `check store`, `repair store`, `backup to`, `restore from`, `set backups`.
/// Check, repair, backup and restore run with the store closed (the interpreter settles first), so they
/// work on a journal that refuses to load, and take the store's lock themselves where they need it.
extension StoreHandler {

    func runStore(_ command: StoreCommand, line: ParsedLine, now: Date) throws -> any Answer {
        let account = PurchaseAccount(environment: ProcessEnvironment.variables)
        switch command {
        case .check:
            return StoreCheckAnswer(report: try StoreCheck(directory: store.directory).run(account: account))
        case .repair:
            if !line.confirmed {
                let report = try StoreCheck(directory: store.directory).run(account: nil)
                let preamble = StoreCheckText(style: TextStyle(enabled: false)).render(report)
                throw ConfirmationRequest(preamble: preamble,
                                          question: "Repair the store? Readable changes are kept; damaged lines are set aside in a file, never deleted",
                                          then: [line.confirming()], refusal: .needsConfirmation(what: "repairing the store", command: "repair store"))
            }
            return RecordedAnswer(summary: try store.repair(now: now).summary, event: nil, baby: nil)
        case .backup(let file):
            let taken = try StoreBackup(directory: store.directory).write(to: file)
            return RecordedAnswer(summary: "Backed up \(taken.changes) change\(taken.changes == 1 ? "" : "s") (\(StoreCheckText.size(taken.bytes))) to \(file)",
                             event: nil, baby: nil)
        case .restore(let file):
            let snapshot = try StoreBackup.read(file)
            if !line.confirmed {
                throw ConfirmationRequest(question: "Replace this store with \(file) (\(snapshot.changes) changes)? The journal now in use is kept beside it",
                                          then: [line.confirming()], refusal: .needsConfirmation(what: "restoring a backup", command: "restore from \(file)"))
            }
            let restored = try store.restore(from: file, now: now)
            var summary = "Restored \(restored.changes) change\(restored.changes == 1 ? "" : "s") from \(file)"
            if let previous = restored.previous { summary += "; the journal it replaced is kept as \(previous)" }
            return RecordedAnswer(summary: summary, event: nil, baby: nil)
        case .dailyBackups(let on):
            let before = store.preference(Dispatcher.backupsPreference).map { StoreRecord.preference(Preference(key: Dispatcher.backupsPreference, value: $0)) }
            let change = RecordChange(before: before, after: .preference(Preference(key: Dispatcher.backupsPreference, value: on ? "on" : "off")))
            let summary = on ? "Daily backups on: the last \(StoreBackup.dailyKept) days are kept in \(store.directory)/backups"
                : "Daily backups off (the ones already in \(store.directory)/backups stay)"
            try store.commit(action: .set, summary: summary, changes: [change], at: now, by: session.person)
            return RecordedAnswer(summary: summary, event: nil, baby: nil)
        }
    }
}

extension Dispatcher {
    /// The preference that turns the rolling daily snapshot off ("off"); on unless set.
    static let backupsPreference = "backups"
}
