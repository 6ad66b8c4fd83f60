import HushKit

/// The voice scope of every word a command starts with, in one list: a test walks the command table and
/// fails for a start word that has no decision here, and checks every documented example against the
/// decision on its parsed command (``VoiceScope/refused(_:)``).
///
/// ```swift
/// VoiceScope.firstWords("export")    // .refused(.files)
/// VoiceScope.firstWords("restore")   // .refusedWhen: "restore from FILE" is refused, "restore the last diaper" runs
/// ```
extension VoiceScope {
    /// What a line's first word says about its voice scope.
    enum FirstWord {
        /// Every command it starts is refused.
        case refused(Topic)
        /// Refused when the words after it say so (their topic), else decided on the parsed command.
        case refusedWhen(@Sendable ([String]) -> Topic?)
        /// Every command it starts may run.
        case admitted
        /// The words cannot tell: only the parse does ("baby Mia" selects a baby, "baby pooped" logs; "i am
        /// Leanne" names the person, "i am feeding her" logs; "did drink water" checks a routine's task,
        /// "did she poop" asks). ``VoiceScope/refused(_:)`` decides on the command.
        case onTheCommand
    }

    /// The decision for a line's first word (after ``LineOpening``); nil for a word no command starts with
    /// (an event phrase, decided on its command).
    static func firstWords(_ word: String) -> FirstWord? {
        switch word {
        case "export", "import": return .refused(.files)
        case "report": return .refused(.report)
        case "settings", "preferences", "set", "tz", "timezone", "zone": return .refused(.settings)
        case "clock": return .refused(.clock)
        case "invite", "invites", "join", "people", "caregivers", "subscribers", "unsubscribe": return .refused(.people)
        case "link": return .refused(.device)
        case "sync", "conflicts", "keep", "merge", "devices", "routine", "routines", "reminders", "notifications", "mute", "unmute",
             "backup", "repair", "quit", "exit", "bye", "check", "tick", "uncheck", "untick", "create", "restart", "rename", "reset",
             "buy", "welcome", "onboarding", "data":
            return .refused(.other)
        case "revoke": return .refusedWhen { $0.first == "invite" ? .people : .other }
        case "add": return .refusedWhen { SyncCommandParser.deviceNounIndex(["add"] + $0) != nil ? .device : nil }
        case "new": return .refusedWhen { $0.first == "baby" ? .newBaby : $0.first == "routine" ? .other : nil }
        case "restore": return .refusedWhen { ["from", "purchases"].contains($0.first) ? .other : nil }
        case "start", "choose", "pick", "follow", "switch":
            return .refusedWhen { ($0.first == "to" ? $0.dropFirst().first : $0.first) == "routine" ? .other : nil }
        case "edit": return .refusedWhen { $0.first == "routine" ? .other : nil }
        case "delete":
            return .refusedWhen { $0.first == "routine" ? .other : $0.first == "baby" || $0.prefix(2) == ["my", "account"] || $0.prefix(2) == ["my", "data"] ? .people : nil }
        case "remove": return .refusedWhen { $0.first == "routine" ? .other : ["caregiver", "subscriber"].contains($0.first) ? .people : nil }
        case "show": return .refusedWhen { ["routine", "routines"].contains($0.first) ? .other : nil }
        case "today's", "my": return .refusedWhen { $0.first == "routine" ? .other : nil }
        case "who": return .refusedWhen { $0.first == "has" ? .people : nil }
        case "done": return .refusedWhen { $0.count == 1 && Int($0[0]) != nil ? .other : nil }
        case "make": return .refusedWhen { $0.count >= 2 && $0.last == "primary" ? .people : nil }
        case "baby", "i", "i'm", "did": return .onTheCommand
        // The views, the timeline, edits and undo, help, notes, questions, trends tables, office hours, the
        // inbox and handover, milk thrown away.
        case "timeline", "undo", "scratch", "oops", "whoops", "redo", "?", "help", "note", "notes", "explain", "trends", "trend",
             "stripes", "how", "sleep", "naps", "feeds", "feeding", "feedings", "diapers", "nappies", "pumping", "pumped", "how's",
             "stats", "quick", "next", "nap", "when", "when's", "what's", "why", "hit", "prediction", "is", "are", "can", "could",
             "whoami", "office", "the", "we're", "we", "available", "notify", "inbox", "babies", "handover", "stop", "discard",
             "discarded", "threw", "throw", "toss", "tossed", "dumped", "dump", "binned", "erase", "undelete", "details", "move",
             "change", "last", "deleted",
             // Office hours worked with a verb ("turn on office hours", "close office hours"); else an event.
             "turn", "open", "begin", "end", "close", "finish":
            return .admitted
        default:
            return ViewCommand.startWords.contains(word) ? .admitted : nil
        }
    }
}
