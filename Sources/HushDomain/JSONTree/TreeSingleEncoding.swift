/// Sets a node's one value.
struct TreeSingleEncoding: SingleValueEncodingContainer {
    let node: TreeNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.leaf = .null }

    /// Also the witness of every concrete `encode(_: Bool)`, `encode(_: Int)`, ….
    mutating func encode<T: Encodable>(_ value: T) throws { try TreeEncoding.encode(value, into: node, path: codingPath) }
}
