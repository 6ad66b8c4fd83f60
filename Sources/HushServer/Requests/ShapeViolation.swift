import Foundation
import HushKit

/// Why a request body was refused before any work: where (a path such as `changes[3].after`, and the byte
/// offset) and what, said so the sender can fix it.
///
/// ```swift
/// ShapeViolation.tooDeep(path: "changes[0].after", limit: 6, offset: 130).message
/// // "changes[0].after nests deeper than 6 levels (at byte 130); a record is a few levels deep"
/// ```
enum ShapeViolation: Error, Equatable {
    case notJSON(offset: Int)
    case wrongType(path: String, expected: String, offset: Int)
    case unknownKey(path: String, key: String, allowed: [String], offset: Int)
    case duplicateKey(path: String, key: String, offset: Int)
    case missingKey(path: String, key: String)
    case tooLong(path: String, limit: Int, offset: Int)
    case tooMany(path: String, limit: Int, offset: Int)
    case tooDeep(path: String, limit: Int, offset: Int)
    /// More values (objects, arrays, scalars) in one record, or in the whole body, than the limit.
    case tooManyValues(path: String, limit: Int, offset: Int)

    var message: String {
        switch self {
        case .notJSON(let offset):
            return "the body is not valid JSON (at byte \(offset))"
        case .wrongType(let path, let expected, let offset):
            return "\(Self.named(path)) must be \(expected) (at byte \(offset))"
        case .unknownKey(let path, let key, let allowed, let offset):
            return "\(Self.named(path)) has an unknown key \"\(Self.clipped(key))\" (at byte \(offset)); it takes \(Self.list(allowed))"
        case .duplicateKey(let path, let key, let offset):
            return "\(Self.named(path)) has \"\(key)\" twice (at byte \(offset))"
        case .missingKey(let path, let key):
            return "\(Self.named(path)) is missing \"\(key)\""
        case .tooLong(let path, let limit, let offset):
            // A name is measured in characters where people see it; say so, not only the bytes.
            let hint = path == "person" ? "; a person's name is at most \(PersonName.maxCharacters) characters" : ""
            return "\(Self.named(path)) is longer than \(limit) bytes (at byte \(offset))\(hint)"
        case .tooMany(let path, let limit, let offset):
            return "\(Self.named(path)) holds more than \(limit) items (at byte \(offset)); send at most \(limit) at a time"
        case .tooDeep(let path, let limit, let offset):
            return "\(Self.named(path)) nests deeper than \(limit) levels (at byte \(offset)); a record is a few levels deep"
        case .tooManyValues(let path, let limit, let offset):
            let hint = path.isEmpty ? "push fewer changes at a time" : "a record holds a few dozen"
            return "\(Self.named(path)) holds more than \(limit) values (at byte \(offset)); \(hint)"
        }
    }

    private static func named(_ path: String) -> String { path.isEmpty ? "the body" : path }

    /// A key as sent may be long or hold anything: show its start, printable.
    private static func clipped(_ key: String) -> String {
        let printable = key.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : String($0) }.joined()
        return printable.count > 40 ? String(printable.prefix(40)) + "…" : printable
    }

    /// "a, b and c".
    static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "nothing" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }
}
