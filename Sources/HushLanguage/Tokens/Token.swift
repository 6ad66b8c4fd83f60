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

    public var isSymbol: Bool {
        if case .symbol = kind { return true }
        return false
    }
}
