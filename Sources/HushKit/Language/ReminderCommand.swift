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
