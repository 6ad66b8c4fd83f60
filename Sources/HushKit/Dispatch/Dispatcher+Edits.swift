import FoundationEssentials

/// Editing, deleting, restoring and showing existing events (PRD 4.5, 11).
extension EventsHandler {

    func runEdit(_ line: ParsedLine, now: Date) throws -> any Answer {
        let baby = try lineBaby(line, now: now, edits: true)
        let context = LogContext(now: now, calendar: session.calendar, babyID: baby.id, babyName: baby.name, loggedBy: session.person)
        switch line.command {
        case .edit(let reference, var change):
            let event = try find(reference, baby: baby, now: now)
            try refuseLastOfTwo(reference, found: event, baby: baby, now: now)
            // "last feed started at 2:50" of a bottle fed from: when the feed began, not when the bottle was made.
            if reference.kind == .every(.eat), event.data.bottle?.feedingStartedAt != nil {
                switch change {
                case .set(.start, let at): change = .set(.feedingStarted, at)
                case .shift(.start, let seconds, let range): change = .shift(.feedingStarted, seconds: seconds, range: range)
                default: break
                }
            }
            let sleeps = try store.events(for: baby.id, from: event.start.utc.addingTimeInterval(-3 * 24 * 3600), to: now.addingTimeInterval(1))
                .filter { $0.kind == .sleep && $0.end != nil }
            let result = try EventEditor(context: context, units: baby.settings.units, sleeps: sleeps).apply(change, to: event)
            try refuseBeforeBirth(result.event, of: baby, at: change.timeRange)
            try askIfUnlikely(result, was: event, line: line)
            return try commit(result, now: now, baby: baby)
        case .delete(let reference):
            let event = try find(reference, baby: baby, now: now)
            try refuseLastOfTwo(reference, found: event, baby: baby, now: now)
            let deleted = context.updated(event) { $0.deletedAt = now }
            let summary = "Deleted the \(EventEditor.name(event)) of \(context.text(event.start.utc)); 'restore the last \(kindWord(event))' brings it back within 30 days"
            return try commit(.updated(event, deleted, summary), now: now, baby: baby)
        case .restore(let reference):
            let event = try findDeleted(reference, baby: baby, now: now)
            let restored = context.updated(event) { $0.deletedAt = nil }
            return try commit(.updated(event, restored, "Restored the \(EventEditor.name(event)) of \(context.text(event.start.utc))"), now: now, baby: baby)
        case .deleted:
            return DeletedListAnswer(events: restorable(baby: baby, now: now), calendar: session.calendar, now: now, safety: BottleSafety(settings: baby.settings))
        case .show(let reference):
            return EventDetailsAnswer(event: try find(reference, baby: baby, now: now), calendar: session.calendar, now: now,
                                 safety: BottleSafety(settings: baby.settings))
        default:
            fatalError("runEdit only receives edit commands")
        }
    }

    /// An edit that makes the event one a new log would ask about ("last bottle was 14oz", a sleep moved
    /// to 20 hours) asks the same, and in a script is refused unless the line ends in "yes". A doubt the
    /// event already had, unchanged (confirmed when it was logged), is not asked again.
    private func askIfUnlikely(_ result: LogResult, was event: Event, line: ParsedLine) throws {
        guard !line.confirmed, let changed = result.event, let doubt = EventPlausibility.doubt(about: changed),
              doubt != EventPlausibility.doubt(about: event) else { return }
        throw ConfirmationRequest(question: doubt.prefix(1).uppercased() + doubt.dropFirst() + ". Change it anyway?",
                                  then: [line.confirming()], refusing: DomainError.unlikely(doubt, nil))
    }

    private func commit(_ result: LogResult, now: Date, baby: Baby) throws -> any Answer {
        var summary = result.summary
        if store.babies.count > 1 { summary = "\(baby.name): \(summary)" }
        let entry = try store.commit(action: .do, summary: summary, changes: result.changes, at: now, by: session.person)
        return RecordedAnswer(summary: summary, event: entry.written(result.event), baby: baby)
    }

