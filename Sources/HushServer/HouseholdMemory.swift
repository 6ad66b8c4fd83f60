import Foundation
import HushKit

/// One household as the embedded backend holds it in memory: the current version of every record,
/// every change in order, and the conflicts.
struct HouseholdMemory {
    var records: [String: StoredRecord] = [:]
    var changes: [ServerChange] = []
    var changeIDs: Set<String> = []
    var conflicts: [SyncConflict] = []
    /// Event record keys by baby and type, for the similar-event rule.
    var eventsByBabyType: [String: Set<String>] = [:]

    var latestSeq: Int { changes.last?.seq ?? 0 }

    mutating func apply(_ change: ServerChange) {
        changes.append(change)
        changeIDs.insert(change.change.id)
        let record = StoredRecord(key: change.change.key, record: change.change.after, device: change.device, person: change.person, seq: change.seq)
        records[record.key] = record
        let facts = record.facts
        if facts.kind == "event", let baby = facts.babyID, let type = facts.eventType {
            eventsByBabyType[baby + "/" + type, default: []].insert(record.key)
        }
    }

    func context(for needs: PushRules.Needs) -> PushRules.Context {
        var current: [String: StoredRecord] = [:]
        for key in needs.keys { current[key] = records[key] }
        var neighbours: [String: StoredRecord] = [:]
        for probe in needs.probes {
            for key in eventsByBabyType[probe.baby + "/" + probe.type] ?? [] {
                guard let record = records[key], let start = record.facts.start else { continue }
                if abs(start.timeIntervalSince(probe.start)) <= PushRules.similarWindow || (probe.open && record.facts.isOpen) {
                    neighbours[key] = record
                }
            }
        }
        let memberships = records.values.filter { $0.key.hasPrefix("entity:\(Membership.kind):") }
        let babies = Set(records.keys.filter { $0.hasPrefix("baby:") }.map { String($0.dropFirst(5)) })
        return PushRules.Context(current: current, known: Set(needs.changeIDs.filter(changeIDs.contains)),
                                 neighbours: Array(neighbours.values), memberships: memberships, babies: babies)
    }
}
