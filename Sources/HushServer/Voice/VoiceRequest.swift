import Foundation

/// The body of `POST /v1/say`: one line as a person would type it at the `hush` prompt, and optionally the
/// baby it is about, when it was said (`said_at`, a line typed offline and sent later: ``SaidAtBounds``)
/// and the line's own id (`id`: the same line sent again, after an answer that never arrived, is answered
/// again instead of run twice: ``VoiceStore``). Read by hand rather than with `Decodable`, so a malformed
/// body is answered with what exactly is wrong ("missing \"text\"", "\"baby\" must be a string"), not a
/// decoder's path.
///
/// ```swift
/// let request = try VoiceRequest.read(Data(#"{"text": "wet diaper", "baby": "Eddie"}"#.utf8))
/// request.text   // "wet diaper"
/// ```
public struct VoiceRequest: Sendable, Equatable {
    public var text: String
    public var baby: String?
    /// When the line was said; nil: now. The line is read ("10 min ago", "at 3") and logged at it.
    public var saidAt: Date?
    /// The sender's id for this line (letters, digits, `-`, `_`, `.`; at most ``maxID`` characters).
    public var id: String?

    /// A spoken or typed line is short; anything longer is not a line.
    public static let maxCharacters = 1_000
    /// The most bytes read from a request body.
    public static let maxBody = 64 << 10
    /// An id names a line; it is not a place to send data.
    public static let maxID = 64
    static let example = #"{"text": "wet diaper"}"#

    public init(text: String, baby: String? = nil, saidAt: Date? = nil, id: String? = nil) {
        self.text = text
        self.baby = baby
        self.saidAt = saidAt
        self.id = id
    }

    /// The request in `body`, or ``SyncFailure/badRequest(_:)`` naming what is wrong and showing a good body.
    public static func read(_ body: Data) throws -> VoiceRequest {
        guard !body.isEmpty else { throw SyncFailure.badRequest("the body is empty; send JSON such as \(example)") }
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
        } catch {
            throw SyncFailure.badRequest("the body is not valid JSON; send JSON such as \(example)")
        }
        guard let object = parsed as? [String: Any] else {
            throw SyncFailure.badRequest("the body must be a JSON object such as \(example)")
        }
        guard let value = object["text"], !(value is NSNull) else {
            throw SyncFailure.badRequest("missing \"text\": the line to run, as in \(example)")
        }
        guard let text = value as? String else { throw SyncFailure.badRequest("\"text\" must be a string, as in \(example)") }
        let line = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !line.isEmpty else { throw SyncFailure.badRequest("\"text\" is empty; say what happened or ask a question, as in \(example)") }
        guard line.count <= maxCharacters else { throw SyncFailure.badRequest("\"text\" is longer than \(maxCharacters) characters; send one line") }
        // A dictated line has no line breaks; several lines would be several commands, and one request is one.
        guard !line.contains(where: \.isNewline) else { throw SyncFailure.badRequest("\"text\" holds several lines; send one line per request") }
        var baby: String?
        if let named = object["baby"], !(named is NSNull) {
            guard let name = named as? String else { throw SyncFailure.badRequest("\"baby\" must be a string: a baby's name, as in {\"text\": \"wet diaper\", \"baby\": \"Eddie\"}") }
            let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
            baby = trimmed.isEmpty ? nil : trimmed
        }
        var saidAt: Date?
        if let said = object["said_at"], !(said is NSNull) {
            guard let text = said as? String else { throw SyncFailure.badRequest("\"said_at\" must be a string such as \"2026-01-02T15:00:00Z\"") }
            saidAt = try SaidAtBounds.parse(text)
        }
        return VoiceRequest(text: line, baby: baby, saidAt: saidAt, id: try readID(object["id"]))
    }

    private static func readID(_ value: Any?) throws -> String? {
        guard let value, !(value is NSNull) else { return nil }
        let rule = "\"id\" must be a string of 1 to \(maxID) letters, digits, '-', '_' or '.', as in {\"text\": \"wet diaper\", \"id\": \"k3x-9f2\"}"
        guard let id = value as? String, (1...maxID).contains(id.utf8.count),
              id.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0)) })
        else { throw SyncFailure.badRequest(rule) }
        return id
    }
}
