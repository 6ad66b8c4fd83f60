/// Adds members to an object node. Each primitive is one line over the generic `encode`.
struct TreeKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: TreeNode
    let codingPath: [any CodingKey]

    private func child(_ key: Key) -> TreeNode {
        let child = TreeNode()
        node.members![key.stringValue] = child
        return child
    }

    mutating func encodeNil(forKey key: Key) throws { child(key).leaf = .null }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try write(value, forKey: key) }

    /// Every `encode` below comes here: named apart so the concrete ones do not call themselves.
    private func write<T: Encodable>(_ value: T, forKey key: Key) throws {
        try TreeEncoding.encode(value, into: child(key), path: codingPath + [key])
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws { try write(value, forKey: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try write(value, forKey: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try write(value, forKey: key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try write(value, forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try write(value, forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try write(value, forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try write(value, forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try write(value, forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try write(value, forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try write(value, forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try write(value, forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try write(value, forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try write(value, forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try write(value, forKey: key) }

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
