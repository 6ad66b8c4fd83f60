import HushDomain

/// The lexer for a line of printable ASCII, which is nearly every line a script or a person types: the
/// same tokens as ``Lexer/tokens(in:)``'s general reading, found in the line's bytes. The general reading
/// splits the line into `Character`s first (grapheme breaking, a quarter of the lexer's time) and builds
/// each token's text from them; here a byte is a character, so columns are byte offsets.
///
/// `LexerTests` holds the two readings to the same tokens for every line of the phrase corpus and for
/// random lines of letters, digits and punctuation.
///
/// ```swift
/// Lexer.asciiTokens(in: "ate 4oz, 0.5 left") == Lexer.generalTokens(in: "ate 4oz, 0.5 left")   // true
/// ```
extension Lexer {
    /// The tokens of `line` when every byte is printable ASCII (space to tilde) or a tab; nil otherwise.
    static func asciiTokens(in line: String) -> [Token]? {
        var line = line
        return line.withUTF8 { bytes -> [Token]? in
            for byte in bytes where !(byte >= 0x20 && byte < 0x7F) && byte != 0x09 { return nil }
            return asciiTokens(bytes)
        }
    }

    private static func asciiTokens(_ bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
        var tokens: [Token] = []
        var i = 0
        while i < bytes.count {
            let c = bytes[i]
            if c <= 0x20 {
                i += 1
                continue
            }
            let start = i
            // ".5oz" after a space is half an ounce: the point was dropped, making it five.
            if isDigit(c) || c == UInt8(ascii: ".") && i + 1 < bytes.count && isDigit(bytes[i + 1]) && (i == 0 || bytes[i - 1] <= 0x20) {
                tokens.append(number(bytes, &i))
            } else if isLetter(c) || c == UInt8(ascii: "'") {
                while i < bytes.count, isLetter(bytes[i]) || bytes[i] == UInt8(ascii: "'")
                    || bytes[i] == UInt8(ascii: "-") && i + 1 < bytes.count && isLetter(bytes[i + 1]) {
                    i += 1
                }
                let text = string(bytes, start, i)
                tokens.append(Token(.word(text.lowercased()), text: text, range: SourceRange(start: start, end: i)))
            } else {
                i += 1
                let scalar = Unicode.Scalar(c)
                tokens.append(Token(.symbol(Character(scalar)), text: String(scalar), range: SourceRange(start: start, end: i)))
            }
        }
        return tokens
    }

    /// As the general reading's `number`: digits with an optional date, clock, decimal or fraction shape,
    /// then any glued letters.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> Token {
        let start = i
        func digits() -> Int? {
            let from = i
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
            guard i > from, i - from <= 9 else { return i > from ? Int.max : nil }
            var value = 0
            for index in from..<i { value = value * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
            return value
        }
        func peek(_ offset: Int = 0) -> UInt8? { i + offset < bytes.count ? bytes[i + offset] : nil }
        func digitAt(_ offset: Int) -> Bool { peek(offset).map(isDigit) ?? false }
        let whole = digits() ?? 0
        var kind: Token.Kind
        if peek() == UInt8(ascii: "-"), digitAt(1), i - start == 4 {
            // 2026-01-02
            i += 1
            let month = digits() ?? 0
            if peek() == UInt8(ascii: "-"), digitAt(1) {
                i += 1
                let day = digits() ?? 0
                kind = .date(year: whole, month: month, day: day)
            } else {
                kind = .number(Double(whole), suffix: nil)
                i = start + 4
            }
        } else if peek() == UInt8(ascii: ":"), digitAt(1) {
            i += 1
            let minute = digits() ?? 0
            let suffix = letters(bytes, &i)
            let meridiem = suffix.flatMap(Self.meridiem)
            if let suffix, meridiem == nil {
                kind = .clock(hour: whole, minute: minute, meridiem: nil)
                i -= suffix.utf8.count
            } else {
                kind = .clock(hour: whole, minute: minute, meridiem: meridiem)
            }
        } else if peek() == UInt8(ascii: "."), digitAt(1) {
            i += 1
            let from = i
            while digitAt(0) { i += 1 }
            let value = Double("\(whole).\(string(bytes, from, i))") ?? Double(whole)
            kind = .number(value, suffix: letters(bytes, &i))
        } else if peek() == UInt8(ascii: "/"), digitAt(1) {
            i += 1
            let denominator = digits() ?? 0
            kind = .number(denominator == 0 ? .nan : Double(whole) / Double(denominator), suffix: letters(bytes, &i))
        } else {
            kind = .number(whole == Int.max ? .infinity : Double(whole), suffix: letters(bytes, &i))
        }
        return Token(kind, text: string(bytes, start, i), range: SourceRange(start: start, end: i))
    }

    /// Letters glued to a number ("oz", "pm", "min"), lowercased.
    private static func letters(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> String? {
        let from = i
        while i < bytes.count, isLetter(bytes[i]) { i += 1 }
        return i > from ? string(bytes, from, i).lowercased() : nil
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
}
