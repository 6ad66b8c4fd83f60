import HushDomain

/// Splits one command line into ``Token``s, remembering each token's columns.
///
/// Words are lowercased; numbers keep glued suffixes ("4oz", "1h", "2:15pm"); Unicode fractions (½)
/// and "1/2" become numbers, and so does ".5" after a space (0.5); anything else is a one-character symbol. The lexer never fails: words it
/// cannot classify reach the parser, which reports them with their position.
///
/// ```swift
/// let tokens = Lexer.tokens(in: "ate 4oz, 0.5 left")
/// // word "ate", number 4 suffix "oz", symbol ",", number 0.5, word "left"
/// ```
public enum Lexer {
    static let vulgarFractions: [Character: Double] = [
        "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "⅛": 0.125,
    ]

    public static func tokens(in line: String) -> [Token] {
        asciiTokens(in: line) ?? generalTokens(in: line)
    }

    /// Any line, read `Character` by `Character`: what ``asciiTokens(in:)`` must agree with.
    static func generalTokens(in line: String) -> [Token] {
        let chars = Array(line)
        var tokens: [Token] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if isSpace(c) {
                i += 1
                continue
            }
            let start = i
            if let fraction = vulgarFractions[c] {
                i += 1
                tokens.append(Token(.number(fraction, suffix: nil), text: String(c), range: SourceRange(start: start, end: i)))
            } else if c.isASCII && c.isNumber || c == "." && i + 1 < chars.count && chars[i + 1].isASCII && chars[i + 1].isNumber && (i == 0 || isSpace(chars[i - 1])) {
                let token = number(chars, &i)
                tokens.append(token)
            } else if isLetter(c) || c == "'" || c == "’" {
                while i < chars.count, isLetter(chars[i]) || chars[i] == "'" || chars[i] == "’" || chars[i] == "-" && i + 1 < chars.count && isLetter(chars[i + 1]) {
                    i += 1
                }
                let text = String(chars[start..<i])
                let lower = text.lowercased()
                // Foundation's search and replace are costly on a hot path, and a typed apostrophe is rare
                let normal = lower.unicodeScalars.contains("\u{2019}") ? lower.replacing("’", with: "'") : lower
                tokens.append(Token(.word(normal), text: text, range: SourceRange(start: start, end: i)))
            } else {
                i += 1
                tokens.append(Token(.symbol(c), text: String(c), range: SourceRange(start: start, end: i)))
            }
        }
        return tokens
    }

    /// What separates tokens: white space and control characters.
    private static func isSpace(_ c: Character) -> Bool {
        c.isWhitespace || c.isNewline || (c.asciiValue.map { $0 < 32 || $0 == 127 } ?? false)
    }

    /// Digits with an optional date, clock, decimal or fraction shape, then any glued letters.
    private static func number(_ chars: [Character], _ i: inout Int) -> Token {
        let start = i
        func digits() -> Int? {
            let from = i
            while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1 }
            guard i > from, i - from <= 9 else { return i > from ? Int.max : nil }
            // At most nine ASCII digits: their value, without building a String to parse
            return chars[from..<i].reduce(0) { $0 * 10 + Int($1.asciiValue! - UInt8(ascii: "0")) }
        }
        func peek(_ offset: Int = 0) -> Character? { i + offset < chars.count ? chars[i + offset] : nil }
        func isDigit(_ c: Character?) -> Bool { c.map { $0.isASCII && $0.isNumber } ?? false }
        let whole = digits() ?? 0
        var kind: Token.Kind
        if peek() == "-", isDigit(peek(1)), i - start == 4 {
            // 2026-01-02
            i += 1
            let month = digits() ?? 0
            if peek() == "-", isDigit(peek(1)) {
                i += 1
                let day = digits() ?? 0
                kind = .date(year: whole, month: month, day: day)
            } else {
                kind = .number(Double(whole), suffix: nil)
                i = start + 4
            }
        } else if peek() == ":", isDigit(peek(1)) {
            i += 1
            let minute = digits() ?? 0
            let suffix = letters(chars, &i)
            let meridiem = suffix.flatMap(Self.meridiem)
            if suffix != nil && meridiem == nil {
                kind = .clock(hour: whole, minute: minute, meridiem: nil)
                i -= suffix!.count
            } else {
                kind = .clock(hour: whole, minute: minute, meridiem: meridiem)
            }
        } else if peek() == ".", isDigit(peek(1)) {
            i += 1
            let from = i
            while isDigit(peek()) { i += 1 }
            let value = Double("\(whole).\(String(chars[from..<i]))") ?? Double(whole)
            kind = .number(value, suffix: letters(chars, &i))
        } else if peek() == "/", isDigit(peek(1)) {
            i += 1
            let denominator = digits() ?? 0
            kind = .number(denominator == 0 ? .nan : Double(whole) / Double(denominator), suffix: letters(chars, &i))
        } else {
            kind = .number(whole == Int.max ? .infinity : Double(whole), suffix: letters(chars, &i))
        }
        return Token(kind, text: String(chars[start..<i]), range: SourceRange(start: start, end: i))
    }

    /// Letters glued to a number ("oz", "pm", "min"), lowercased.
    private static func letters(_ chars: [Character], _ i: inout Int) -> String? {
        let from = i
        while i < chars.count, isLetter(chars[i]) { i += 1 }
        return i > from ? String(chars[from..<i]).lowercased() : nil
    }

    /// `Character.isLetter`, answered without the Unicode tables for ASCII (where only A–Z and a–z are letters).
    private static func isLetter(_ c: Character) -> Bool {
        guard let ascii = c.asciiValue else { return c.isLetter }
        return (ascii | 0x20) >= UInt8(ascii: "a") && (ascii | 0x20) <= UInt8(ascii: "z")
    }

    static func meridiem(_ text: String) -> Token.Meridiem? {
        switch text.unicodeScalars.contains(".") ? text.replacing(".", with: "") : text {
        case "am", "a": return .am
        case "pm", "p": return .pm
        default: return nil
        }
    }
}
