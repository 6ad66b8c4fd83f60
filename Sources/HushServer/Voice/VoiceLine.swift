import Foundation
import HushKit

/// One line through HushKit's ``Interpreter``, exactly as typed at the prompt, answered twice from the same
/// outcome: as the prompt's text and as `--speak`'s words. Nothing here reads the line: the interpreter
/// parses it, checks the person's permissions, dispatches, commits and makes the change durable.
///
/// ```swift
/// let reply = VoiceLine(session: session).run("wet diaper")
/// reply.speech   // "Logged a wet diaper at three PM."
/// ```
struct VoiceLine {
    let session: Session

    /// What the interpreter reported for the line.
    private final class Heard {
        var outcome: (any Answer)?
        var error: (String, SourceRange?)?
    }

    func run(_ line: String) -> VoiceReply {
        // Decided on the first words, before the grammar: a refused command's first answer is the refusal.
        if let refusal = VoiceScope.refusal(forLine: line) { return .failure(refusal.description) }
        let heard = Heard()
        // Answers are rendered below from the outcome; the sink only holds what the interpreter writes.
        let interpreter = Interpreter(session: session, options: InterpreterOptions(), output: OutputSink { _, _ in })
        interpreter.admit = VoiceScope.admit
        interpreter.observeOutcome = { heard.outcome = $0 }
        interpreter.observeError = { heard.error = ($0, $1) }
        let result = interpreter.execute(line, source: nil, lineNumber: nil)
        if let (message, range) = heard.error {
            return .failure(message, column: range?.column)
        }
        guard result == .succeeded, let outcome = heard.outcome else {
            return .failure("that line did not run")
        }
        do {
            let text = try HumanRenderer(style: TextStyle(enabled: false)).render(outcome)
            let speech = try SpeechRenderer().render(outcome)
            return VoiceReply(ok: true, speech: speech, text: text)
        } catch {
            return .failure(ErrorReport.describe(error).message)
        }
    }
}
