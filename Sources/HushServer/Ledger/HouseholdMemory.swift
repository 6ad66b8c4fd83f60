import Foundation
import HushKit

/// One household as the embedded backend holds it in memory: where each change lies in the journal (the
/// changes themselves are read back when pulled, ``JournalReader``), the current version of every record
/// but events (of an event only the sequence number of the change that wrote it), and the conflicts, with
/// the indexes a push's rules need. Events are what a household has thousands of; holding each one's
/// parsed JSON twice (its change and its record) cost about 6 KB of memory an event.
///
/// ```swift
/// var household = HouseholdMemory()
/// household.apply(change, at: place)                   // a change the journal holds, in order
/// let context = try household.context(for: PushRules.needs(changes)) { seq in try read(seq) }
/// ```
struct HouseholdMemory: Equatable {
    /// Records other than events, as they are now: few, and asked for by every push (memberships, babies).
    var records: [String: StoredRecord] = [:]
    /// Each event's key and the sequence number of its latest change, which holds its current version.
    var eventSeqs: [String: Int] = [:]
    /// Where change `seq` lies is `places[seq - 1]`: sequence numbers are dense from 1 in this backend.
    var places: [ChangePlace] = []
    var changeIDs: Set<String> = []
    var conflicts: [SyncConflict] = []
    /// Live event keys by baby, type and five-minute slot of their start, for the similar-event rule; and
    /// the sleeps in progress by baby. Without them a push of an imported history compared each event with
    /// every other.
    /// A slot holds the few events logged within minutes of each other, usually one (``SlotMembers``), and
    /// an event is only ever in one (it leaves its old slot before joining its new one).
    var eventSlots: [EventSlot: SlotMembers] = [:]
    var openSleeps: [String: Set<String>] = [:]
    /// Each event's slot, to move it when it changes.
    var slotOf: [String: EventSlot] = [:]
    /// The number of each baby and type pair (`baby/type/`) in ``EventSlot``.
    var slotNames: [String: Int32] = [:]
    /// The keys of the household's memberships, and its babies' ids: every push's rules ask for them,
    /// and finding them among all the household's records cost a scan of every event a push (a quarter
    /// of the server's time at two thousand events). Records are never removed, so neither are these.
    var membershipKeys: Set<String> = []
    var babies: Set<String> = []

    var latestSeq: Int { places.count }

    static let membershipPrefix = "entity:\(Membership.kind):"

    static func slot(baby: String, type: String, start: Date) -> (String, Int) {
        let number = Int((start.timeIntervalSince1970 / PushRules.similarWindow).rounded(.down))
        return (baby + "/" + type + "/", number)
    }

    mutating func apply(_ change: ServerChange, at place: ChangePlace) {
        places.append(place)
        changeIDs.insert(change.change.id)
        let record = StoredRecord(key: change.change.key, record: change.change.after, device: change.device, person: change.person, seq: change.seq)
        guard record.key.hasPrefix("event:") else {
            records[record.key] = record
            if record.key.hasPrefix(Self.membershipPrefix) { membershipKeys.insert(record.key) }
            if record.key.hasPrefix("baby:") { babies.insert(String(record.key.dropFirst(5))) }
            return
        }
        eventSeqs[record.key] = record.seq
        if let old = slotOf.removeValue(forKey: record.key), eventSlots[old]?.remove(record.key) == false { eventSlots[old] = nil }
        for baby in openSleeps.keys { openSleeps[baby]?.remove(record.key) }
        let facts = record.facts
        guard let baby = facts.babyID, let type = facts.eventType, let start = facts.start, !facts.isDeleted else { return }
        let (prefix, number) = Self.slot(baby: baby, type: type, start: start)
        let name: Int32
        if let known = slotNames[prefix] {
            name = known
        } else {
            name = Int32(clamping: slotNames.count)
            slotNames[prefix] = name
        }
        let slot = EventSlot(name: name, number: number)
        slotOf[record.key] = slot
        if eventSlots[slot]?.add(record.key) == nil { eventSlots[slot] = .one(record.key) }
        if facts.isOpen, type == EventKind.sleep.rawValue { openSleeps[baby, default: []].insert(record.key) }
    }

    /// The current version of `key`; an event's is read with `read` (the change numbered as given).
    func record(_ key: String, read: (Int) throws -> ServerChange) rethrows -> StoredRecord? {
        if let record = records[key] { return record }
        guard let seq = eventSeqs[key] else { return nil }
        let change = try read(seq)
        return StoredRecord(key: key, record: change.change.after, device: change.device, person: change.person, seq: seq)
    }

    func context(for needs: PushRules.Needs, read: (Int) throws -> ServerChange) rethrows -> PushRules.Context {
        var current: [String: StoredRecord] = [:]
        for key in needs.keys { current[key] = try record(key, read: read) }
        var neighbours: [String: StoredRecord] = [:]
        for probe in needs.probes {
            let (prefix, number) = Self.slot(baby: probe.baby, type: probe.type, start: probe.start)
            var keys: [String] = slotNames[prefix].map { name in
                (number - 1...number + 1).flatMap { eventSlots[EventSlot(name: name, number: $0)]?.keys ?? [] }
            } ?? []
            if probe.open { keys += openSleeps[probe.baby] ?? [] }
            for key in keys where neighbours[key] == nil { neighbours[key] = try record(key, read: read) }
        }
        let memberships = membershipKeys.compactMap { records[$0] }
        return PushRules.Context(current: current, known: Set(needs.changeIDs.filter(changeIDs.contains)),
                                 neighbours: Array(neighbours.values), memberships: memberships, babies: babies)
    }
}
