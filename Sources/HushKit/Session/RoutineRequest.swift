import FoundationEssentials

/// One morning-routine command being run: its line, when, the person's routines as of now
/// (``RoutineBook``), the ids its new records take, and how every routine command answers and commits.
/// Each command's handler (`RoutinesHandler.start(_:_:)`, …) takes it.
///
/// ```swift
/// let request = RoutineRequest(handler: self, line: line, now: now)
/// return try request.commit(try request.book.restart(routine))
/// ```
struct RoutineRequest {
    let handler: RoutinesHandler
    let line: ParsedLine
    let now: Date
    let today: CivilDate
    let book: RoutineBook
    let ids: RecordIDSequence

    init(handler: RoutinesHandler, line: ParsedLine, now: Date) {
        let session = handler.session, state = handler.store.state
        self.handler = handler
        self.line = line
        self.now = now
        today = CivilDate(session.calendar.civil(now))
        book = RoutineBook(owner: session.person, today: today, now: now, routines: state.routines, days: state.routineDays)
        ids = RecordIDSequence(after: handler.store, now: now)
    }

    func answer(_ outcome: RoutineOutcome) -> any Answer {
        RoutineAnswer(view: outcome, calendar: handler.session.calendar, now: now)
    }

    /// Routine changes are journal `set` entries, outside undo; a change of nothing is only said.
    func commit(_ change: RoutineBook.Change) throws -> any Answer {
        if !change.changes.isEmpty {
            try handler.store.commit(action: .set, summary: change.summary, changes: change.changes, at: now, by: handler.session.person)
        }
        return RecordedAnswer(summary: change.summary, event: nil, baby: nil)
    }
}
