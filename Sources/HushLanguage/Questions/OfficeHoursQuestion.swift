import HushDomain

/// Questions about Baby Office Hours, as family ask them of a voice assistant. Each means `office hours`
/// (the state, since when and who said), which every role may ask, subscribers included:
///
/// ```
/// is the baby available          is Eddie free for a call        is she in
/// are office hours open          are office hours on for Mia     is it office hours
/// can we call Eddie              can I call the baby now
/// ```
///
/// ```swift
/// OfficeHoursQuestion.parse(Lexer.tokens(in: "is Eddie free for a call?"), knownNames: ["Eddie"])
/// // (.officeHours(on: nil, minutes: nil), ("Eddie", 3..<8))
/// ```
///
/// Only whole lines of these shapes match: "is the baby hungry" is not about office hours and is left to
/// the other parsers, and a name that is no baby's is not taken for one.
public enum OfficeHoursQuestion {
    static let startWords: [String] = ["is", "are", "can", "could"]
    /// The baby as said without a name: the selected one.
    static let babyWords: Set<String> = ["she", "he", "the baby", "baby", "our baby", "the little one"]
    static let freeWords: Set<String> = ["available", "free", "in", "around", "up for a call", "taking calls"]
    /// What a call is for, after "available"/"free": all optional.
    static let callTails: [[String]] = [
        [], ["for", "a", "call"], ["for", "calls"], ["for", "a", "video", "call"], ["for", "video", "calls"], ["for", "a", "chat"],
        ["to", "talk"], ["to", "chat"], ["for", "visitors"],
    ]

    public static func parse(_ tokens: [Token], knownNames: [String]) -> (PeopleCommand, (String, SourceRange)?)? {
        guard let first = tokens.first?.word, startWords.contains(first) else { return nil }
        // A closing "?" (or "!" or ".") says nothing about which question it is.
        var tokens = tokens
        while let last = tokens.last, last.isSymbol { tokens.removeLast() }
        guard tokens.allSatisfy({ $0.word != nil }) else { return nil }
        var words = tokens.map { $0.word! }
        if words.suffix(2) == ["right", "now"] { words.removeLast(2) } else if words.last == "now" { words.removeLast() }
        var baby: (String, SourceRange)?
        // "… for Mia": the baby named at the end.
        if words.count >= 3, words[words.count - 2] == "for", let name = knownName(tokens[words.count - 1], knownNames) {
            baby = name
            words.removeLast(2)
        }
        let asked: (PeopleCommand, (String, SourceRange)?) = (.officeHours(on: nil, minutes: nil), baby)
        let phrase = words.joined(separator: " ")
        if ["are office hours open", "are office hours on", "is it office hours", "are the office hours open", "are office hours open yet"]
            .contains(phrase) {
            return asked
        }
        // "is the baby available for a call", "is Eddie free": is, who, free-word, tail.
        if words.first == "is", baby == nil {
            for length in 1...3 where words.count > length {
                let who = Array(words[1...length])
                let named = length == 1 ? knownName(tokens[1], knownNames) : nil
                guard babyWords.contains(who.joined(separator: " ")) || named != nil else { continue }
                let rest = Array(words[(length + 1)...])
                if isFree(rest) { return (.officeHours(on: nil, minutes: nil), named) }
            }
        }
        // "can we call Eddie", "could I call the baby".
        if ["can", "could"].contains(words.first), words.count >= 4, ["we", "i"].contains(words[1]), words[2] == "call" {
            let who = Array(words[3...]).joined(separator: " ")
            if words.count == 4, let named = knownName(tokens[3], knownNames) { return (.officeHours(on: nil, minutes: nil), named) }
            if babyWords.contains(who) || ["her", "him"].contains(who) { return asked }
        }
        return nil
    }

    /// "available", "free for a call", "in": the words after who is asked about.
    private static func isFree(_ words: [String]) -> Bool {
        for free in freeWords {
            let freeWords = free.split(separator: " ").map(String.init)
            guard words.starts(with: freeWords) else { continue }
            let tail = Array(words.dropFirst(freeWords.count))
            if callTails.contains(tail) { return true }
        }
        return false
    }

    private static func knownName(_ token: Token, _ knownNames: [String]) -> (String, SourceRange)? {
        guard let word = token.word, knownNames.contains(where: { $0.lowercased() == word }) else { return nil }
        return (token.text, token.range)
    }
}
