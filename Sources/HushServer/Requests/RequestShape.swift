import Foundation
import HushKit

/// What a request body may look like: the keys and types of the protocol's own messages, and inside a
/// record only how deep and how long. ``ShapeCheck`` holds the raw bytes to it before any decoding, so a
/// body that is too deep, too long or simply not a message costs one pass over its bytes and no more.
///
/// ```swift
/// try ShapeCheck.check(bytes, against: RequestShape.push)   // or throws a ShapeViolation
/// ```
indirect enum RequestShape: Sendable {
    /// A string of at most this many bytes as written (escapes counted as sent).
    case string(maxBytes: Int)
    /// An object with exactly these keys (some must be there; any other key is refused): made by
    /// ``object(_:required:)``.
    case members(ShapeMembers)
    case array(of: RequestShape, maxCount: Int)
    /// Null or the shape.
    case nullable(RequestShape)
    /// A record as the store writes it: any JSON, nested at most `depth` levels, strings bounded.
    case record(depth: Int, maxString: Int)

    /// An object with exactly these keys (`required` must be there; any other key is refused).
    static func object(_ keys: [String: RequestShape], required: Set<String>) -> RequestShape {
        .members(ShapeMembers(keys, required: required))
    }

    /// The longest a name may be once escapes are counted: six bytes for each character at worst (`\u00e9`).
    static let nameBytes = PersonName.maxCharacters * 6

    /// `POST /v1/households`.
    static let register = RequestShape.object(["person": .string(maxBytes: nameBytes)], required: ["person"])

    /// `POST /v1/join`.
    static let join = RequestShape.object(["code": .string(maxBytes: 64), "person": .string(maxBytes: nameBytes)],
                                          required: ["code", "person"])

    /// `POST /v1/conflicts/ID/resolve`.
    static let resolve = RequestShape.object(["resolution": .string(maxBytes: 64)], required: ["resolution"])

    /// One ``SyncChange``.
    static let change = RequestShape.object([
        "id": .string(maxBytes: SyncLimits.idBytes),
        "key": .string(maxBytes: SyncLimits.idBytes),
        "before": .nullable(.record(depth: SyncLimits.recordDepth, maxString: SyncLimits.textBytes)),
        "after": .nullable(.record(depth: SyncLimits.recordDepth, maxString: SyncLimits.textBytes)),
        "by": .string(maxBytes: SyncLimits.authorBytes),
        "at": .string(maxBytes: SyncLimits.idBytes),
    ], required: ["id", "key", "by", "at"])

    /// `POST /v1/changes`.
    static let push = RequestShape.object(["changes": .array(of: change, maxCount: SyncLimits.changesPerPush)],
                                          required: ["changes"])

    /// What the shape is called in an error: "a string", "an object with id, key, …".
    var name: String {
        switch self {
        case .string: return "a string"
        case .members(let members): return "an object with " + ShapeViolation.list(members.names)
        case .array: return "an array"
        case .nullable(let inner): return inner.name + " or null"
        case .record: return "a record (an object)"
        }
    }
}
