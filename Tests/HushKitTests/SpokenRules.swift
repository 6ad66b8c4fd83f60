import Foundation
@testable import HushLanguage

/// What every spoken answer keeps to, whatever its view: sentences a speech synthesiser can read to a
/// tired parent. Each rule names what it found, so a failure says what would have been heard.
///
/// - whole sentences, ending in a stop;
/// - every word a word: in the bundled English list, a name, AM or PM (so "fromone", "mloz" and file
///   paths, what spec syntax turns into once its symbols are dropped, are caught);
/// - no capitalised word mid-sentence but names, AM and PM, weekdays and months ("at Yesterday three PM");
///   a word in capitals (CEO, a vitamin's D) is an abbreviation, unless it is a usage line's placeholder;
/// - names as written ("mia" for Mia);
/// - no instructions to type, no HTTP header, no placeholder in capitals (NAME, TOKEN).
///
/// ```swift
/// SpokenRules(names: ["Eddie"]).violations(in: "Sorry, eddie isn't asleep.")   // ["'eddie' is the name Eddie …"]
/// ```
struct SpokenRules {
    var names: Set<String>

    static let calendarWords: Set<String> = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
                                             "January", "February", "March", "April", "May", "June", "July", "August",
                                             "September", "October", "November", "December"]
    static let capitals: Set<String> = ["AM", "PM", "I", "Hush", "Premium"]
    /// What a usage line puts where the listener would say something of their own.
    static let placeholders: Set<String> = ["NAME", "CODE", "TOKEN", "TOPIC", "FILE", "ID", "URL", "N", "HOST", "PORT", "YYYY", "MM", "DD"]

    /// `said`: the line answered, whose own words an answer may quote ("unknown word xyzzy").
    func violations(in speech: String, said: String = "") -> [String] {
        let quoted = Set(said.lowercased().split { !$0.isLetter }.map(String.init))
        var found: [String] = []
        let trimmed = speech.trimmingCharacters(in: .whitespaces)
        guard let last = trimmed.last else { return ["nothing is said"] }
        if !".!?".contains(last) { found.append("does not end a sentence") }
        let lexicon = EnglishLexicon.bundled
        let sentences = trimmed.components(separatedBy: CharacterSet(charactersIn: ".!?")).map { $0.trimmingCharacters(in: .whitespaces) }
        for sentence in sentences where !sentence.isEmpty {
            let words = sentence.split { !($0.isLetter || $0 == "'") }.map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "'")) }
            for (index, word) in words.enumerated() where !word.isEmpty {
                let bare = word.hasSuffix("'s") ? String(word.dropLast(2)) : word
                let isName = names.contains(bare) || Self.calendarWords.contains(bare) || Self.capitals.contains(bare)
                if !isName, names.contains(where: { $0.lowercased() == bare.lowercased() }) {
                    found.append("'\(word)' is a name, written otherwise")
                } else if index > 0, bare.first?.isUppercase == true, bare.dropFirst().contains(where: \.isLowercase), !isName {
                    found.append("'\(word)' is capitalised mid-sentence")
                } else if !isName, !lexicon.contains(bare.lowercased()), !quoted.contains(bare.lowercased()) {
                    found.append("'\(word)' is not a word")
                }
                if Self.placeholders.contains(bare) { found.append("'\(word)' is a placeholder") }
                if bare.lowercased() == "type" || bare.lowercased() == "typing" { found.append("tells the listener to type") }
            }
        }
        for header in ["Authorization", "Bearer"] where speech.contains(header) { found.append("reads out \(header)") }
        return found
    }
}
