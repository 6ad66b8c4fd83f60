import HushDomain
import HushLanguage
import HushStore
/// Who may do what with a baby: the permission table of the people issue, enforced here for every
/// command. Where the tracker PRD (7.3) and Office Hours (feature 3) disagree, the safer rule stands:
/// only the primary deletes the baby, removes or invites caregivers, and hands the primary role on.
///
/// | Action                                   | primary | caregiver | subscriber |
/// | ---------------------------------------- | ------- | --------- | ---------- |
/// | see events, log, edit, settings, handover | yes    | yes       | no         |
/// | (events include solids and the `foods` list) |     |           |            |
/// | toggle office hours                      | yes     | yes       | no         |
/// | see office hours                         | yes     | yes       | yes        |
/// | invite or remove subscribers, list invites, revoke invites | yes | yes | no  |
/// | list people                              | yes     | yes       | no         |
/// | invite or remove caregivers              | yes     | no        | no         |
/// | delete the baby, make someone primary    | yes     | no        | no         |
/// | unsubscribe (leave)                      | no      | no        | yes        |
///
/// ```swift
/// try Permissions.check(.logEvents, role: .subscriber, baby: "Eddie")   // throws: needs a caregiver
/// ```
public enum Permissions {
    public enum Action: String, CaseIterable, Sendable {
        case seeEvents = "see Eddie's events"
        case logEvents = "log or change events"
        case changeSettings = "change settings"
        case handover = "see the handover"
        case toggleOfficeHours = "turn office hours on or off"
        case seeOfficeHours = "see office hours"
        case inviteSubscriber = "invite subscribers"
        case removeSubscriber = "remove subscribers"
        case manageInvites = "see or revoke invites"
        case listPeople = "list the people"
        case inviteCaregiver = "invite caregivers"
        case removeCaregiver = "remove caregivers"
        case deleteBaby = "delete the baby"
        case transferPrimary = "make someone else primary"
        case unsubscribe = "unsubscribe"

        /// The roles allowed to take this action.
        public var roles: Set<Membership.Role> {
            switch self {
            case .seeEvents, .logEvents, .changeSettings, .handover, .toggleOfficeHours, .inviteSubscriber, .removeSubscriber,
                 .manageInvites, .listPeople:
                return [.primary, .caregiver]
            case .seeOfficeHours:
                return [.primary, .caregiver, .subscriber]
            case .inviteCaregiver, .removeCaregiver, .deleteBaby, .transferPrimary:
                return [.primary]
            case .unsubscribe:
                return [.subscriber]
            }
        }

        /// Whether `role` may take this action: ``roles`` as a switch, because building a `Set` of roles the
        /// first time in a process costs a scan of every protocol conformance in the program, and every
        /// command checks (PermissionTableTests holds the two to the same table).
        public func allows(_ role: Membership.Role) -> Bool {
            switch (self, role) {
            case (.seeEvents, .primary), (.seeEvents, .caregiver), (.logEvents, .primary), (.logEvents, .caregiver),
                 (.changeSettings, .primary), (.changeSettings, .caregiver), (.handover, .primary), (.handover, .caregiver),
                 (.toggleOfficeHours, .primary), (.toggleOfficeHours, .caregiver), (.inviteSubscriber, .primary),
                 (.inviteSubscriber, .caregiver), (.removeSubscriber, .primary), (.removeSubscriber, .caregiver),
                 (.manageInvites, .primary), (.manageInvites, .caregiver), (.listPeople, .primary), (.listPeople, .caregiver),
                 (.seeOfficeHours, _),
                 (.inviteCaregiver, .primary), (.removeCaregiver, .primary), (.deleteBaby, .primary), (.transferPrimary, .primary),
                 (.unsubscribe, .subscriber):
                return true
            default:
                return false
            }
        }

        /// How the refusal names the action.
        func described(baby: String) -> String { rawValue.replacing("Eddie", with: baby) }
    }

    /// Throws ``PermissionError`` unless `role` (nil: not connected to the baby) may take `action`.
    public static func check(_ action: Action, role: Membership.Role?, person: String, baby: String) throws {
        guard let role else { throw PermissionError.notConnected(person: person, baby: baby) }
        guard action.allows(role) else {
            // The least a person must be: roles are ordered primary < caregiver < subscriber.
            let needed = action.roles.max()!
            throw PermissionError.needsRole(action: action.described(baby: baby), needed: needed, have: role, baby: baby)
        }
    }
}
