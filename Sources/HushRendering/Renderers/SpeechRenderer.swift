import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `--speak` (or `set output speech`): every answer as a few short sentences to be read aloud, for a voice
/// assistant or `espeak-ng`. No emoji, symbols, tables or colour; numbers and times as words. Views are
/// summed up in a sentence or two; what does not fit in speech says where to look.
///
/// ```swift
/// SpeechRenderer().render(RecordedAnswer(summary: "Made a 4 oz bottle at 9:15 PM · expires 11:15 PM"))
/// // "Made a four ounce bottle at nine fifteen PM. It expires at eleven fifteen PM."
/// ```
public struct SpeechRenderer {
    /// The names that stay as written (the babies', the people's): a sentence may start with one, and a
    /// clause after a colon keeps one, where any other capitalised word there is a heading's.
    public var names: Set<String>

    public init(names: Set<String> = []) { self.names = names }

    /// The words for `answer`, with no control character a synced note or name might hold.
    public func render(_ answer: any Answer) throws -> String {
        clauses(TerminalText.unspoken(try answer.speech()))
    }

    /// An error as one sentence after "Sorry,": the message without the caret lines, its first word
    /// lowercased unless it is a name ("Sorry, Mia isn't asleep").
    public func error(_ message: String) -> String {
        let sentence = SpokenText.sentences(TerminalText.unspoken(message))
        let first = sentence.prefix { $0.isLetter }
        let kept = names.contains(String(first)) ? sentence : sentence.prefix(1).lowercased() + sentence.dropFirst()
        return clauses("Sorry, " + kept)
    }

    /// "Eddie: Logged pee" → "Eddie: logged pee": what follows a colon is the same sentence, so its first
    /// word is not capitalised unless it is a name, a weekday or month, or a word in capitals.
    func clauses(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let colon = rest.firstRange(of: ": ") {
            result += rest[..<colon.upperBound]
            rest = rest[colon.upperBound...]
            let word = String(rest.prefix { $0.isLetter })
            let bare = word
            guard let initial = word.first, initial.isUppercase, word.dropFirst().contains(where: \.isLowercase),
                  !names.contains(bare), !Self.calendarWords.contains(bare) else { continue }
            result += initial.lowercased()
            rest = rest.dropFirst()
        }
        return result + rest
    }

    static let calendarWords: Set<String> = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
                                             "January", "February", "March", "April", "May", "June", "July", "August",
                                             "September", "October", "November", "December"]
}
