import FoundationEssentials

/// The baby's log: logging events and notes, new and selected babies, undo and redo, and edits.
///
/// ```swift
/// try EventsHandler(session: session).run(try parser.parse("wet diaper"), now: session.now)
/// ```
struct EventsHandler: CommandHandler {
    let session: Session

    func run(_ line: ParsedLine, now: Date) throws -> any Answer {
        switch line.command {
        case .edit, .delete, .restore, .deleted, .show:
            return try runEdit(line, now: now)
        case .newBaby(let name, let birth, let range, let birthRange):
            return try newBaby(name: name, birth: birth, range: range, birthRange: birthRange, now: now)
        case .selectBaby(let name, let range):
            let baby = try selection.find(name, range: range)
            let change = RecordChange(before: selectedPreference, after: .preference(Preference(key: Preference.selectedBaby, value: baby.id)))
            let summary = "Selected \(baby.name)"
            try store.commit(action: .set, summary: summary, changes: [change, selectedAt(now)], at: now, by: session.person)
            return RecordedAnswer(summary: summary, event: nil, baby: baby)
        case .log(let phrase):
            return try log(line, now: now) { context, baby in try log(phrase, baby: baby, context: context, described: line.described != nil,
                                                                            namesBottle: line.namesBottle, goesOn: line.goesOn) }
        case .undo:
            guard let top = try store.lastUndo() else { throw DomainError.nothingToUndo }
            let entry = try store.entry(at: top.offset)
            try checkUndo(entry, now: now)
            let summary = "Undid: \(entry.summary)"
            try store.commit(action: .undo, target: entry.seq, summary: summary,
                             changes: entry.changes.reversed().map(\.reversed), at: now, by: session.person)
            return RecordedAnswer(summary: summary, event: nil, baby: nil)
        case .redo:
            guard let top = store.state.undo.redo.last else { throw DomainError.nothingToRedo }
            let entry = try store.entry(at: top.offset)
            try checkUndo(entry, now: now)
            let summary = "Redid: \(entry.summary)"
            try store.commit(action: .redo, target: entry.seq, summary: summary, changes: entry.changes, at: now, by: session.person)
            return RecordedAnswer(summary: summary, event: nil, baby: nil)
        case .discardStash(let pick):
            return try log(line, now: now) { context, baby in
                try MilkStash(baby: baby, events: store.stash(for: baby.id), calendar: session.calendar, now: now).discard(pick, context: context)
            }
        default:
            throw UnhandledCommand(command: line.command)
        }
    }
}
