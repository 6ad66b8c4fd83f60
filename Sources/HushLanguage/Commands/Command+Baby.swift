/// Whether a line's named baby ("timeline for Mia", "delete Mia's last diaper") is whose log the command
/// reads or writes: the dispatcher resolves ``ParsedLine/babyName`` for exactly these. One decision per
/// command, in an exhaustive switch, so a new command says whether a name in its line counts.
///
/// ```swift
/// Command.timeline(.around).isAboutOneBaby   // true: "timeline for Mia" shows Mia's
/// Command.undo.isAboutOneBaby                // false: the undo history is the household's
/// ```
extension Command {
    public var isAboutOneBaby: Bool {
        switch self {
        case .log, .view, .timeline, .nextNap, .whyNap, .quickStats, .question, .edit, .delete, .restore, .deleted, .show:
            return true
        case .trends(.table), .trends(.stripes):
            return true
        case .people(let people):
            switch people {
            case .officeHours, .notifyWhenOfficeHoursEnd, .handover: return true
            case .whoami, .iAm, .invite, .invites, .revokeInvite, .join, .people, .remove, .unsubscribe, .makePrimary,
                 .inbox, .babies, .deleteBaby, .deleteAccount:
                return false
            }
        // The name in these lines is their own (a new baby, the one selected, a phrase to explain), or the
        // command is the household's (undo, stash, settings, files, sync, the clock).
        case .newBaby, .selectBaby, .predictionStats, .exportJSON, .undo, .redo, .help, .discardStash, .settings, .set,
             .explain, .quit, .clock, .timeZone, .routine, .data, .reminders, .sync, .store, .trends(.report):
            return false
        }
    }
}
