import HushDomain

/// Both sides of a breast feed with a length each, said in one breath: "left for ten and right for five",
/// "left 10 min, right 5 min". The side leads each length.
///
/// A length without a unit is minutes only here, where nothing else could be meant (a side's length is
/// never an amount or a clock time). The feed is logged on both sides, started on the first, lasting the
/// sum.
///
/// ```swift
/// var cursor = TokenCursor(Lexer.tokens(in: "left for ten and right for five"))
/// SideLengthsPhrase.parse(&cursor)   // first: .left, seconds: 900
/// ```
public enum SideLengthsPhrase {
    public struct Reading: Hashable, Sendable {
        public var first: BreastSide
        public var seconds: Double
        public var firstRange: SourceRange
        public var secondRange: SourceRange
        public var durationRange: SourceRange
    }

    public static func parse(_ cursor: inout TokenCursor) -> Reading? {
        if let lengthFirst = cursor.attempt({ parseLengthFirst(&$0) }) { return lengthFirst }
        return cursor.attempt { c in
            let start = c.index
            guard let (first, firstRange) = side(&c), let firstLength = length(&c) else { return nil }
            if c.current?.text == "," { c.advance() }
            _ = c.take(["and", "then"])
            _ = c.take(["the"])
            // "left 0 min right 10 min" is one side, not both: a side of no length is not read as a side fed.
            guard let (second, secondRange) = side(&c), second != first, let secondLength = length(&c), firstLength > 0, secondLength > 0 else { return nil }
            return Reading(first: first, seconds: firstLength + secondLength, firstRange: firstRange, secondRange: secondRange,
                           durationRange: c.range(from: start))
        }
    }

    /// "10 min each side", "ten minutes on each side", "for 5 min per side": the same length on both
    /// sides; the seconds are both sides' together, the range the whole phrase. Which side came first is
    /// said apart ("starting left"), or asked.
    ///
    /// ```swift
    /// var cursor = TokenCursor(Lexer.tokens(in: "10 min each side"))
    /// SideLengthsPhrase.parseEach(&cursor)   // (seconds: 1200, range: the four words)
    /// ```
    public static func parseEach(_ cursor: inout TokenCursor) -> (seconds: Double, range: SourceRange)? {
        cursor.attempt { c in
            let start = c.index
            _ = c.take(["for"])
            // A unit is needed here: "10 each side" could be ounces.
            guard let seconds = DurationPhrase.parse(&c), c.attempt({ SideAmountsPhrase.takeEachSide(&$0) ? true : nil }) ?? takeEachOfTwo(&c) else { return nil }
            return (seconds * 2, c.range(from: start))
        }
    }

    /// "fed left then right 10 min each", "both sides 10 min apiece": "each" alone, where the line has
    /// already named two sides for it to share out.
    private static func takeEachOfTwo(_ c: inout TokenCursor) -> Bool {
        let said = Set(c.tokens.compactMap { token -> BreastSide? in
            if case .side(let side)? = Vocabulary.concepts[token.word ?? ""] { return side }
            return nil
        })
        let both = c.tokens.indices.contains { c.tokens[$0].word == "both" && $0 + 1 < c.tokens.count && ["sides", "breasts"].contains(c.tokens[$0 + 1].word ?? "") }
        guard said.count == 2 || both else { return false }
        return c.take(["each", "apiece"]) != nil
    }

    /// "ten minutes on the left and five on the right", "10 min left, 5 min right": each length before its
    /// side. The first needs its unit ("4 left" is what was left of a bottle); the second may go without.
    static func parseLengthFirst(_ c: inout TokenCursor) -> Reading? {
        let start = c.index
        _ = c.take(["for"])
        guard let firstLength = DurationPhrase.parse(&c), firstLength > 0 else { return nil }
        _ = c.take(["on"])
        _ = c.take(["the"])
        guard let (first, firstRange) = side(&c) else { return nil }
        if c.current?.text == "," { c.advance() }
        _ = c.take(["and", "then"])
        guard let secondLength = length(&c), secondLength > 0 else { return nil }
        _ = c.take(["on"])
        _ = c.take(["the"])
        guard let (second, secondRange) = side(&c), second != first else { return nil }
        return Reading(first: first, seconds: firstLength + secondLength, firstRange: firstRange, secondRange: secondRange,
                       durationRange: c.range(from: start))
    }

    private static func side(_ c: inout TokenCursor) -> (BreastSide, SourceRange)? {
        guard let token = c.current, let word = token.word, case .side(let side)? = Vocabulary.concepts[word] else { return nil }
        c.advance()
        _ = c.take(["side"])
        return (side, token.range)
    }

    /// "for ten", "10 min", "for 5 minutes": seconds.
    private static func length(_ c: inout TokenCursor) -> Double? {
        c.attempt { c in
            _ = c.take(["for"])
            if let seconds = DurationPhrase.parse(&c) { return seconds }
            guard let minutes = NumberPhrase.parse(&c), minutes > 0, minutes <= 120 else { return nil }
            // "left for 4 oz" is no length
            if let next = c.peekWord(), Vocabulary.volumeUnits[next] != nil { return nil }
            return minutes * 60
        }
    }
}
