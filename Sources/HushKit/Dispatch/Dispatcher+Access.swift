import Foundation

/// The permission check in front of every baby command: tracking needs a primary or caregiver role
/// (subscribers see office hours only). People commands check their own actions.
extension Dispatcher {
    func checkAccess(_ line: ParsedLine, now: Date) throws {
        let action: Permissions.Action
        switch line.command {
        case .log, .note, .edit, .delete, .restore:
            action = .logEvents
        case .status, .today, .timeline, .quickStats, .nextNap, .whyNap, .predictionStats, .show, .deleted:
            action = .seeEvents
        case .settings, .set:
            action = .changeSettings
        default:
            return
        }
        // Which baby: the one named, else the selected one. Not finding one is the command's own error.
        guard let baby = try? BabySelection(babies: store.babies, selectedID: store.preference(Preference.selectedBaby))
            .resolve(named: line.babyName, range: line.babyNameRange) else { return }
        try BabyCircle(baby: baby, state: store.state, now: now).require(action, by: session.person)
    }
}
