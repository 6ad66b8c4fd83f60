import Foundation

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

/// One node of the tree as a `Decoder`.
struct TreeDecoding: Decoder {
    let tree: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The one place a value is made from a node: leaves and whole JSON directly, the rest by their `init(from:)`.
    static func value<T: Decodable>(_ type: T.Type, from tree: JSONValue, path: [any CodingKey]) throws -> T {
        if T.self == JSONValue.self { return tree as! T }
        if let scalar = T.self as? any JSONTreeScalar.Type {
            guard let value = scalar.init(tree: tree) else { throw mismatch(type, tree, path) }
            return value as! T
        }
        if T.self == Data.self {
            guard case .string(let text) = tree, let data = Data(base64Encoded: text) else { throw mismatch(type, tree, path) }
            return data as! T
        }
        if T.self == URL.self {
            guard case .string(let text) = tree, let url = URL(string: text) else { throw mismatch(type, tree, path) }
            return url as! T
        }
        return try T(from: TreeDecoding(tree: tree, codingPath: path))
    }

    /// A null where a value must be is `valueNotFound`, anything else of the wrong kind `typeMismatch`.
    static func mismatch(_ type: Any.Type, _ tree: JSONValue, _ path: [any CodingKey]) -> DecodingError {
        if tree == .null {
            return .valueNotFound(type, .init(codingPath: path, debugDescription: "expected \(type) but found null"))
        }
        return .typeMismatch(type, .init(codingPath: path, debugDescription: "expected \(type) but found \(tree.kindName)"))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = tree else { throw Self.mismatch([String: JSONValue].self, tree, codingPath) }
        return KeyedDecodingContainer(TreeKeyedDecoding<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = tree else { throw Self.mismatch([JSONValue].self, tree, codingPath) }
        return TreeUnkeyedDecoding(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        TreeSingleDecoding(tree: tree, codingPath: codingPath)
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
