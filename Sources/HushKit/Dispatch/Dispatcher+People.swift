import Foundation

/// People, roles, invites and Baby Office Hours. Changes to the circle are journal `set` entries,
/// outside undo, like settings; every one records who made it (`by`, and the records' own fields).
extension PeopleHandler {
    static func seenPreference(_ person: String, _ babyID: String) -> String { "seen.\(person.lowercased()).\(babyID)" }

    func runPeople(_ command: PeopleCommand, line: ParsedLine, now: Date) throws -> any Answer {
        let person = session.person
        let ids = RecordIDSequence(after: store, now: now)
        func answer(_ outcome: PeopleOutcome) -> any Answer { PeopleAnswer(view: outcome, calendar: session.calendar, now: now) }
        func commit(_ summary: String, _ changes: [RecordChange]) throws -> any Answer {
            try store.commit(action: .set, summary: summary, changes: changes, at: now, by: person)
            return RecordedAnswer(summary: summary, event: nil, baby: nil)
        }
        func baby() throws -> (Baby, BabyCircle) {
            // A baby the person isn't connected to is found too, so the answer is "not connected", not "unknown".
            guard let baby = try accessedBaby(line) else { _ = try selection.resolve(named: line.babyName, range: line.babyNameRange); throw DomainError.noBaby }
            var circle = BabyCircle(baby: baby, state: store.state, now: now)
            circle.me = linkedPerson
            return (baby, circle)
        }
        switch command {
        case .whoami:
            let me = linkedPerson
            let roles = visibleBabies.compactMap { baby in store.state.role(of: person, me: me, baby: baby.id).map { (baby, $0) } }
            return answer(.whoami(person: person, roles: roles, selected: try? selection.resolve(named: nil).name))
        case .iAm(let name):
            let before = store.preference(Dispatcher.identityPreference).map { StoreRecord.preference(Preference(key: Dispatcher.identityPreference, value: $0)) }
            session.person = name
            return try commit("You are \(name) here from now on ('--as NAME' still overrides it)",
                              [RecordChange(before: before, after: .preference(Preference(key: Dispatcher.identityPreference, value: name)))])
        case .invite(let name, let role, let days):
            let (baby, circle) = try baby()
            try circle.require(role == .caregiver ? .inviteCaregiver : .inviteSubscriber, by: person)
            if let existing = circle.member(name) { throw PeopleError.alreadyMember(existing.person, role: existing.role, baby: baby.name) }
            let code: String
            if let seed = ProcessInfo.processInfo.environment["HUSH_TEST_SEED"].flatMap(UInt64.init) {
                var random = SeededGenerator(seed: seed &+ UInt64(store.state.seq))
                code = InviteCode.generate(using: &random)
            } else {
                var random = SystemRandomNumberGenerator()
                code = InviteCode.generate(using: &random)
            }
            let invite = Invite(id: ids.make(), code: code, babyID: baby.id, role: role, createdBy: person, createdAt: now,
                                expiresAt: now.addingTimeInterval(Double(days ?? 7) * 86_400), invitee: name)
            try store.commit(action: .set, summary: "Invited \(name) to \(baby.name) as \(role.rawValue)",
                             changes: circle.claim(by: person, makeID: ids.make) + [RecordChange(before: nil, after: invite.record)],
                             at: now, by: person)
            return answer(.invite(invite, baby: baby))
        case .invites:
            let (baby, circle) = try baby()
            try circle.require(.manageInvites, by: person)
            return answer(.invites(circle.invites.filter { $0.isOpen(at: now) }, baby: baby))
        case .revokeInvite(let code):
            let (baby, circle) = try baby()
            try circle.require(.manageInvites, by: person)
            var invite = try BabyCircle.redeemable(code, invites: circle.invites, now: now, calendar: session.calendar)
            let before = invite.record
            invite.revokedAt = now
            return try commit("Revoked the invite for \(invite.invitee) (\(invite.code)) to \(baby.name)", [RecordChange(before: before, after: invite.record)])
        case .join(let code, let name):
            return try join(code: code, as: name ?? person, line: line, now: now, makeID: ids.make)
        case .people:
            let (baby, circle) = try baby()
            try circle.require(.listPeople, by: person)
            return answer(.people(baby: baby, members: circle.members, invites: circle.invites.filter { $0.isOpen(at: now) }))
        case .remove(let name, let role):
            let (baby, circle) = try baby()
            try circle.require(role == .caregiver ? .removeCaregiver : .removeSubscriber, by: person)
            guard let member = circle.member(name), member.role == role else {
                throw PeopleError.notAMember(name, role: role, baby: baby.name)
            }
            if !line.confirmed {
                throw ConfirmationRequest(question: "Remove \(member.person) as \(role.rawValue) of \(baby.name)? They lose access at once.",
                                          then: [line.confirming()],
                                          refusal: .needsConfirmation(what: "removing a \(role.rawValue)", command: "remove \(role.rawValue) \(name)"))
            }
            return try commit("Removed \(member.person) as \(role.rawValue) of \(baby.name)", [RecordChange(before: member.record, after: nil)])
        case .unsubscribe:
            let (baby, circle) = try baby()
            try circle.require(.unsubscribe, by: person)
            let member = circle.member(person)!
            return try commit("Unsubscribed from \(baby.name)'s office hours", [RecordChange(before: member.record, after: nil)])
        case .makePrimary(let name):
            let (baby, circle) = try baby()
            try circle.require(.transferPrimary, by: person)
            guard var next = circle.member(name), next.role == .caregiver else {
                throw PeopleError.notAMember(name, role: .caregiver, baby: baby.name)
            }
            var changes = circle.claim(by: person, makeID: ids.make)
            // The new primary first: the server judges each change by the role its pusher still has.
            let before = next.record
            next.role = .primary
            changes.append(RecordChange(before: before, after: next.record))
            if var current = circle.member(person) {
                let before = current.record
                current.role = .caregiver
                changes.append(RecordChange(before: before, after: current.record))
            }
            return try commit("\(next.person) is now \(baby.name)'s primary caregiver; you are a caregiver", changes)
        case .officeHours(nil, _):
            let (baby, circle) = try baby()
            try circle.require(.seeOfficeHours, by: person)
            return answer(.officeHours(baby: baby, circle.officeHours, mayOpen: circle.role(of: person) != .subscriber))
        case .officeHours(let on?, let minutes):
            let (baby, circle) = try baby()
            try circle.require(.toggleOfficeHours, by: person)
            if let hours = circle.officeHours, hours.isAvailable(at: now) == on, minutes == nil {
                return answer(.officeHours(baby: baby, hours, mayOpen: true))
            }
            if circle.officeHours == nil, !on { return answer(.officeHours(baby: baby, nil, mayOpen: true)) }
            let until = minutes.map { now.addingTimeInterval(Double($0) * 60) }
            let changes = circle.claim(by: person, makeID: ids.make) + circle.setOfficeHours(on, by: person, until: until, makeID: ids.make)
            let told = changes.filter { if case .entity(let e)? = $0.after { return e.kind == InboxItem.kind } else { return false } }.count
            let summary: String
            if on {
                let end = until.map { " until \(TimeText.clock($0, calendar: session.calendar, now: now))" } ?? ""
                summary = "The baby is in: \(baby.name)'s office hours are open\(end). " + Self.told(told)
            } else {
                summary = "Office hours are over for \(baby.name). " + Self.told(told)
            }
            return try commit(summary, changes)
        case .notifyWhenOfficeHoursEnd(let on):
            let (baby, circle) = try baby()
            try circle.require(.seeOfficeHours, by: person)
            guard var member = circle.member(person) else { throw PermissionError.notConnected(person: person, baby: baby.name) }
            let before = member.record
            member.notifyOnEnd = on
            return try commit(on ? "You'll hear when \(baby.name)'s office hours end" : "You'll only hear when \(baby.name)'s office hours open",
                              [RecordChange(before: before, after: member.record)])
        case .inbox:
            let items = store.state.all(InboxItem.self).filter { $0.person.lowercased() == person.lowercased() }
                .sorted { ($0.createdAt, $0.id) > ($1.createdAt, $1.id) }
            let unread = items.filter { $0.readAt == nil }
            if !unread.isEmpty {
                let changes = unread.map { item -> RecordChange in
                    var seen = item
                    seen.readAt = now
                    return RecordChange(before: item.record, after: seen.record)
                }
                try store.commit(action: .set, summary: "Read \(unread.count) notification\(unread.count == 1 ? "" : "s")", changes: changes, at: now, by: person)
            }
            return answer(.inbox(items, unread: Set(unread.map(\.id))))
        case .babies:
            let me = linkedPerson
            let rows = visibleBabies.compactMap { baby -> (baby: Baby, role: Membership.Role, hours: OfficeHours?)? in
                var circle = BabyCircle(baby: baby, state: store.state, now: now)
                circle.me = me
                return circle.role(of: person).map { (baby, $0, circle.officeHours) }
            }
            return answer(.babies(rows))
        case .handover:
            let (baby, circle) = try baby()
            try circle.require(.handover, by: person)
            let key = Self.seenPreference(person, baby.id)
            let since = store.preference(key).flatMap(UTCText.parse) ?? now.addingTimeInterval(-12 * 3600)
            let others = try store.events(for: baby.id, from: since.addingTimeInterval(-7 * 86_400), to: now.addingTimeInterval(1)) {
                $0.deletedAt == nil && $0.loggedBy.lowercased() != person.lowercased()
            }.filter { $0.createdAt > since || $0.updatedAt > since }
            let dashboard = try self.dashboard(now: now, named: baby.name, range: nil)
            let before = store.preference(key).map { StoreRecord.preference(Preference(key: key, value: $0)) }
            try store.commit(action: .set, summary: "Handover seen", changes: [RecordChange(before: before, after: .preference(Preference(key: key, value: UTCText.format(now))))],
                             at: now, by: person)
            return answer(.handover(dashboard, others: others, since: since))
        case .deleteBaby:
            let (baby, circle) = try baby()
            try circle.require(.deleteBaby, by: person)
            if !line.confirmed {
                let count = try store.allEvents().filter { $0.babyID == baby.id }.count
                throw ConfirmationRequest(question: "Delete \(baby.name) for good: \(count) event\(count == 1 ? "" : "s"), \(circle.members.count) "
                                              + "\(circle.members.count == 1 ? "person's link" : "people's links"), invites and office hours? "
                                              + "This can't be undone.",
                                          then: [line.confirming()],
                                          refusal: .needsConfirmation(what: "deleting a baby", command: "delete baby \(baby.name)"))
            }
            return try deleteBaby(baby, now: now)
        case .deleteAccount:
            return try deleteAccount(line: line, now: now)
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
        // Asked several times per command; remembered until the store changes or someone else types.
        if let cached = session.visibleBabies, cached.seq == store.state.seq, cached.person == session.person { return cached.babies }
        let state = store.state
        let me = linkedPerson
        let babies = store.babies.filter { state.role(of: session.person, me: me, baby: $0.id) != nil }
        session.visibleBabies = (store.state.seq, session.person, babies)
        return babies
    }
}
