import Foundation
import HushKit

/// The answer of `POST /v1/say`: `{"ok": true, "speech": "…", "text": "…"}` where `speech` is what
/// `--speak` would say and `text` what the prompt would print; or `{"ok": false, "error": "…", "speech": "…"}`
/// with the interpreter's message (and its `column` in the line, when it has one). `changed` says whether
/// the line logged or changed anything, and `action`, when it made a change `undo` takes back, names it
/// for `POST /app/undo` (``VoiceAction``).
///
/// ```swift
/// VoiceReply.failure("missing \"text\"").speech   // "Sorry, missing text."
/// ```
public struct VoiceReply: Encodable, Sendable, Equatable {
    public var ok: Bool
    public var speech: String
    public var text: String?
    public var error: String?
    /// 1-based position in the line of what the error is about.
    public var column: Int?
    /// The line logged or changed something in the household's records.
    public var changed = false
    /// The change the line made, which `POST /app/undo` takes back while it is still the person's newest.
    public var action: String?
    /// The HTTP status: 200 for every line the interpreter answered, refusals included (a voice assistant
    /// reads the body aloud either way); 400 and 401 before it; 503 when the household could not be reached.
    public var status = 200

    public init(ok: Bool, speech: String, text: String?, error: String? = nil, column: Int? = nil, status: Int = 200) {
        self.ok = ok
        // The line's answer may quote a note or a name another device pushed: an assistant may show `text`
        // on a screen and read `speech` aloud, so neither carries a control character (``TerminalText``).
        self.speech = TerminalText.unspoken(speech)
        self.text = text.map(TerminalText.escaped)
        self.error = error.map(TerminalText.escaped)
        self.column = column
        self.status = status
    }

    /// `names` stay as written in the speech (``SpeechRenderer/names``); `speech` replaces what the message
    /// would say aloud, where the message is for a program and not for a listener.
    public static func failure(_ message: String, column: Int? = nil, status: Int = 200, names: Set<String> = [], speech: String? = nil) -> VoiceReply {
        VoiceReply(ok: false, speech: speech ?? SpeechRenderer(names: names).error(message), text: message, error: message, column: column, status: status)
    }

    enum CodingKeys: String, CodingKey {
        case ok, speech, text, error, column, changed, action
    }
}
