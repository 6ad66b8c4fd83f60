/// An array's items, read in order.
struct TreeUnkeyedDecoding: UnkeyedDecodingContainer {
    let items: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(items: [JSONValue], codingPath: [any CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private var path: [any CodingKey] { codingPath + [TreeIndexKey(intValue: currentIndex)] }

    private func next(_ type: Any.Type) throws -> JSONValue {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: path, debugDescription: "unkeyed container is at end"))
        }
        return items[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        guard try next(Never.self) == .null else { return false }
        currentIndex += 1
        return true
    }

    /// Also the witness of every concrete `decode(Bool.Type)`, `decode(Int.Type)`, ….
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try TreeDecoding.value(type, from: try next(type), path: path)
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try TreeDecoding(tree: try next(type), codingPath: path).container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try TreeDecoding(tree: try next([JSONValue].self), codingPath: path).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = TreeDecoding(tree: try next(Never.self), codingPath: path)
        currentIndex += 1
        return decoder
    }
}
