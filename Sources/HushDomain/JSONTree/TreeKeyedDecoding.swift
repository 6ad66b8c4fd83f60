/// An object's members as a keyed container. Each primitive reading is one line over ``JSONTreeScalar``.
struct TreeKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    private func member(_ key: Key) throws -> JSONValue {
        guard let tree = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no value for key \"\(key.stringValue)\""))
        }
        return tree
    }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try read(type, forKey: key) }

    /// Every `decode` below comes here: named apart so the concrete ones do not call themselves.
    private func read<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try TreeDecoding.value(type, from: try member(key), path: codingPath + [key])
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try read(type, forKey: key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try read(type, forKey: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try read(type, forKey: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try read(type, forKey: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try read(type, forKey: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try read(type, forKey: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try read(type, forKey: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try read(type, forKey: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try read(type, forKey: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try read(type, forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try read(type, forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try read(type, forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try read(type, forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try read(type, forKey: key) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try TreeDecoding(tree: try member(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try TreeDecoding(tree: try member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        TreeDecoding(tree: members["super"] ?? .null, codingPath: codingPath + [TreeIndexKey(stringValue: "super")])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        TreeDecoding(tree: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

/// A coding path's step into an array (`[2]`) or to `super`.
struct TreeIndexKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}