    func find(_ reference: EventReference, baby: Baby, now: Date) throws -> Event {
        switch reference.target {
        case .last:
            let latest = EventKind.allCases.compactMap { store.latest($0, for: baby.id) }.filter(reference.kind.matches)
            if let found = latest.max(by: { ($0.start.utc, $0.id) < ($1.start.utc, $1.id) }) { return found }
            let recent = try store.events(for: baby.id, from: now.addingTimeInterval(-31 * 24 * 3600), to: now.addingTimeInterval(1))
            guard let found = recent.last(where: reference.kind.matches) else {
                throw DomainError.notPossible("no \(reference.kind == .any ? "event" : reference.kind.name) logged for \(baby.name) in the last month")
            }
            return found
        case .number(let number):
            let today = try todayEvents(baby: baby, now: now)
            guard number >= 1, number <= today.count else {
                throw DomainError.notPossible("there is no #\(number) today; 'today' numbers today's \(today.count) events")
            }
            let event = today[number - 1]
            guard reference.kind.matches(event) else {
                throw DomainError.notPossible("#\(number) today is a \(EventEditor.name(event)), not a \(reference.kind.name)")
            }
            return event
        case .only:
            let today = try todayEvents(baby: baby, now: now).filter(reference.kind.matches)
            guard today.count == 1, let event = today.first else {
                let noun = reference.kind.name
                throw DomainError.notPossible(today.isEmpty ? "no \(noun) today for \(baby.name); 'the last \(noun)' reaches further back"
                                              : "there are \(today.count) of them today; say which: 'the last \(noun)', or its number ('today' lists them)")
            }
            return event
        case .justTold:
            let event = try justToldEvent(baby: baby, now: now)
            guard reference.kind.matches(event) else {
                throw DomainError.notPossible("the event just told is a \(EventEditor.name(event)), not a \(reference.kind.name)")
            }
            return event
        }
    }

    /// Deleted events still inside the restore window, newest deletion last.
    func restorable(baby: Baby, now: Date) -> [Event] {
        store.state.deleted.filter { $0.babyID == baby.id && now.timeIntervalSince($0.deletedAt!) <= Dispatcher.restoreWindow }
    }

    private func findDeleted(_ reference: EventReference, baby: Baby, now: Date) throws -> Event {
        let candidates = restorable(baby: baby, now: now)
        switch reference.target {
        case .justTold:
            let deleted = try justToldDeletion(baby: baby, now: now)
            guard let found = candidates.first(where: { $0.id == deleted.id }), reference.kind.matches(found) else {
                throw DomainError.notPossible("the \(EventEditor.name(deleted)) just deleted is not one to restore as a \(reference.kind.name)")
            }
            return found
        case .last, .only:
            guard let found = candidates.last(where: reference.kind.matches) else {
                throw DomainError.notPossible("nothing of that kind was deleted in the last 30 days; 'deleted' lists what can be restored")
            }
            return found
        case .number(let number):
            guard number >= 1, number <= candidates.count, reference.kind.matches(candidates[number - 1]) else {
                throw DomainError.notPossible("there is no #\(number) among deleted events; 'deleted' lists them")
            }
            return candidates[number - 1]
        }
    }

    private func kindWord(_ event: Event) -> String { event.data.payload.noun }
}

extension Dispatcher {
    /// How long a deleted event can be restored (PRD 11: "30-day recovery window").
    static let restoreWindow: TimeInterval = 30 * 24 * 3600
}

/// Shared with the other handlers.
extension DispatchContext {
    /// Today's events for `today`'s numbers: the day's first is 1, so numbers stay put as the day goes on.
    func todayEvents(baby: Baby, now: Date) throws -> [Event] {
        let start = session.calendar.startOfDay(containing: now, dayStartMinutes: baby.settings.dayStartMinutes)
        // A sleep that began last night and ran past midnight belongs to today's list too (PRD 12).
        return try store.events(for: baby.id, from: start.addingTimeInterval(-36 * 3600), to: now.addingTimeInterval(1))
            .filter { $0.start.utc >= start || ($0.kind == .sleep && ($0.end?.utc ?? now) > start) }
    }

    /// Deleted events older than the restore window are removed for good (PRD 11), as one journal entry.
    func purgeExpiredDeletions(now: Date) throws {
        let expired = store.state.deleted.filter { now.timeIntervalSince($0.deletedAt!) > Dispatcher.restoreWindow }
        guard !expired.isEmpty else { return }
        let changes = expired.map { RecordChange(before: .event($0), after: nil) }
        try store.commit(action: .set, summary: "Purged \(expired.count) events deleted over 30 days ago", changes: changes, at: now, by: session.person)
        // Purged means gone from the files too, the journal's history included (PRD 11).
        try compactCarryingOutbox(at: now, by: session.person, reason: "purging events deleted over 30 days ago")
    }
}
