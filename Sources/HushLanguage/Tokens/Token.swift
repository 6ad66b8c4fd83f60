import HushDomain

/// One lexical unit of a command line, with where it came from.
///
/// The lexer splits numbers from attached units ("4oz" → number 4 with suffix "oz") so the parser sees
/// "4oz" and "4 oz" the same way.
public struct Token: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A word, lowercased (the original spelling is in `text`).
        case word(String)
        /// A number from digits, decimals, fractions ("1/2", "½"), with any letters glued after it ("4oz", "10m", "11pm").
        case number(Double, suffix: String?)
        /// A clock time written with a colon: "2:15", "14:15", "2:15pm".
        case clock(hour: Int, minute: Int, meridiem: Meridiem?)
        /// A calendar date "2026-01-02".
        case date(year: Int, month: Int, day: Int)
        /// Punctuation and symbols: , . ; : ! ? + - & ( ) and the like.
        case symbol(Character)
    }

    public enum Meridiem: String, Hashable, Sendable {
        case am, pm
    }

    public var kind: Kind
    /// The exact text of the token as typed.
    public var text: String
    public var range: SourceRange

    public init(_ kind: Kind, text: String, range: SourceRange) {
        self.kind = kind
        self.text = text
        self.range = range
    }

    /// The lowercased word, if this token is a word.
    public var word: String? {
        if case .word(let word) = kind { return word }
        return nil
    }

    /// A number token as a whole number under a billion, with its suffix: what a task's, an event's or
    /// a conflict's number, a count of days or a range's length can be. Nil for a fraction and for ten
    /// digits or more (the lexer's infinity), which a command taking a file lets through as part of a
    /// path ("restore 99999999999.x"): turning a number into an `Int` this way never traps.
    ///
    /// ```swift
    /// Lexer.tokens("24h")[0].wholeNumber            // (24, "h")
    /// Lexer.tokens("99999999999")[0].wholeNumber    // nil
    /// ```
    public var wholeNumber: (value: Int, suffix: String?)? {
        guard case .number(let value, let suffix) = kind, value >= 0, value < 1_000_000_000, value == value.rounded() else { return nil }
        return (Int(value), suffix)
    }

    public var isSymbol: Bool {
        if case .symbol = kind { return true }
        return false
    }
}
