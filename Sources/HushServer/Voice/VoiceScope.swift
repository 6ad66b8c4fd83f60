import HushKit

/// What a line may do through `POST /v1/say`: what a person says to a voice assistant about the baby.
/// Logging, notes, edits and undo, the views and questions, office hours and the inbox. Not files
/// (exports, imports, backups: they would be the server's files), settings, routines and reminders (they
/// belong to a device, and the server's copy is no one's device), sync (adding a device above all: its
/// link is a secret), or the clock.
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

    /// The refusal a line gets from its first words alone, before its grammar is read: "export my data",
    /// "export" and "export json" all hear "not available by voice" first, not a grammar lesson that leads
    /// to it. Only words every command they start is refused by are listed (the same words ``refused(_:)``
    /// gives those commands); any other line is parsed and checked whole.
    static func refusal(forLine line: String) -> Refusal? {
        let words = line.lowercased().split { !$0.isLetter && !$0.isNumber }.prefix(2).map(String.init)
        guard let first = words.first else { return nil }
        if words.count == 2, let what = leadingPairs[first + " " + words[1]] { return .notByVoice(what) }
        return leadingWords[first].map(Refusal.notByVoice)
    }

    /// First words whose every command is refused, with what ``refused(_:)`` calls those commands.
    static let leadingWords: [String: String] = [
        "export": "Exporting and importing", "import": "Exporting and importing",
        "report": "Writing a report file",
        "settings": "Changing settings", "preferences": "Changing settings", "set": "Changing settings",
        "tz": "Changing settings", "timezone": "Changing settings", "zone": "Changing settings",
        "clock": "Moving the clock",
        "invite": "Managing people and invites", "invites": "Managing people and invites",
        "people": "Managing people and invites", "caregivers": "Managing people and invites",
        "subscribers": "Managing people and invites", "unsubscribe": "Managing people and invites",
        "sync": "That command", "conflicts": "That command", "devices": "That command",
        "routine": "That command", "routines": "That command", "reminders": "That command",
        "notifications": "That command", "mute": "That command", "unmute": "That command",
        "backup": "That command", "repair": "That command", "quit": "That command", "exit": "That command",
        "link": "Adding a device",
    ]

    /// Two first words, where the first alone also starts commands that may run.
    static let leadingPairs: [String: String] = [
        "new baby": "Adding a baby", "new routine": "That command",
        "check store": "That command",
        "add device": "Adding a device", "add phone": "Adding a device",
    ]

    /// What the command is, in words, when it is refused; nil when it may run.
    static func refused(_ command: Command) -> String? {
        switch command {
        case .log, .view, .timeline, .nextNap, .whyNap, .predictionStats, .quickStats, .question,
             .undo, .redo, .edit, .delete, .restore, .deleted, .show, .help, .explain, .trends(.table), .trends(.stripes),
             .discardStash:
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
        // Its answer is a secret that makes a device: said aloud, or shown on a shared screen, it would
        // let whoever heard it in as this person.
        case .sync(.addDevice): return "Adding a device"
        default:
            // Routines, reminders, sync, store maintenance, quitting, and any command added later: refused
            // until it is judged safe by voice (refusing is never a wrong log).
            return "That command"
        }
    }
}
