import Foundation
import HushKit

/// A household's indexes written into a ``MemorySnapshot`` and read back. Digests are written as they
/// are, so the snapshot carries its ledger's ``KeyDigester`` (``LedgerMemory``); the similar-event slots
/// are not written, since each event's entry names its slot, and reading puts them back.
///
/// ```swift
/// var writer = SnapshotWriter()
/// try household.write(into: &writer)
/// var reader = SnapshotReader(writer.bytes)
/// let again = try HouseholdMemory(reading: &reader, digester: household.digester)   // == household
/// ```
extension HouseholdMemory {
    func write(into writer: inout SnapshotWriter) throws {
        try writer.tree(Array(records.values))
        writer.unsigned(UInt64(events.count))
        for (digest, entry) in events {
            writer.digest(digest)
            writer.integer(Int(entry.seq))
            writer.integer(entry.slot.map { Int($0.name) } ?? -1)
            writer.integer(Int(entry.slot?.number ?? 0))
        }
        writer.unsigned(UInt64(places.count))
        for place in places {
            writer.integer(place.line.offset)
            writer.integer(Int(place.line.length))
            writer.integer(Int(place.line.line))
            writer.integer(Int(place.index))
        }
        writer.unsigned(UInt64(changes.count))
        for (digest, seq) in changes {
            writer.digest(digest)
            writer.integer(Int(seq))
        }
        try writer.tree(conflicts)
        writer.unsigned(UInt64(openSleeps.count))
        for (baby, seqs) in openSleeps {
            writer.string(baby)
            writer.unsigned(UInt64(seqs.count))
            for seq in seqs { writer.integer(Int(seq)) }
        }
        writer.unsigned(UInt64(slotNames.count))
        for (prefix, name) in slotNames {
            writer.string(prefix)
            writer.integer(Int(name))
        }
        writer.strings(membershipKeys)
        writer.strings(babies)
    }

    init(reading reader: inout SnapshotReader, digester: KeyDigester) throws {
        self.init(digester: digester)
        for record in try reader.tree([StoredRecord].self) { records[record.key] = record }
        let eventCount = try reader.count(least: 19)
        events.reserveCapacity(eventCount)
        for _ in 0..<eventCount {
            let digest = try reader.digest()
            let seq = try reader.integer(), name = try reader.integer(), number = try reader.integer()
            let slot = name < 0 ? nil : EventSlot(name: Int32(clamping: name), number: number)
            let entry = EventEntry(seq: seq, slot: slot)
            events[digest] = entry
            if let slot, eventSlots[slot]?.add(entry.seq) == nil { eventSlots[slot] = .one(entry.seq) }
        }
        let placeCount = try reader.count(least: 4)
        places.reserveCapacity(placeCount)
        for _ in 0..<placeCount {
            let line = LinePlace(offset: try reader.integer(), length: try reader.integer(), line: try reader.integer())
            places.append(ChangePlace(line: line, index: try reader.integer()))
        }
        let changeCount = try reader.count(least: 17)
        changes.reserveCapacity(changeCount)
        for _ in 0..<changeCount {
            let digest = try reader.digest()
            changes[digest] = Int32(clamping: try reader.integer())
        }
        conflicts = try reader.tree([SyncConflict].self)
        for _ in 0..<(try reader.count(least: 2)) {
            let baby = try reader.string()
            var seqs: Set<Int32> = []
            for _ in 0..<(try reader.count()) { seqs.insert(Int32(clamping: try reader.integer())) }
            openSleeps[baby] = seqs
        }
        for _ in 0..<(try reader.count(least: 2)) {
            let prefix = try reader.string()
            slotNames[prefix] = Int32(clamping: try reader.integer())
        }
        membershipKeys = Set(try reader.strings())
        babies = Set(try reader.strings())
    }
}

/// Two households are equal when they hold the same records, changes and indexes, whatever digester
/// each was read with: events and changes are compared by the numbers they lead to, and a slot's events
/// whatever their order (a snapshot puts them back in its own).
extension HouseholdMemory: Equatable {
    static func == (left: HouseholdMemory, right: HouseholdMemory) -> Bool {
        left.records == right.records && left.places == right.places && left.conflicts == right.conflicts
            && left.slotNames == right.slotNames && left.membershipKeys == right.membershipKeys && left.babies == right.babies
            && left.openSleeps == right.openSleeps
            && left.events.values.sorted(by: Self.bySeq) == right.events.values.sorted(by: Self.bySeq)
            && left.changes.values.sorted() == right.changes.values.sorted()
            && left.eventSlots.mapValues { Set($0.seqs) } == right.eventSlots.mapValues { Set($0.seqs) }
    }

    private static func bySeq(_ left: EventEntry, _ right: EventEntry) -> Bool { left.seq < right.seq }
}
