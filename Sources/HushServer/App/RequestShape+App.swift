import HushKit

/// The phone app's bodies, held to their shape like the protocol's (``ShapeCheck``). `POST /app/join`
/// sends what `/v1/join` does (``RequestShape/join``).
extension RequestShape {
    /// `POST /app/link`: a device link's code (24 characters; 64 leaves room, and no more is read).
    static let deviceLink = RequestShape.object(["code": .string(maxBytes: 64)], required: ["code"])

    /// `POST /app/undo`: an action id from a `/v1/say` reply (``VoiceAction``).
    static let undo = RequestShape.object(["action": .string(maxBytes: 128)], required: ["action"])
}
