import Foundation
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
        text.replacingOccurrences(of: " · ", with: "\n")
    }

    public func json() throws -> String {
        try AnswerJSON.text(QuestionJSON(question: question, answer: text.replacingOccurrences(of: " · ", with: "; "), facts: facts))
    }

    public func speech() -> String {
        SpokenText.sentences(text.replacingOccurrences(of: ": ", with: " · ").replacingOccurrences(of: "; ", with: " · "))
    }
}
