import FoundationEssentials

/// The permission check in front of every baby command: tracking needs a primary or caregiver role
/// (subscribers see office hours only). People commands check their own actions.
extension DispatchContext {
    func checkAccess(_ line: ParsedLine, now: Date) throws {
        let action: Permissions.Action
        switch line.command {
        case .log, .edit, .delete, .restore, .discardStash:
            action = .logEvents
        case .show, .deleted:
            action = .seeEvents
        case .settings, .set:
            action = .changeSettings
        default:
            // Views check for themselves (``ViewsHandler``), so a new view is checked without a row here.
            return
        }
        try checkAccess(action, line)
    }

    /// Whether the person may do `action` for the line's baby.
    func checkAccess(_ action: Permissions.Action, _ line: ParsedLine) throws {
        guard let baby = try accessedBaby(line) else { return }
        try Permissions.check(action, role: role(baby: baby.id), person: session.person, baby: baby.name)
    }

    /// The baby a line is about, as the person sees it: among their own babies first (the selection is
    /// shared by everyone on the store), then among all, so a baby they aren't connected to is refused
    /// by name rather than called unknown. Nil when there is none: that is the command's own error.
    func accessedBaby(_ line: ParsedLine) throws -> Baby? {
        if let own = try? selection.resolve(named: line.babyName, range: line.babyNameRange) { return own }
        return try? BabySelection(babies: store.babies, selectedID: store.preference(Preference.selectedBaby))
            .resolve(named: line.babyName, range: line.babyNameRange)
    }

    /// Undo and redo change some baby's records: the person must be allowed to log for each of them.
    func checkUndo(_ entry: JournalEntry, now: Date) throws {
        var babyIDs = Set<String>()
        for change in entry.changes {
            switch change.after ?? change.before {
            case .event(let event)?: babyIDs.insert(event.babyID)
            case .baby(let baby)?: babyIDs.insert(baby.id)
            default: break
            }
        }
        for id in babyIDs.sorted() {
            guard let baby = store.state.babies.first(where: { $0.id == id }) else { continue }
            try Permissions.check(.logEvents, role: role(baby: id), person: session.person, baby: baby.name)
        }
    }
}
