import HushDomain

/// Reads a number written as digits or as words: "4", "0.5", "1/2", "½", "four", "twenty two",
/// "a hundred and twenty", "two and a half", "half", "a quarter", "one fifty" (150, as people say volumes).
///
/// ```swift
/// var cursor = TokenCursor(Lexer.tokens(in: "two and a half ounces"))
/// NumberPhrase.parse(&cursor)   // 2.5, cursor now at "ounces"
/// ```
public enum NumberPhrase {
    static let units: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
        "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ]
    static let tens: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]

    /// Every word this parser reads, for typo suggestions.
    public static let vocabulary: Set<String> =
        Set(units.keys).union(tens.keys).union(["hundred", "half", "quarter", "quarters", "couple", "point"])

    /// A number with no glued suffix (suffixed digits like "4oz" are read by their own parsers).
    /// `volume` allows the spoken shorthand "one fifty" for 150, which only makes sense for amounts.
    public static func parse(_ cursor: inout TokenCursor, volume: Bool = false) -> Double? {
        // Asked at nearly every word of an event line, by three readers: one look settles most words.
        guard mayStart(cursor.current) else { return nil }
        return read(&cursor, volume: volume)
    }

    /// ``parse(_:volume:)`` without its first look.
    static func read(_ cursor: inout TokenCursor, volume: Bool) -> Double? {
        cursor.attempt { c in
            guard var value = whole(&c, volume: volume) else {
                // "a couple of ounces": two, where an amount is expected (elsewhere "a couple" is too vague)
                if volume, c.takeSequence(["a", "couple", "of"]) || c.takeSequence(["couple", "of"]) { return 2 }
                // "half", "a half", "a quarter"
                _ = c.take(["a"])
                if c.take(["half"]) != nil { return 0.5 }
                if c.take(["quarter"]) != nil { return 0.25 }
                return nil
            }
            // "two and a half", "2 and a quarter", "2 1/2", "2 ½"
            let saved = c.index
            if c.take(["and"]) != nil, c.take(["a"]) != nil {
                if c.take(["half"]) != nil { return value + 0.5 }
                if c.take(["quarter"]) != nil { return value + 0.25 }
            }
            c.index = saved
            // "three quarters", "one quarter"
            if value >= 1, value <= 3, c.take(["quarters", "quarter"]) != nil { return value / 4 }
            // "two point five": digits said one by one after "point"
            if c.take(["point"]) != nil {
                var digits = ""
                while let word = c.peekWord(), let digit = units[word], digit < 10 {
                    digits += String(digit)
                    c.advance()
                }
                guard !digits.isEmpty, let fraction = Double("0." + digits) else { c.index = saved; return value }
                return value + fraction
            }
            if case .number(let fraction, nil)? = c.current?.kind, fraction > 0, fraction < 1, c.current?.text.unicodeScalars.contains(".") == false {
                c.advance()
                value += fraction
            }
            return value
        }
    }

    /// Every word a number can begin with here; "twenty-two" arrives as one word and is let through.
    static let openingWords: Set<String> =
        Set(units.keys).union(tens.keys).union(["a", "hundred", "couple", "half", "quarter"])

    /// Their first letters and lengths, written out (``FirstLetterLengths``): most words of a line are
    /// turned away without building ``openingWords`` (40,000 instructions of `wet diaper`).
    static let openingLengths = FirstLetterLengths(bits: [
        2, 0, 64, 0, 352, 432, 0, 144, 0, 0, 0, 0, 0, 336, 8, 0, 128, 0, 680, 360, 0, 0, 0, 0, 0, 16, 0,
    ])

    /// Whether a number (``parse(_:volume:)``) can begin at `token`: digits without a unit, or a word it
    /// reads first. False means `parse` would read nothing there.
    static func mayStart(_ token: Token?) -> Bool {
        switch token?.kind {
        case .number(_, nil)?: return true
        case .word(let word)?: return word.utf8.contains(UInt8(ascii: "-")) || (openingLengths.mayStart(word) && openingWords.contains(word))
        default: return false
        }
    }

    /// Digits, or number words up to the hundreds.
    static func whole(_ cursor: inout TokenCursor, volume: Bool) -> Double? {
        if case .number(let value, nil)? = cursor.current?.kind {
            cursor.advance()
            return value
        }
        return cursor.attempt { c in
            var total = 0
            var matched = false
            if c.peekWord() == "a", c.peekWord(1) == "hundred" {
                c.advance()
            }
            if c.take(["hundred"]) != nil {
                total = 100
                matched = true
                // "a hundred and twenty"
                let saved = c.index
                _ = c.take(["and"])
                if let rest = belowHundred(&c) { total += rest } else { c.index = saved }
            } else if let small = belowHundred(&c) {
                matched = true
                if c.take(["hundred"]) != nil {
                    total = small * 100
                    let saved = c.index
                    _ = c.take(["and"])
                    if let rest = belowHundred(&c) { total += rest } else { c.index = saved }
                } else {
                    total = small
                    // "one fifty" = 150, "one twenty" = 120: a volume said the way people say it.
                    if volume, (1...9).contains(small), let next = c.peekWord(), let ten = tens[next], c.peekWord(1).map({ units[$0] == nil || units[$0]! >= 10 }) ?? true {
                        c.advance()
                        total = small * 100 + ten
                    } else if volume, (1...9).contains(small), let next = c.peekWord(), let teen = units[next], teen >= 10 {
                        // "one fifteen" = 115, as "one twenty" is 120.
                        c.advance()
                        total = small * 100 + teen
                    }
                }
            }
            return matched ? Double(total) : nil
        }
    }

    private static func belowHundred(_ cursor: inout TokenCursor) -> Int? {
        guard let word = cursor.peekWord() else { return nil }
        if let unit = units[word] {
            cursor.advance()
            return unit
        }
        // "twenty-two" arrives as one word
        let parts = word.utf8.contains(UInt8(ascii: "-")) ? word.split(separator: "-").map(String.init) : [word]
        if parts.count == 2, let ten = tens[parts[0]], let unit = units[parts[1]], unit < 10 {
            cursor.advance()
            return ten + unit
        }
        guard let ten = tens[word] else { return nil }
        cursor.advance()
        if let next = cursor.peekWord(), let unit = units[next], unit > 0, unit < 10 {
            cursor.advance()
            return ten + unit
        }
        return ten
    }
}
