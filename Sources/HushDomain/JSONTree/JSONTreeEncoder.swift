import Foundation

/// Encodes `Encodable` values to JSON text through a ``JSONValue`` tree, writing the bytes `JSONEncoder`
/// writes with `.sortedKeys` and `.withoutEscapingSlashes` (``JSONValue/serialized``), and its default
/// strategies (dates as seconds since 2001, data as Base64). A `JSONValue` inside a message is placed in
/// the tree whole instead of being taken apart through `Encoder`.
///
/// ```swift
/// let body: [UInt8] = try JSONTreeEncoder().encode(SyncMessages.Push(changes: changes))
/// ```
public struct JSONTreeEncoder: Sendable {
    public init() {}

    public func encode<T: Encodable>(_ value: T) throws -> [UInt8] { try tree(value).serialized }

    /// The value as a tree, for a caller that adds to it or writes it elsewhere.
    public func tree<T: Encodable>(_ value: T) throws -> JSONValue {
        let root = TreeNode()
        try TreeEncoding.encode(value, into: root, path: [])
        return root.tree
    }
}

/// A value being encoded: empty, a leaf, or the members or items its containers add. A class, because
/// a container handed out earlier keeps adding to the node after the encoder that made it is gone.
final class TreeNode {
    var leaf: JSONValue?
    var members: [String: TreeNode]?
    var items: [TreeNode]?

    /// A value that encoded nothing is an empty object, as in `JSONEncoder`.
    var tree: JSONValue {
        if let leaf { return leaf }
        if let items { return .array(items.map(\.tree)) }
        return .object((members ?? [:]).mapValues(\.tree))
    }
}

/// One node as an `Encoder`.
struct TreeEncoding: Encoder {
    let node: TreeNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The one place a value goes into a node: leaves and whole JSON directly, the rest by their `encode(to:)`.
    static func encode<T: Encodable>(_ value: T, into node: TreeNode, path: [any CodingKey]) throws {
        if let tree = value as? JSONValue {
            node.leaf = tree
        } else if let scalar = value as? any JSONTreeScalar {
            guard let tree = scalar.tree else {
                throw EncodingError.invalidValue(value, .init(codingPath: path, debugDescription: "\(value) is not a JSON number"))
            }
            node.leaf = tree
        } else if let data = value as? Data {
            node.leaf = .string(data.base64EncodedString())
        } else if let url = value as? URL {
            node.leaf = .string(url.absoluteString)
        } else {
            try value.encode(to: TreeEncoding(node: node, codingPath: path))
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if node.members == nil { node.members = [:] }
        return KeyedEncodingContainer(TreeKeyedEncoding<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if node.items == nil { node.items = [] }
        return TreeUnkeyedEncoding(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        TreeSingleEncoding(node: node, codingPath: codingPath)
    }
}
