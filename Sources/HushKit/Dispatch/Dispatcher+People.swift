import FoundationEssentials

/// People, roles, invites and Baby Office Hours. Changes to the circle are journal `set` entries,
/// outside undo, like settings; every one records who made it (`by`, and the records' own fields).
extension PeopleHandler {
    static func seenPreference(_ person: String, _ babyID: String) -> String { "seen.\(person.lowercased()).\(babyID)" }

    /// Runs a people command: one handler per command, each in the file of its part of the circle
    /// (`Dispatcher+Invites.swift`, `Dispatcher+Circle.swift`, `Dispatcher+OfficeHours.swift`,
    /// `Dispatcher+Handover.swift`, `Dispatcher+Join.swift`, `Dispatcher+Deletion.swift`).
    func runPeople(_ command: PeopleCommand, line: ParsedLine, now: Date) throws -> any Answer {
        let request = PeopleRequest(handler: self, line: line, now: now)
        switch command {
        case .whoami: return whoami(request)
        case .iAm(let name): return try iAm(name, request)
        case .invite(let name, let role, let days): return try invite(name, as: role, days: days, request)
        case .invites: return try invites(request)
        case .revokeInvite(let code): return try revokeInvite(code, request)
        case .join(let code, let name): return try join(code: code, as: name ?? request.person, line: line, now: now, makeID: request.ids.make)
        case .people: return try people(request)
        case .remove(let name, let role): return try remove(name, as: role, request)
        case .unsubscribe: return try unsubscribe(request)
        case .makePrimary(let name): return try makePrimary(name, request)
        case .officeHours(nil, _): return try showOfficeHours(request)
        case .officeHours(let on?, let minutes): return try setOfficeHours(on, minutes: minutes, request)
        case .notifyWhenOfficeHoursEnd(let on): return try notifyWhenOfficeHoursEnd(on, request)
        case .inbox: return try inbox(request)
        case .babies: return babies(request)
        case .handover: return try handover(request)
        case .deleteBaby: return try deleteBaby(request)
        case .deleteAccount: return try deleteAccount(line: line, now: now)
        }
    }

    static func told(_ count: Int) -> String {
        count == 0 ? "No subscribers to tell." : "Told \(count) subscriber\(count == 1 ? "" : "s")."
    }
}

extension Dispatcher {
    static let identityPreference = "me"
    static let joinFailuresPreference = "join.failures"
}

/// Shared with the other handlers.
extension DispatchContext {
    /// The babies this person is connected to, in any role (babies from before roles: everyone's).
    var visibleBabies: [Baby] {
        let roles = currentRoles
        return store.babies.filter { role(baby: $0.id, in: roles) != nil }
    }

    /// The person's role with the baby (``StoreState/role(of:me:baby:)``).
    func role(baby babyID: String) -> Membership.Role? { role(baby: babyID, in: currentRoles) }

    /// The roles remembered while the person, the babies' ids and the memberships are unchanged
    /// (``RememberedRoles``), made again when one of them changed.
    private var currentRoles: RememberedRoles {
        let state = (seq: store.state.seq, babies: store.state.babies, memberships: store.state.entities[Membership.kind])
        if let roles = session.rememberedRoles,
           roles.holds(for: session.person, seq: state.seq, babies: state.babies, memberships: state.memberships) {
            return roles
        }
        // The link's person is read only where a membership asks for it.
        let roles = RememberedRoles(person: session.person, state: store.state, me: linkedPerson)
        session.rememberedRoles = roles
        return roles
    }

    private func role(baby babyID: String, in roles: RememberedRoles) -> Membership.Role? {
        roles.role(of: babyID) ?? store.state.role(of: session.person, me: linkedPerson, baby: babyID)
    }
}
