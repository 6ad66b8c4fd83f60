import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// One baby's people, invites and office hours, and the rules that change them (the people issue, the
/// Office Hours PRD). Pure: it returns record changes; the clock and ids are injected.
///
/// ```swift
/// let circle = BabyCircle(baby: eddie, state: store.state, now: now)
/// circle.role(of: "Leanne")   // .caregiver
/// ```
public struct BabyCircle {
    public let baby: Baby
    /// This baby's memberships, oldest first.
    public let members: [Membership]
    public let invites: [Invite]
    public let officeHours: OfficeHours?
    public let now: Date
    /// The person id this store's link speaks for, with the name typing now (``Dispatcher/linkedPerson``):
    /// their memberships are the ones bound to that id, or bound to none and in their name.
    public var me: SyncPerson?

    public init(baby: Baby, state: StoreState, now: Date) {
        self.baby = baby
        self.members = state.all(Membership.self).filter { $0.babyID == baby.id }.sorted { ($0.joinedAt, $0.id) < ($1.joinedAt, $1.id) }
        self.invites = state.all(Invite.self).filter { $0.babyID == baby.id }.sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
        self.officeHours = (state.entities[OfficeHours.kind]?[baby.id]).flatMap { try? OfficeHours(json: $0) }
        self.now = now
    }

    /// A baby from before roles existed has no members: whoever uses it acts as its primary.
    public var isLegacy: Bool { members.isEmpty }

    /// The person's membership of this baby, the highest role first when there are several.
    public func member(_ person: String) -> Membership? {
        members.filter { StoreState.belongs($0.json, to: person, me: me) }.min { $0.role < $1.role }
    }

    public func role(of person: String) -> Membership.Role? {
        isLegacy ? .primary : member(person)?.role
    }

    public var primary: Membership? { members.first { $0.role == .primary } }

    /// Checks that `person` may take `action` with this baby.
    public func require(_ action: Permissions.Action, by person: String) throws {
        try Permissions.check(action, role: role(of: person), person: person, baby: baby.name)
    }

    /// For a legacy baby, the change that makes `person` its primary before anything else happens.
    public func claim(by person: String, makeID: () -> String) -> [RecordChange] {
        guard isLegacy else { return [] }
        let membership = Membership(id: makeID(), babyID: baby.id, person: person, role: .primary, joinedAt: now, addedBy: person)
        return [RecordChange(before: nil, after: membership.record)]
    }

    /// The open invite with this code, or why there is none.
    public static func redeemable(_ typed: String, invites: [Invite], now: Date, calendar: ZonedCalendar) throws -> Invite {
        guard let wanted = InviteCode.normalized(typed) else { throw PeopleError.notACode(typed) }
        guard let invite = invites.first(where: { InviteCode.normalized($0.code) == wanted }) else { throw PeopleError.unknownCode(typed) }
        if let usedAt = invite.usedAt {
            throw PeopleError.usedCode(usedBy: invite.usedBy ?? "someone", at: TimeText.full(usedAt, calendar: calendar))
        }
        if invite.revokedAt != nil { throw PeopleError.revokedCode }
        if now >= invite.expiresAt { throw PeopleError.expiredCode(TimeText.full(invite.expiresAt, calendar: calendar)) }
        return invite
    }

    /// Turns office hours on or off, notifying subscribers: all of them when it goes on, those who asked
    /// when it ends (Office Hours: "Notify on ON only"; the end is opt-in).
    public func setOfficeHours(_ on: Bool, by person: String, until: Date? = nil, at moment: Date? = nil,
                               makeID: () -> String) -> [RecordChange] {
        let when = moment ?? now
        let updated = OfficeHours(babyID: baby.id, available: on, since: when, setBy: person, until: on ? until : nil)
        var changes = [RecordChange(before: officeHours?.record, after: updated.record)]
        // Only a change of state is news: "on for 30 min" while already on just sets the end.
        guard (officeHours?.available ?? false) != on else { return changes }
        let text = on ? "\(baby.name) is in! The baby will see you now 👶" : "Office hours are over for \(baby.name)"
        for member in members where member.role == .subscriber && (on || member.notifyOnEnd) && !member.isPerson(person) {
            let item = InboxItem(id: makeID(), person: member.person, babyID: baby.id, text: text, createdAt: when)
            changes.append(RecordChange(before: nil, after: item.record))
        }
        return changes
    }
}
