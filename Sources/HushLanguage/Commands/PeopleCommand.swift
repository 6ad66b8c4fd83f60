import HushDomain

/// A command about people and Baby Office Hours (the people issue).
///
/// ```swift
/// try PeopleCommandParser.parse(Lexer.tokens(in: "invite grandma as subscriber for 2 days"), line: "…")
/// // .invite(name: "grandma", role: .subscriber, days: 2)
/// ```
public enum PeopleCommand: Hashable, Sendable {
    case whoami
    /// `i am Leanne`: who this store's user is, remembered.
    case iAm(String)
    case invite(name: String, role: Membership.Role, days: Int?)
    case invites
    case revokeInvite(String)
    /// `join CODE as Grandma`.
    case join(code: String, as: String?)
    /// `people`, `caregivers`, `subscribers`.
    case people
    case remove(name: String, role: Membership.Role)
    /// A subscriber leaving (`unsubscribe Eddie`).
    case unsubscribe
    case makePrimary(String)
    /// `office hours on|off` and its phrasings; nil shows the state; minutes turn it off by itself.
    case officeHours(on: Bool?, minutes: Int?)
    /// `notify me when office hours end` (or `… don't …`).
    case notifyWhenOfficeHoursEnd(Bool)
    case inbox
    case babies
    case handover
    case deleteBaby
    /// `delete my account`: the person's own data (PRD 11).
    case deleteAccount
}

extension CommandMeaning {
    /// What a people command means, said back: `invite name=Leanne role=caregiver`, `office-hours=on`.
    static func describe(_ command: PeopleCommand) -> String {
        switch command {
        case .whoami: return "whoami"
        case .iAm(let name): return "i-am name=\(name)"
        case .invite(let name, let role, let days): return "invite name=\(name) role=\(role.rawValue)" + (days.map { " days=\($0)" } ?? "")
        case .invites: return "invites"
        case .revokeInvite(let code): return "revoke-invite code=\(code)"
        case .join(let code, let name): return "join code=\(code)" + (name.map { " as=\($0)" } ?? "")
        case .people: return "people"
        case .remove(let name, let role): return "remove name=\(name) role=\(role.rawValue)"
        case .unsubscribe: return "unsubscribe"
        case .makePrimary(let name): return "make-primary name=\(name)"
        case .officeHours(nil, _): return "office-hours"
        case .officeHours(let on?, let minutes): return "office-hours=\(on ? "on" : "off")" + (minutes.map { " for=\($0)m" } ?? "")
        case .notifyWhenOfficeHoursEnd(let on): return "notify-office-hours-end=\(on ? "on" : "off")"
        case .inbox: return "inbox"
        case .babies: return "babies"
        case .handover: return "handover"
        case .deleteBaby: return "delete-baby"
        case .deleteAccount: return "delete-account"
        }
    }
}
