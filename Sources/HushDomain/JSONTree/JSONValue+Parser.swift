/// The byte-level parser behind ``JSONValue/parse(_:)``: strict JSON (RFC 8259), no extensions, and no
/// trap on any bytes (docs/security.md, Parsing). What it refuses, it refuses with a ``JSONValue/SyntaxError``
/// naming the byte: an unpaired surrogate escape, an escape JSON does not have, invalid UTF-8 in a string,
/// a number outside the grammar or beyond a finite double. `JSONSerialization` refuses the same.
extension JSONValue {
    struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        /// Arrays and objects open around the current value: past ``maximumDepth`` the text is refused,
        /// so a hostile document cannot exhaust the stack (`JSONDecoder` stops at the same depth).
        var depth = 0
        static let maximumDepth = 512

        mutating func skipSpace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                index += 1
            }
        }

        /// The error for whatever is at `index`: the text ending early, or a byte that cannot be here.
        func unexpected() -> SyntaxError {
            SyntaxError(offset: index, reason: index < bytes.count ? .unexpectedByte : .unexpectedEnd)
        }

        mutating func value() throws -> JSONValue {
            skipSpace()
            guard index < bytes.count else { throw unexpected() }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
            default: throw unexpected()
            }
        }

        mutating func literal(_ word: StaticString) throws {
            for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
                guard index < bytes.count, bytes[index] == expected else { throw unexpected() }
                index += 1
            }
        }

        /// Opens an array or object: one level deeper, refused past ``maximumDepth``.
        mutating func enter() throws {
            depth += 1
            guard depth <= Self.maximumDepth else { throw SyntaxError(offset: index, reason: .tooDeep) }
            index += 1
            skipSpace()
        }

        mutating func object() throws -> JSONValue {
            try enter()
            defer { depth -= 1 }
            // Records have about a dozen keys: room for them up front spares the rehashing as they arrive.
            var members = [String: JSONValue](minimumCapacity: 12)
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw unexpected() }
                let key = try string()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw unexpected() }
                index += 1
                members[key] = try value()
                skipSpace()
                guard index < bytes.count else { throw unexpected() }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                guard bytes[index] == UInt8(ascii: "}") else { throw unexpected() }
                index += 1
                return .object(members)
            }
        }

        mutating func array() throws -> JSONValue {
            try enter()
            defer { depth -= 1 }
            var items: [JSONValue] = []
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            while true {
                items.append(try value())
                skipSpace()
                guard index < bytes.count else { throw unexpected() }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                guard bytes[index] == UInt8(ascii: "]") else { throw unexpected() }
                index += 1
                return .array(items)
            }
        }
    }
}
