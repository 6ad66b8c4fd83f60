import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `explain LINE`: how Hush reads a line, in the spec's own notation on screen ("sleep-span from=1:00
/// to=2:00pm") and in words aloud ("Sleep span: from one, to two PM."), since `key=value` read out is
/// noise ("fromone totwo PM").
///
/// ```swift
/// ExplanationAnswer(meaning: "diaper contents=wet at=now").speech()   // "Diaper: contents wet, at now."
/// ```
public struct ExplanationAnswer: Answer {
    public var spokenView: SpokenView { .explanation }

    /// ``CommandMeaning/describe(_:)``'s text.
    public var meaning: String

    public init(meaning: String) { self.meaning = meaning }

    public func text(style: TextStyle) -> String { meaning }

    public func json() throws -> String { try AnswerJSON.text(JSONRenderer.Reply(message: meaning)) }

    public func speech() -> String {
        // Parts begin at each `key=`: "amount=4oz left=0.5" is two; a word without one belongs to the part
        // before it (a note's text keeps its spaces, "question last-feed" is one).
        var parts: [String] = []
        for word in meaning.split(separator: " ") {
            if let equals = word.firstIndex(of: "="), equals != word.startIndex {
                parts.append(Self.words(word[..<equals]) + " " + Self.words(word[word.index(after: equals)...]))
            } else if parts.isEmpty {
                parts.append(Self.words(word))
            } else {
                parts[parts.count - 1] += " " + Self.words(word)
            }
        }
        guard let kind = parts.first else { return "" }
        let rest = parts.dropFirst().joined(separator: ", ")
        return SpokenText.sentences(rest.isEmpty ? kind : kind + ": " + rest)
    }

    /// "last-feed" → "last feed", "false" → "no".
    static func words(_ text: Substring) -> String {
        switch text {
        case "true": return "yes"
        case "false": return "no"
        default: return String(text.replacing("-", with: " "))
        }
    }
}
