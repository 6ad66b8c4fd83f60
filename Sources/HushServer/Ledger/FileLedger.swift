import Foundation
import HushKit
import Logging

/// The embedded backend: an append-only journal in `--data DIR` (`ledger.jsonl`), each line sealed with
/// its checksum and fsync'd before any answer, and the households in memory. One server process owns a folder (an exclusive lock); several
/// servers side by side share a PostgreSQL database instead (``PostgresLedger``).
///
/// ```swift
/// let ledger = try FileLedger(directory: "/srv/hush")   // reads the journal back
/// ```
public actor FileLedger: HouseholdLedger {
    public nonisolated let feed = ChangeFeed()
    private let path: String
    private let lock: FileLock
    private var memory = LedgerMemory()

    /// Bytes of whole lines on disk: where the next line starts.
    private var length = 0
    /// A failed append may have left part of a line after `length`: cut before the next append, so no
    /// line is ever joined to a piece of another.
    private var torn = false
    /// Test-only fault injection (`HUSH_TEST_LEDGER_FAIL_APPEND=N`): the Nth append from start writes half
    /// its line and fails, as a full disk does. Never set outside the tests.
    private var failingAppend = ProcessInfo.processInfo.environment["HUSH_TEST_LEDGER_FAIL_APPEND"].flatMap(Int.init)
    /// Failed appends make an outage, logged once when it starts and once when an append works again.
    private let outages: OutageLog

    /// Reads the ledger back, verifying every line's checksum. A torn last line (a write that never
    /// finished, so never answered) is cut with a note on stderr; lines from before checksums are sealed
    /// in one atomic rewrite; any other damage is refused, naming its line, and the file is left as it is.
    public init(directory: String, logger: Logger = Logger(label: "hush-serve")) throws {
        outages = OutageLog(backend: "ledger", failing: "unwritable", logger: logger)
        try DurableFile.makeDirectory(directory)
        path = directory + "/ledger.jsonl"
        lock = try FileLock(path: directory + "/lock")
        guard lock.tryLock() else {
            throw LedgerError("\(directory) is in use by another hush serve; give each server its own --data, or share --database postgres://…")
        }
        guard let data = try DurableFile.read(path) else { return }
        var memory = LedgerMemory()
        let scan = LedgerScan(data) { memory.replay($0) }
        if let damage = scan.damage.first { throw LedgerError(damage.message(path: path)) }
        length = scan.wholeLength
        if scan.legacyLines > 0 {
            let upgraded = scan.upgraded(data)
            try DurableFile.replace(path, with: upgraded, sync: true)
            length = upgraded.count
            Self.note("\(path): added checksums to \(scan.legacyLines) lines written before the server kept them")
        } else if scan.tornBytes > 0 {
            try DurableFile.truncate(path, to: scan.wholeLength)
        }
        if scan.tornBytes > 0 {
            // A crash or a full disk mid-append: that push was never answered, so cutting it loses nothing confirmed.
            Self.note("\(path): cut an unfinished last line (\(scan.tornBytes) bytes after line \(scan.lines)), a write that never completed")
        }
        self.memory = memory
    }

    private static func note(_ text: String) {
        FileHandle.standardError.write(Data("hush serve: \(text)\n".utf8))
    }

    /// Appends one sealed line and fsyncs before memory changes: what a client is told is on disk. A
    /// failure leaves memory as it was and marks the tail torn, so the next append first cuts it; the
    /// request is answered 503 (``BackendUnavailable/unwritable(_:)``), and its device tries again.
    private func write(_ operation: LedgerOperation) throws {
        let started = ContinuousClock.now
        do {
            try append(operation)
            outages.answered(since: started)
        } catch {
            let reason = "appending to \(path): \(error)"
            outages.failed(reason, since: started)
            throw BackendUnavailable.unwritable(reason)
        }
    }

    private func append(_ operation: LedgerOperation) throws {
        if torn {
            try DurableFile.truncate(path, to: length)
            torn = false
        }
        var line = Data(JournalChecksum.seal(try JSONTreeEncoder().encode(operation)))
        line.append(UInt8(ascii: "\n"))
        do {
            if let countdown = failingAppend {
                failingAppend = countdown - 1
                if countdown == 1 {
                    try DurableFile.append(line.prefix(line.count / 2), to: path, sync: true)
                    throw LedgerError("\(path): the test's injected write failure (HUSH_TEST_LEDGER_FAIL_APPEND)")
                }
            }
            try DurableFile.append(line, to: path, sync: true)
        } catch {
            torn = true
            throw error
        }
        length += line.count
        memory.replay(operation)
    }

    public func createHousehold(_ household: String, device: DeviceRecord) throws {
        try write(.household(id: household, device: device))
    }

    public func addDevice(_ device: DeviceRecord) throws { try write(.device(device)) }

    /// Decided inside the actor, with no wait between the question and the write: two registrations
    /// never both find the server empty.
    public func createFirstHousehold(_ household: String, device: DeviceRecord) throws -> Bool {
        guard memory.households.isEmpty else { return false }
        try write(.household(id: household, device: device))
        return true
    }

    public func device(tokenHash: String) -> DeviceRecord? { memory.deviceByToken[tokenHash].flatMap { memory.devices[$0] } }

    public func devices(household: String) -> [DeviceRecord] {
        memory.devices.values.filter { $0.household == household }.sorted { $0.createdAt < $1.createdAt }
    }

    public func revoke(device: String, household: String, at: Date) throws -> Bool {
        guard memory.devices[device]?.household == household else { return false }
        try write(.revoke(device: device, household: household, at: UTCText.format(at)))
        return true
    }

    public func push(_ changes: [SyncChange], by device: DeviceRecord, now: Date, trusted: Bool) throws -> PushReply {
        let household = memory.households[device.household] ?? HouseholdMemory()
        let needs = PushRules.needs(changes)
        var context = household.context(for: needs)
        context.inviteCodes = memory.holders(of: needs.inviteCodes, household: device.household)
        let plan = PushRules(device: device.id, person: device.identity, now: now, trusted: trusted).plan(changes, context: context)
        var seq = household.latestSeq
        let numbered = plan.accepted.map { change -> ServerChange in
            seq += 1
            return ServerChange(seq: seq, device: device.id, person: device.person, change: change)
        }
        if !numbered.isEmpty || !plan.conflicts.isEmpty {
            try write(.push(household: device.household, changes: numbered, conflicts: plan.conflicts))
            feed.publish(household: device.household, seq: seq)
        }
        return PushReply(plan: plan, seq: seq)
    }

    public func changes(household: String, after seq: Int, limit: Int) -> [ServerChange] {
        guard let all = memory.households[household]?.changes else { return [] }
        // Sequence numbers are dense from 1 in this backend: the position is the number.
        let from = max(0, min(seq, all.count))
        return Array(all[from..<min(all.count, from + limit)])
    }

    public func latestSeq(household: String) -> Int { memory.households[household]?.latestSeq ?? 0 }

    public func records(household: String, keys: [String]) -> [StoredRecord] {
        keys.compactMap { memory.households[household]?.records[$0] }
    }

    public func records(household: String, kind: String) -> [StoredRecord] {
        let prefix = kind == "event" || kind == "baby" ? kind + ":" : "entity:\(kind):"
        return (memory.households[household]?.records.values).map { $0.filter { $0.key.hasPrefix(prefix) } } ?? []
    }

    public func conflicts(household: String) -> [SyncConflict] { memory.households[household]?.conflicts ?? [] }

    public func resolve(conflict: String, household: String, resolution: String, at: Date) throws -> Bool {
        guard memory.households[household]?.conflicts.contains(where: { $0.id == conflict && $0.resolvedAt == nil }) == true else { return false }
        try write(.resolve(household: household, conflict: conflict, resolution: resolution, at: UTCText.format(at)))
        feed.publish(household: household, seq: latestSeq(household: household))
        return true
    }

    public func invite(code: String) -> (household: String, record: StoredRecord)? {
        guard let found = memory.inviteCodes[code], let record = memory.households[found.household]?.records[found.key] else { return nil }
        return (found.household, record)
    }

    public func addDeviceLink(_ link: DeviceLink) throws { try write(.deviceLink(link)) }

    /// Judged and written inside the actor with no wait in between: one code makes one device.
    public func redeemDeviceLink(codeHash: String, device: String, tokenHash: String, at: Date) throws -> DeviceLinkOutcome {
        guard let link = memory.deviceLinks[codeHash] else { return .unknown }
        let outcome = link.judge(maker: memory.devices[link.device], now: at)
        guard case .redeemable(let maker) = outcome else { return outcome }
        let added = DeviceLink.device(for: maker, id: device, tokenHash: tokenHash, at: at)
        try write(.deviceLinkUsed(codeHash: codeHash, device: added, at: UTCText.format(at)))
        return .redeemed(added)
    }

    public func close() {}
}
