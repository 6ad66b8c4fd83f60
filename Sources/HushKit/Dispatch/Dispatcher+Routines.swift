import FoundationEssentials

/// The morning-routine commands (Better Morning). Routine changes are journal `set` entries: outside
/// the undo history, as the spec makes deletion permanent and checks are undone by `uncheck`.
extension RoutinesHandler {
    /// Runs a routine command: one handler per command (the views here, changes to the routines in
    /// `Dispatcher+RoutineChanges.swift`, Premium in `Dispatcher+Premium.swift`, the guided creation in
    /// `Dispatcher+RoutineDraft.swift`).
    func runRoutine(_ command: RoutineCommand, line: ParsedLine, now: Date) throws -> any Answer {
        let request = RoutineRequest(handler: self, line: line, now: now)
        switch command {
        case .catalog: return try catalog(request)
        case .show(let name): return try show(name, request)
        case .start(let name): return try start(name, request)
        case .today: return request.answer(try todayView(request.book))
        case .day(let reference): return try day(reference, request)
        case .days: return try days(request)
        case .check(let reference, let done): return try check(reference, done: done, request)
        case .create(let spec): return try create(spec, request)
        case .draft(let step): return try draftStep(step, book: request.book, now: now, answer: request.answer, commit: request.commit)
        case .data(let name, let week): return request.answer(.cards(try cards(request.book, name: name, week: week), today: request.today))
        case .restart(let name): return try request.commit(try request.book.restart(try request.book.own(name)))
        case .edit(let name): throw RoutineError.locked(try request.book.find(name, catalog: try RoutineCatalog.builtIn()).name)
        case .delete(let name): return try delete(name, request)
        case .resetAll: return try resetAll(request)
        case .buyPremium: return try buyPremium(request)
        case .restorePurchases: return try restorePurchases(request)
        case .onboarding:
            try markOnboarded(now: now)
            return request.answer(.onboarding)
        }
    }

    private func catalog(_ request: RoutineRequest) throws -> any Answer {
        request.answer(.catalog(try RoutineCatalog.builtIn().entries, mine: request.book.routines.filter { $0.type == .custom },
                                activeName: request.book.active?.name))
    }

    private func show(_ name: RoutineName, _ request: RoutineRequest) throws -> any Answer {
        switch try request.book.find(name, catalog: try RoutineCatalog.builtIn()) {
        case .catalog(let entry):
            return request.answer(.profile(name: entry.name, bio: entry.bio, tasks: entry.tasks, type: .celebrity,
                                           note: "'start routine \(entry.name)' makes it yours from tomorrow"))
        case .routine(let routine):
            let note = routine.isActive
                ? (routine.startDate > request.today ? "Your routine from tomorrow" : "Your routine since \(RoutineBook.dayText(routine.startDate))")
                : "Not active; 'restart routine \(routine.name)' makes it yours from tomorrow"
            return request.answer(.profile(name: routine.name, bio: routine.bio, tasks: routine.tasks, type: routine.type, note: note))
        }
    }

    private func start(_ name: RoutineName, _ request: RoutineRequest) throws -> any Answer {
        let target = try request.book.find(name, catalog: try RoutineCatalog.builtIn())
        if case .routine(let routine) = target, routine.isActive { throw RoutineError.alreadyActive(routine.name, name.range) }
        return try request.commit(try request.book.activate(target, makeID: request.ids.make))
    }

    private func day(_ reference: DayReference, _ request: RoutineRequest) throws -> any Answer {
        let date = Self.date(reference, today: request.today)
        if date == request.today { return request.answer(try todayView(request.book)) }
        return request.answer(.day(try request.book.view(on: date)))
    }

    private func days(_ request: RoutineRequest) throws -> any Answer {
        guard let active = request.book.active else { return request.answer(.empty(startsTomorrow: nil)) }
        return request.answer(.strip(try request.book.strip(), routine: active, today: request.today))
    }

    private func check(_ reference: TaskReference, done: Bool, _ request: RoutineRequest) throws -> any Answer {
        guard let active = request.book.active else { throw RoutineError.noActiveRoutine }
        return try request.commit(try request.book.mark(try Self.taskIndex(reference, in: active), done: done))
    }

    /// Today's tasks, or the empty state.
    private func todayView(_ book: RoutineBook) throws -> RoutineOutcome {
        guard let active = book.active else { return .empty(startsTomorrow: nil) }
        if active.startDate > book.today { return .empty(startsTomorrow: active) }
        return .day(try book.view(on: book.today))
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
