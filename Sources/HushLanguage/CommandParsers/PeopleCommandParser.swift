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
    static let startWords: [String] = [
        "whoami", "who", "i", "i'm", "invite", "invites", "revoke", "join", "people", "caregivers", "subscribers", "remove",
        "unsubscribe", "make", "office", "the", "baby", "we're", "we", "available", "notify", "inbox", "babies", "handover",
        "delete", "stop", "turn", "start", "open", "begin", "end", "close", "finish",
    ]

    /// A command and the baby it names.
    typealias Reading = (PeopleCommand, (String, SourceRange)?)

    /// The command and the baby it names, or nil when the line is not one of these.
    public static func parse(_ tokens: [Token], line text: String, knownNames: [String]) throws -> (PeopleCommand, (String, SourceRange)?)? {
        guard let first = tokens.first?.word, startWords.contains(first) else { return nil }
        if let said = officeHoursVerb(tokens) { return try parse(said, line: text, knownNames: knownNames) }
        var line = Line(tokens: tokens, text: text, knownNames: knownNames)
        if let fixed = fixedPhrase(line) { return fixed }
        switch first {
        case "i", "i'm": return try iAm(line, first: first)
        case "invite": return try invite(line)
        case "revoke":
            guard line.words.count >= 3, line.words[1] == "invite" else { return nil }
            return (.revokeInvite(line.rest(from: 2)), line.babyName)
        case "join": return try join(line)
        case "remove":
            guard line.words.count >= 3, let role = Membership.Role(rawValue: line.words[1]), role != .primary else { return nil }
            return (.remove(name: line.rest(from: 2), role: role), line.babyName)
        case "unsubscribe": return try unsubscribe(&line)
        case "make":
            guard line.words.count >= 3, line.words.last == "primary" else { return nil }
            return (.makePrimary(line.slice.text(tokens[1..<(line.words.count - 1)])), line.babyName)
        case "office": return try officeHoursFor(line)
        case "delete": return try delete(&line)
        default: return nil
        }
    }

    /// A people line as read so far: its tokens and their words, a trailing "for NAME" taken off as the
    /// baby it names, and the text as typed (names and codes keep their case and spacing).
    ///
    /// ```swift
    /// let line = Line(tokens: Lexer.tokens(in: "office hours on for Eddie"), text: "…", knownNames: ["Eddie"])
    /// // line.words == ["office", "hours", "on"], line.babyName?.0 == "Eddie"
    /// ```
    struct Line {
        let tokens: [Token]
        var words: [String]
        var babyName: (String, SourceRange)?
        let slice: TypedText
        /// The babies' names, which are never a caregiver's.
        let knownNames: [String]

        init(tokens: [Token], text: String, knownNames: [String]) {
            self.tokens = tokens
            self.knownNames = knownNames
            words = tokens.map { $0.word ?? $0.text.lowercased() }
            slice = TypedText(text)
            // A trailing "for NAME" (or a known name after the office-hours words) names the baby.
            if words.count >= 2, words[words.count - 2] == "for", let last = tokens.last, knownNames.contains(where: { $0.lowercased() == last.word }) {
                babyName = (last.text, last.range)
                words.removeLast(2)
            }
        }

        /// The text as typed from the word at `index` to the end (before a trailing "for NAME").
        func rest(from index: Int) -> String { index < tokens.count ? slice.text(tokens[index..<min(tokens.count, words.count)]) : "" }

        /// The command, when nothing follows its first `count` words.
        func only(_ count: Int, _ command: PeopleCommand) throws -> Reading {
            if words.count > count {
                throw ParseError.unexpected(tokens[count].text, expected: "nothing after '\(words[..<count].joined(separator: " "))'", tokens[count].range)
            }
            return (command, babyName)
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
