import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// A question's answer: one or two lines of text, and the facts behind it for `--json`
/// (ISO times, minutes, counts, amounts and unit as fields).
///
/// ```swift
/// let answer = QuestionAnswer(question: "did-poop", text: "Yes: 1 poop today, at 9:00 AM", facts: ["count": .integer(1)])
/// ```
public struct QuestionAnswer: Sendable {
    /// The question's kind (``Question/kind``).
    public var question: String
    public var text: String
    public var facts: [String: JSONValue]

    public init(question: String, text: String, facts: [String: JSONValue] = [:]) {
        self.question = question
        self.text = text
        self.facts = facts
    }
}
