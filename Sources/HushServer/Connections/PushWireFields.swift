/// The header lines of a push read by ``PushWireRequest``, one at a time: a line outside the plain form
/// (an unknown or repeated name, a byte that is not visible ASCII, a length that is not digits, a
/// `Connection` other than `keep-alive`) is refused, and the request goes to the HTTP decoder instead.
///
/// ```swift
/// var fields = PushWireFields()
/// fields.take(line)          // "Authorization: Bearer abc" → true
/// fields.authorization       // "Bearer abc", the spaces and tabs before it skipped as the decoder does
/// ```
struct PushWireFields {
    private(set) var authorization: String?
    private(set) var contentLength: Int?
    /// The names taken, as bits in ``names``' order.
    private var seen = 0

    /// The names this form allows, lowercase.
    private static let names: [StaticString] = [
        "host", "authorization", "content-type", "content-length", "user-agent", "accept", "accept-encoding",
        "accept-language", "connection",
    ]

    mutating func take(_ line: UnsafeRawBufferPointer) -> Bool {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > 0,
              let name = Self.nameIndex(UnsafeRawBufferPointer(rebasing: line[..<colon])), seen & (1 << name) == 0 else {
            return false
        }
        seen |= 1 << name
        var from = colon + 1
        while from < line.count, line[from] == UInt8(ascii: " ") || line[from] == UInt8(ascii: "\t") { from += 1 }
        // Space after a value is kept by the decoder in some fields and refused in others: not this form's.
        if let last = line.last, from < line.count, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { return false }
        let value = UnsafeRawBufferPointer(rebasing: line[from...])
        guard value.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == UInt8(ascii: "\t") }) else { return false }
        switch name {
        case 1:
            authorization = String(decoding: value, as: UTF8.self)
        case 3:
            guard (1...10).contains(value.count), value.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return false }
            contentLength = value.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        case 8:
            return Self.lowercase(value, is: "keep-alive")
        default:
            break
        }
        return true
    }

    private static func nameIndex(_ name: UnsafeRawBufferPointer) -> Int? {
        names.firstIndex { lowercase(name, is: $0) }
    }

    /// Whether the bytes, ASCII letters lowercased, are `text`.
    private static func lowercase(_ bytes: UnsafeRawBufferPointer, is text: StaticString) -> Bool {
        guard bytes.count == text.utf8CodeUnitCount else { return false }
        for (offset, byte) in bytes.enumerated() {
            let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            guard lower == text.utf8Start[offset] else { return false }
        }
        return true
    }
}
