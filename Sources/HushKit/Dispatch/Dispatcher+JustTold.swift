import FoundationEssentials
import HushStore

extension EventsHandler {
    /// "delete that", "make it 5oz", "change that to dirty": the one event the household's last change
    /// logged or changed, for the line's baby, told within ``justTold``. Anything else (a change of many
    /// events, another baby's, an undo, nothing lately) is asked by kind or number: "that" is never a guess.
    ///
    /// ```swift
    /// try justToldEvent(baby: eddie, now: now)   // the pee just logged, after "wet diaper"
    /// ```
    func justToldEvent(baby: Baby, now: Date) throws -> Event {
        let ask = "say which, for example 'delete the last diaper' or 'delete #2' ('today' numbers them), or 'undo' to take back the last change"
        guard let top = try store.lastUndo(), case let entry = try store.entry(at: top.offset), entry.action == .do,
              now.timeIntervalSince(entry.at) <= Self.justTold else {
            throw DomainError.notPossible("'that' is the event just told, and none was in the last \(Int(Self.justTold / 60)) minutes; " + ask)
        }
        let told = entry.changes.compactMap { change -> Event? in
            if case .event(let event)? = change.after { return event }
            return nil
        }
        if told.count == 1, let event = told.first, event.deletedAt != nil {
            throw DomainError.notPossible("the \(EventEditor.name(event)) just told is deleted; 'restore that' brings it back")
        }
        guard told.count == 1, let event = told.first, event.babyID == baby.id else {
            throw DomainError.notPossible("the last change was not one event of \(baby.name)'s; " + ask)
        }
        // As it is now: nothing undoable came after, but another device's change may have.
        let now = try store.events(for: baby.id, from: event.start.utc, to: event.start.utc.addingTimeInterval(1)).first { $0.id == event.id }
        return now ?? event
    }
}
