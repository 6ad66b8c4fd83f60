import Foundation

/// The morning-routine commands (Better Morning). Routine changes are journal `set` entries: outside
/// the undo history, as the spec makes deletion permanent and checks are undone by `uncheck`.
extension RoutinesHandler {
    func runRoutine(_ command: RoutineCommand, line: ParsedLine, now: Date) throws -> any Answer {
        let today = CivilDate(session.calendar.civil(now))
        let book = RoutineBook(owner: session.person, today: today, now: now, routines: store.state.routines, days: store.state.routineDays)
        func answer(_ outcome: RoutineOutcome) -> any Answer { RoutineAnswer(view: outcome, calendar: session.calendar, now: now) }
        func commit(_ change: RoutineBook.Change) throws -> any Answer {
            if !change.changes.isEmpty {
                try store.commit(action: .set, summary: change.summary, changes: change.changes, at: now, by: session.person)
            }
            return RecordedAnswer(summary: change.summary, event: nil, baby: nil)
        }
        let ids = RecordIDSequence(after: store, now: now)
        switch command {
        case .catalog:
            return answer(.catalog(try RoutineCatalog.builtIn().entries, mine: book.routines.filter { $0.type == .custom },
                                   activeName: book.active?.name))
        case .show(let name):
            switch try book.find(name, catalog: try RoutineCatalog.builtIn()) {
            case .catalog(let entry):
                return answer(.profile(name: entry.name, bio: entry.bio, tasks: entry.tasks, type: .celebrity,
                                       note: "'start routine \(entry.name)' makes it yours from tomorrow"))
            case .routine(let routine):
                let note = routine.isActive
                    ? (routine.startDate > today ? "Your routine from tomorrow" : "Your routine since \(RoutineBook.dayText(routine.startDate))")
                    : "Not active; 'restart routine \(routine.name)' makes it yours from tomorrow"
                return answer(.profile(name: routine.name, bio: routine.bio, tasks: routine.tasks, type: routine.type, note: note))
            }
        case .start(let name):
            let target = try book.find(name, catalog: try RoutineCatalog.builtIn())
            if case .routine(let routine) = target, routine.isActive { throw RoutineError.alreadyActive(routine.name, name.range) }
            return try commit(try book.activate(target, makeID: ids.make))
        case .today:
            return answer(try todayView(book))
        case .day(let reference):
            let date = Self.date(reference, today: today)
            if date == today { return answer(try todayView(book)) }
            return answer(.day(try book.view(on: date)))
        case .days:
            guard let active = book.active else { return answer(.empty(startsTomorrow: nil)) }
            return answer(.strip(try book.strip(), routine: active, today: today))
        case .check(let reference, let done):
            guard let active = book.active else { throw RoutineError.noActiveRoutine }
            return try commit(try book.mark(try Self.taskIndex(reference, in: active), done: done))
        case .create(let spec):
            try requirePremium(line)
            if let spec {
                return try commit(try book.create(title: spec.title, tasks: spec.tasks, makeID: ids.make))
            }
            session.composingRoutine = true
            if let draft = store.state.routineDrafts.first(where: { $0.owner == session.person }) {
                return answer(.draft(draft, note: "Picking up your unsaved routine where you left off"))
            }
            return answer(.draft(RoutineDraft(owner: session.person), note: nil))
        case .draft(let step):
            return try draftStep(step, book: book, now: now, answer: answer, commit: commit)
        case .data(let name, let week):
            return answer(.cards(try cards(book, name: name, week: week), today: today))
        case .restart(let name):
            let routine = try book.own(name)
            return try commit(try book.restart(routine))
        case .edit(let name):
            throw RoutineError.locked(try book.find(name, catalog: try RoutineCatalog.builtIn()).name)
        case .delete(let name):
            let routine = try book.own(name)
            let change = book.delete(routine)
            if !line.confirmed {
                let count = book.records(routine).count
                throw ConfirmationRequest(
                    question: "Delete \(routine.name), its \(count) day record\(count == 1 ? "" : "s") and its data card? This can't be undone.",
                    then: [line.confirming()],
                    refusal: .needsConfirmation(what: "deleting a routine", command: "delete routine \(name.text)"))
            }
            let outcome = try commit(change)
            try store.compact(at: now, by: session.person, reason: "deleting a routine")
            return outcome
        case .resetAll:
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
            let outcome = try commit(change)
            try store.compact(at: now, by: session.person, reason: "reset all data")
            return outcome
        case .buyPremium:
            if store.preference(Dispatcher.premiumPreference) != nil { throw RoutineError.alreadyOwned }
            if session.interactive, !line.confirmed {
                throw ConfirmationRequest(question: "Buy Hush Premium for $0.99, once?", then: [line.confirming()], refusal: .paywall)
            }
            try PurchaseAccount(environment: ProcessInfo.processInfo.environment).record(price: "0.99", at: now)
            return try commit(premiumChange(summary: "Premium unlocked ($0.99, one time): 'create routine' makes your own"))
        case .restorePurchases:
            guard try PurchaseAccount(environment: ProcessInfo.processInfo.environment).owns() else { throw RoutineError.nothingToRestore }
            if store.preference(Dispatcher.premiumPreference) != nil {
                return RecordedAnswer(summary: "Premium is already unlocked here", event: nil, baby: nil)
            }
            return try commit(premiumChange(summary: "Restored Premium from your account: 'create routine' makes your own"))
        case .onboarding:
            try markOnboarded(now: now)
            return answer(.onboarding)
        }
    }

