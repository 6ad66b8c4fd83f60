/// Appends items to an array node.
struct TreeUnkeyedEncoding: UnkeyedEncodingContainer {
    let node: TreeNode
    let codingPath: [any CodingKey]

    var count: Int { node.items?.count ?? 0 }

    private func next() -> (node: TreeNode, path: [any CodingKey]) {
        let child = TreeNode()
        let path = codingPath + [TreeIndexKey(intValue: count)]
        node.items!.append(child)
        return (child, path)
    }

    mutating func encodeNil() throws { next().node.leaf = .null }

    /// Also the witness of every concrete `encode(_: Bool)`, `encode(_: Int)`, ….
    mutating func encode<T: Encodable>(_ value: T) throws {
        let (child, path) = next()
        try TreeEncoding.encode(value, into: child, path: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let (child, path) = next()
        return TreeEncoding(node: child, codingPath: path).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let (child, path) = next()
        return TreeEncoding(node: child, codingPath: path).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let (child, path) = next()
        return TreeEncoding(node: child, codingPath: path)
    }
}
