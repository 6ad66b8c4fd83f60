import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// A change was recorded: `summary` is the one line saying exactly what, with the event written and its
/// baby when there is one (the JSON carries both, and the record said back in Hush's language).
///
/// ```swift
/// try RecordedAnswer(summary: "Logged pee at 3:00 PM", event: event, baby: eddie).speech()
/// // "Logged pee at three PM."
/// ```
public struct RecordedAnswer: Answer {
    public var spokenView: SpokenView { .recorded }

    public var summary: String
    public var event: Event?
    public var baby: Baby?

    public init(summary: String, event: Event? = nil, baby: Baby? = nil) {
        self.summary = summary
        self.event = event
        self.baby = baby
    }

    public func text(style: TextStyle) -> String {
        event.map { style.kind($0.kind, summary) } ?? summary
    }

    public func json() throws -> String {
        let phrase = event.flatMap { CanonicalPhrase.text(for: $0, defaultContents: baby?.settings.bottleContents ?? .formula) }
        return try AnswerJSON.text(JSONRenderer.Reply(message: summary, event: event, baby: baby, phrase: phrase))
    }

    public func speech() -> String { SpokenText.sentences(summary) }
}
