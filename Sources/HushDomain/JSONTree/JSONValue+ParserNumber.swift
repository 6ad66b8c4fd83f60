/// Numbers, read to RFC 8259's grammar exactly: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
/// No `+1`, `01`, `.5`, `1.`, `0x10`, `inf` or `nan` (`Double("…")` would take several of those).
extension JSONValue.Parser {
    /// A whole number that fits `Int` stays exact (`.integer`: nanosecond times do not fit a Double); any
    /// other is a double, and one beyond a finite double (`1e400`, a 400-digit integer) is refused rather
    /// than read as infinity, which no JSON writer can write back (the ledger once held `inf`).
    mutating func number() throws -> JSONValue {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < bytes.count, Self.isDigit(bytes[index]) else { throw unexpected() }
        // The whole part's magnitude, while it fits; digits past that make it a double.
        var magnitude: UInt64 = 0
        var fits = true
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, Self.isDigit(bytes[index]) {
                let (tens, over) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, carry) = tens.addingReportingOverflow(UInt64(bytes[index] &- UInt8(ascii: "0")))
                fits = fits && !over && !carry
                magnitude = sum
                index += 1
            }
        }
        var whole = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            whole = false
            index += 1
            try digits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            whole = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            try digits()
        }
        if whole, fits {
            if !negative, magnitude <= UInt64(Int.max) { return .integer(Int(magnitude)) }
            if negative, magnitude <= UInt64(Int.max) + 1 { return .integer(Int(truncatingIfNeeded: 0 &- magnitude)) }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw JSONValue.SyntaxError(offset: start, reason: .numberOutOfRange) }
        return .number(value)
    }

    /// One or more digits (after a decimal point or an exponent, where none is an error).
    private mutating func digits() throws {
        guard index < bytes.count, Self.isDigit(bytes[index]) else { throw unexpected() }
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
