import Foundation
import HushKit

/// The embedded backend: an append-only journal in `--data DIR` (`ledger.jsonl`), fsync'd before any
/// answer, and the households in memory. One server process owns a folder (an exclusive lock); several
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
    private let encoder = JSONEncoder()

    public init(directory: String) throws {
        try DurableFile.makeDirectory(directory)
        path = directory + "/ledger.jsonl"
        lock = try FileLock(path: directory + "/lock")
        guard lock.tryLock() else {
            throw LedgerError("\(directory) is in use by another hush serve; give each server its own --data, or share --database postgres://…")
        }
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var memory = LedgerMemory()
        defer { self.memory = memory }
        guard let data = try DurableFile.read(path) else { return }
        var start = data.startIndex
        var lineNumber = 0
        let decoder = JSONDecoder()
        while start < data.endIndex {
            guard let newline = data[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                // A crash mid-append: that push was never answered, so dropping it loses nothing confirmed.
                try DurableFile.truncate(path, to: start - data.startIndex)
                break
            }
            lineNumber += 1
            guard let operation = try? decoder.decode(LedgerOperation.self, from: data[start..<newline]) else {
                throw LedgerError("\(path) line \(lineNumber) is damaged; the server will not start on it (the file is untouched)")
            }
            memory.replay(operation)
            start = newline + 1
        }
    }

    /// Appends and fsyncs before memory changes: what a client is told is on disk.
    private func write(_ operation: LedgerOperation) throws {
        var line = try encoder.encode(operation)
        line.append(UInt8(ascii: "\n"))
        try DurableFile.append(line, to: path, sync: true)
        memory.replay(operation)
    }

    public func createHousehold(_ household: String, device: DeviceRecord) throws {
        try write(.household(id: household, device: device))
    }

    public func addDevice(_ device: DeviceRecord) throws { try write(.device(device)) }

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
        let plan = PushRules(device: device.id, person: device.identity, now: now, trusted: trusted).plan(changes, context: household.context(for: PushRules.needs(changes)))
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

    public func close() {}
}
