import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `quit`: nothing to show, and the session ends.
///
/// ```swift
/// QuitAnswer().endsSession   // true
/// ```
public struct QuitAnswer: Answer {
    public var spokenView: SpokenView { .quit }

    public init() {}

    public func text(style: TextStyle) -> String { "" }

    public func json() throws -> String { try AnswerJSON.text(JSONRenderer.Reply()) }

    public func speech() -> String { "Goodbye." }

    public var endsSession: Bool { true }
}
