import FoundationEssentials

/// Who is in a baby's circle and in what role: `whoami`, `i am NAME`, `people`, `babies`, removing a
/// caregiver or a subscriber, a subscriber leaving, handing the primary role on, deleting the baby.
extension PeopleHandler {
    func whoami(_ request: PeopleRequest) -> any Answer {
        let me = linkedPerson
        let roles = visibleBabies.compactMap { baby in store.state.role(of: request.person, me: me, baby: baby.id).map { (baby, $0) } }
        return request.answer(.whoami(person: request.person, roles: roles, selected: try? selection.resolve(named: nil).name))
    }

    func iAm(_ name: String, _ request: PeopleRequest) throws -> any Answer {
        let before = store.preference(Dispatcher.identityPreference).map { StoreRecord.preference(Preference(key: Dispatcher.identityPreference, value: $0)) }
        session.person = name
        return try request.commit("You are \(name) here from now on ('--as NAME' still overrides it)",
                                  [RecordChange(before: before, after: .preference(Preference(key: Dispatcher.identityPreference, value: name)))])
    }

    func people(_ request: PeopleRequest) throws -> any Answer {
        let (baby, circle) = try request.baby()
        try circle.require(.listPeople, by: request.person)
        return request.answer(.people(baby: baby, members: circle.members, invites: circle.invites.filter { $0.isOpen(at: request.now) }))
    }

    func babies(_ request: PeopleRequest) -> any Answer {
        let me = linkedPerson
        let rows = visibleBabies.compactMap { baby -> (baby: Baby, role: Membership.Role, hours: OfficeHours?)? in
            var circle = BabyCircle(baby: baby, state: store.state, now: request.now)
            circle.me = me
            return circle.role(of: request.person).map { (baby, $0, circle.officeHours) }
        }
        return request.answer(.babies(rows))
    }

    func remove(_ name: String, as role: Membership.Role, _ request: PeopleRequest) throws -> any Answer {
        let (baby, circle) = try request.baby()
        try circle.require(role == .caregiver ? .removeCaregiver : .removeSubscriber, by: request.person)
        guard let member = circle.member(name), member.role == role else {
            throw PeopleError.notAMember(name, role: role, baby: baby.name)
        }
        if !request.line.confirmed {
            throw ConfirmationRequest(question: "Remove \(member.person) as \(role.rawValue) of \(baby.name)? They lose access at once.",
                                      then: [request.line.confirming()],
                                      refusal: .needsConfirmation(what: "removing a \(role.rawValue)", command: "remove \(role.rawValue) \(name)"))
        }
        return try request.commit("Removed \(member.person) as \(role.rawValue) of \(baby.name)", [RecordChange(before: member.record, after: nil)])
    }

    func unsubscribe(_ request: PeopleRequest) throws -> any Answer {
        let (baby, circle) = try request.baby()
        try circle.require(.unsubscribe, by: request.person)
        guard let member = circle.member(request.person) else { throw PermissionError.notConnected(person: request.person, baby: baby.name) }
        return try request.commit("Unsubscribed from \(baby.name)'s office hours", [RecordChange(before: member.record, after: nil)])
    }

    func makePrimary(_ name: String, _ request: PeopleRequest) throws -> any Answer {
        let (baby, circle) = try request.baby()
        try circle.require(.transferPrimary, by: request.person)
        guard var next = circle.member(name), next.role == .caregiver else {
            throw PeopleError.notAMember(name, role: .caregiver, baby: baby.name)
        }
        var changes = circle.claim(by: request.person, makeID: request.ids.make)
        // The new primary first: the server judges each change by the role its pusher still has.
        let before = next.record
        next.role = .primary
        changes.append(RecordChange(before: before, after: next.record))
        if var current = circle.member(request.person) {
            let before = current.record
            current.role = .caregiver
            changes.append(RecordChange(before: before, after: current.record))
        }
        return try request.commit("\(next.person) is now \(baby.name)'s primary caregiver; you are a caregiver", changes)
    }

    /// `delete baby NAME`: the primary only, after a yes (`--yes` in scripts).
    func deleteBaby(_ request: PeopleRequest) throws -> any Answer {
        let (baby, circle) = try request.baby()
        try circle.require(.deleteBaby, by: request.person)
        if !request.line.confirmed {
            let count = try store.allEvents().filter { $0.babyID == baby.id }.count
            throw ConfirmationRequest(question: "Delete \(baby.name) for good: \(count) event\(count == 1 ? "" : "s"), \(circle.members.count) "
                                          + "\(circle.members.count == 1 ? "person's link" : "people's links"), invites and office hours? "
                                          + "This can't be undone.",
                                      then: [request.line.confirming()],
                                      refusal: .needsConfirmation(what: "deleting a baby", command: "delete baby \(baby.name)"))
        }
        return try deleteBaby(baby, now: request.now)
    }
}
