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
        let told = try justToldChange(now: now)
        let ask = Self.askWhich
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

    /// "restore that": the one event of the baby's the last change deleted, within ``justTold``.
    func justToldDeletion(baby: Baby, now: Date) throws -> Event {
        let told = try justToldChange(now: now)
        guard told.count == 1, let event = told.first, event.babyID == baby.id, event.deletedAt != nil else {
            throw DomainError.notPossible("the last change deleted no one event of \(baby.name)'s; say which: 'restore the last diaper', or 'deleted' to list them")
        }
        return event
    }

    private static let askWhich = "say which, for example 'delete the last diaper' or 'delete #2' ('today' numbers them), or 'undo' to take back the last change"

    /// The events the household's last change left, when it is the last thing written, within ``justTold``:
    /// after an undo, a selection or a setting, "that" is no longer plain.
    private func justToldChange(now: Date) throws -> [Event] {
        guard let entry = try lastChange(now: now, within: Self.justTold), entry.action == .do, entry.seq == store.state.seq else {
            throw DomainError.notPossible("'that' is the event just told, and the last change is not one (nothing in the last \(Int(Self.justTold / 60)) "
                                          + "minutes, or an undo or a setting since); " + Self.askWhich)
        }
        return entry.changes.compactMap { change -> Event? in
            if case .event(let event)? = change.after { return event }
            return nil
        }
    }
}
