import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// What a command produced, knowing how to say itself three ways: text for people, one JSON object per line
/// for programs (`--json`), and a few sentences to be read aloud (`--speak`). Each view has its own answer
/// beside its data; the renderers only choose the way and add style, escaping and the sink.
///
/// ```swift
/// let answer: any Answer = HelpAnswer(text: "Log things by saying them")
/// try answer.text(style: TextStyle(enabled: false))   // "Log things by saying them"
/// try answer.json()                                    // {"message":"Log things by saying them","ok":true}
/// ```
public protocol Answer: Sendable {
    /// The answer for people, styled with `style` (colour, bold, dim).
    func text(style: TextStyle) throws -> String
    /// One compact JSON object on one line, with `ok`.
    func json() throws -> String
    /// A few short sentences, numbers and times as words (the speech renderer removes control characters).
    func speech() throws -> String
    /// Which view this is, for the rules every spoken answer keeps (``SpokenView``).
    var spokenView: SpokenView { get }
    /// True for `quit`: the session ends after this answer.
    var endsSession: Bool { get }
    /// True when the line failed although it answered (`check store` that found problems).
    var failsLine: Bool { get }
}

extension Answer {
    public var endsSession: Bool { false }
    public var failsLine: Bool { false }

    /// The first line of the text answer says what matters; the rest is a table for the eyes. Under a heading
    /// ("Reminders", "Settings · Eddie") the news is the next line.
    public func speech() throws -> String {
        let text = try self.text(style: TextStyle(enabled: false))
        let lines = text.split(separator: "\n").map { $0.trimming(.whitespaces) }.filter { !$0.isEmpty }
        guard let first = lines.first else { return "" }
        return SpokenText.sentences(Self.isHeading(first) && lines.count > 1 ? lines[1] : first)
    }

    /// "Reminders", "Settings · Eddie": a heading, not the news.
    static func isHeading(_ line: String) -> Bool {
        line.split(separator: " ").count <= 3 && !line.contains(":")
    }
}
