import HushKit

/// What a line may do through `POST /v1/say`: what a person says to a voice assistant about the baby.
/// Logging, notes, edits and undo, the views and questions, office hours and the inbox. Not files
/// (exports, imports, backups: they would be the server's files), settings, routines and reminders (they
/// belong to a device, and the server's copy is no one's device), sync (adding a device above all: its
/// link is a secret), or the clock.
///
/// Decided twice, the same way: on the line's first words before its grammar is read
/// (``refusal(forLine:)``, listed in ``firstWords(_:)``), so "export my data" hears the refusal and not
/// a grammar lesson; and on the parsed command (``refused(_:)``, an exhaustive switch), for the few
/// commands whose first words are shared with lines that may run ("baby Mia" selects, "baby pooped" logs).
///
/// ```swift
/// interpreter.admit = VoiceScope.admit     // throws VoiceScope.Refusal for `export csv to x.csv`
/// VoiceScope.refusal(forLine: "um, export my data")?.description   // "Exporting and importing is not …"
/// ```
enum VoiceScope {
    /// What a refused command is, in the words the refusal says.
    enum Topic: String, Sendable {
        case files = "Exporting and importing", report = "Writing a report file", settings = "Changing settings",
             clock = "Moving the clock", people = "Managing people and invites", newBaby = "Adding a baby",
             device = "Adding a device", other = "That command"
    }

    /// A command refused by voice; its description is the sentence the person hears.
    enum Refusal: Error, CustomStringConvertible, Equatable {
        case notByVoice(Topic)
        /// `baby Mia` (the name as said): a request names its baby instead, so the selection is never the
        /// server's.
        case switchingBabies(String)

        var description: String {
            switch self {
            case .notByVoice(let what): return "\(what.rawValue) is not available by voice; use hush on one of your devices"
            case .switchingBabies(let name):
                return "Switching babies is not available by voice; say the baby's name in the line instead, for example 'wet diaper for \(name)' or 'timeline for \(name)'"
            }
        }
    }

    static func admit(_ command: Command) throws {
        if let refusal = refused(command) { throw refusal }
    }

    /// The refusal a command gets, nil when it may run. Every command is named: a new one does not
    /// compile until it is decided here (and, when refused, in ``firstWords(_:)``).
    static func refused(_ command: Command) -> Refusal? {
        switch command {
        case .log, .view, .timeline, .nextNap, .whyNap, .predictionStats, .quickStats, .question,
             .undo, .redo, .edit, .delete, .restore, .deleted, .show, .help, .explain, .discardStash:
            return nil
        case .trends(let trends):
            switch trends {
            case .table, .stripes: return nil
            case .report: return .notByVoice(.report)
            }
        case .people(let people):
            switch people {
            case .officeHours, .inbox, .babies, .handover, .whoami, .notifyWhenOfficeHoursEnd: return nil
            case .iAm, .invite, .invites, .revokeInvite, .join, .people, .remove, .unsubscribe, .makePrimary, .deleteBaby,
                 .deleteAccount:
                return .notByVoice(.people)
            }
        case .newBaby: return .notByVoice(.newBaby)
        case .selectBaby(let name, _): return .switchingBabies(name)
        case .exportJSON, .data: return .notByVoice(.files)
        case .settings, .set, .timeZone: return .notByVoice(.settings)
        case .clock: return .notByVoice(.clock)
        case .sync(let sync):
            switch sync {
            // Its answer is a secret that makes a device: said aloud, or shown on a shared screen, it would
            // let whoever heard it in as this person.
            case .addDevice: return .notByVoice(.device)
            case .sync, .setServer, .conflicts, .resolve, .devices, .revokeDevice: return .notByVoice(.other)
            }
        // Routines and reminders are a device's own; the store's upkeep and quitting are the terminal's.
        case .routine, .reminders, .store, .quit: return .notByVoice(.other)
        }
    }

    /// The refusal a line gets from its first words alone, after what comes before a command ("um",
    /// "hey hush", "to", ``LineOpening``): "export my data", "ok export json" and "export" all hear "not
    /// available by voice" first, not a grammar lesson that leads to it.
    static func refusal(forLine line: String) -> Refusal? {
        let words = LineOpening.commandWords(in: line)
        guard let first = words.first, let decision = firstWords(first) else { return nil }
        switch decision {
        case .refused(let what): return .notByVoice(what)
        case .admitted, .onTheCommand: return nil
        case .refusedWhen(let refused): return refused(Array(words.dropFirst())).map(Refusal.notByVoice)
        }
    }
}
