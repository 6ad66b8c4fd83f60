import Foundation
import HushKit

/// One household as the embedded backend holds it in memory: where each change lies in the journal (the
/// changes themselves are read back when pulled, ``JournalReader``), the current version of every record
/// but events (of an event only the number of the change that wrote it), and the conflicts, with the
/// indexes a push's rules need. Events are what a household has hundreds of thousands of, so an event's
/// key and a change's id are held as 128-bit digests (``KeyDigest``), not text, and the similar-event
/// indexes name events by change number: about 180 bytes an event in all (docs/performance.md).
///
/// ```swift
/// var household = HouseholdMemory(digester: .random())
/// household.apply(change, at: place)                   // a change the journal holds, in order
/// let context = try household.context(for: PushRules.needs(changes)) { seq in try read(seq) }
/// ```
struct HouseholdMemory {
    /// Records other than events, as they are now: few, and asked for by every push (memberships, babies).
    var records: [String: StoredRecord] = [:]
    /// Each event's entry by its key's digest.
    var events: [KeyDigest: EventEntry] = [:]
    /// Where change `seq` lies is `places[seq - 1]`: sequence numbers are dense from 1 in this backend.
    var places: [ChangePlace] = []
    /// The number of each change by its id's digest: a change pushed again is found here and read back
    /// to be sure.
    var changes: [KeyDigest: Int32] = [:]
    var conflicts: [SyncConflict] = []
    /// Live events by baby, type and five-minute slot of their start, for the similar-event rule; and the
    /// sleeps in progress by baby. Without them a push of an imported history compared each event with
    /// every other. A slot holds the few events logged within minutes of each other, usually one
    /// (``SlotMembers``), and an event is only ever in one (it leaves its old slot before joining its new one).
    var eventSlots: [EventSlot: SlotMembers] = [:]
    var openSleeps: [String: Set<Int32>] = [:]
    /// The number of each baby and type pair (`baby/type/`) in ``EventSlot``.
    var slotNames: [String: Int32] = [:]
    /// The keys of the household's memberships, and its babies' ids: every push's rules ask for them,
    /// and finding them among all the household's records cost a scan of every event a push (a quarter
    /// of the server's time at two thousand events). Records are never removed, so neither are these.
    var membershipKeys: Set<String> = []
    var babies: Set<String> = []
    let digester: KeyDigester

    init(digester: KeyDigester) {
        self.digester = digester
    }

    var latestSeq: Int { places.count }

    static let membershipPrefix = "entity:\(Membership.kind):"

    static func slot(baby: String, type: String, start: Date) -> (String, Int) {
        let number = Int((start.timeIntervalSince1970 / PushRules.similarWindow).rounded(.down))
        return (baby + "/" + type + "/", number)
    }

    mutating func apply(_ change: ServerChange, at place: ChangePlace) {
        places.append(place)
        let seq = Int32(clamping: change.seq)
        changes[digester.digest(change.change.id)] = seq
        let key = change.change.key
        guard key.hasPrefix("event:") else {
            records[key] = Self.stored(change, seq: change.seq)
            if key.hasPrefix(Self.membershipPrefix) { membershipKeys.insert(key) }
            if key.hasPrefix("baby:") { babies.insert(String(key.dropFirst(5))) }
            return
        }
        let digest = digester.digest(key)
        if let old = events[digest] { leave(old) }
        let facts = RecordFacts(key: key, json: change.change.after)
        guard let baby = facts.babyID, let type = facts.eventType, let start = facts.start, !facts.isDeleted else {
            events[digest] = EventEntry(seq: change.seq, slot: nil)
            return
        }
        let slot = slot(baby: baby, type: type, start: start)
        events[digest] = EventEntry(seq: change.seq, slot: slot)
        if eventSlots[slot]?.add(seq) == nil { eventSlots[slot] = .one(seq) }
        if facts.isOpen, type == EventKind.sleep.rawValue { openSleeps[baby, default: []].insert(seq) }
    }

    /// The event's earlier version leaves its slot and the open sleeps.
    private mutating func leave(_ old: EventEntry) {
        if let slot = old.slot, eventSlots[slot]?.remove(old.seq) == false { eventSlots[slot] = nil }
        for baby in openSleeps.keys { openSleeps[baby]?.remove(old.seq) }
    }

    private mutating func slot(baby: String, type: String, start: Date) -> EventSlot {
        let (prefix, number) = Self.slot(baby: baby, type: type, start: start)
        if let known = slotNames[prefix] { return EventSlot(name: known, number: number) }
        let name = Int32(clamping: slotNames.count)
        slotNames[prefix] = name
        return EventSlot(name: name, number: number)
    }

    static func stored(_ change: ServerChange, seq: Int) -> StoredRecord {
        StoredRecord(key: change.change.key, record: change.change.after, device: change.device, person: change.person, seq: seq)
    }
}
