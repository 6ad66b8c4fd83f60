import FoundationEssentials

/// Who may read and write which travelling records, from the household's memberships on the server
/// (the permission table in the README, applied to sync; writing by ``RecordAuthority``'s table). A person is a person id (``SyncPerson``), never
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
    /// Whether the household has had anyone connected, removed since or not: until then (its first
    /// push) its device acts as the primary of what it brings; after, adding a baby takes a role.
    public private(set) var hadMembers: Bool

    public init(memberships: [StoredRecord], babies: Set<String> = []) {
        var byKey: [String: RecordFacts] = [:]
        for record in memberships { byKey[record.key] = record.facts }
        self.memberships = byKey
        self.babies = babies
        // Both backends keep a removed membership's key, with no record.
        hadMembers = !memberships.isEmpty
    }

    /// Takes in a baby or membership accepted during this push, so a baby and its first member can arrive together.
    public mutating func note(_ key: String, facts: RecordFacts?) {
        if key.hasPrefix("baby:"), let baby = facts?.babyID { babies.insert(baby) }
        guard key.hasPrefix("entity:\(Membership.kind):") else { return }
        memberships[key] = facts
        hadMembers = true
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

    /// Why `person` may not make this change, or nil when they may: the authority table
    /// (``RecordAuthority``) for the record's kind and what the change does, read with the person's role.
    /// `facts`: the change's own (of `after`), when the caller has read them already.
    public func refusal(for change: SyncChange, person: SyncPerson, current: StoredRecord?, facts: RecordFacts? = nil) -> String? {
        let after = facts ?? RecordFacts(key: change.key, json: change.after)
        let before = current?.facts ?? RecordFacts(key: change.key, json: change.before)
        guard let baby = after.babyID ?? before.babyID else { return "\(change.key) names no baby" }
        if let old = before.babyID, let new = after.babyID, old != new { return "\(change.key) cannot move to another baby" }
        if after.kind == Membership.kind || after.kind == Invite.kind, let name = after.person {
            do { _ = try PersonName.validated(name) } catch { return "\(change.key): \(error)" }
        }
        guard let kind = RecordKind(rawValue: after.kind) else { return "\(change.key) is not a kind of record that travels" }
        let authority = RecordAuthority(kind: kind, action: RecordAction(change, current: current))
        if kind == .membership, let problem = bindingProblem(after, current: current, person: person) { return problem }
        let role = self.role(of: person, baby: baby, scope: authority.scope)
        // A membership or invite is judged by the highest role it gives, before or after: no renaming a
        // subscriber's into a caregiver's.
        let granting = [after.role, before.role].compactMap { $0 }.min()
        if let role, authority.roles(granting: granting).contains(role) { return nil }
        if owns(authority.ownRecord, change: change, facts: (before, after), current: current, person: person, baby: baby) { return nil }
        return authority.refusal(role: role)
    }

    /// The role that counts for a change: with the record's baby, or with any baby of the household
    /// (``RecordAuthority/Scope``). A baby with nobody connected yet (the household's first push, or a
    /// store older than roles) is the primary's of whoever may add babies; one this household has never
    /// had is nobody's here, whatever its id: no membership, no invite.
    private func role(of person: SyncPerson, baby: String, scope: RecordAuthority.Scope) -> Membership.Role? {
        let adder: Membership.Role? = hadMembers ? bestRole(of: person) : .primary
        switch scope {
        case .anyBaby:
            return adder
        case .recordsBaby:
            if hasMembers(baby) { return role(of: person, baby: baby) }
            let mayAdd = adder.map(RecordAuthority(kind: .baby, action: .create).roles(granting: nil).contains) ?? false
            return babies.contains(baby) && mayAdd ? .primary : nil
        }
    }

    /// Whether the change is what the person a record is about may make to it whatever their role:
    /// their own membership's settings, leaving, marking their own inbox item read.
    private func owns(_ allowance: RecordAuthority.OwnRecord, change: SyncChange, facts: (before: RecordFacts, after: RecordFacts),
                      current: StoredRecord?, person: SyncPerson, baby: String) -> Bool {
        guard let held = current?.record, held != .null else { return false }
        let (before, after) = facts
        switch allowance {
        case .nothing:
            return false
        case .settings:
            return Self.owner(before) == person.id && after.role == before.role
                && after.person.map(PersonName.key) == before.person.map(PersonName.key)
        case .leave:
            return Self.owner(before) == person.id
        case .markRead:
            guard let name = before.person, names(of: person, baby: baby).contains(PersonName.key(name)) else { return false }
            return Self.value(of: held, without: "read_at") == Self.value(of: change.after, without: "read_at")
        }
    }

    /// An entity's value without one field, to tell a change of that field alone.
    private static func value(of record: JSONValue?, without field: String) -> JSONValue? {
        guard case .object(var value)? = record?["entity"]?["value"] else { return record }
        value[field] = nil
        return .object(value)
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
