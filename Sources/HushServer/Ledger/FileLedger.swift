import Foundation
import HushDomain
import HushKit
import Logging

/// The embedded backend: an append-only journal in `--data DIR` (`ledger.jsonl`), each line sealed with
/// its checksum and on disk before any answer, and the households' indexes in memory (``HouseholdMemory``:
/// where each change lies, not the change; events' current versions are read back from the journal too,
/// so memory grows by a few hundred bytes an event rather than kilobytes). Concurrent writes share a
/// flush (group commit, ``FileLedger/commit(_:claims:)``): each is answered once the flush covering it is
/// done, and memory only ever holds what is on disk, so nothing is read that a crash could take back.
/// One server process owns a folder (an exclusive lock); several servers side by side share a
/// PostgreSQL database instead (``PostgresLedger``).
///
/// ```swift
/// let ledger = try FileLedger(directory: "/srv/hush")   // reads the journal back
/// ```
public actor FileLedger: HouseholdLedger {
    public nonisolated let feed = ChangeFeed()
    let path: String
    private let lock: FileLock
    var memory = LedgerMemory()
    let writer: JournalWriter
    let reader: JournalReader
    /// The journal's length and its number of lines, as far as memory has replayed it: where the next
    /// batch's lines will lie.
    var journalLength = 0
    var journalLines = 0
    /// The CRC-32C of the journal's bytes so far, for the next ``MemorySnapshot``.
    var journalDigest: UInt32 = 0
    /// The point the last snapshot on disk pictures, and the snapshot being written, if one is.
    var snapshotPoint = JournalPoint.start
    var snapshotWriting: Task<Void, Never>?
    /// The journal's line count when a snapshot was last begun, written or not.
    var snapshotTried = 0
    let snapshotLeast: Int
    let directory: String

    /// Test-only fault injection (`HUSH_TEST_LEDGER_FAIL_APPEND=N`): the Nth operation written from start
    /// writes half its line and fails, as a full disk does. Never set outside the tests.
    var failingAppend = ProcessEnvironment.value("HUSH_TEST_LEDGER_FAIL_APPEND").flatMap(Int.init)
    /// Failed appends make an outage, logged once when it starts and once when an append works again.
    let outages: OutageLog
    let logger: Logger
    /// Reads that met a damaged line, by the first line they asked for, logged once each: every device's
    /// next pull from the same place meets the damage again.
    var damagedLines: Set<Int> = []

    /// Operations decided but not yet handed to the disk, and whether a flush is under way.
    var batch = JournalBatch()
    var flushing = false
    /// What operations not yet on disk decided on: their household (`household:ID`), the invite codes
    /// their pushes hold (`invite:CODE`), the device link they redeem (`link:HASH`). Memory holds only
    /// what is on disk, so an operation touching a claimed key waits for that flush and then decides
    /// on what it wrote, as PostgreSQL's row locks make a push wait for the household's last commit.
    var claimed: Set<String> = []
    var settling: [CheckedContinuation<Void, Never>] = []
    /// Pushes under way, which a flush about to start waits for (``PushArrivals``).
    var arrivals = PushArrivals()

    /// Reads the ledger back, verifying every line's checksum. A torn last line (a write that never
    /// finished, so never answered) is cut with a note on stderr; lines from before checksums are sealed
    /// in one atomic rewrite; any other damage is refused, naming its line, and the file is left as it is.
    /// `snapshotLeast`: the fewest lines written since the last snapshot of memory before the next is
    /// taken while running (``FileLedger/snapshotIfDue()``); tests take them sooner.
    public init(directory: String, logger: Logger = Logger(label: "hush-serve"), snapshotLeast: Int = 10_000) throws {
        self.snapshotLeast = snapshotLeast
        outages = OutageLog(backend: "ledger", failing: "unwritable", logger: logger)
        self.logger = logger
        try DurableFile.makeDirectory(directory)
        self.directory = directory
        path = directory + "/ledger.jsonl"
        lock = try FileLock(path: directory + "/lock")
        guard lock.tryLock() else {
            throw LedgerError("\(directory) is in use by another hush serve; give each server its own --data, or share --database postgres://…")
        }
        Self.removeLeftovers(in: directory)
        if let start = try LedgerStart(path: path, directory: directory) {
            memory = start.memory
            snapshotPoint = start.snapshotPoint
            journalLength = start.end.length
            journalLines = start.end.lines
            journalDigest = start.end.digest
        }
        writer = try JournalWriter(path: path, length: journalLength)
        reader = try JournalReader(path: path)
    }

    public func createHousehold(_ household: String, device: DeviceRecord) async throws {
        try await commit(.household(id: household, device: device), claims: [Self.claim(household: household)])
    }

    public func addDevice(_ device: DeviceRecord) async throws {
        let claims = [Self.claim(household: device.household)]
        await settle(claims)
        try await commit(.device(device), claims: claims)
    }

    /// Decided once no other write is pending, with no wait between the question and the claim: two
    /// registrations never both find the server empty.
    public func createFirstHousehold(_ household: String, device: DeviceRecord) async throws -> Bool {
        guard memory.households.isEmpty else { return false }
        await settleAll()
        guard memory.households.isEmpty else { return false }
        try await commit(.household(id: household, device: device), claims: [Self.claim(household: household)])
        return true
    }

    public func device(tokenHash: String) -> DeviceRecord? { memory.deviceByToken[tokenHash].flatMap { memory.devices[$0] } }

    public func devices(household: String) -> [DeviceRecord] {
        memory.devices.values.filter { $0.household == household }.sorted { $0.createdAt < $1.createdAt }
    }

    public func revoke(device: String, household: String, at: Date) async throws -> Bool {
        let claims = [Self.claim(household: household)]
        await settle(claims)
        guard memory.devices[device]?.household == household else { return false }
        try await commit(.revoke(device: device, household: household, at: UTCText.format(at)), claims: claims)
        return true
    }

    public func push(_ changes: [SyncChange], by device: DeviceRecord, now: Date, trusted: Bool) async throws -> PushReply {
        arrivals.end()?.resume()
        let needs = PushRules.needs(changes)
        // The household's last write and any other household's claim on the same invite codes are on
        // disk before this push is judged: it sees what they wrote, and nothing that may yet fail.
        let claims = [Self.claim(household: device.household)] + needs.inviteCodes.map { "invite:" + $0 }
        await settle(claims)
        let household = memory.households[device.household] ?? HouseholdMemory(digester: memory.digester)
        var context = try household.context(for: needs) { try change(household: device.household, seq: $0) }
        context.inviteCodes = memory.holders(of: needs.inviteCodes, household: device.household)
        let plan = PushRules(device: device.id, person: device.identity, now: now, trusted: trusted).plan(changes, context: context, sent: needs.facts)
        var seq = household.latestSeq
        let numbered = plan.accepted.map { change -> ServerChange in
            seq += 1
            return ServerChange(seq: seq, device: device.id, person: device.person, change: change)
        }
        if !numbered.isEmpty || !plan.conflicts.isEmpty {
            try await commit(.push(household: device.household, changes: numbered, conflicts: plan.conflicts), claims: claims)
            feed.publish(household: device.household, seq: seq)
        }
        return PushReply(plan: plan, seq: seq)
    }

    public func latestSeq(household: String) -> Int { memory.households[household]?.latestSeq ?? 0 }

    public func conflicts(household: String) -> [SyncConflict] { memory.households[household]?.conflicts ?? [] }

    public func resolve(conflict: String, household: String, resolution: String, at: Date) async throws -> Bool {
        let claims = [Self.claim(household: household)]
        await settle(claims)
        guard memory.households[household]?.conflicts.contains(where: { $0.id == conflict && $0.resolvedAt == nil }) == true else { return false }
        try await commit(.resolve(household: household, conflict: conflict, resolution: resolution, at: UTCText.format(at)), claims: claims)
        feed.publish(household: household, seq: latestSeq(household: household))
        return true
    }

    public func invite(code: String) -> (household: String, record: StoredRecord)? {
        // Invites are not events: their records are in memory.
        guard let found = memory.inviteCodes[code], let record = memory.households[found.household]?.records[found.key] else { return nil }
        return (found.household, record)
    }

    public func addDeviceLink(_ link: DeviceLink) async throws {
        let claims = ["link:" + link.codeHash]
        await settle(claims)
        try await commit(.deviceLink(link), claims: claims)
    }

    /// Judged and claimed with no wait in between, after any write to its code or its maker's household
    /// is on disk: one code makes one device, never one of a device revoked meanwhile.
    public func redeemDeviceLink(codeHash: String, device: String, tokenHash: String, at: Date) async throws -> DeviceLinkOutcome {
        let household = memory.deviceLinks[codeHash]?.household
        let claims = ["link:" + codeHash] + (household.map { [Self.claim(household: $0)] } ?? [])
        await settle(claims)
        guard let link = memory.deviceLinks[codeHash] else { return .unknown }
        let outcome = link.judge(maker: memory.devices[link.device], now: at)
        guard case .redeemable(let maker) = outcome else { return outcome }
        let added = DeviceLink.device(for: maker, id: device, tokenHash: tokenHash, at: at)
        try await commit(.deviceLinkUsed(codeHash: codeHash, device: added, at: UTCText.format(at)), claims: claims)
        return .redeemed(added)
    }

    /// Waits for writes under way, so none is cut off by the process ending, cuts the space reserved
    /// past the last line, and leaves a snapshot of memory for the next start (``MemorySnapshot``).
    public func close() async {
        await settleAll()
        await writer.release()
        await snapshotWriting?.value
        snapshotWriting = nil
        guard journalLines > snapshotPoint.lines else { return }
        writeSnapshot(MemorySnapshot(journal: point, memory: memory))
    }
}
