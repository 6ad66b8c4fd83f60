import Foundation

/// Who may read and write which travelling records, from the household's memberships on the server
/// (the permission table in the README, applied to sync). A person is a person id (``SyncPerson``), never
/// a name: their role with a baby comes from the memberships bound to their id alone. A subscriber's
/// device reads the baby's name, its office hours, its own membership and its own inbox, nothing else;
/// a device with no role for a baby reads and writes nothing of it, whatever ids it sends.
///
/// ```swift
/// let access = SyncAccess(memberships: memberships)
/// access.role(of: leanne, baby: eddie)                          // .caregiver
/// access.refusal(for: change, person: leanne, current: nil)     // nil: allowed
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

    /// The person id a membership belongs to: the one the server bound it to, or for a membership from
    /// before person ids, the person its name named then (``SyncPerson/legacy(_:)``).
    public static func owner(_ facts: RecordFacts) -> String? {
        facts.personID ?? facts.person.map { SyncPerson.legacy($0).id }
    }

    public func role(of person: SyncPerson, baby: String) -> Membership.Role? {
        memberships.values.filter { $0.babyID == baby && !$0.isDeleted && Self.owner($0) == person.id }.compactMap(\.role).min()
    }

    /// The highest role the person has with any baby of the household, or nil when they have none.
    public func bestRole(of person: SyncPerson) -> Membership.Role? {
        memberships.values.filter { !$0.isDeleted && Self.owner($0) == person.id }.compactMap(\.role).min()
    }

    /// The names the person's own memberships of this baby give them: an inbox item names its person.
    func names(of person: SyncPerson, baby: String) -> Set<String> {
        Set(memberships.values.filter { $0.babyID == baby && Self.owner($0) == person.id }.compactMap { $0.person.map(PersonName.key) })
    }

    /// Babies with nobody connected on the server yet: whoever brings them acts as primary (as a store
    /// made before roles existed does locally).
    func hasMembers(_ baby: String) -> Bool { memberships.values.contains { $0.babyID == baby } }

    public func canRead(_ facts: RecordFacts, person: SyncPerson) -> Bool {
        guard let baby = facts.babyID, let role = role(of: person, baby: baby) else { return false }
        if role != .subscriber { return true }
        switch facts.kind {
        case "baby", OfficeHours.kind: return true
        case Membership.kind: return Self.owner(facts) == person.id
        case InboxItem.kind: return facts.person.map { names(of: person, baby: baby).contains(PersonName.key($0)) } ?? false
        default: return false
        }
    }

    /// Why `person` may not make this change, or nil when they may.
    public func refusal(for change: SyncChange, person: SyncPerson, current: StoredRecord?) -> String? {
        let after = RecordFacts(key: change.key, json: change.after)
        let before = current?.facts ?? RecordFacts(key: change.key, json: change.before)
        guard let baby = after.babyID ?? before.babyID else { return "\(change.key) names no baby" }
        if let old = before.babyID, let new = after.babyID, old != new { return "\(change.key) cannot move to another baby" }
        if after.kind == Membership.kind || after.kind == Invite.kind, let name = after.person {
            do { _ = try PersonName.validated(name) } catch { return "\(change.key): \(error)" }
        }
        // A baby with nobody connected yet (the household's first push, or a store older than roles) is the
        // pusher's; one this household has never had is nobody's here, whatever its id: no membership, no invite.
        let role: Membership.Role? = hasMembers(baby) ? role(of: person, baby: baby)
            : (babies.contains(baby) || (after.kind == "baby" && current == nil)) ? .primary : nil
        switch after.kind {
        case "baby" where current == nil && !hasMembers(baby):
            return nil
        case Membership.kind:
            if let problem = bindingProblem(after, current: current, person: person) { return problem }
            let roles = [after.role, before.role].compactMap { $0 }
            if role == .primary { return nil }
            if role == .caregiver, roles.allSatisfy({ $0 == .subscriber }) { return nil }
            // Anyone may change their own membership's settings (`notify me when office hours end`), not its
            // role or name: their own is the one bound to their id.
            if current != nil, Self.owner(before) == person.id, after.role == before.role,
               after.person.map(PersonName.key) == before.person.map(PersonName.key) { return nil }
            return role == nil ? "not connected to this baby" : "only the primary caregiver changes who is connected to this baby"
        case Invite.kind:
            if role == .primary || (role == .caregiver && after.role == .subscriber) { return nil }
            return "this role cannot invite for this baby"
        case InboxItem.kind where role != nil && after.person.map { names(of: person, baby: baby).contains(PersonName.key($0)) } == true:
            return nil
        default:
            if role == .primary || role == .caregiver { return nil }
            return role == nil ? "not connected to this baby" : "a subscriber sees office hours only"
        }
    }

    /// A membership's person id is the server's to set: a device may keep the one it has, or name its own
    /// for a membership bound to no one, never another's.
    private func bindingProblem(_ after: RecordFacts, current: StoredRecord?, person: SyncPerson) -> String? {
        guard let wanted = after.personID else { return nil }
        let bound = current?.facts.personID
        if wanted == bound || (bound == nil && wanted == person.id) { return nil }
        return "a membership's person is set by the server when someone joins, not by a device"
    }

    /// The membership in `change` bound to its person, as the server keeps it: the person id it already
    /// has, else the one the current version has, else the pusher's when it names the pusher (a device
    /// bringing its own membership, such as for a baby it created). Nil when there is nothing to bind.
    public static func bound(_ change: SyncChange, current: StoredRecord?, person: SyncPerson) -> JSONValue? {
        guard change.key.hasPrefix("entity:\(Membership.kind):"), let after = change.after,
              case .object(var outer) = after, case .object(var entity)? = outer["entity"],
              case .object(var value)? = entity["value"], value["person_id"]?.string == nil,
              let name = value["person"]?.string else { return nil }
        let owner = current?.facts.personID ?? (PersonName.key(name) == PersonName.key(person.name) ? person.id : nil)
        guard let owner else { return nil }
        value["person_id"] = .string(owner)
        entity["value"] = .object(value)
        outer["entity"] = .object(entity)
        return .object(outer)
    }
}
