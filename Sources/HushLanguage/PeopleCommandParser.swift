import HushDomain

/// Parses the people and office-hours commands:
///
/// ```
/// whoami                        i am Leanne                    invite Leanne as caregiver
/// invite grandma as subscriber for 2 days                      invites        revoke invite CODE
/// join CODE as Grandma          people                         remove caregiver Leanne
/// remove subscriber grandma     unsubscribe Eddie              make Leanne primary
/// office hours on               the baby is in                 we're available        available for calls
/// office hours on for 30 min    office hours off               office hours are over  office hours
/// notify me when office hours end   inbox    babies    handover    delete baby Eddie
/// ```
///
/// The baby is the selected one unless named (`office hours on for Eddie`, `unsubscribe Eddie`).
public enum PeopleCommandParser {
    static let startWords: Set<String> = [
        "whoami", "who", "i", "i'm", "invite", "invites", "revoke", "join", "people", "caregivers", "subscribers", "remove",
        "unsubscribe", "make", "office", "the", "baby", "we're", "we", "available", "notify", "inbox", "babies", "handover",
        "delete", "stop",
    ]

    /// The command and the baby it names, or nil when the line is not one of these.
    public static func parse(_ tokens: [Token], line: String, knownNames: [String]) throws -> (PeopleCommand, (String, SourceRange)?)? {
        guard let first = tokens.first?.word, startWords.contains(first) else { return nil }
        var words = tokens.map { $0.word ?? $0.text.lowercased() }
        var babyName: (String, SourceRange)?
        // A trailing "for NAME" (or a known name after the office-hours words) names the baby.
        if words.count >= 2, words[words.count - 2] == "for", let last = tokens.last, knownNames.contains(where: { $0.lowercased() == last.word }) {
            babyName = (last.text, last.range)
            words.removeLast(2)
        }
        let slice = TypedText(line)
        func rest(from index: Int) -> String { index < tokens.count ? slice.text(tokens[index..<min(tokens.count, words.count)]) : "" }
        func only(_ count: Int, _ command: PeopleCommand) throws -> (PeopleCommand, (String, SourceRange)?) {
            if words.count > count {
                throw ParseError.unexpected(tokens[count].text, expected: "nothing after '\(words[..<count].joined(separator: " "))'", tokens[count].range)
            }
            return (command, babyName)
        }
        let phrase = words.joined(separator: " ")
        switch phrase {
        case "whoami", "who am i": return (.whoami, babyName)
        case "invites": return (.invites, babyName)
        case "people", "caregivers", "subscribers", "who has access": return (.people, babyName)
        case "inbox": return (.inbox, nil)
        case "babies": return (.babies, nil)
        case "handover": return (.handover, babyName)
        case "office hours", "office hours?": return (.officeHours(on: nil, minutes: nil), babyName)
        case "office hours on", "the baby is in", "baby is in", "we're available", "we are available", "available for calls",
             "the baby will see you now":
            return (.officeHours(on: true, minutes: nil), babyName)
        case "office hours off", "office hours are over", "office hours over", "the baby is out", "baby is out", "we're not available":
            return (.officeHours(on: false, minutes: nil), babyName)
        case "notify me when office hours end", "notify me when office hours are over":
            return (.notifyWhenOfficeHoursEnd(true), babyName)
        case "stop notifying me when office hours end", "don't notify me when office hours end":
            return (.notifyWhenOfficeHoursEnd(false), babyName)
        default:
            break
        }
        switch first {
        case "i", "i'm":
            var index = 1
            if first == "i", words.count > 1, words[1] == "am" { index = 2 }
            guard index > 1 || first == "i'm", index < words.count else { return nil }
            let name = rest(from: index)
            // "i am feeding her", "i'm changing him": what is happening, not a name.
            if words[index...].contains(where: { Vocabulary.concepts[$0] != nil || Vocabulary.feedingWords.contains($0) || Vocabulary.fillers.contains($0) }) {
                return nil
            }
            guard !name.isEmpty, tokens[index...].allSatisfy({ $0.word != nil }) else {
                throw ParseError.missing("your name", example: "i am Leanne", tokens[0].range)
            }
            return (.iAm(name), nil)
        case "invite":
            guard let asIndex = words.firstIndex(of: "as"), asIndex > 1, asIndex + 1 < words.count,
                  let role = Membership.Role(rawValue: words[asIndex + 1].hasSuffix("s") ? String(words[asIndex + 1].dropLast()) : words[asIndex + 1]),
                  role != .primary else {
                throw ParseError.missing("who and as what", example: "invite Leanne as caregiver' or 'invite grandma as subscriber",
                                         tokens[0].range)
            }
            let name = slice.text(tokens[1..<asIndex])
            var days: Int?
            var index = asIndex + 2
            if index < words.count, words[index] == "for" {
                var cursor = TokenCursor(Array(tokens[..<words.count]), index: index + 1)
                guard let seconds = longDuration(&cursor), seconds >= 86_400, seconds <= 30 * 86_400 else {
                    throw ParseError.missing("how long it stays open (1 to 30 days)", example: "invite grandma as subscriber for 2 days",
                                             tokens[index].range)
                }
                days = Int((seconds / 86_400).rounded(.up))
                index = cursor.index
            }
            return try only(index, .invite(name: name, role: role, days: days))
        case "revoke":
            guard words.count >= 3, words[1] == "invite" else { return nil }
            return (.revokeInvite(rest(from: 2)), babyName)
        case "join":
            guard words.count >= 2 else { throw ParseError.missing("the invite code", example: "join 7KQM-X2PD-HN4RT as Grandma", tokens[0].range) }
            if let asIndex = words.lastIndex(of: "as"), asIndex > 1, asIndex + 1 < words.count {
                return (.join(code: slice.text(tokens[1..<asIndex]), as: rest(from: asIndex + 1)), nil)
            }
            return (.join(code: rest(from: 1), as: nil), nil)
        case "remove":
            guard words.count >= 3, let role = Membership.Role(rawValue: words[1]), role != .primary else { return nil }
            return (.remove(name: rest(from: 2), role: role), babyName)
        case "unsubscribe":
            if words.count == 2, let token = tokens.last, token.word != nil { babyName = (token.text, token.range) }
            else if words.count > 2 { throw ParseError.unexpected(tokens[2].text, expected: "a baby's name", tokens[2].range) }
            return (.unsubscribe, babyName)
        case "make":
            guard words.count >= 3, words.last == "primary" else { return nil }
            return (.makePrimary(slice.text(tokens[1..<(words.count - 1)])), babyName)
        case "office":
            guard words.count >= 5, words[1] == "hours", words[2] == "on", words[3] == "for" else { return nil }
            var cursor = TokenCursor(Array(tokens[..<words.count]), index: 4)
            guard let seconds = DurationPhrase.parse(&cursor), seconds >= 60, cursor.isAtEnd else {
                throw ParseError.missing("how long", example: "office hours on for 30 min", tokens[3].range)
            }
            return (.officeHours(on: true, minutes: Int(seconds / 60)), babyName)
        case "delete" where words == ["delete", "my", "account"] || words == ["delete", "my", "data"]:
            return (.deleteAccount, nil)
        case "delete":
            guard words.count >= 2, words[1] == "baby" else { return nil }
            if words.count == 3, let token = tokens.last { babyName = (token.text, token.range) }
            else if words.count > 3 { throw ParseError.unexpected(tokens[3].text, expected: "one baby's name", tokens[3].range) }
            return (.deleteBaby, babyName)
        default:
            return nil
        }
    }

    /// "2 days", "a week", "two weeks", "48 hours": an invite's life.
    static func longDuration(_ cursor: inout TokenCursor) -> Double? {
        let saved = cursor.index
        let count: Double
        if cursor.take(["a", "an", "one"]) != nil {
            count = 1
        } else if let number = NumberPhrase.parse(&cursor, volume: false) {
            count = number
        } else {
            return DurationPhrase.parse(&cursor)
        }
        let units: [String: Double] = ["day": 86_400, "days": 86_400, "week": 604_800, "weeks": 604_800, "hour": 3600, "hours": 3600, "h": 3600]
        if let word = cursor.peekWord(), let unit = units[word] {
            cursor.advance()
            return count * unit
        }
        cursor.index = saved
        return DurationPhrase.parse(&cursor)
    }
}
