import FoundationEssentials

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
