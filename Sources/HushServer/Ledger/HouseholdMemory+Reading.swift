import Foundation
import HushKit

/// What a push's rules and a listing ask of a ``HouseholdMemory``. An event is read back from the journal
/// by its change's number (`read`), and every digest's find is checked against the text asked for, so
/// even two texts sharing a digest would make a record missing, never another record in its place.
///
/// ```swift
/// let record = try household.record("event:e1") { seq in try ledger.change(household: id, seq: seq) }
/// ```
extension HouseholdMemory {
    /// The current version of `key`; an event's is read with `read` (the change numbered as given).
    func record(_ key: String, read: (Int) throws -> ServerChange) rethrows -> StoredRecord? {
        if let record = records[key] { return record }
        guard let entry = events[digester.digest(key)] else { return nil }
        let change = try read(Int(entry.seq))
        guard change.change.key == key else { return nil }
        return Self.stored(change, seq: Int(entry.seq))
    }

    /// Whether a change with this id is stored already.
    func knows(changeID id: String, read: (Int) throws -> ServerChange) rethrows -> Bool {
        guard let seq = changes[digester.digest(id)] else { return false }
        return try read(Int(seq)).change.id == id
    }

    /// Every event's current version, deleted ones included.
    func eventRecords(read: (Int) throws -> ServerChange) rethrows -> [StoredRecord] {
        try events.values.map { entry in Self.stored(try read(Int(entry.seq)), seq: Int(entry.seq)) }
    }

    func context(for needs: PushRules.Needs, read: (Int) throws -> ServerChange) rethrows -> PushRules.Context {
        var current: [String: StoredRecord] = [:]
        for key in needs.keys { current[key] = try record(key, read: read) }
        var seen: Set<Int32> = []
        var neighbours: [StoredRecord] = []
        for probe in needs.probes {
            let (prefix, number) = Self.slot(baby: probe.baby, type: probe.type, start: probe.start)
            var seqs: [Int32] = slotNames[prefix].map { name in
                (number - 1...number + 1).flatMap { eventSlots[EventSlot(name: name, number: $0)]?.seqs ?? [] }
            } ?? []
            if probe.open { seqs += openSleeps[probe.baby] ?? [] }
            for seq in seqs where seen.insert(seq).inserted {
                neighbours.append(Self.stored(try read(Int(seq)), seq: Int(seq)))
            }
        }
        var known: Set<String> = []
        for id in needs.changeIDs where try knows(changeID: id, read: read) { known.insert(id) }
        let memberships = membershipKeys.compactMap { records[$0] }
        return PushRules.Context(current: current, known: known, neighbours: neighbours, memberships: memberships, babies: babies)
    }
}
