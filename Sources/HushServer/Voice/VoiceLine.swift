import Foundation
import HushKit

/// One line through HushKit's ``Interpreter``, exactly as typed at the prompt, answered twice from the same
/// outcome: as the prompt's text and as `--speak`'s words. Nothing here reads the line: the interpreter
/// parses it, checks the person's permissions, dispatches, commits and makes the change durable.
///
/// ```swift
/// let (reply, undoable) = VoiceLine(session: session).run("wet diaper")
/// reply.speech   // "Logged a wet diaper at three PM."
/// reply.changed  // true; `undoable`: the journal entry it made
/// ```
struct VoiceLine {
    let session: Session
    /// One more check of the command, after ``VoiceScope``'s, inside the store's lock and with its state
    /// fresh: `POST /app/undo` holds an `undo` to the one change it names there (``VoiceStore``).
    var admitting: ((Command) throws -> Void)?

    init(session: Session, admitting: ((Command) throws -> Void)? = nil) {
        self.session = session
        self.admitting = admitting
    }

    /// What the interpreter reported for the line.
    private final class Heard {
        var outcome: (any Answer)?
        var error: (String, SourceRange?)?
        /// The store's newest journal entry when the command was admitted: entries after it are the line's.
        var seqBefore: Int?
    }

    /// The reply (its `changed` set), and the journal entry the line made that `undo` would take back, if any.
    func run(_ line: String) -> (reply: VoiceReply, undoable: Int?) {
        // Decided on the first words, before the grammar: a refused command's first answer is the refusal.
        if let refusal = VoiceScope.refusal(forLine: line) { return (.failure(refusal.description), nil) }
        let heard = Heard()
        // Answers are rendered below from the outcome; the sink only holds what the interpreter writes.
        let interpreter = Interpreter(session: session, options: InterpreterOptions(), output: OutputSink { _, _ in })
        let session = session, admitting = admitting
        interpreter.admit = { command in
            try VoiceScope.admit(command)
            try admitting?(command)
            heard.seqBefore = session.store.state.seq
        }
        interpreter.observeOutcome = { heard.outcome = $0 }
        interpreter.observeError = { heard.error = ($0, $1) }
        let result = interpreter.execute(line, source: nil, lineNumber: nil)
        if let (message, range) = heard.error {
            return (.failure(message, column: range?.column, names: session.spokenNames), nil)
        }
        guard result == .succeeded, let outcome = heard.outcome else {
            return (.failure("that line did not run"), nil)
        }
        var reply: VoiceReply
        do {
            let text = try HumanRenderer(style: TextStyle(enabled: false)).render(outcome)
            let speech = try SpeechRenderer(names: session.spokenNames).render(outcome)
            reply = VoiceReply(ok: true, speech: speech, text: text)
        } catch {
            return (.failure(ErrorReport.describe(error).message), nil)
        }
        reply.changed = interpreter.takeChanged()
        // A logged line is the top of the undo history now; an `undo` line moved an older one off it.
        guard reply.changed, let before = heard.seqBefore, let top = try? session.store.lastUndo(), top.seq > before else {
            return (reply, nil)
        }
        return (reply, top.seq)
    }
}
