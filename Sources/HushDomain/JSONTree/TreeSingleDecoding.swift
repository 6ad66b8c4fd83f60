/// A single value: a leaf, or a whole value read by a type that asks for one container (`JSONValue`, a raw enum).
struct TreeSingleDecoding: SingleValueDecodingContainer {
    let tree: JSONValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { tree == .null }

    /// Also the witness of every concrete `decode(Bool.Type)`, `decode(Int.Type)`, ….
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try TreeDecoding.value(type, from: tree, path: codingPath) }
}
