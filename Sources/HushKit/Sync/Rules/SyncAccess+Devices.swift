import FoundationEssentials

/// Authority over people's devices (`GET /v1/devices`, `POST /v1/devices/ID/revoke`): it comes from a baby
/// the device's owner belongs to, never from a role with some other baby. Being the primary of a baby one
/// made oneself gives no right over anyone who does not belong to it.
///
/// ```swift
/// access.holds([.primary], over: leannesDevice.identity.id, person: gavin)   // true: Eddie's primary, Leanne is Eddie's
/// ```
extension SyncAccess {
    /// The babies a person belongs to: those their live memberships name.
    public func babies(of personID: String) -> Set<String> {
        Set(memberships.values.filter { !$0.isDeleted && Self.owner($0) == personID }.compactMap(\.babyID))
    }

    /// Whether `person` has one of `roles` with a baby that `owner` (a person id) belongs to. Someone who
    /// belongs to no baby (removed from every one) is anyone's with one of those roles: they have no
    /// rights left to protect, and the primary who removed them must still be able to end their devices.
    public func holds(_ roles: Set<Membership.Role>, over owner: String, person: SyncPerson) -> Bool {
        let theirs = babies(of: owner)
        return memberships.values.contains { facts in
            guard !facts.isDeleted, Self.owner(facts) == person.id, let baby = facts.babyID, let role = facts.role else { return false }
            return roles.contains(role) && (theirs.isEmpty || theirs.contains(baby))
        }
    }
}
