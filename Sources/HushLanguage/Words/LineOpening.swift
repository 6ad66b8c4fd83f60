import HushDomain

/// What people say before a command and is not part of it: fillers ("um", "ok so"), a wake phrase
/// ("hey hush", "tell hush to"), "to" (a recogniser's cut of "… to export my data"), and a leading verb of
/// logging ("log", "record", "track", "add"), asked for or not ("can you log …"). Taken off every line in one place, before anything reads it,
/// so the REPL, scripts and voice read "um log a wet diaper" as "wet diaper", and the voice scope judges
/// "ok export json" by its command, `export`.
///
/// Nothing is taken when nothing would be left, and "add" stays when it adds a device ("add a phone").
/// A bare "hush" stays too: "hush up" is English, not a wake word.
///
/// ```swift
/// LineOpening.command(Lexer.tokens(in: "hey hush, to log a wet diaper")).map(\.text)   // ["a", "wet", "diaper"]
/// LineOpening.command(Lexer.tokens(in: "add my phone")).map(\.text)                     // ["add", "my", "phone"]
/// ```
public enum LineOpening {
    /// Fillers and greetings that may stand before any command.
    static let fillers: Set<String> = ["um", "uh", "er", "erm", "hmm", "ok", "okay", "so", "well", "oh", "alright", "hey", "hi", "please", "fyi", "yeah", "yep"]
    /// Words after which "hush" is the assistant's name ("hey hush", "ok hush").
    static let wakeWords: Set<String> = ["hey", "hi", "ok", "okay"]
    /// "tell hush to …", "ask hush …": the request addressed to Hush.
    static let addressing: Set<String> = ["tell", "ask"]
    /// Verbs that say "write this down": what follows is the line itself.
    static let loggingVerbs: Set<String> = ["log", "record", "track", "add"]

    /// The tokens from where the command starts.
    public static func command(_ tokens: [Token]) -> [Token] {
        var index = 0
        var previous: String?
        while index < tokens.count {
            let token = tokens[index]
            let word = token.word
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if token.isSymbol, token.text == "," || token.text == "." || token.text == "!" {
                // Punctuation between opening words ("hey hush, …"), never a line's own symbol.
                guard previous != nil else { break }
            } else if let word, fillers.contains(word) {
            } else if word == "hush", let before = previous, wakeWords.contains(before) || addressing.contains(before) {
            } else if word == "hush", previous == nil, next?.text == "," {
            } else if let word, addressing.contains(word), next?.word == "hush" {
            } else if let word, ["can", "could", "would", "will"].contains(word), next?.word == "you", index + 2 < tokens.count,
                      loggingVerbs.contains(tokens[index + 2].word ?? "") {
                // "can you log a dirty diaper": a request, not a question; "you" is taken with it.
                previous = "you"
                index += 2
                continue
            } else if word == "to" || word == "that", let before = previous, before == "hush" || before == "to" || loggingVerbs.contains(before) {
                // "tell hush to …", "log that …"
            } else if word == "to", previous == nil || fillers.contains(previous ?? "") {
            } else if let word, loggingVerbs.contains(word), !(word == "add" && (addsDevice(Array(tokens[index...])) || addsToOne(Array(tokens[index...])))) {
            } else {
                break
            }
            previous = word ?? previous
            index += 1
        }
        // Nothing left ("ok", "um"): the line as said, for its own error.
        guard index > 0, index < tokens.count, tokens[index...].contains(where: { !$0.isSymbol }) else { return tokens }
        return Array(tokens[index...])
    }

    /// The command's first words, lower case, after the opening: what the voice scope decides on.
    public static func commandWords(in line: String) -> [String] {
        command(Lexer.tokens(in: line)).map { $0.word ?? $0.text.lowercased() }
    }

    /// "add 10 minutes to the nap": more of an event already logged, which the word check refuses; taken
    /// off, the line was a new 10-minute sleep.
    static func addsToOne(_ tokens: [Token]) -> Bool {
        let words = tokens.prefix(6).map { $0.word ?? "" }
        guard let to = words.firstIndex(of: "to"), to > 1, to + 1 < tokens.count else { return false }
        return ["the", "her", "his", "that", "this", "it"].contains(tokens[to + 1].word ?? "")
    }

    /// "add device", "add a new phone": the sync command, not a verb of logging.
    static func addsDevice(_ tokens: [Token]) -> Bool {
        SyncCommandParser.deviceNounIndex(tokens.map { $0.word ?? $0.text }) != nil
    }
}
