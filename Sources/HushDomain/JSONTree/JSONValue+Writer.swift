/// JSON text from a ``JSONValue``, byte for byte what `JSONEncoder` writes with `.sortedKeys` and
/// `.withoutEscapingSlashes`: keys in order, whole doubles without `.0`, control characters escaped and
/// everything else as it is. Records written either way compare equal as text (`JSONTreeCodecTests`).
///
/// ```swift
/// JSONValue.object(["b": .integer(1), "a": .string("x\n")]).serialized   // {"a":"x\n","b":1}
/// ```
extension JSONValue {
    public var serialized: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        write(into: &bytes)
        return bytes
    }

    public func write(into bytes: inout [UInt8]) {
        switch self {
        case .null: bytes.append(contentsOf: [110, 117, 108, 108])
        case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .integer(let number): Self.appendInteger(number, to: &bytes)
        case .number(let number): Self.appendNumber(number, to: &bytes)
        case .string(let text): Self.appendQuoted(text, to: &bytes)
        case .array(let items):
            bytes.append(UInt8(ascii: "["))
            for (offset, item) in items.enumerated() {
                if offset > 0 { bytes.append(UInt8(ascii: ",")) }
                item.write(into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            // The pairs sorted, not the keys: looking each key up again hashed it a second time.
            for (offset, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if offset > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.appendQuoted(member.key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                member.value.write(into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Swift's shortest form that reads back to the same double, without a trailing `.0` (`4`, `0.5`,
    /// `1e-07`, `-0`), as `JSONEncoder` writes numbers. Only finite numbers are JSON: callers refuse others,
    /// and one that slips through is written `null` (unknown), never `inf`, which would leave the file
    /// holding it unreadable to every reader, this one included.
    public static func appendNumber(_ number: Double, to bytes: inout [UInt8]) {
        guard number.isFinite else { return bytes.append(contentsOf: [110, 117, 108, 108]) }
        // Amounts are whole numbers and quarters (4, 0.5, 2.25, 120): their shortest form is their exact
        // digits, written here at a tenth of what `description` costs. Under a billion, a quarter is
        // exact and no shorter decimal reads back to it; `-0` keeps its sign through `description`.
        let quarters = number.magnitude * 4
        if quarters < 4e9, quarters == quarters.rounded(.towardZero), number.sign == .plus || number != 0 {
            if number < 0 { bytes.append(UInt8(ascii: "-")) }
            let count = Int(quarters)
            appendInteger(count / 4, to: &bytes)
            switch count % 4 {
            case 1: bytes.append(contentsOf: [46, 50, 53])   // .25
            case 2: bytes.append(contentsOf: [46, 53])       // .5
            case 3: bytes.append(contentsOf: [46, 55, 53])   // .75
            default: break
            }
            return
        }
        var text = number.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    /// The digits written straight into the bytes, the same as `String(value)`'s: making a string for each
    /// number was a third of writing the store's state, whose undo history alone holds two thousand of them.
    public static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        // The digits go from the end of a small buffer and are appended at once: appended one by one and
        // the slice then reversed, a ten-digit number took about 600 instructions.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var index = digits.count
            repeat {
                index -= 1
                digits[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[index...]))
        }
    }

    private static let hex = Array("0123456789abcdef".utf8)

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\n`-style or `\u00XX` escapes.
    public static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings (ids, times, names) need no escaping: scanned and copied whole from their own
        // storage, in one access. Scanned there and then appended through the UTF-8 view, they cost over
        // a quarter more (a push writes about thirty).
        let copied = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard !utf8.contains(where: Self.needsEscape) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if copied == true {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(92); bytes.append(34)
            case UInt8(ascii: "\\"): bytes.append(92); bytes.append(92)
            case 0x0A: bytes.append(92); bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(92); bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(92); bytes.append(UInt8(ascii: "t"))
            case 0x08: bytes.append(92); bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(92); bytes.append(UInt8(ascii: "f"))
            case 0..<0x20:
                bytes.append(contentsOf: [92, UInt8(ascii: "u"), 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 15)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
