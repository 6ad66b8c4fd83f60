import FoundationEssentials

/// A parsed JSON document, read by a small byte-level parser. The store reads its own files with this
/// instead of `JSONDecoder`, whose first use in a process costs milliseconds of type-metadata work:
/// more than a one-shot command may spend in all (see the README's Speed section).
///
/// ```swift
/// let value = try JSONValue.parse(Array(#"{"a":[1,"x",null]}"#.utf8))
/// value["a"]?[1]?.string   // "x"
/// ```
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    /// A number written without fraction or exponent that fits 64 bits, kept exact (nanosecond times do not fit a Double).
    case integer(Int)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Why and where (a byte offset) a text is not JSON.
    ///
    /// ```swift
    /// (try? JSONValue.parse(Array(#"["\ud800"]"#.utf8)))   // nil: SyntaxError(offset: 2, reason: .unpairedSurrogate)
    /// ```
    public struct SyntaxError: Error, Equatable, CustomStringConvertible {
        public enum Reason: Equatable, Sendable {
            case unexpectedByte, unexpectedEnd, controlCharacter, invalidUTF8, badEscape, unpairedSurrogate, numberOutOfRange, tooDeep
        }

        public var offset: Int
        public var reason: Reason

        /// "a \u escape of half a surrogate pair at byte 9", said so the sender can find and fix it.
        public var description: String {
            let what = switch reason {
            case .unexpectedByte: "a byte JSON does not allow here"
            case .unexpectedEnd: "the end of the text where more was due"
            case .controlCharacter: "a control character not escaped in a string"
            case .invalidUTF8: "bytes that are not UTF-8 in a string"
            case .badEscape: #"an escape JSON does not have (it has \" \\ \/ \b \f \n \r \t \uXXXX)"#
            case .unpairedSurrogate: #"a \u escape of half a surrogate pair (a high one must be followed by its low one)"#
            case .numberOutOfRange: "a number beyond a double's range"
            case .tooDeep: "nesting deeper than \(Parser.maximumDepth) levels"
            }
            return "\(what) at byte \(offset)"
        }
    }

    public static func parse<C: Collection>(_ bytes: C) throws -> JSONValue where C.Element == UInt8 {
        // Arrays, `Data` and native strings' UTF-8 are read in place; only other collections are copied first.
        if let value = try bytes.withContiguousStorageIfAvailable({ try parse($0) }) { return value }
        return try Array(bytes).withUnsafeBufferPointer { try parse($0) }
    }

    /// Parses bytes in place, without copying them first (for the many lines of a cache file).
    public static func parse(_ buffer: UnsafeBufferPointer<UInt8>) throws -> JSONValue {
        var parser = Parser(bytes: buffer)
        let value = try parser.value()
        parser.skipSpace()
        guard parser.index == buffer.count else { throw parser.unexpected() }
        return value
    }

    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    public subscript(index: Int) -> JSONValue? {
        if case .array(let items) = self, index >= 0, index < items.count { return items[index] }
        return nil
    }

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var number: Double? {
        switch self {
        case .number(let value): return value
        case .integer(let value): return Double(value)
        default: return nil
        }
    }

    public var integer: Int? {
        switch self {
        case .integer(let value): return value
        case .number(let value) where value == value.rounded() && abs(value) < 9e15: return Int(value)
        default: return nil
        }
    }

    public var array: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    public var isNull: Bool { self == .null }
}
