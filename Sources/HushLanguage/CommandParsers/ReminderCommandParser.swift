import HushDomain

/// Parses the notification commands that are not settings (those are `set notifications KIND on|off`
/// and `set quiet hours`, in ``SettingsParser``):
///
/// ```
/// reminders             notifications on        notifications off
/// mute nap window       mute feeding due        mute all        unmute all        unmute bottle expiry
/// ```
public enum ReminderCommandParser {
    static let startWords: [String] = ["reminders", "notifications", "mute", "unmute"]

    /// Nil when the line is not a notification command.
    public static func parse(_ tokens: [Token]) throws -> ReminderCommand? {
        guard let first = tokens.first, let word = first.word, startWords.contains(word) else { return nil }
        switch word {
        case "reminders":
            if tokens.count > 1 { throw ParseError.unexpected(tokens[1].text, expected: "nothing after 'reminders'", tokens[1].range) }
            return .list
        case "notifications":
            // "notifications on|off"; anything else may be another command's ("notifications for eddie").
            guard tokens.count == 2, let state = tokens[1].word, state == "on" || state == "off" else { return nil }
            return .master(on: state == "on")
        default:
            let kinds = try kinds(after: first, in: Array(tokens.dropFirst()), verb: word)
            return word == "mute" ? .mute(kinds) : .unmute(kinds)
        }
    }

    /// "all", or one kind by any of its names ("nap window", "naps", "feeding due", "bottle").
    private static func kinds(after verb: Token, in rest: [Token], verb name: String) throws -> Set<NotificationKind> {
        let names = NotificationKind.allCases.map(\.rawValue).joined(separator: ", ")
        guard let firstWord = rest.first else {
            throw ParseError.missing("a kind (\(names)) or 'all'", example: "\(name) nap window", verb.range)
        }
        let words = rest.map { $0.word ?? $0.text }
        let phrase = words.joined(separator: " ")
        let range = SourceRange(start: firstWord.range.start, end: rest.last!.range.end)
        // "mute nap window notifications", "unmute the feeding due reminders", "mute all notifications"
        var trimmed = words
        if trimmed.first == "the" { trimmed.removeFirst() }
        if trimmed.count > 1, let last = trimmed.last, ["notifications", "notification", "reminders", "reminder", "alerts"].contains(last) {
            trimmed.removeLast()
        }
        let kindWords = trimmed.joined(separator: " ")
        if kindWords == "all" || kindWords == "everything" { return Set(NotificationKind.allCases) }
        if let kind = NotificationKind.named(kindWords) { return [kind] }
        if let suggestion = Suggestion.closest(to: phrase, in: NotificationKind.allCases.map(\.rawValue) + ["all"], maxDistance: 3) {
            throw ParseError.unknownWord(phrase, suggestion: suggestion, range)
        }
        throw ParseError.unexpected(phrase, expected: "a kind (\(names)) or 'all'", range)
    }
}
