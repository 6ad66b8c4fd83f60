/// A cursor over one JSON text for a reader that knows the shape it expects: an object's keys are matched
/// as bytes and its values read one by one, with no dictionary built for the object. The values themselves
/// are read by ``JSONValue``'s parser, so they mean exactly what they mean in its tree, and nesting counts
/// against the same depth limit.
///
/// Anything the reader did not expect throws (``Unexpected`` or the parser's ``JSONValue/SyntaxError``):
/// the reader then reads the text through ``JSONValue/parse(_:)``, which accepts or refuses it as always.
/// A week file's lines are most of what a command reads, and building a dictionary of `String`s for every
/// object of every line (hashing each key) was a third of `status`'s instructions.
///
/// ```swift
/// var scanner = JSONScanner(bytes)          // {"id":"e1","n":3}
/// if try !scanner.openObject() {
///     repeat {
///         let key = try scanner.key()
///         if JSONScanner.matches(key, "id") { id = try scanner.string() } else { _ = try scanner.value() }
///     } while try scanner.nextMember()
/// }
/// try scanner.end()
/// ```
public struct JSONScanner {
    /// Something the reader does not handle itself: not an error in the text, only a reason to read it
    /// through the tree instead.
    public struct Unexpected: Error {}

    private var parser: JSONValue.Parser

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        parser = JSONValue.Parser(bytes: bytes)
    }

    private var byte: UInt8? {
        parser.index < parser.bytes.count ? parser.bytes[parser.index] : nil
    }

    /// Reads `{`, one level deeper; true when the object is empty (its `}` read too).
    public mutating func openObject() throws -> Bool {
        parser.skipSpace()
        guard byte == UInt8(ascii: "{") else { throw Unexpected() }
        try parser.enter()
        guard byte == UInt8(ascii: "}") else { return false }
        parser.index += 1
        parser.depth -= 1
        return true
    }

    /// After a member's value: true at a `,` (another member follows), false at the object's `}`.
    public mutating func nextMember() throws -> Bool {
        parser.skipSpace()
        switch byte {
        case UInt8(ascii: ","):
            parser.index += 1
            return true
        case UInt8(ascii: "}"):
            parser.index += 1
            parser.depth -= 1
            return false
        default:
            throw Unexpected()
        }
    }

    /// A member's key, as the bytes between its quotes, and the `:` after it. A key with an escape or a
    /// byte outside printable ASCII is unexpected (the tree decodes it; no key a reader matches has one).
    public mutating func key() throws -> UnsafeBufferPointer<UInt8> {
        guard let bytes = plainString() else { throw Unexpected() }
        parser.skipSpace()
        guard byte == UInt8(ascii: ":") else { throw Unexpected() }
        parser.index += 1
        return bytes
    }

    /// The next value, whatever it is, as the tree holds it.
    public mutating func value() throws -> JSONValue {
        try parser.value()
    }

    /// The next value, which must be a string.
    public mutating func string() throws -> String {
        parser.skipSpace()
        guard byte == UInt8(ascii: "\"") else { throw Unexpected() }
        return try parser.string()
    }

    /// Reads a `null` and says true, or reads nothing and says false.
    public mutating func null() throws -> Bool {
        parser.skipSpace()
        guard byte == UInt8(ascii: "n") else { return false }
        try parser.literal("null")
        return true
    }

    /// The next value's bytes between its quotes, read, when it is a string of printable ASCII without
    /// escapes (its bytes are then its text); otherwise nil, and nothing is read.
    public mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
        parser.skipSpace()
        guard byte == UInt8(ascii: "\"") else { return nil }
        let quote = parser.index
        parser.index += 1
        while true {
            parser.skipPlainWords()
            guard let next = byte else { break }
            if next == UInt8(ascii: "\"") {
                parser.index += 1
                return UnsafeBufferPointer(rebasing: parser.bytes[(quote + 1)..<(parser.index - 1)])
            }
            guard next >= 0x20, next < 0x80, next != UInt8(ascii: "\\") else { break }
            parser.index += 1
        }
        parser.index = quote
        return nil
    }

    /// Reads past the next value without building it, for a reader that wants a few members of a line.
    /// It checks the value's shape (brackets, quotes, depth), not everything the tree checks in it (a
    /// string's escapes and UTF-8, a number's grammar): a reader that needs the value reads it whole.
    public mutating func skipValue() throws {
        parser.skipSpace()
        switch byte {
        case UInt8(ascii: "\"")?:
            parser.index += 1
            while true {
                parser.skipPlainWords()
                guard let next = byte, next >= 0x20 else { throw Unexpected() }
                parser.index += next == UInt8(ascii: "\\") ? 2 : 1
                if next == UInt8(ascii: "\"") { return }
            }
        case UInt8(ascii: "{")?:
            guard try !openObject() else { return }
            repeat {
                _ = try key()
                try skipValue()
            } while try nextMember()
        case UInt8(ascii: "[")?:
            try parser.enter()
            if byte == UInt8(ascii: "]") {
                parser.index += 1
                parser.depth -= 1
                return
            }
            while true {
                try skipValue()
                parser.skipSpace()
                guard let next = byte else { throw Unexpected() }
                parser.index += 1
                if next == UInt8(ascii: "]") { break }
                guard next == UInt8(ascii: ",") else { throw Unexpected() }
            }
            parser.depth -= 1
        default:
            // A number or a literal: the tree's own reading, which builds nothing that allocates.
            _ = try parser.value()
        }
    }

    /// The end of the text: nothing but white space after the value.
    public mutating func end() throws {
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw Unexpected() }
    }

    /// Whether `key` is the bytes of `name`. Inlinable: a reader calls it for every key of every line.
    @inlinable
    public static func matches(_ key: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        guard key.count == name.utf8CodeUnitCount else { return false }
        let expected = name.utf8Start
        for index in 0..<key.count where key[index] != expected[index] { return false }
        return true
    }
}
