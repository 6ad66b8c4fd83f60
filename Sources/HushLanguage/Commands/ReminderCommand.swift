import HushDomain

/// A command about notifications (the reminders issue).
///
/// ```swift
/// try ReminderCommandParser.parse(Lexer.tokens(in: "mute nap window"))   // .mute([.napWindow])
/// ```
public enum ReminderCommand: Hashable, Sendable {
    /// `reminders`: what is scheduled next for this person, with times and reasons.
    case list
    /// `notifications on|off`: the master switch for every kind (Better Morning 11.3).
    case master(on: Bool)
    /// `mute nap window`, `mute all`: this person stops hearing these kinds; others still do.
    case mute(Set<NotificationKind>)
    /// `unmute nap window`, `unmute all`.
    case unmute(Set<NotificationKind>)
}

extension CommandMeaning {
    /// What a reminder command means, said back: `reminders`, `mute kinds=feeding-due`.
    static func describe(_ command: ReminderCommand) -> String {
        switch command {
        case .list: return "reminders"
        case .master(let on): return "notifications=\(on ? "on" : "off")"
        case .mute(let kinds): return "mute kinds=\(kinds.muteText)"
        case .unmute(let kinds): return "unmute kinds=\(kinds.muteText)"
        }
    }
}

extension Set where Element == NotificationKind {
    /// "feeding-due,nap-window": the kinds in their fixed order, as `reminders` lists them.
    public var muteText: String { NotificationKind.allCases.filter(contains).map(\.code).joined(separator: ",") }
}
