import Foundation
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// Help, `explain`, and any answer that is a message and nothing more.
///
/// ```swift
/// try HelpAnswer(text: "Undid: Logged pee").json()   // {"message":"Undid: Logged pee","ok":true}
/// ```
public struct HelpAnswer: Answer {
    public var text: String

    public init(text: String) { self.text = text }

    public func text(style: TextStyle) -> String { text }

    public func json() throws -> String { try AnswerJSON.text(JSONRenderer.Reply(message: text)) }

    /// The first two lines: the topic and its first example.
    public func speech() -> String {
        SpokenText.sentences(text.split(separator: "\n").prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "))
    }
}
