import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Why a people command was refused.
public enum PeopleError: Error, Hashable, Sendable {
    case notACode(String)
    case unknownCode(String)
    case usedCode(usedBy: String, at: String)
    case revokedCode
    case expiredCode(String)
    case slowDown(seconds: Int)
    case alreadyMember(String, role: Membership.Role, baby: String)
    case notAMember(String, role: Membership.Role?, baby: String)
    /// `delete my account` by the primary caregiver of these babies.
    case solePrimary([String])

    public var message: String {
        switch self {
        case .notACode(let typed):
            return "'\(typed)' isn't an invite code; codes are 13 letters and digits, like 7KQM-X2PD-HN4RT"
        case .unknownCode(let typed):
            return "no invite has the code '\(typed)'; check it with the person who sent it"
        case .usedCode(let person, let at):
            return "that invite was already used (by \(person), \(at)); invites work once: ask for a new one"
        case .revokedCode:
            return "that invite was revoked; ask for a new one"
        case .expiredCode(let at):
            return "that invite expired \(at); ask for a new one"
        case .slowDown(let seconds):
            return "too many wrong codes; try again in \(seconds) second\(seconds == 1 ? "" : "s")"
        case .alreadyMember(let person, let role, let baby):
            return "\(person) is already \(role == .primary ? "the" : "a") \(role.rawValue) of \(baby)"
        case .notAMember(let person, let role?, let baby):
            return "\(person) isn't a \(role.rawValue) of \(baby); 'people' lists who is"
        case .notAMember(let person, nil, let baby):
            return "\(person) isn't connected to \(baby); 'people' lists who is"
        case .solePrimary(let babies):
            return "you are the primary caregiver of \(RoutineError.list(babies)): 'make NAME primary' hands the role on, "
                + "or 'delete baby NAME' deletes the baby, before your account can go"
        }
    }
}
