extension JSONValue {
    /// The first byte at or after `index` that a reader of a string must look at itself (a quote, a
    /// backslash, a control character or a byte of 0x80 or more), found eight bytes at a time. Within the
    /// last seven bytes of `bytes` it stops where it is: the reader goes on there a byte at a time.
    ///
    /// ```swift
    /// JSONValue.plainRunEnd(in: buffer, from: 1)   // #""a plain string of text" and more"# → 23, its closing quote
    /// ```
    @inline(__always)
    public static func plainRunEnd(in bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        guard let base = bytes.baseAddress else { return index }
        var index = index
        while bytes.count - index >= 8 {
            let flags = Parser.specialFlags(UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)))
            if flags != 0 { return index + flags.trailingZeroBitCount >> 3 }
            index += 8
        }
        return index
    }
}

/// Strings: UTF-8 checked as it is read, the eight escapes JSON has, and `\u` escapes whose surrogates
/// come in pairs. Refusing a lone surrogate (rather than writing U+FFFD for it) keeps this reader in
/// agreement with `JSONSerialization`, which refuses it too, so no text means one thing here and another there.
extension JSONValue.Parser {
    /// A string starting at its opening quote.
    mutating func string() throws -> String {
        index += 1
        let start = index
        // Fast path: no escapes, so the bytes are the text and are decoded in place (most strings).
        while index < bytes.count {
            skipPlainWords()
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { break }
            // Printable ASCII, nearly every byte of a store's strings, needs no more checking than this.
            if byte >= 0x20 && byte < 0x80 { index += 1 } else { try character() }
        }
        var text = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &text)
            default:
                let from = index
                try character()
                text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[from..<index]))
            }
        }
        throw unexpected()
    }

    /// Steps over eight bytes at a time up to the first that needs a look of its own: a quote, a backslash,
    /// a control character or a byte of 0x80 or more. Strings are most of a store's bytes, and one byte at
    /// a time took about eleven instructions each, 6% of `status`'s.
    @inline(__always)
    mutating func skipPlainWords() {
        index = JSONValue.plainRunEnd(in: bytes, from: index)
    }

    /// For eight bytes read as one little-endian word (the first byte lowest): zero if none is below 0x20,
    /// 0x80 or above, `"` or `\`; else a word whose lowest set bit is the high bit of the first such byte.
    /// Each test is the usual one for "some byte is zero": a borrow can flag bytes after the first match,
    /// never one before it, so the lowest flag is exact.
    @inline(__always)
    static func specialFlags(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let quoteFlags = (quote &- ones) & ~quote
        let backslashFlags = (backslash &- ones) & ~backslash
        return (control | quoteFlags | backslashFlags | word) & highs
    }

    /// Steps over one unescaped character: a control character is refused, and a byte of 0x80 or more
    /// must begin a well-formed UTF-8 sequence (RFC 3629: no overlong forms, no surrogates, nothing past
    /// U+10FFFF), or the text is refused at that byte.
    private mutating func character() throws {
        let lead = bytes[index]
        if lead < 0x20 { throw JSONValue.SyntaxError(offset: index, reason: .controlCharacter) }
        if lead < 0x80 { index += 1; return }
        // The allowed range of the second byte depends on the first; every later byte is 80…BF.
        let second: ClosedRange<UInt8>
        let length: Int
        switch lead {
        case 0xC2...0xDF: (second, length) = (0x80...0xBF, 2)
        case 0xE0: (second, length) = (0xA0...0xBF, 3)
        case 0xE1...0xEC, 0xEE...0xEF: (second, length) = (0x80...0xBF, 3)
        case 0xED: (second, length) = (0x80...0x9F, 3)
        case 0xF0: (second, length) = (0x90...0xBF, 4)
        case 0xF1...0xF3: (second, length) = (0x80...0xBF, 4)
        case 0xF4: (second, length) = (0x80...0x8F, 4)
        default: throw JSONValue.SyntaxError(offset: index, reason: .invalidUTF8)
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]),
              (2..<length).allSatisfy({ (0x80...0xBF).contains(bytes[index + $0]) }) else {
            throw JSONValue.SyntaxError(offset: index, reason: .invalidUTF8)
        }
        index += length
    }

    /// One escape, from its backslash, appended to `text` as UTF-8.
    private mutating func escape(into text: inout [UInt8]) throws {
        let start = index
        index += 1
        guard index < bytes.count else { throw unexpected() }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(letter)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var value = try hex4()
            switch value {
            case 0xD800..<0xDC00:
                // A high surrogate means nothing alone: the next escape must be its low half.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw JSONValue.SyntaxError(offset: start, reason: .unpairedSurrogate)
                }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw JSONValue.SyntaxError(offset: start, reason: .unpairedSurrogate) }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            case 0xDC00..<0xE000:
                throw JSONValue.SyntaxError(offset: start, reason: .unpairedSurrogate)
            default:
                break
            }
            // Every value left is a scalar (surrogates are paired or refused above); the guard only spares a `!`.
            guard let scalar = Unicode.Scalar(value) else { throw JSONValue.SyntaxError(offset: start, reason: .unpairedSurrogate) }
            UTF8.encode(scalar) { text.append($0) }
        default:
            throw JSONValue.SyntaxError(offset: start, reason: .badEscape)
        }
    }

    /// Four hex digits after `\u`.
    private mutating func hex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw unexpected() }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw JSONValue.SyntaxError(offset: index, reason: .badEscape)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
