import FoundationEssentials
import HushStore

extension DispatchContext {
    /// How long a line about one baby keeps the next unnamed line from going to another.
    static var justToldWindow: TimeInterval { 30 * 60 }

    /// The baby a logging, editing or asking line is about: the one it names, else the selected one. With
    /// two babies, "Eddie fell asleep" then "he woke up" while Mia is selected ended Mia's sleep: "he" is
    /// the baby last spoken of. A line that names no baby, said within ``justToldWindow`` of a change to
    /// another baby's events than the selected one's, is asked which baby (the one just told first) when
    /// it speaks by a pronoun, or changes "the last" event (`edits`); "wet diaper" alone is the selected
    /// baby's, as the guide says.
    ///
    /// ```swift
    /// try lineBaby(parse("he woke up"), now: now)   // throws "which baby? Eddie or Mia; …" after "Eddie fell asleep"
    /// ```
    func lineBaby(_ line: ParsedLine, now: Date, edits: Bool = false) throws -> Baby {
        let babies = selection
        let baby = try babies.resolve(named: line.babyName, range: line.babyNameRange)
        // One baby, or a name said: nothing to ask (and nothing read: a one-shot's path).
        guard babies.babies.count > 1, line.babyName == nil, line.refersBack || edits || goesOnWithout(line, baby: baby, now: now),
              let told = try justToldBaby(now: now), told.id != baby.id else { return baby }
        throw DomainError.whichBaby([told.name] + babies.babies.filter { $0.id != told.id }.map(\.name), example: nil)
    }

    /// The one baby whose events the household's last change touched, if it was made within the window.
    private func justToldBaby(now: Date) throws -> Baby? {
        guard let entry = try lastChange(now: now, within: Self.justToldWindow) else { return nil }
        // "baby Eddie" since: the line is about the baby chosen.
        if let selected = store.preference(Preference.selectedBabyAt).flatMap(Double.init), selected >= entry.at.timeIntervalSince1970 { return nil }
        let babies = Set(entry.changes.compactMap { change -> String? in
            if case .event(let event)? = change.after ?? change.before { return event.babyID }
            return nil
        })
        guard babies.count == 1, let id = babies.first else { return nil }
        return selection.babies.first { $0.id == id }
    }

    /// The selection's time, written beside it.
    func selectedAt(_ now: Date) -> RecordChange {
        let key = Preference.selectedBabyAt
        return RecordChange(before: store.preference(key).map { .preference(Preference(key: key, value: $0)) },
                            after: .preference(Preference(key: key, value: String(now.timeIntervalSince1970))))
    }

    /// A line that goes on with an event begun ("switched sides", "done nursing", "woke up", "finished,
    /// 1 left") when the selected baby has none begun: it is about the baby whose event that is, as a
    /// pronoun is. With one of the selected baby's begun, it is that one's.
    private func goesOnWithout(_ line: ParsedLine, baby: Baby, now: Date) -> Bool {
        guard case .log(let phrase) = line.command else { return false }
        let open = store.openEvents(for: baby.id)
        switch phrase {
        case .breastSwitch, .breastEnd:
            let context = LogContext(now: now, calendar: session.calendar, babyID: baby.id, babyName: baby.name, loggedBy: session.person)
            return BreastLog(context: context).begun(store.latestBreastFeed(for: baby.id), within: BreastLog.endWindow) == nil
        case .sleepEnd: return !open.contains { $0.kind == .sleep }
        case .feedingStart, .feedingFinish: return !open.contains { $0.data.bottle != nil }
        default: return false
        }
    }

    /// The household's last undoable change, if it was made within `window` of now: what "he" and "that"
    /// speak of (``lineBaby(_:now:edits:)``, `EventsHandler.justToldEvent`).
    func lastChange(now: Date, within window: TimeInterval) throws -> JournalEntry? {
        guard let top = try store.lastUndo() else { return nil }
        let entry = try store.entry(at: top.offset)
        return abs(now.timeIntervalSince(entry.at)) <= window ? entry : nil
    }
}
