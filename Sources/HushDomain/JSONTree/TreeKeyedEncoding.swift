/// Adds members to an object node.
struct TreeKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: TreeNode
    let codingPath: [any CodingKey]

    private func child(_ key: Key) -> TreeNode {
        let child = TreeNode()
        node.members![key.stringValue] = child
        return child
    }

    mutating func encodeNil(forKey key: Key) throws { child(key).leaf = .null }

    /// Also the witness of every concrete `encode(_: Bool, forKey:)`, `encode(_: Int, forKey:)`, …:
    /// ``TreeEncoding/encode(_:into:path:)`` writes leaves itself.
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try TreeEncoding.encode(value, into: child(key), path: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        TreeEncoding(node: child(key), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TreeEncoding(node: child(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let node = TreeNode()
        self.node.members!["super"] = node
        return TreeEncoding(node: node, codingPath: codingPath + [TreeIndexKey(stringValue: "super")])
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        TreeEncoding(node: child(key), codingPath: codingPath + [key])
    }
}
