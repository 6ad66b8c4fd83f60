import HushDomain

/// A position in a token list that small parsers advance and, on failure, put back.
///
/// ```swift
/// var cursor = TokenCursor(Lexer.tokens(in: "10 min ago"))
/// if let duration = DurationPhrase.parse(&cursor) { … }
/// ```
public struct TokenCursor: Sendable {
    public let tokens: [Token]
    public var index: Int

    public init(_ tokens: [Token], index: Int = 0) {
        self.tokens = tokens
        self.index = index
    }

    public var isAtEnd: Bool { index >= tokens.count }
    public var current: Token? { index < tokens.count ? tokens[index] : nil }

    public func peek(_ offset: Int = 0) -> Token? {
        let at = index + offset
        return at >= 0 && at < tokens.count ? tokens[at] : nil
    }

    public func peekWord(_ offset: Int = 0) -> String? { peek(offset)?.word }

    /// Consumes the current token if it is one of `words`.
    @discardableResult
    public mutating func take(_ words: Set<String>) -> Token? {
        guard let token = current, let word = token.word, words.contains(word) else { return nil }
        index += 1
        return token
    }

    /// Consumes the current token if it is one of `words`. A literal list (`c.take(["to", "until"])`) lands
    /// here rather than in the `Set` overload: comparing a few words costs less than building a set each call.
    @discardableResult
    public mutating func take(_ words: [String]) -> Token? {
        guard let token = current, let word = token.word, words.contains(word) else { return nil }
        index += 1
        return token
    }

    /// Consumes `words` in sequence, or nothing.
    public mutating func takeSequence(_ words: [String]) -> Bool {
        for (offset, word) in words.enumerated() where peekWord(offset) != word { return false }
        index += words.count
        return true
    }

    public mutating func advance() { index += 1 }

    /// Runs a parser; if it fails, the cursor is restored.
    public mutating func attempt<T>(_ parse: (inout TokenCursor) throws -> T?) rethrows -> T? {
        let saved = index
        if let value = try parse(&self) { return value }
        index = saved
        return nil
    }

    /// The source range from the token at `from` up to the current position.
    public func range(from: Int) -> SourceRange {
        guard from < tokens.count else { return tokens.last.map { SourceRange(start: $0.range.end, end: $0.range.end + 1) } ?? SourceRange(start: 0, end: 1) }
        let last = tokens[max(min(index, tokens.count) - 1, from)]
        return tokens[from].range.union(last.range)
    }
}
