import Foundation
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
    public init() {}

    /// The words for `answer`, with no control character a synced note or name might hold.
    public func render(_ answer: any Answer) throws -> String {
        TerminalText.unspoken(try answer.speech())
    }

    /// An error as one sentence: the message without the caret lines.
    public func error(_ message: String) -> String {
        let sentence = SpokenText.sentences(TerminalText.unspoken(message))
        return "Sorry, " + sentence.prefix(1).lowercased() + sentence.dropFirst()
    }
}
