import Foundation

/// Reads any JSON through a `Decoder`, so a record's part that arrives by `JSONDecoder` (an export, a sync
/// body) is read by the same code as the store's own files.
///
/// ```swift
/// let data = try JSONValue(from: decoder)   // {"contents": "wet"} → .object(["contents": .string("wet")])
/// ```
extension JSONValue: Decodable {
    public init(from decoder: Decoder) throws {
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
}
