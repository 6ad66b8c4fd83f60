import FoundationEssentials

/// Reads and writes any JSON through `Decoder` and `Encoder`, so records holding JSON trees (sync
/// changes, entities) use the synthesized `Codable` paths, and an event's `data` that arrives by
/// `JSONDecoder` is read by the same code as the store's own files.
///
/// ```swift
/// let data = try JSONValue(from: decoder)   // {"contents": "wet"} → .object(["contents": .string("wet")])
/// ```
extension JSONValue: Codable {
    public init(from decoder: Decoder) throws {
        if let tree = decoder as? TreeDecoding {
            self = tree.tree
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let whole = try? single.decode(Int.self) {
            self = .integer(whole)
        } else if let number = try? single.decode(Double.self) {
            self = .number(number)
        } else if let text = try? single.decode(String.self) {
            self = .string(text)
        } else if let items = try? single.decode([JSONValue].self) {
            self = .array(items)
        } else {
            self = .object(try single.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        if let tree = encoder as? TreeEncoding {
            tree.node.leaf = self
            return
        }
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let flag): try container.encode(flag)
        case .integer(let number): try container.encode(number)
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        case .array(let items): try container.encode(items)
        case .object(let members): try container.encode(members)
        }
    }
}
