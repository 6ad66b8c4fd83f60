import FoundationEssentials

/// Changes to the person's routines: creating one (Premium), deleting one, resetting all routine data.
/// Deleting and resetting ask first and compact the journal, as the spec makes them permanent.
extension RoutinesHandler {
    func create(_ spec: RoutineSpec?, _ request: RoutineRequest) throws -> any Answer {
        try requirePremium(request.line)
        if let spec {
            return try request.commit(try request.book.create(title: spec.title, tasks: spec.tasks, makeID: request.ids.make))
        }
        session.composingRoutine = true
        if let draft = store.state.routineDrafts.first(where: { $0.owner == session.person }) {
            return request.answer(.draft(draft, note: "Picking up your unsaved routine where you left off"))
        }
        return request.answer(.draft(RoutineDraft(owner: session.person), note: nil))
    }

    func delete(_ name: RoutineName, _ request: RoutineRequest) throws -> any Answer {
        let book = request.book, line = request.line
        let routine = try book.own(name)
        let change = book.delete(routine)
        if !line.confirmed {
            let count = book.records(routine).count
            throw ConfirmationRequest(
                question: "Delete \(routine.name), its \(count) day record\(count == 1 ? "" : "s") and its data card? This can't be undone.",
                then: [line.confirming()],
                refusal: .needsConfirmation(what: "deleting a routine", command: "delete routine \(name.text)"))
        }
        let outcome = try request.commit(change)
        try store.compact(at: request.now, by: session.person, reason: "deleting a routine")
        return outcome
    }

    func resetAll(_ request: RoutineRequest) throws -> any Answer {
        let book = request.book, line = request.line
        var change = book.reset(draft: store.state.routineDrafts.first { $0.owner == session.person })
        for key in [NotificationKind.routine.preferenceKey, Self.onboardedPreference(session.person)] {
            if let value = store.preference(key) {
                change.changes.append(RecordChange(before: .preference(Preference(key: key, value: value)), after: nil))
            }
        }
        if !line.confirmed {
            let dayCount = book.routines.reduce(0) { $0 + book.records($1).count }
            throw ConfirmationRequest(
                question: "Reset all data removes your \(book.routines.count) routine\(book.routines.count == 1 ? "" : "s"), "
                    + "their \(dayCount) day record\(dayCount == 1 ? "" : "s") and data cards, any unsaved draft, the routine reminder "
                    + "setting and the onboarding flag; the routine reminder stops. Baby records and your Premium purchase stay. Go ahead?",
                then: [line.confirming()],
                refusal: .needsConfirmation(what: "reset all data", command: "reset all data"))
        }
        session.composingRoutine = false
        let outcome = try request.commit(change)
        try store.compact(at: request.now, by: session.person, reason: "reset all data")
        return outcome
    }
}
