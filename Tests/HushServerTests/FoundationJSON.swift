import Foundation
@testable import HushDomain

/// What `JSONSerialization` reads, compared with a ``JSONValue``, and where the two deliberately differ
/// (see ``JSONParserFuzzTests``).
///
/// ```swift
/// let theirs = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
/// FoundationJSON.difference(try JSONValue.parse(data), theirs)   // nil when both read the same
/// ```
enum FoundationJSON {
    /// `JSONSerialization` takes a byte order mark, or NUL bytes among the first four, as UTF-16 or UTF-32
    /// (or skips a UTF-8 mark); this parser reads UTF-8 only and must refuse these.
    static func readsAnotherEncoding(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.prefix(4).contains(0)
    }

    /// The comma this parser refused to see before `]` or `}` (a trailing comma, which `JSONSerialization`
    /// allows), or nil when the refusal is anything else.
    static func trailingComma(_ bytes: [UInt8], _ refusal: JSONValue.SyntaxError) -> Int? {
        guard refusal.reason == .unexpectedByte, refusal.offset < bytes.count,
              bytes[refusal.offset] == UInt8(ascii: "]") || bytes[refusal.offset] == UInt8(ascii: "}") else { return nil }
        var before = refusal.offset - 1
        while before >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[before]) { before -= 1 }
        return before >= 0 && bytes[before] == UInt8(ascii: ",") ? before : nil
    }

    /// `bytes` with the number starting at `offset` written `0`.
    static func replacingNumber(at offset: Int, in bytes: [UInt8]) -> [UInt8] {
        var end = offset
        while end < bytes.count, Array("-+.eE0123456789".utf8).contains(bytes[end]) { end += 1 }
        return Array(bytes[..<offset]) + [UInt8(ascii: "0")] + Array(bytes[end...])
    }

    /// How `ours` and `theirs` differ, or nil when they are the same value. Strings are compared scalar by
    /// scalar (Swift's `==` would call `é` and `e\u{301}` equal), but for U+FEFF: `JSONSerialization` drops
    /// one written as it is at a string's start or just after an escape (taking it for a byte order mark),
    /// where this parser keeps every character. Numbers are compared exactly, except where Foundation gave
    /// a `Decimal` (integers past 64 bits), whose conversion to a double may round differently.
    static func difference(_ ours: JSONValue, _ theirs: Any, at path: String = "") -> String? {
        switch ours {
        case .null:
            return theirs is NSNull ? nil : "\(path): null against \(theirs)"
        case .bool(let flag):
            return (theirs as? Bool) == flag ? nil : "\(path): \(flag) against \(theirs)"
        case .integer(let number):
            if let decimal = theirs as? NSDecimalNumber { return decimal.decimalValue == Decimal(number) ? nil : "\(path): \(number) against \(decimal)" }
            guard let other = theirs as? NSNumber, other.int64Value == Int64(number), other.doubleValue == Double(number) else {
                return "\(path): \(number) against \(theirs)"
            }
            return nil
        case .number(let number):
            if let decimal = theirs as? NSDecimalNumber {
                return abs(decimal.doubleValue - number) <= abs(number) * 1e-12 ? nil : "\(path): \(number) against \(decimal)"
            }
            guard let other = theirs as? NSNumber, other.doubleValue == number else { return "\(path): \(number) against \(theirs)" }
            return nil
        case .string(let text):
            guard let other = theirs as? String, scalars(other) == scalars(text) else {
                return "\(path): \(text.debugDescription) against \(theirs)"
            }
            return nil
        case .array(let items):
            guard let others = theirs as? [Any], others.count == items.count else { return "\(path): \(items.count) items against \(theirs)" }
            return zip(items, others).enumerated().lazy.compactMap { difference($1.0, $1.1, at: path + "[\($0)]") }.first
        case .object(let members):
            guard let others = theirs as? [String: Any], others.count == members.count else { return "\(path): \(members.count) members against \(theirs)" }
            let byKey = Dictionary(others.map { (scalars($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
            for (key, value) in members {
                guard let other = byKey[scalars(key)] else { return "\(path): no \(key.debugDescription) in \(theirs)" }
                if let found = difference(value, other, at: path + "." + key) { return found }
            }
            return nil
        }
    }

    /// A string's scalars but U+FEFF (see ``difference(_:_:at:)``).
    static func scalars(_ text: String) -> [Unicode.Scalar] { text.unicodeScalars.filter { $0 != "\u{FEFF}" } }
}
