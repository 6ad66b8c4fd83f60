import HushDomain

/// The readers of ``PeopleCommandParser``: the commands said in fixed words, and one reader for each
/// command that takes a name, a code, a role or a length.
extension PeopleCommandParser {
    /// The commands whose whole line is a fixed phrase: "whoami", "people", "the baby is in", "notify me
    /// when office hours end".
    static func fixedPhrase(_ line: Line) -> Reading? {
        let babyName = line.babyName
        switch line.words.joined(separator: " ") {
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
            return nil
        }
    }

    /// "i am Leanne", "i'm Leanne"; nil for "i am feeding her", which says what is happening.
    static func iAm(_ line: Line, first: String) throws -> Reading? {
        let words = line.words
        var index = 1
        if first == "i", words.count > 1, words[1] == "am" { index = 2 }
        guard index > 1 || first == "i'm", index < words.count else { return nil }
        let name = line.rest(from: index)
        // "i am feeding her", "i'm changing him": what is happening, not a name.
        if words[index...].contains(where: { Vocabulary.concepts[$0] != nil || Vocabulary.feedingWords.contains($0) || Vocabulary.fillers.contains($0) }) {
            return nil
        }
        guard !name.isEmpty, line.tokens[index...].allSatisfy({ $0.word != nil }) else {
            throw ParseError.missing("your name", example: "i am Leanne", line.tokens[0].range)
        }
        // "I'm exhausted", "I'm home", "I'm gonna try egg": everyday English, which renamed the caregiver and
        // left every later log refused. A name is written with a capital; in lower case, a real word is a word.
        // "I'm mom", "I'm dad": the family words caregivers go by are names here.
        // Without the word list every lower-case word may be one, so only a capital says a name.
        let lexicon = EnglishLexicon.bundled
        if let word = line.tokens[index...].first(where: { token in
            token.text.first?.isUppercase != true && !EventSubject.familyWords.contains(token.word ?? "")
                && (!lexicon.isAvailable || lexicon.contains(token.word ?? ""))
        }) {
            throw ParseError.conflicting("'\(word.text)' \(lexicon.isAvailable ? "reads" : "may read") as a word, not a name; to say who you are, write your name with a capital ('I am Leanne')", word.range)
        }
        // "I am Eddie": the baby's name said as the caregiver's would make every later log of the baby's the
        // caregiver's own.
        if let baby = line.knownNames.first(where: { $0.lowercased() == name.lowercased() }) {
            throw ParseError.conflicting("'\(baby)' is a baby's name; to say who you are, write your own ('I am Leanne')", line.tokens[index].range)
        }
        return (.iAm(name), nil)
    }

    /// "invite Leanne as caregiver", "invite grandma as a subscriber for 2 days".
    static func invite(_ line: Line) throws -> Reading {
        let words = line.words, tokens = line.tokens
        let asIndex = words.firstIndex(of: "as") ?? 0
        // "as a subscriber": the article is no part of the role.
        let roleIndex = asIndex + (asIndex + 1 < words.count && ["a", "an"].contains(words[asIndex + 1]) ? 2 : 1)
        guard asIndex > 1, roleIndex < words.count,
              let role = Membership.Role(rawValue: words[roleIndex].hasSuffix("s") ? String(words[roleIndex].dropLast()) : words[roleIndex]),
              role != .primary else {
            throw ParseError.missing("who and as what", example: "invite Leanne as caregiver' or 'invite grandma as subscriber", tokens[0].range)
        }
        let name = line.slice.text(tokens[1..<asIndex])
        var days: Int?
        var index = roleIndex + 1
        if index < words.count, words[index] == "for" {
            var cursor = TokenCursor(Array(tokens[..<words.count]), index: index + 1)
            guard let seconds = longDuration(&cursor), seconds >= 86_400, seconds <= 30 * 86_400 else {
                throw ParseError.missing("how long it stays open (1 to 30 days)", example: "invite grandma as subscriber for 2 days", tokens[index].range)
            }
            days = Int((seconds / 86_400).rounded(.up))
            index = cursor.index
        }
        return try line.only(index, .invite(name: name, role: role, days: days))
    }

    /// "join CODE", "join CODE as Grandma".
    static func join(_ line: Line) throws -> Reading {
        let words = line.words
        guard words.count >= 2 else { throw ParseError.missing("the invite code", example: "join 7KQM-X2PD-HN4RT as Grandma", line.tokens[0].range) }
        if let asIndex = words.lastIndex(of: "as"), asIndex > 1, asIndex + 1 < words.count {
            return (.join(code: line.slice.text(line.tokens[1..<asIndex]), as: line.rest(from: asIndex + 1)), nil)
        }
        return (.join(code: line.rest(from: 1), as: nil), nil)
    }

    /// "unsubscribe", "unsubscribe Eddie".
    static func unsubscribe(_ line: inout Line) throws -> Reading {
        if line.words.count == 2, let token = line.tokens.last, token.word != nil {
            line.babyName = (token.text, token.range)
        } else if line.words.count > 2 {
            throw ParseError.unexpected(line.tokens[2].text, expected: "a baby's name", line.tokens[2].range)
        }
        return (.unsubscribe, line.babyName)
    }

    /// "office hours on for 30 min": open, and closing by themselves, within a day (a call's window;
    /// "for 999999999 hours" once opened them until the year 9999). `office hours on` alone keeps them
    /// open until `office hours off`.
    static func officeHoursFor(_ line: Line) throws -> Reading? {
        let words = line.words
        guard words.count >= 5, words[1] == "hours", words[2] == "on", words[3] == "for" else { return nil }
        var cursor = TokenCursor(Array(line.tokens[..<words.count]), index: 4)
        guard let seconds = DurationPhrase.parse(&cursor), seconds >= 60, cursor.isAtEnd else {
            throw ParseError.missing("how long", example: "office hours on for 30 min", line.tokens[3].range)
        }
        guard seconds <= longestOfficeHours else {
            let said = line.tokens[4].range.union(line.tokens[words.count - 1].range)
            throw ParseError.unexpected(line.rest(from: 4), expected: "at most 24 hours ('office hours on' alone keeps them open until 'office hours off')", said)
        }
        return (.officeHours(on: true, minutes: Int(seconds / 60)), line.babyName)
    }

    /// The longest office hours that close by themselves.
    static let longestOfficeHours: Double = 24 * 3600

    /// "delete my account" (or "my data"), "delete baby Eddie".
    static func delete(_ line: inout Line) throws -> Reading? {
        let words = line.words
        if words == ["delete", "my", "account"] || words == ["delete", "my", "data"] { return (.deleteAccount, nil) }
        guard words.count >= 2, words[1] == "baby" else { return nil }
        if words.count == 3, let token = line.tokens.last {
            line.babyName = (token.text, token.range)
        } else if words.count > 3 {
            throw ParseError.unexpected(line.tokens[3].text, expected: "one baby's name", line.tokens[3].range)
        }
        return (.deleteBaby, line.babyName)
    }
}
