import FoundationEssentials

/// Guided creation (Better Morning 6.2): every step is saved to the store before it is confirmed, so
/// a process killed mid-way resumes at the next `create routine` (6.2.3).
extension RoutinesHandler {
    func draftStep(_ step: DraftStep, book: RoutineBook, now: Date, answer: (RoutineOutcome) -> any Answer,
                   commit: (RoutineBook.Change) throws -> any Answer) throws -> any Answer {
        let existing = store.state.routineDrafts.first { $0.owner == session.person }
        var draft = existing ?? RoutineDraft(owner: session.person)
        func save(_ note: String, list: Bool = true) throws -> any Answer {
            let change = RecordChange(before: existing.map { .routineDraft($0) }, after: .routineDraft(draft))
            try store.commit(action: .set, summary: "Draft: " + note, changes: [change], at: now, by: session.person)
            return list ? answer(.draft(draft, note: note)) : RecordedAnswer(summary: note, event: nil, baby: nil)
        }
        switch step {
        case .title(let title, _):
            draft.title = title
            return try save("Title: \(title)")
        case .add(let task, let range):
            guard draft.tasks.count < RoutineLimits.maximumTasks else { throw RoutineError.tooManyTasks(range) }
            draft.add(task)
            // Where it landed shows the list re-sorting by time; `show` lists it all.
            let position = draft.tasks.lastIndex(of: task)! + 1
            let full = draft.tasks.count == RoutineLimits.maximumTasks
            return try save("Added \(TimeText.clockOnly(minutes: task.minutes)) \(task.title) as task \(position) of \(draft.tasks.count)"
                + (full ? ". That's \(RoutineLimits.maximumTasks) tasks, the most a routine holds: 'save' when ready" : ""), list: false)
        case .remove(let number, let range):
            guard (1...max(draft.tasks.count, 1)).contains(number), number <= draft.tasks.count else {
                throw RoutineError.noSuchTask(number, count: draft.tasks.count, range)
            }
            let removed = draft.tasks.remove(at: number - 1)
            let left = draft.tasks.count
            return try save("Deleted task \(number), \(removed.title), for good: \(left) task\(left == 1 ? "" : "s") left", list: false)
        case .show:
            return answer(.draft(draft, note: nil))
        case .leave:
            session.composingRoutine = false
            let kept = existing != nil ? "; 'create routine' picks it up again" : ""
            return RecordedAnswer(summary: "Left routine creation" + kept, event: nil, baby: nil)
        case .discard:
            session.composingRoutine = false
            guard let existing else { return RecordedAnswer(summary: "Nothing to discard", event: nil, baby: nil) }
            return try commit(.init(summary: "Discarded the unsaved routine", changes: [RecordChange(before: .routineDraft(existing), after: nil)]))
        case .save:
            guard let title = draft.title else {
                throw RoutineError.draftIncomplete("a title first: type it, as in 'Calm start'")
            }
            guard !draft.tasks.isEmpty else {
                throw RoutineError.draftIncomplete("at least one task first, as in '6:00 drink water'")
            }
            var change = try book.create(title: title, tasks: draft.tasks, makeID: RecordIDSequence(after: store, now: now).make)
            if let existing { change.changes.append(RecordChange(before: .routineDraft(existing), after: nil)) }
            session.composingRoutine = false
            return try commit(change)
        }
    }
}
