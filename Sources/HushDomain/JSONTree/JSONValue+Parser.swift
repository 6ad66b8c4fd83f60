/// The byte-level parser behind ``JSONValue/parse(_:)``: strict JSON (RFC 8259), no extensions.
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

        mutating func value() throws -> JSONValue {
            skipSpace()
            guard index < bytes.count else { throw SyntaxError(offset: index) }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            default: return try number()
            }
        }

        mutating func literal(_ word: StaticString) throws {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count else { throw SyntaxError(offset: index) }
            for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
                throw SyntaxError(offset: index + offset)
            }
            index += count
        }

        mutating func object() throws -> JSONValue {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else { throw SyntaxError(offset: index) }
            index += 1
            // Records have about a dozen keys: room for them up front spares the rehashing as they arrive.
            var members = [String: JSONValue](minimumCapacity: 12)
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw SyntaxError(offset: index) }
                let key = try string()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw SyntaxError(offset: index) }
                index += 1
                members[key] = try value()
                skipSpace()
                guard index < bytes.count else { throw SyntaxError(offset: index) }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                guard bytes[index] == UInt8(ascii: "}") else { throw SyntaxError(offset: index) }
                index += 1
                return .object(members)
            }
        }

        mutating func array() throws -> JSONValue {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else { throw SyntaxError(offset: index) }
            index += 1
            var items: [JSONValue] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            while true {
                items.append(try value())
                skipSpace()
                guard index < bytes.count else { throw SyntaxError(offset: index) }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                guard bytes[index] == UInt8(ascii: "]") else { throw SyntaxError(offset: index) }
                index += 1
                return .array(items)
            }
        }

        mutating func number() throws -> JSONValue {
            let start = index
            var whole = true
            while index < bytes.count, "+-.eE0123456789".utf8.contains(bytes[index]) {
                if bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") { whole = false }
                index += 1
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            if whole, let exact = Int(text) { return .integer(exact) }
            guard index > start, let value = Double(text) else { throw SyntaxError(offset: start) }
            return .number(value)
        }

        mutating func string() throws -> String {
            index += 1
            let start = index
            // Fast path: no escapes.
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
                guard bytes[index] >= 0x20 else { throw SyntaxError(offset: index) }
                index += 1
            }
            guard index < bytes.count else { throw SyntaxError(offset: index) }
            if bytes[index] == UInt8(ascii: "\"") {
                // No escapes: decode the bytes in place, without an intermediate array (most strings).
                index += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)]), as: UTF8.self)
            }
            var text = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            while bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 1
                    guard index < bytes.count else { throw SyntaxError(offset: index) }
                    switch bytes[index] {
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "t"): text.append(0x09)
                    case UInt8(ascii: "r"): text.append(0x0D)
                    case UInt8(ascii: "b"): text.append(0x08)
                    case UInt8(ascii: "f"): text.append(0x0C)
                    case UInt8(ascii: "u"):
                        var scalar = try hex4()
                        if (0xD800..<0xDC00).contains(scalar), index + 2 < bytes.count,
                           bytes[index + 1] == UInt8(ascii: "\\"), bytes[index + 2] == UInt8(ascii: "u") {
                            index += 2
                            let low = try hex4()
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        }
                        text.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
                    default: text.append(bytes[index])
                    }
                } else {
                    guard bytes[index] >= 0x20 else { throw SyntaxError(offset: index) }
                    text.append(bytes[index])
                }
                index += 1
                guard index < bytes.count else { throw SyntaxError(offset: index) }
            }
            index += 1
            return String(decoding: text, as: UTF8.self)
        }

        mutating func hex4() throws -> UInt32 {
            guard index + 4 < bytes.count else { throw SyntaxError(offset: index) }
            var value: UInt32 = 0
            for _ in 0..<4 {
                index += 1
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case 48...57: digit = byte - 48
                case 97...102: digit = byte - 87
                case 65...70: digit = byte - 55
                default: throw SyntaxError(offset: index)
                }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
    }
}
