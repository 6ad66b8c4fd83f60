import HushKit

/// What a line may do through `POST /v1/say`: what a person says to a voice assistant about the baby.
/// Logging, notes, edits and undo, the views and questions, office hours and the inbox. Not files
/// (exports, imports, backups: they would be the server's files), settings, routines and reminders (they
/// belong to a device, and the server's copy is no one's device), sync, or the clock.
///
/// ```swift
/// interpreter.admit = VoiceScope.admit     // throws VoiceScope.Refusal for `export csv to x.csv`
/// ```
enum VoiceScope {
    /// A command refused by voice; its description is the sentence the person hears.
    enum Refusal: Error, CustomStringConvertible {
        /// What the command is, in words ("Exporting and importing").
        case notByVoice(String)

        var description: String {
            switch self {
            case .notByVoice(let what): return "\(what) is not available by voice; use hush on one of your devices"
            }
        }
    }

    static func admit(_ command: Command) throws {
        if let what = refused(command) { throw Refusal.notByVoice(what) }
    }

    /// What the command is, in words, when it is refused; nil when it may run.
    static func refused(_ command: Command) -> String? {
        switch command {
        case .log, .note, .status, .timeline, .nextNap, .whyNap, .predictionStats, .quickStats, .question, .today,
             .undo, .redo, .edit, .delete, .restore, .deleted, .show, .help, .explain, .foods, .trends(.table), .trends(.stripes),
             .stash, .discardStash:
            return nil
        case .people(let people):
            switch people {
            case .officeHours, .inbox, .babies, .handover, .whoami, .notifyWhenOfficeHoursEnd: return nil
            default: return "Managing people and invites"
            }
        case .newBaby: return "Adding a baby"
        case .selectBaby: return "Switching babies (send \"baby\" with the request instead)"
        case .exportJSON, .data: return "Exporting and importing"
        case .trends(.report): return "Writing a report file"
        case .settings, .set, .timeZone: return "Changing settings"
        case .clock: return "Moving the clock"
        default:
            // Routines, reminders, sync, store maintenance, quitting, and any command added later: refused
            // until it is judged safe by voice (refusing is never a wrong log).
            return "That command"
        }
    }
}
