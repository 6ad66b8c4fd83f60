import HushDomain

/// An amount pumped from one side, in a pumping line: "2oz left", "2.5 oz from the right", "left 2oz",
/// "right side 2.5oz". Only read in a line about pumping, where "2oz left" names a side; elsewhere it
/// is what is left in a bottle.
///
/// ```swift
/// var cursor = TokenCursor(Lexer.tokens(in: "2oz left and 2.5oz right"))
/// SideAmountsPhrase.parse(&cursor)   // side: .left, amount: 2 oz
/// var each = TokenCursor(Lexer.tokens(in: "2oz from each side"))
/// SideAmountsPhrase.parseEach(&each)   // 2 oz left, 2 oz right
/// ```
public enum SideAmountsPhrase {
    public struct Reading: Hashable, Sendable {
        public var side: BreastSide
        public var amount: VolumeSpec
    }

    public static func parse(_ cursor: inout TokenCursor) -> Reading? {
        cursor.attempt { c in
            let start = c.index
            if let side = side(&c) {
                guard let (value, unit) = amount(&c) else { return nil }
                return Reading(side: side, amount: VolumeSpec(value: value, unit: unit, range: c.range(from: start)))
            }
            guard let (value, unit) = amount(&c) else { return nil }
            _ = c.take(["from", "on"])
            _ = c.take(["the"])
            guard let side = side(&c) else { return nil }
            return Reading(side: side, amount: VolumeSpec(value: value, unit: unit, range: c.range(from: start)))
        }
    }

    /// "2oz from each side", "2 oz per side", "60ml a breast": the same amount from both sides.
    public static func parseEach(_ cursor: inout TokenCursor) -> [Reading]? {
        cursor.attempt { c in
            let start = c.index
            guard let (value, unit) = amount(&c), takeEachSide(&c) else { return nil }
            let amount = VolumeSpec(value: value, unit: unit, range: c.range(from: start))
            return [Reading(side: .left, amount: amount), Reading(side: .right, amount: amount)]
        }
    }

    /// "from each side", "on each side", "per side", "a breast": what one side had, the other had too.
    /// Read after an amount here and after a length by ``SideLengthsPhrase/parseEach(_:)``.
    static func takeEachSide(_ c: inout TokenCursor) -> Bool {
        _ = c.take(["from", "on"])
        return c.take(["each", "per", "a"]) != nil && c.take(["side", "breast"]) != nil
    }

    private static func side(_ c: inout TokenCursor) -> BreastSide? {
        guard let word = c.peekWord(), case .side(let side)? = Vocabulary.concepts[word] else { return nil }
        c.advance()
        _ = c.take(["side", "breast"])
        return side
    }

    /// "2oz", "2 oz", "two ounces", "2" (the line's other amounts give the unit).
    private static func amount(_ c: inout TokenCursor) -> (Double, Volume.Unit?)? {
        if case .number(let number, let suffix?)? = c.current?.kind {
            guard let unit = Vocabulary.volumeUnits[suffix] else { return nil }
            c.advance()
            return (number, unit)
        }
        guard let number = NumberPhrase.parse(&c, volume: true) else { return nil }
        if let word = c.peekWord(), let unit = Vocabulary.volumeUnits[word] {
            c.advance()
            return (number, unit)
        }
        // "left 10 min" is a length, not an amount.
        if let word = c.peekWord(), DurationPhrase.unitSeconds[word] != nil { return nil }
        return (number, nil)
    }
}
