import Foundation
import HushKit

/// What the embedded backend reads back from its journal rather than holding: the changes a device pulls
/// and the current version of events (``HouseholdMemory`` keeps only where each lies). Every line read is
/// checked against its checksum again (``JournalReader``).
///
/// ```swift
/// let page = try await ledger.changes(household: "h1", after: 0, limit: 2_000)   // oldest first
/// ```
extension FileLedger {
    /// Read back from the journal, each line's checksum verified again: a line damaged since the start
    /// fails the pull (500, logged with its line number) instead of being served.
    public func changes(household: String, after seq: Int, limit: Int) throws -> [ServerChange] {
        guard let places = memory.households[household]?.places else { return [] }
        // Sequence numbers are dense from 1 in this backend: the position is the number.
        let from = max(0, min(seq, places.count))
        let wanted = places[from..<min(places.count, from + max(0, limit))]
        do {
            return try reader.changes(at: wanted, household: household, firstSeq: from + 1)
        } catch {
            // The operator's to hear of: the device only gets a 500, and the line stays damaged until restored.
            let line = wanted.first.map { Int($0.line.line) } ?? 0
            if damagedLines.insert(line).inserted { logger.error("\(error)") }
            throw error
        }
    }

    /// Change `seq` of the household, read back from the journal.
    func change(household: String, seq: Int) throws -> ServerChange {
        guard let change = try changes(household: household, after: seq - 1, limit: 1).first else {
            throw LedgerError("\(path): household \(household) has no change \(seq)")
        }
        return change
    }

    public func records(household: String, keys: [String]) throws -> [StoredRecord] {
        guard let kept = memory.households[household] else { return [] }
        return try keys.compactMap { key in try kept.record(key) { try change(household: household, seq: $0) } }
    }

    public func records(household: String, kind: String) throws -> [StoredRecord] {
        guard let kept = memory.households[household] else { return [] }
        guard kind != "event" else {
            return try kept.eventRecords { try change(household: household, seq: $0) }
        }
        let prefix = kind == "baby" ? kind + ":" : "entity:\(kind):"
        return kept.records.values.filter { $0.key.hasPrefix(prefix) }
    }
}
