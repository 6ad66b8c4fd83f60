import FoundationEssentials

/// The data cards (Better Morning 10) and the reminder schedule (9).
extension RoutinesHandler {
    func cards(_ book: RoutineBook, name: RoutineName?, week: WeekReference) throws -> [RoutineBook.Card] {
        var routines = book.cardRoutines()
        if let name {
            let routine = try book.own(name)
            routines = [routine]
        }
        let current = RoutineBook.weekStart(containing: book.today, firstWeekday: session.firstWeekday)
        var start: CivilDate
        // `data previous` and `data next` move the card (or cards) shown last.
        var focus = name != nil ? routines.first?.id : nil
        switch week {
        case .current: start = current
        case .offset(let weeks): start = current.adding(days: 7 * weeks)
        case .of(let date): start = RoutineBook.weekStart(containing: date, firstWeekday: session.firstWeekday)
        case .previous, .next:
            if name == nil {
                focus = session.shownWeek?.routineID
                if let focus, let routine = book.routines.first(where: { $0.id == focus }) { routines = [routine] }
            }
            start = (session.shownWeek?.start ?? current).adding(days: week == .previous ? -7 : 7)
        }
        session.shownWeek = (focus, start)
        return routines.map { book.card($0, weekStart: start) }
    }
}

/// Shared with the other handlers.
extension DispatchContext {
    /// What this person may take away: the babies they look after (primary or caregiver) with all their
    /// events, people, invites and office hours; their own routines, day records, draft and inbox; and the
    /// store's settings. A subscriber's export has no baby data (they see office hours only).
    func exportDocument(now: Date) throws -> ExportDocument {
        let today = CivilDate(session.calendar.civil(now))
        let book = RoutineBook(owner: session.person, today: today, now: now, routines: store.state.routines, days: store.state.routineDays)
        let routines = book.routines.map(RoutineExport.init)
        let records = book.routines.flatMap { routine in book.records(routine).map { DayRecordExport($0, checked: book.day(routine, on: $0.date).checked) } }
            .sorted { ($0.date, $0.routineID) < ($1.date, $1.routineID) }
        let babies = store.state.babies.filter { baby in
            let theirs = role(baby: baby.id)
            return theirs == .primary || theirs == .caregiver
        }
        let ids = Set(babies.map(\.id))
        let events = ids.count == store.state.babies.count ? try store.allEvents() : try store.allEvents().filter { ids.contains($0.babyID) }
        func values(_ kind: String, keep: (JSONValue) -> Bool) -> [JSONValue] {
            (store.state.entities[kind] ?? [:]).sorted { $0.key < $1.key }.map(\.value).filter(keep)
        }
        func ofBabies(_ value: JSONValue) -> Bool { value["baby_id"]?.string.map(ids.contains) ?? false }
        let person = session.person.lowercased()
        return ExportDocument(
            exportedAt: now, babies: babies, events: events, routines: routines, dayRecords: records,
            people: values(Membership.kind, keep: ofBabies), invites: values(Invite.kind, keep: ofBabies),
            officeHours: values(OfficeHours.kind, keep: ofBabies),
            inbox: values(InboxItem.kind) { $0["person"]?.string?.lowercased() == person },
            routineDrafts: store.state.routineDrafts.filter { $0.owner == session.person }.map(RoutineRecords.json),
            settings: store.state.preferences.filter { $0.key != Dispatcher.joinFailuresPreference && $0.key != Preference.selectedBabyAt })
    }
}
