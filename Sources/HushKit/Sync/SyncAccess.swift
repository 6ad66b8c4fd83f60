import Foundation

/// Who may read and write which travelling records, from the household's memberships on the server
/// (the permission table in the README, applied to sync). A subscriber's device reads the baby's name,
/// its office hours, its own membership and its own inbox, nothing else; a device with no role for a
/// baby reads and writes nothing of it, whatever ids it sends.
///
/// ```swift
/// let access = SyncAccess(memberships: memberships)
/// access.role(of: "Leanne", baby: eddie)           // .caregiver
/// access.refusal(for: change, person: "Leanne", current: nil)   // nil: allowed
/// ```
public struct SyncAccess: Sendable {
    /// Membership records by key.
    public private(set) var memberships: [String: RecordFacts]
    /// Babies the household has on the server: a baby it lacks is no one's to write about here.
    public private(set) var babies: Set<String>

    public init(memberships: [StoredRecord], babies: Set<String> = []) {
        var byKey: [String: RecordFacts] = [:]
        for record in memberships { byKey[record.key] = record.facts }
        self.memberships = byKey
        self.babies = babies
    }

    /// Takes in a baby or membership accepted during this push, so a baby and its first member can arrive together.
    public mutating func note(_ key: String, facts: RecordFacts?) {
        if key.hasPrefix("baby:"), let baby = facts?.babyID { babies.insert(baby) }
        guard key.hasPrefix("entity:\(Membership.kind):") else { return }
        memberships[key] = facts
    }

    public func role(of person: String, baby: String) -> Membership.Role? {
        let name = person.lowercased()
        return memberships.values.filter { $0.babyID == baby && $0.person?.lowercased() == name && !$0.isDeleted }
            .compactMap(\.role).min()
    }

    /// Babies with nobody connected on the server yet: whoever brings them acts as primary (as a store
    /// made before roles existed does locally).
    func hasMembers(_ baby: String) -> Bool { memberships.values.contains { $0.babyID == baby } }

    public func canRead(_ facts: RecordFacts, person: String) -> Bool {
        guard let baby = facts.babyID, let role = role(of: person, baby: baby) else { return false }
        if role != .subscriber { return true }
        switch facts.kind {
        case "baby", OfficeHours.kind: return true
        case Membership.kind, InboxItem.kind: return facts.person?.lowercased() == person.lowercased()
        default: return false
        }
    }

    /// Why `person` may not make this change, or nil when they may.
    public func refusal(for change: SyncChange, person: String, current: StoredRecord?) -> String? {
        let after = RecordFacts(key: change.key, json: change.after)
        let before = current?.facts ?? RecordFacts(key: change.key, json: change.before)
        guard let baby = after.babyID ?? before.babyID else { return "\(change.key) names no baby" }
        if let old = before.babyID, let new = after.babyID, old != new { return "\(change.key) cannot move to another baby" }
        // A baby with nobody connected yet (the household's first push, or a store older than roles) is the
        // pusher's; one this household has never had is nobody's here, whatever its id.
        let role: Membership.Role? = hasMembers(baby) ? role(of: person, baby: baby)
            : (babies.contains(baby) || after.kind == "baby" || after.kind == Membership.kind) ? .primary : nil
        let me = person.lowercased()
        switch after.kind {
        case "baby" where current == nil && !hasMembers(baby):
            return nil
        case Membership.kind:
            let roles = [after.role, before.role].compactMap { $0 }
            if role == .primary { return nil }
            if role == .caregiver, roles.allSatisfy({ $0 == .subscriber }) { return nil }
            // Anyone may change their own membership's settings (`notify me when office hours end`), not its role.
            if after.person?.lowercased() == me, before.person?.lowercased() == me, after.role == before.role, current != nil { return nil }
            return "only the primary caregiver changes who is connected to this baby"
        case Invite.kind:
            if role == .primary || (role == .caregiver && after.role == .subscriber) { return nil }
            return "this role cannot invite for this baby"
        case InboxItem.kind where after.person?.lowercased() == me && role != nil:
            return nil
        default:
            if role == .primary || role == .caregiver { return nil }
            return role == nil ? "not connected to this baby" : "a subscriber sees office hours only"
        }
    }
}
