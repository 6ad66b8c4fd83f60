import FoundationEssentials

/// Who may create, change and delete each kind of record that travels, by role: the one table the
/// server's access rules read (``SyncAccess/refusal(for:person:current:)``), written out in
/// docs/security.md ("Who may do what, by record kind"). A role is the person's with the record's baby,
/// except for a new baby, which needs the role with any baby of the household (``Scope``).
///
/// ```swift
/// let authority = RecordAuthority(kind: .baby, action: .delete)
/// authority.roles(granting: nil)                                          // [.primary]
/// RecordAuthority(kind: .invite, action: .create).roles(granting: .subscriber)   // [.primary, .caregiver]
/// ```
public struct RecordAuthority: Sendable, Hashable {
    public var kind: RecordKind
    public var action: RecordAction

    public init(kind: RecordKind, action: RecordAction) {
        self.kind = kind
        self.action = action
    }

    /// Whose role with which baby counts.
    public enum Scope: Sendable {
        /// The person's role with the record's own baby.
        case recordsBaby
        /// The highest role the person has with any baby of the household: adding a baby is what someone
        /// who logs for a baby may do; a household with no members yet (its first push) is its pusher's.
        case anyBaby
    }

    /// What the person a record is about may do with it whatever their role.
    public enum OwnRecord: Sendable {
        case nothing
        /// Change their own membership's settings (`notify me when office hours end`), not its role or name.
        case settings
        /// Remove their own membership: a subscriber unsubscribing, anyone deleting their account.
        case leave
        /// Mark their own inbox item read (`read_at`), nothing else of it.
        case markRead
    }

    public var scope: Scope {
        switch kind {
        case .baby: return action == .create ? .anyBaby : .recordsBaby
        case .event, .membership, .invite, .officeHours, .inbox, .householdZone: return .recordsBaby
        }
    }

    /// The roles that may take ``action`` on a record of ``kind``. `granting`: for a membership or an
    /// invite, the highest role it gives, before or after the change (nil when it names none): a
    /// subscriber's is the caregivers' to manage too, any other the primary's alone.
    public func roles(granting: Membership.Role?) -> Set<Membership.Role> {
        switch kind {
        case .baby:
            switch action {
            case .create, .change: return [.primary, .caregiver]
            case .delete: return [.primary]
            }
        case .membership, .invite:
            return granting == .subscriber ? [.primary, .caregiver] : [.primary]
        case .event, .officeHours, .inbox, .householdZone:
            return [.primary, .caregiver]
        }
    }

    public var ownRecord: OwnRecord {
        switch kind {
        case .membership:
            switch action {
            case .create: return .nothing
            case .change: return .settings
            case .delete: return .leave
            }
        case .inbox:
            return action == .change ? .markRead : .nothing
        case .baby, .event, .invite, .officeHours, .householdZone:
            return .nothing
        }
    }

    /// Why someone with `role` (nil: none with the baby) is refused.
    public func refusal(role: Membership.Role?) -> String {
        guard let role else { return "not connected to this baby" }
        switch kind {
        case .baby:
            switch action {
            case .create: return "only someone who logs for a baby of this household adds a baby"
            case .change: return "a subscriber sees office hours only"
            case .delete: return "only the primary caregiver deletes the baby"
            }
        case .membership:
            return "only the primary caregiver changes who is connected to this baby"
        case .invite:
            return "this role cannot invite for this baby"
        case .event, .officeHours, .householdZone:
            return "a subscriber sees office hours only"
        case .inbox:
            return role == .subscriber ? "a subscriber only marks their own inbox items read" : "this role cannot change this inbox item"
        }
    }
}
