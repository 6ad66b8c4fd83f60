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
