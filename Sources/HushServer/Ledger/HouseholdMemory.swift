import Foundation
import HushKit

/// One household as the embedded backend holds it in memory: the current version of every record,
/// every change in order, and the conflicts, with the indexes a push's rules need.
///
/// ```swift
/// var household = HouseholdMemory()
/// household.apply(change)                              // a change the journal holds, in order
/// let context = household.context(for: PushRules.needs(changes))
/// ```
struct HouseholdMemory {
    var records: [String: StoredRecord] = [:]
    var changes: [ServerChange] = []
    var changeIDs: Set<String> = []
    var conflicts: [SyncConflict] = []
    /// Live event keys by baby, type and five-minute slot of their start, for the similar-event rule; and
    /// the sleeps in progress by baby. Without them a push of an imported history compared each event with
    /// every other.
    var eventSlots: [String: Set<String>] = [:]
    var openSleeps: [String: Set<String>] = [:]
    /// Each event's slot key, to move it when it changes.
    var slotOf: [String: String] = [:]
    /// The keys of the household's memberships, and its babies' ids: every push's rules ask for them,
    /// and finding them among all the household's records cost a scan of every event a push (a quarter
    /// of the server's time at two thousand events). Records are never removed, so neither are these.
    var membershipKeys: Set<String> = []
    var babies: Set<String> = []

    var latestSeq: Int { changes.last?.seq ?? 0 }

    static let membershipPrefix = "entity:\(Membership.kind):"

    static func slot(baby: String, type: String, start: Date) -> (String, Int) {
        let number = Int((start.timeIntervalSince1970 / PushRules.similarWindow).rounded(.down))
        return (baby + "/" + type + "/", number)
    }

    mutating func apply(_ change: ServerChange) {
        changes.append(change)
        changeIDs.insert(change.change.id)
        let record = StoredRecord(key: change.change.key, record: change.change.after, device: change.device, person: change.person, seq: change.seq)
        records[record.key] = record
        if record.key.hasPrefix(Self.membershipPrefix) { membershipKeys.insert(record.key) }
        if record.key.hasPrefix("baby:") { babies.insert(String(record.key.dropFirst(5))) }
        guard record.key.hasPrefix("event:") else { return }
        if let old = slotOf.removeValue(forKey: record.key) { eventSlots[old]?.remove(record.key) }
        for baby in openSleeps.keys { openSleeps[baby]?.remove(record.key) }
        let facts = record.facts
        guard let baby = facts.babyID, let type = facts.eventType, let start = facts.start, !facts.isDeleted else { return }
        let (prefix, number) = Self.slot(baby: baby, type: type, start: start)
        slotOf[record.key] = prefix + String(number)
        eventSlots[prefix + String(number), default: []].insert(record.key)
        if facts.isOpen, type == EventKind.sleep.rawValue { openSleeps[baby, default: []].insert(record.key) }
    }

    func context(for needs: PushRules.Needs) -> PushRules.Context {
        var current: [String: StoredRecord] = [:]
        for key in needs.keys { current[key] = records[key] }
        var neighbours: [String: StoredRecord] = [:]
        for probe in needs.probes {
            let (prefix, number) = Self.slot(baby: probe.baby, type: probe.type, start: probe.start)
            var keys = (number - 1...number + 1).flatMap { eventSlots[prefix + String($0)] ?? [] }
            if probe.open { keys += openSleeps[probe.baby] ?? [] }
            for key in keys { neighbours[key] = records[key] }
        }
        let memberships = membershipKeys.compactMap { records[$0] }
        return PushRules.Context(current: current, known: Set(needs.changeIDs.filter(changeIDs.contains)),
                                 neighbours: Array(neighbours.values), memberships: memberships, babies: babies)
    }
}
