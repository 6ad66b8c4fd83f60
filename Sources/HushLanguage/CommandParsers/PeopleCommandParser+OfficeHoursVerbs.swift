import HushDomain

/// Office hours opened and closed with a verb, as people say a switch is worked: "turn on office hours",
/// "turn office hours off", "start office hours for 30 min", "close office hours". Each is read as the
/// command it says ("office hours on", "office hours off"), with whatever follows it, so a length or a
/// baby's name after it means what it means there.
///
/// ```swift
/// PeopleCommandParser.officeHoursVerb(Lexer.tokens(in: "start office hours for 30 min"))
/// // the tokens of "office hours on for 30 min"
/// ```
extension PeopleCommandParser {
    /// Verbs that open office hours, and those that close them.
    static let openingVerbs: Set<String> = ["start", "open", "begin"]
    static let closingVerbs: Set<String> = ["end", "stop", "close", "finish"]

    /// The line said as "office hours on|off …"; nil when it does not start with such a verb.
    static func officeHoursVerb(_ tokens: [Token]) -> [Token]? {
        let words = tokens.prefix(4).map { $0.word ?? "" }
        guard words.count >= 3 else { return nil }
        var on: Bool
        var used: Int
        if words[0] == "turn", words.count >= 4, ["on", "off"].contains(words[1]), words[2] == "office", words[3] == "hours" {
            (on, used) = (words[1] == "on", 4)       // "turn on office hours"
        } else if words[0] == "turn", words.count >= 4, words[1] == "office", words[2] == "hours", ["on", "off"].contains(words[3]) {
            (on, used) = (words[3] == "on", 4)       // "turn office hours off"
        } else if words[1] == "office", words[2] == "hours", openingVerbs.contains(words[0]) || closingVerbs.contains(words[0]) {
            (on, used) = (openingVerbs.contains(words[0]), 3)   // "start office hours", "close office hours"
        } else {
            return nil
        }
        let said = tokens[0].range.union(tokens[used - 1].range)
        let command = ["office", "hours", on ? "on" : "off"].map { word in
            Token(.word(word), text: word, range: said)
        }
        return command + tokens[used...]
    }
}
