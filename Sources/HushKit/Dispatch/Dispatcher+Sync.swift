import FoundationEssentials

/// The sync commands that need no network: the server's address, the conflicts kept from the last
/// pull, and resolving them (new local changes, pushed by the next sync with the choice).
extension SyncHandler {
    func runSync(_ command: SyncCommand, now: Date) throws -> any Answer {
        let directory = store.directory
        switch command {
        case .sync: return try overNetwork(.sync)
        case .devices: return try overNetwork(.devices)
        case .revokeDevice(let id): return try overNetwork(.revoke(id))
        case .addDevice:
            let state = try SyncState.load(store: directory)
            guard state.isLinked else { throw SyncError.deviceNeedsLink(server: state.server) }
            return try overNetwork(.deviceLink(zone: ZoneSeeding.householdZone(in: store.state)?.zone))
        case .setServer(let address):
            let unlinked = try SyncEngine.locked(directory) { () -> Bool in
                var state = try SyncState.load(store: directory)
                let wasLinked = state.isLinked && state.server != address
                if state.server != address {
                    // Another server is another household: this store registers or joins anew there, and its
                    // whole journal is the outbox again.
                    state = SyncState()
                    state.server = address
                }
                try state.save(store: directory)
                return wasLinked
            } ?? false
            return SyncAnswer(view: .serverSet(address, unlinked: unlinked))
        case .conflicts:
            let state = try SyncState.load(store: directory)
            return SyncAnswer(view: .conflicts(state.openConflicts, device: state.device, person: session.person, calendar: session.calendar, now: now))
        case .resolve(let choice, let number):
            let summary = try SyncEngine.locked(directory) { try resolve(choice, number: number, now: now) }!
            return SyncAnswer(view: .resolved(summary))
        }
    }

    private func resolve(_ choice: ConflictChoice, number: Int?, now: Date) throws -> String {
        let directory = store.directory
        var state = try SyncState.load(store: directory)
        let open = state.openConflicts
        guard !open.isEmpty else { throw SyncResolutionError.noConflicts }
        let index: Int
        if let number {
            guard open.indices.contains(number - 1) else { throw SyncResolutionError.noSuchConflict(number, open: open.count) }
            index = number - 1
        } else {
            guard open.count == 1 else { throw SyncResolutionError.whichOne(open.count, choice: choice) }
            index = 0
        }
        let conflict = open[index]
        guard let (mine, theirs) = conflict.sides(device: state.device ?? "", person: session.person) else {
            throw SyncResolutionError.notYours(conflict.first.person, conflict.second.person)
        }
        var changes: [RecordChange] = []
        let what: String
        switch (conflict.kind, choice) {
        case (.edit, .keepBoth):
            throw SyncResolutionError.wrongChoice(choice, conflict.kind)
        case (.similar, .merge):
            throw SyncResolutionError.wrongChoice(choice, conflict.kind)
        case (.edit, _):
            let target = choice == .keepMine ? mine.record : choice == .keepTheirs ? theirs.record : ConflictMerge.merged(mine.record, theirs.record, mineArrivedLater: mine == conflict.second)
            let record = try SyncChange.record(target)
            let local = try store.currentRecord(key: mine.key, starts: [mine.record, theirs.record].compactMap { RecordFacts(key: mine.key, json: $0).start })
            if local != record { changes.append(RecordChange(before: local, after: record)) }
            what = choice == .merge ? "Merged the two versions" : choice == .keepMine ? "Kept your version" : "Kept \(theirs.person)'s version"
        case (.similar, .keepBoth):
            what = "Kept both events"
        case (.similar, _):
            let gone = choice == .keepMine ? theirs : mine
            if case .event(var event)? = try store.currentRecord(key: gone.key, starts: [RecordFacts(key: gone.key, json: gone.record).start].compactMap { $0 }),
               event.deletedAt == nil {
                let before = event
                event.deletedAt = now
                changes.append(RecordChange(before: .event(before), after: .event(event)))
            }
            what = choice == .keepMine ? "Kept yours and deleted \(theirs.person)'s" : "Kept \(theirs.person)'s and deleted yours"
        }
        let summary = "\(what) (conflict \(index + 1)); the next sync tells the other devices"
        if !changes.isEmpty { try store.commit(action: .do, summary: summary, changes: changes, at: now, by: session.person) }
        state.resolutions[conflict.id] = choice.rawValue
        try state.save(store: directory)
        return summary
    }
}

/// A conflict choice that cannot be made, with what to type instead.
public enum SyncResolutionError: Error, Equatable {
    case noConflicts
    case noSuchConflict(Int, open: Int)
    case whichOne(Int, choice: ConflictChoice)
    case notYours(String, String)
    case wrongChoice(ConflictChoice, SyncConflict.Kind)

    public var message: String {
        switch self {
        case .noConflicts: return "no conflicts are open; 'sync' fetches the latest"
        case .noSuchConflict(let number, let open): return "there is no conflict \(number); \(open) \(open == 1 ? "is" : "are") open (see 'conflicts')"
        case .whichOne(let count, let choice): return "\(count) conflicts are open; say which, e.g. '\(choice.rawValue) 1' (see 'conflicts')"
        case .notYours(let a, let b): return "this conflict is between \(a)'s and \(b)'s devices; resolve it on one of them"
        case .wrongChoice(let choice, .edit): return "'\(choice.rawValue)' is for similar events; an edit is settled with 'keep mine', 'keep theirs' or 'merge'"
        case .wrongChoice(let choice, .similar): return "'\(choice.rawValue)' is for edits; similar events are settled with 'keep both', 'keep mine' or 'keep theirs'"
        }
    }
}

extension SyncResolutionError: DescribedError {
    public var described: (message: String, range: SourceRange?) { (message, nil) }
}

/// Shared with the other handlers.
extension DispatchContext {
    /// Compacts the journal (deleting for real) without losing what had not reached the server yet.
    func compactCarryingOutbox(at now: Date, by person: String, reason: String) throws {
        try CompactionCarry.before(store)
        try store.compact(at: now, by: person, reason: reason)
        try CompactionCarry.after(store)
    }

    /// Runs a request on the server with the store's lock released: the network is slow and may be down, and
    /// nobody else's command waits on this store meanwhile.
    func overNetwork(_ request: NetworkRequest) throws -> any Answer {
        try session.releasingStore()
        guard let transport = session.syncTransport else { throw SyncError.noServer }
        return try SyncRunner(session: session, transport: transport).perform(request)
    }
}
