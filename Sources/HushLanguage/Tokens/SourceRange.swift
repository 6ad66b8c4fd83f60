import HushDomain

/// Where a piece of a command came from: character columns in one line (0-based, end exclusive).
/// Errors use it to put a caret under the offending word, as swift-argument-parser's `InputOrigin` does.
///
/// ```swift
/// let range = SourceRange(start: 4, end: 10)
/// range.caretLine   // "    ^~~~~~"
/// ```
public struct SourceRange: Hashable, Sendable {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(end, start)
    }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    /// Spaces up to the start, then `^` and `~` under the rest of the range.
    public var caretLine: String {
        String(repeating: " ", count: start) + "^" + String(repeating: "~", count: max(end - start - 1, 0))
    }

    /// 1-based column for `FILE:LINE:COL` messages.
    public var column: Int { start + 1 }
}
