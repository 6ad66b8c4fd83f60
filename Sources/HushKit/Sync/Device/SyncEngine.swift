import FoundationEssentials

/// One sync of this store with the family's server: register the household on the first device's first
/// sync, push the outbox in batches (the cursor moving after each accepted one), tell the server about
/// conflicts resolved here, pull everyone else's changes, and apply them locally as one journal entry.
///
/// The store's lock is held only to apply what was pulled, never across the network, so logging never
/// waits for a slow server. Syncs of one store run one at a time (`STORE/sync.lock`).
///
/// ```swift
/// let report = try SyncEngine(session: session, transport: transport).sync()
/// report.pushed; report.pulled; report.openConflicts
/// ```
public struct SyncEngine {
    public let session: Session
    public let transport: any SyncTransport
    /// The person a pulled entry is journaled as: never anyone's name, so the outbox can tell them apart.
    public static let author = "(sync)"
    /// Changes per push: a fifth of what the server takes (``SyncLimits/changesPerPush``).
    static let batchSize = 200

    /// Whether the sync state notes when the last sync ended (`last_synced`, for a person reading
    /// `sync.json`). A store nobody reads that of (a voice store on the server, synced before and after each
    /// line) leaves it out, and so saves its state only when what it tracks changed: a sync that moved
    /// nothing costs no `fsync`, one that pushed a line costs one save, not two.
    public var notesSyncTime = true

    public init(session: Session, transport: any SyncTransport, notesSyncTime: Bool = true) {
        self.session = session
        self.transport = transport
        self.notesSyncTime = notesSyncTime
    }

    var directory: String { session.store.directory }

    /// Runs `body` holding this store's sync lock (taking it only if free when `wait` is false).
    public static func locked<T>(_ directory: String, wait: Bool = true, _ body: () throws -> T) throws -> T? {
        try DurableFile.makeDirectory(directory)
        let lock = try FileLock(path: directory + "/sync.lock")
        if wait { try lock.lock() } else if !lock.tryLock() { return nil }
        defer { lock.unlock() }
        return try body()
    }

    /// `lockHeld`: the caller already holds `STORE/sync.lock` (the background runner).
    public func sync(lockHeld: Bool = false) throws -> SyncReport {
        if lockHeld { return try syncHoldingLock() }
        return try Self.locked(directory) { try syncHoldingLock() }!
    }

    private func syncHoldingLock() throws -> SyncReport {
        var state = try SyncState.load(store: directory)
        guard let server = state.server else { throw SyncError.noServer }
        var report = SyncReport(server: server)
        do {
            if !state.isLinked {
                let grant = try SyncClient(server: server, token: nil, transport: transport).register(person: session.person)
                link(&state, grant)
                try state.save(store: directory)
                report.registered = true
            }
            let client = SyncClient(server: server, token: state.token, transport: transport)
            try push(client, &state, &report)
            try resolve(client, &state)
            try pull(client, &state, &report)
            // After the pull, so a household whose zone is already on the server keeps it.
            if session.offersItsZone, try ZoneSeeding(session: session).seed() {
                try push(client, &state, &report)
            }
            state.failures = 0
            state.lastError = nil
            if notesSyncTime {
                state.lastSynced = UTCText.format(WallClock.now())
                try state.save(store: directory)
            } else if try SyncState.load(store: directory) != state {
                try state.save(store: directory)
            }
            report.openConflicts = state.openConflicts.count
            return report
        } catch let error as SyncError {
            if case .unreachable(_, let reason) = error {
                state.failures += 1
                state.lastError = reason
                try? state.save(store: directory)
            }
            throw error
        }
    }

    func link(_ state: inout SyncState, _ grant: SyncMessages.Grant) {
        state.household = grant.household
        state.device = grant.device
        state.token = grant.token
        state.person = grant.person
        state.personID = grant.personID
        state.pulled = 0
    }

    private func push(_ client: SyncClient, _ state: inout SyncState, _ report: inout SyncReport) throws {
        if let carried = try CompactionCarry.read(directory) {
            for start in stride(from: 0, to: carried.changes.count, by: Self.batchSize) {
                let reply = try client.push(Array(carried.changes[start..<min(start + Self.batchSize, carried.changes.count)]))
                report.pushed += reply.accepted
                report.newConflicts += reply.conflicts.count
                report.refused += reply.refused.values.sorted()
            }
            if let restart = carried.restart {
                state.pushedOffset = restart.offset
                state.pushedSeq = restart.seq
                state.pulledEntries = restart.pulled
            }
            try state.save(store: directory)
            CompactionCarry.clear(directory)
        }
        let outbox = SyncOutbox(entries: try session.store.committedEntries(from: state.pushedOffset), state: state)
        let batches = outbox.batches(of: Self.batchSize)
        for (index, batch) in batches.enumerated() {
            if !batch.changes.isEmpty {
                let reply = try client.push(batch.changes)
                report.pushed += reply.accepted
                report.newConflicts += reply.conflicts.count
                report.refused += reply.refused.values.sorted()
            }
            guard batch.endOffset >= 0 else { continue }
            state.pushedOffset = batch.endOffset
            state.pushedSeq = batch.endSeq
            state.pulledEntries.removeAll { $0 <= batch.endSeq }
            // Saved after each batch: a sync cut off here resends only what the server has not acknowledged.
            // A store that saves only what changed leaves its last batch to the sync's one save at the end
            // (cut off before it, the batch is sent again, and the server keeps each change id once).
            if notesSyncTime || index < batches.count - 1 { try state.save(store: directory) }
        }
    }

    private func resolve(_ client: SyncClient, _ state: inout SyncState) throws {
        for (id, choice) in state.resolutions.sorted(by: { $0.key < $1.key }) {
            do {
                try client.resolve(conflict: id, resolution: choice)
            } catch SyncError.refused(404, _) {
                // Resolved already, on another device: nothing more to say.
            }
            state.resolutions[id] = nil
            try state.save(store: directory)
        }
    }
}
