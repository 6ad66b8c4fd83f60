import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// What a people or office-hours command produced, before rendering.
public enum PeopleOutcome: Sendable {
    case whoami(person: String, roles: [(baby: Baby, role: Membership.Role)], selected: String?)
    /// A new invite: the text card to send.
    case invite(Invite, baby: Baby)
    case invites([Invite], baby: Baby)
    case people(baby: Baby, members: [Membership], invites: [Invite])
    /// `mayOpen`: the person may turn them on (not a subscriber), so the answer may say how.
    case officeHours(baby: Baby, OfficeHours?, mayOpen: Bool)
    /// Newest first; `unread` were not seen before this listing.
    case inbox([InboxItem], unread: Set<String>)
    case babies([(baby: Baby, role: Membership.Role, hours: OfficeHours?)])
    /// The handover screen: the dashboard, plus what others logged since `since`.
    case handover(Dashboard, others: [Event], since: Date)
}
