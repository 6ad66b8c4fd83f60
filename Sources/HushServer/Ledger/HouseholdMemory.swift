import Foundation
import HushKit

/// One household as the embedded backend holds it in memory: the current version of every record,
/// every change in order, and the conflicts.
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

    var latestSeq: Int { changes.last?.seq ?? 0 }

    static func slot(baby: String, type: String, start: Date) -> (String, Int) {
        let number = Int((start.timeIntervalSince1970 / PushRules.similarWindow).rounded(.down))
        return (baby + "/" + type + "/", number)
    }

    mutating func apply(_ change: ServerChange) {
        changes.append(change)
        changeIDs.insert(change.change.id)
        let record = StoredRecord(key: change.change.key, record: change.change.after, device: change.device, person: change.person, seq: change.seq)
        records[record.key] = record
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
        let memberships = records.values.filter { $0.key.hasPrefix("entity:\(Membership.kind):") }
        let babies = Set(records.keys.filter { $0.hasPrefix("baby:") }.map { String($0.dropFirst(5)) })
        return PushRules.Context(current: current, known: Set(needs.changeIDs.filter(changeIDs.contains)),
                                 neighbours: Array(neighbours.values), memberships: memberships, babies: babies)
    }
}
