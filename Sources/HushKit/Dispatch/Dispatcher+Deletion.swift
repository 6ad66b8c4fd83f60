import FoundationEssentials

/// Deletion for real (PRD 11): a baby with everything about it, a person's account, events purged 30
/// days after a soft delete. Each removes the records, then compacts the journal, so no copy survives in
/// the store's files or its undo history.
extension PeopleHandler {
    func deleteBaby(_ baby: Baby, now: Date) throws -> any Answer {
        var changes = [RecordChange(before: .baby(baby), after: nil)]
        changes += try store.allEvents().filter { $0.babyID == baby.id }.map { RecordChange(before: .event($0), after: nil) }
        for kind in [Membership.kind, Invite.kind, OfficeHours.kind, InboxItem.kind] {
            for (id, value) in (store.state.entities[kind] ?? [:]).sorted(by: { $0.key < $1.key }) where value["baby_id"]?.string == baby.id {
                changes.append(RecordChange(before: .entity(Entity(kind: kind, id: id, value: value)), after: nil))
            }
        }
        for (key, value) in store.state.preferences.sorted(by: { $0.key < $1.key })
        where value == baby.id && key == Preference.selectedBaby || key.hasPrefix("seen.") && key.hasSuffix("." + baby.id) {
            changes.append(RecordChange(before: .preference(Preference(key: key, value: value)), after: nil))
        }
        let summary = "Deleted \(baby.name): every event, link, invite and office hours, gone from the store's files"
        try store.commit(action: .set, summary: summary, changes: changes, at: now, by: session.person)
        try compactCarryingOutbox(at: now, by: session.person, reason: "deleting a baby")
        return RecordedAnswer(summary: summary, event: nil, baby: nil)
    }

    /// `delete my account`: the person's links, inbox, routines, drafts and settings go; the events they
    /// logged stay with the baby (they are the baby's record) with `logged_by` cleared to "former caregiver".
    func deleteAccount(line: ParsedLine, now: Date) throws -> any Answer {
        let person = session.person
        // The person's own memberships: on a linked store, those the server bound to their id (or to none).
        let me = linkedPerson
        let mine = store.state.all(Membership.self).filter { StoreState.belongs($0.json, to: person, me: me) }
        let solePrimary = mine.filter { $0.role == .primary }.compactMap { membership in store.babies.first { $0.id == membership.babyID }?.name }
        if !solePrimary.isEmpty {
            throw PeopleError.solePrimary(solePrimary)
        }
        if !line.confirmed {
            throw ConfirmationRequest(question: "Delete \(person)'s account: your links to \(mine.count) bab\(mine.count == 1 ? "y" : "ies"), "
                                          + "your inbox, routines and settings? Events you logged stay with the baby, without your name. "
                                          + "This can't be undone.",
                                      then: [line.confirming()], refusal: .needsConfirmation(what: "deleting an account", command: "delete my account"))
        }
        var changes = mine.map { RecordChange(before: $0.record, after: nil) }
        changes += store.state.all(InboxItem.self).filter { $0.person.lowercased() == person.lowercased() }.map { RecordChange(before: $0.record, after: nil) }
        changes += store.state.routines.filter { $0.owner == person }.map { RecordChange(before: .routine($0), after: nil) }
        let routineIDs = Set(store.state.routines.filter { $0.owner == person }.map(\.id))
        changes += store.state.routineDays.filter { routineIDs.contains($0.routineID) }.map { RecordChange(before: .routineDay($0), after: nil) }
        changes += store.state.routineDrafts.filter { $0.owner == person }.map { RecordChange(before: .routineDraft($0), after: nil) }
        let lower = person.lowercased()
        for (key, value) in store.state.preferences.sorted(by: { $0.key < $1.key })
        where key == Self.onboardedPreference(person) || key.hasPrefix("seen.\(lower).") || key == ReminderPolicy.muteKey(person)
            || (key == Dispatcher.identityPreference && value.lowercased() == lower) {
            changes.append(RecordChange(before: .preference(Preference(key: key, value: value)), after: nil))
        }
        for delivery in store.state.all(DeliveryRecord.self) where delivery.person.lowercased() == lower {
            changes.append(RecordChange(before: delivery.record, after: nil))
        }
        // Their name also goes from what others keep: who invited whom, who used an invite.
        for var other in store.state.all(Membership.self) where !other.isPerson(person) && other.addedBy.lowercased() == lower {
            let before = other.record
            other.addedBy = "former caregiver"
            changes.append(RecordChange(before: before, after: other.record))
        }
        for var invite in store.state.all(Invite.self)
        where [invite.createdBy, invite.usedBy ?? "", invite.invitee].contains(where: { $0.lowercased() == lower }) {
            let before = invite.record
            if invite.createdBy.lowercased() == lower { invite.createdBy = "former caregiver" }
            if invite.usedBy?.lowercased() == lower { invite.usedBy = "former caregiver" }
            if invite.invitee.lowercased() == lower { invite.invitee = "former caregiver" }
            changes.append(RecordChange(before: before, after: invite.record))
        }
        for event in try store.allEvents() where event.loggedBy.lowercased() == lower {
            var anonymous = event
            anonymous.loggedBy = "former caregiver"
            changes.append(RecordChange(before: .event(event), after: .event(anonymous)))
        }
        let summary = "Deleted \(person)'s account: gone from the store's files"
        try store.commit(action: .set, summary: summary, changes: changes, at: now, by: "former caregiver")
        try compactCarryingOutbox(at: now, by: "former caregiver", reason: "deleting an account")
        return RecordedAnswer(summary: summary, event: nil, baby: nil)
    }
}
