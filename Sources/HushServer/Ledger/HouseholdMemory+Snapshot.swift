import Foundation
import HushKit

/// A household's indexes written into a ``MemorySnapshot`` and read back. Event keys are written once,
/// with their change's number, and the similar-event slots and open sleeps name them by their position
/// in that list: the three indexes then share one string a key after reading, as they do after a replay.
///
/// ```swift
/// var writer = SnapshotWriter()
/// try household.write(into: &writer)
/// var reader = SnapshotReader(writer.bytes)
/// let again = try HouseholdMemory(reading: &reader)   // == household
/// ```
extension HouseholdMemory {
    func write(into writer: inout SnapshotWriter) throws {
        try writer.tree(Array(records.values))
        var position: [String: Int] = [:]
        position.reserveCapacity(eventSeqs.count)
        writer.unsigned(UInt64(eventSeqs.count))
        for (key, seq) in eventSeqs {
            position[key] = position.count
            writer.string(key)
            writer.integer(seq)
        }
        writer.unsigned(UInt64(places.count))
        for place in places {
            writer.integer(place.line.offset)
            writer.integer(Int(place.line.length))
            writer.integer(Int(place.line.line))
            writer.integer(Int(place.index))
        }
        writer.strings(changeIDs)
        try writer.tree(conflicts)
        writer.unsigned(UInt64(eventSlots.count))
        for (slot, members) in eventSlots {
            writer.integer(Int(slot.name))
            writer.integer(Int(slot.number))
            Self.write(members.keys, at: position, into: &writer)
        }
        writer.unsigned(UInt64(openSleeps.count))
        for (baby, keys) in openSleeps {
            writer.string(baby)
            Self.write(keys, at: position, into: &writer)
        }
        writer.unsigned(UInt64(slotNames.count))
        for (prefix, name) in slotNames {
            writer.string(prefix)
            writer.integer(Int(name))
        }
        writer.strings(membershipKeys)
        writer.strings(babies)
    }

    /// Keys known to be events (every slotted or open one is): an unknown one writes a position no
    /// reader accepts, so a snapshot that could not name it is refused rather than wrong.
    private static func write<Keys: Collection>(_ keys: Keys, at position: [String: Int], into writer: inout SnapshotWriter) where Keys.Element == String {
        writer.unsigned(UInt64(keys.count))
        for key in keys { writer.integer(position[key] ?? -1) }
    }

    init(reading reader: inout SnapshotReader) throws {
        self.init()
        for record in try reader.tree([StoredRecord].self) { records[record.key] = record }
        let eventCount = try reader.count(least: 2)
        var keys: [String] = []
        keys.reserveCapacity(eventCount)
        eventSeqs.reserveCapacity(eventCount)
        for _ in 0..<eventCount {
            let key = try reader.string()
            keys.append(key)
            eventSeqs[key] = try reader.integer()
        }
        let placeCount = try reader.count(least: 4)
        places.reserveCapacity(placeCount)
        for _ in 0..<placeCount {
            let line = LinePlace(offset: try reader.integer(), length: try reader.integer(), line: try reader.integer())
            places.append(ChangePlace(line: line, index: try reader.integer()))
        }
        changeIDs = Set(try reader.strings())
        conflicts = try reader.tree([SyncConflict].self)
        let slotCount = try reader.count(least: 3)
        eventSlots.reserveCapacity(slotCount)
        slotOf.reserveCapacity(eventCount)
        for _ in 0..<slotCount {
            let slot = EventSlot(name: Int32(clamping: try reader.integer()), number: try reader.integer())
            let members = try Self.keys(from: &reader, among: keys)
            eventSlots[slot] = SlotMembers(members)
            for key in members { slotOf[key] = slot }
        }
        for _ in 0..<(try reader.count(least: 2)) {
            let baby = try reader.string()
            openSleeps[baby] = Set(try Self.keys(from: &reader, among: keys))
        }
        for _ in 0..<(try reader.count(least: 2)) {
            let prefix = try reader.string()
            slotNames[prefix] = Int32(clamping: try reader.integer())
        }
        membershipKeys = Set(try reader.strings())
        babies = Set(try reader.strings())
    }

    private static func keys(from reader: inout SnapshotReader, among keys: [String]) throws -> [String] {
        let total = try reader.count()
        var found: [String] = []
        found.reserveCapacity(total)
        for _ in 0..<total {
            let start = reader.offset
            let position = try reader.integer()
            guard keys.indices.contains(position) else { throw SnapshotReader.Damage(offset: start) }
            found.append(keys[position])
        }
        return found
    }
}
