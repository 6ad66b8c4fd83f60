import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `help` and `help TOPIC`: the topic's text on screen, its gist aloud.
///
/// ```swift
/// try HelpAnswer(text: "Undid: Logged pee").json()   // {"message":"Undid: Logged pee","ok":true}
/// ```
public struct HelpAnswer: Answer {
    public var spokenView: SpokenView { .help }

    public var text: String

    public init(text: String) { self.text = text }

    public func text(style: TextStyle) -> String { text }

    public func json() throws -> String { try AnswerJSON.text(JSONRenderer.Reply(message: text)) }

    /// A topic's table aloud is its name and a few of its examples, each said whole ("Sleep. For example:
    /// fell asleep; slept 10 min ago; …"), not the table's columns run together; other help says its first
    /// two lines.
    public func speech() -> String {
        let lines = text.split(separator: "\n")
        let examples = lines.dropFirst().filter { $0.hasPrefix("  ") }.prefix(4).compactMap { line in
            line.trimming(.whitespaces).components(separatedBy: "  ").first
        }
        // A topic starts with its name; the overview's first line ends "Try:" and its examples are its news.
        guard let heading = lines.first, !heading.hasSuffix(":"), lines.count > 1, lines[1].hasPrefix("  "), !examples.isEmpty else {
            return SpokenText.sentences(lines.prefix(2).map { $0.trimming(.whitespaces) }.joined(separator: " "))
        }
        return SpokenText.sentences(String(heading) + " · For example: " + examples.joined(separator: "; "))
    }
}