    /// Today's tasks, or the empty state.
    private func todayView(_ book: RoutineBook) throws -> RoutineOutcome {
        guard let active = book.active else { return .empty(startsTomorrow: nil) }
        if active.startDate > book.today { return .empty(startsTomorrow: active) }
        return .day(try book.view(on: book.today))
    }

    private func premiumChange(summary: String) -> RoutineBook.Change {
        .init(summary: summary, changes: [RecordChange(before: nil, after: .preference(Preference(key: Dispatcher.premiumPreference, value: "owned")))])
    }

    /// The paywall (6.1): at a terminal, an offer to buy and go on; elsewhere, a refusal.
    private func requirePremium(_ line: ParsedLine) throws {
        guard store.preference(Dispatcher.premiumPreference) == nil else { return }
        var purchase = ParsedLine(command: .routine(.buyPremium))
        purchase.confirmed = true
        throw ConfirmationRequest(preamble: RoutineText.paywall, question: "Buy Premium for $0.99 and create your routine?",
                                  then: [purchase, line], refusal: .paywall)
    }

    static func date(_ reference: DayReference, today: CivilDate) -> CivilDate {
        switch reference {
        case .today: return today
        case .yesterday: return today.adding(days: -1)
        case .daysAgo(let days): return today.adding(days: -days)
        case .date(let date, _): return date
        case .weekday(let weekday, _): return today.adding(days: -((today.isoWeekday - weekday + 7) % 7))
        }
    }

    static func taskIndex(_ reference: TaskReference, in routine: Routine) throws -> Int {
        switch reference {
        case .number(let number, let range):
            guard (1...routine.tasks.count).contains(number) else { throw RoutineError.noSuchTask(number, count: routine.tasks.count, range) }
            return number - 1
        case .words(let text, let range):
            let titles = routine.tasks.map(\.title)
            let found = TaskMatch.candidates(text, in: titles)
            if found.count == 1 { return found[0] }
            if found.count > 1 { throw RoutineError.ambiguousTask(text, candidates: found.map { titles[$0] }, range) }
            let suggestion = Suggestion.closest(to: text.lowercased(), in: titles.map { $0.lowercased() }, maxDistance: 3)
                .flatMap { lowered in titles.first { $0.lowercased() == lowered } }
            throw RoutineError.unknownTask(text, suggestion: suggestion, range)
        }
    }
}

extension Dispatcher {
    static let premiumPreference = "premium"
}

/// Shared with the other handlers.
extension DispatchContext {
    static func onboardedPreference(_ person: String) -> String { "onboarded." + person }

    /// Records that the person has seen the onboarding (shown once per person, again after a reset).
    func markOnboarded(now: Date) throws {
        let key = Self.onboardedPreference(session.person)
        guard store.preference(key) == nil else { return }
        try store.commit(action: .set, summary: "Onboarding shown", changes: [RecordChange(before: nil, after: .preference(Preference(key: key, value: "yes")))],
                         at: now, by: session.person)
    }

    /// True when this person has not seen the onboarding yet.
    public var needsOnboarding: Bool { store.preference(Self.onboardedPreference(session.person)) == nil }
}
