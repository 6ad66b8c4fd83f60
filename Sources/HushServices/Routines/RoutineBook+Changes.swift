import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Choosing, switching, restarting, deleting and resetting routines (Better Morning 5.2, 6.2.4, 7, 10.3,
/// 10.4, 11.2), and checking tasks (8.3).
extension RoutineBook {
    /// Makes `target` the active routine from tomorrow, closing today for the routine active now.
    public func activate(_ target: Target, makeID: () -> String) throws -> Change {
        var changes: [RecordChange] = []
        var routine: Routine
        let before: Routine?
        switch target {
        case .routine(let existing):
            if existing.isActive { throw RoutineError.alreadyActive(existing.name, SourceRange(start: 0, end: 0)) }
            routine = existing
            before = existing
        case .catalog(let entry):
            routine = Routine(id: makeID(), owner: owner, name: entry.name, type: .celebrity, catalogKey: entry.key,
                              bio: entry.bio, tasks: entry.tasks, createdAt: now, today: today)
            before = nil
        }
        var note = ""
        if let current = active {
            changes += close(current)
            note = closingNote(current)
        }
        routine = stamped(opened(routine))
        changes.append(RecordChange(before: before.map { .routine($0) }, after: .routine(routine)))
        return Change(summary: "\(routine.name) is your routine from tomorrow, \(Self.dayText(routine.startDate))" + note, changes: changes)
    }

    /// Saves a new custom routine and activates it from tomorrow (6.2.4).
    public func create(title: String, tasks: [RoutineTask], makeID: () -> String) throws -> Change {
        let routine = Routine(id: makeID(), owner: owner, name: title, type: .custom, tasks: tasks, createdAt: now, today: today)
        var change = try activate(.routine(routine), makeID: makeID)
        // `activate` treats it as an update of a stored routine; it is new.
        if let index = change.changes.firstIndex(where: { $0.after?.key == "routine:\(routine.id)" }) {
            change.changes[index].before = nil
        }
        change.summary = "Saved \(title) (\(tasks.count) task\(tasks.count == 1 ? "" : "s"), locked from now on). " + change.summary
        return change
    }

    /// Restart (10.3): active again from tomorrow, history kept.
    public func restart(_ routine: Routine) throws -> Change {
        if routine.isActive, routine.startDate > today {
            return Change(summary: "\(routine.name) already starts tomorrow, \(Self.dayText(routine.startDate))", changes: [])
        }
        var changes: [RecordChange] = []
        var note = ""
        if let current = active {
            changes += close(current)
            if current.id != routine.id { note = closingNote(current) }
        }
        // `close` may have just rewritten this routine (when it is the active one): build on that version.
        var latest = routine
        if let index = changes.firstIndex(where: { $0.after?.key == "routine:\(routine.id)" }),
           case .routine(let closed)? = changes[index].after {
            latest = closed
            changes.remove(at: index)
        }
        let reopened = stamped(opened(latest))
        changes.append(RecordChange(before: .routine(routine), after: .routine(reopened)))
        return Change(summary: "Restarted \(routine.name): it runs again from tomorrow, \(Self.dayText(reopened.startDate))" + note, changes: changes)
    }

    /// Delete (10.4): the routine, all its days and its card.
    public func delete(_ routine: Routine) -> Change {
        var changes = [RecordChange(before: .routine(routine), after: nil)]
        for day in days.values.sorted(by: { $0.date < $1.date }) where day.routineID == routine.id {
            changes.append(RecordChange(before: .routineDay(day), after: nil))
        }
        let tail = routine.isActive ? "; you have no active routine now and its daily reminder stopped" : ""
        return Change(summary: "Deleted \(routine.name) and its history" + tail, changes: changes)
    }

    /// Every routine record of this person (11.2): routines, days, and the draft.
    public func reset(draft: RoutineDraft?) -> Change {
        var changes = routines.map { RecordChange(before: .routine($0), after: nil) }
        for day in days.values.sorted(by: { ($0.date, $0.routineID) < ($1.date, $1.routineID) }) {
            changes.append(RecordChange(before: .routineDay(day), after: nil))
        }
        if let draft { changes.append(RecordChange(before: .routineDraft(draft), after: nil)) }
        return Change(summary: "Reset: your routines, their history and settings are gone; Premium is kept", changes: changes)
    }

    /// Checks or unchecks task `index` of the active routine, today only (8.3).
    public func mark(_ index: Int, done: Bool) throws -> Change {
        guard let routine = active else { throw RoutineError.noActiveRoutine }
        guard routine.startDate <= today else { throw RoutineError.startsTomorrow(routine.name) }
        let current = day(routine, on: today)
        if current.finalized { throw RoutineError.dayLocked(routine.name) }
        let task = routine.tasks[index]
        guard current.checked.contains(index) != done else { throw RoutineError.alreadyMarked(task.title, done: done) }
        var updated = current
        updated.checked = done ? (current.checked + [index]).sorted() : current.checked.filter { $0 != index }
        let before: StoreRecord? = days[current.key].map { .routineDay($0) }
        let after: StoreRecord? = updated.checked.isEmpty ? nil : .routineDay(updated)
        let summary = (done ? "✓ " : "Unchecked ") + task.title + " · \(updated.completedTasksCount) of \(routine.tasks.count) done today"
        return Change(summary: summary, changes: [RecordChange(before: before, after: after)])
    }

    /// Ends `routine`'s current stretch today, locking today's record (7.1, 7.2). A stretch that had not
    /// begun yet (chosen today, to start tomorrow) simply goes.
    func close(_ routine: Routine) -> [RecordChange] {
        var closed = routine
        closed.isActive = false
        var changes: [RecordChange] = []
        if var period = closed.periods.popLast() {
            if period.start <= today {
                period.end = today
                closed.periods.append(period)
                var locked = day(routine, on: today)
                locked.finalized = true
                changes.append(RecordChange(before: days[locked.key].map { .routineDay($0) }, after: .routineDay(locked)))
            }
        }
        changes.insert(RecordChange(before: .routine(routine), after: .routine(stamped(closed))), at: 0)
        return changes
    }

    /// What a switch did to the routine it replaced: today closed, if that routine had begun.
    func closingNote(_ current: Routine) -> String {
        guard current.startDate <= today else { return "; \(current.name) is no longer your routine" }
        return "; today's \(current.name) is closed with \(day(current, on: today).completedTasksCount) of \(current.tasks.count) done"
    }

    /// Active with a new stretch from tomorrow.
    func opened(_ routine: Routine) -> Routine {
        var copy = routine
        copy.isActive = true
        copy.startDate = today.adding(days: 1)
        copy.periods.append(RoutinePeriod(start: copy.startDate))
        return copy
    }

    /// `Mon Jan 5`, as the rest of Hush writes dates.
    public static func dayText(_ date: CivilDate) -> String { TimeText.date(date.civil) }
}
