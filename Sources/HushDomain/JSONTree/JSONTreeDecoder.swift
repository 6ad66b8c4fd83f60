import FoundationEssentials

/// Decodes `Decodable` values from JSON read by ``JSONValue/parse(_:)``: the byte parser builds the tree
/// in one pass, and this walks it. Free-form JSON inside a message (a record's `before` and `after`) is
/// taken from the tree whole, where `JSONDecoder` rebuilt it key by key through `Decoder`, trying each
/// kind of value in turn: most of a sync push's decoding time on the server and the devices.
/// Reads what `JSONDecoder` reads with its default strategies (dates as seconds since 2001, data as
/// Base64) and throws the same `DecodingError` cases.
///
/// ```swift
/// let push = try JSONTreeDecoder().decode(SyncMessages.Push.self, from: body)   // body: [UInt8]
/// ```
public struct JSONTreeDecoder: Sendable {
    public init() {}

    /// Parses and decodes. Malformed JSON is a `DecodingError.dataCorrupted` naming the byte offset.
    public func decode<T: Decodable, Bytes: Collection>(_ type: T.Type, from bytes: Bytes) throws -> T where Bytes.Element == UInt8 {
        let tree: JSONValue
        do {
            tree = try JSONValue.parse(bytes)
        } catch let error as JSONValue.SyntaxError {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not valid JSON: \(error)", underlyingError: error))
        }
        return try decode(type, from: tree)
    }

    public func decode<T: Decodable>(_ type: T.Type, from tree: JSONValue) throws -> T {
        try TreeDecoding.value(type, from: tree, path: [])
    }
}

extension JSONValue {
    /// The kind of value, for error messages.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number, .integer: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
