import FoundationEssentials

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
