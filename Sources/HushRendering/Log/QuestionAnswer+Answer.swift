import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// A question's answer is a line or two (" · " between them) and its facts for `--json`.
///
/// ```swift
/// try QuestionAnswer(question: "did-poop", text: "Yes: 1 poop today, at 9:00 AM", facts: [:]).speech()
/// // "Yes. One poop today, at nine AM."
/// ```
extension QuestionAnswer: Answer {
    public var spokenView: SpokenView { .question }

    public func text(style: TextStyle) -> String {
        // Each " · " a line break, by hand: Foundation's replacingOccurrences goes through NSString, whose
        // first use costs a scan of every protocol conformance in the program (about 0.1 ms a question).
        var lines = ""
        var rest = text[...]
        while let dot = rest.firstIndex(of: "·") {
            let before = rest[..<dot], after = rest[rest.index(after: dot)...]
            // Whole strings appended, not substrings: appending a substring goes through a generic path
            // whose first use costs the same kind of scan.
            if before.last == " ", after.first == " " {
                lines += String(before.dropLast()) + "\n"
                rest = after.dropFirst()
            } else {
                lines += String(rest[...dot])
                rest = after
            }
        }
        return lines + String(rest)
    }

    public func json() throws -> String {
        try AnswerJSON.text(QuestionJSON(question: question, answer: text.replacing(" · ", with: "; "), facts: facts))
    }

    public func speech() -> String {
        SpokenText.sentences(text.replacing(": ", with: " · ").replacing("; ", with: " · "))
    }
}
