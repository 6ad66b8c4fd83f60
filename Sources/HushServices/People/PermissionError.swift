import HushDomain
import HushLanguage
import HushStore

/// A refused action, saying which role it needs.
public enum PermissionError: Error, Hashable, Sendable {
    case notConnected(person: String, baby: String)
    case needsRole(action: String, needed: Membership.Role, have: Membership.Role, baby: String)

    public var message: String {
        switch self {
        case .notConnected(let person, let baby):
            return "\(person) isn't connected to \(baby); a parent can invite you ('invite \(person) as caregiver')"
        case .needsRole(let action, .primary, let have, let baby):
            return "only \(baby)'s primary caregiver can \(action); you are \(Self.article(have)) \(have.rawValue)"
        case .needsRole(let action, let needed, let have, let baby):
            if have == .subscriber && needed == .caregiver {
                return "subscribers see \(baby)'s office hours only; to \(action) you need to be a caregiver"
            }
            return "to \(action) you need to be \(Self.article(needed)) \(needed.rawValue) of \(baby); you are \(Self.article(have)) \(have.rawValue)"
        }
    }

    static func article(_ role: Membership.Role) -> String { role == .primary ? "the" : "a" }
}
