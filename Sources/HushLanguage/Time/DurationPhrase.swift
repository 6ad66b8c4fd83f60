import HushDomain

/// Reads a length of time: "10 min", "10m", "1h 15m", "an hour", "half an hour", "1.5 hours",
/// "an hour and a half", "1 hour and 15 minutes", "ninety seconds".
///
/// ```swift
/// var cursor = TokenCursor(Lexer.tokens(in: "1h 15m ago"))
/// DurationPhrase.parse(&cursor)   // 4500 seconds; cursor at "ago"
/// ```
public enum DurationPhrase {
    static let unitSeconds: [String: Double] = [
        "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
        "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60, "mn": 60,
        "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
    ]

    public static let vocabulary: Set<String> = Set(unitSeconds.keys.filter { $0.count > 2 })

    /// Total seconds, or nil (cursor untouched) when no duration starts here.
    public static func parse(_ cursor: inout TokenCursor) -> Double? {
        cursor.attempt { c in
            guard var total = part(&c) else { return nil }
            var unit = lastUnit(c)
            while true {
                let saved = c.index
                _ = c.take(["and"])
                // "1h 15m" chains; "45 minutes 10 min" is two durations, not 55 minutes.
                if let more = part(&c), lastUnit(c) < unit {
                    unit = lastUnit(c)
                    total += more
                } else if c.takeSequence(["a", "half"]) {
                    // "an hour and a half": half of the last unit named, which is what people mean
                    total += lastUnit(c) / 2
                    return total
                } else {
                    c.index = saved
                    return total
                }
            }
        }
    }

    /// One "NUMBER UNIT" piece.
    private static func part(_ cursor: inout TokenCursor) -> Double? {
        cursor.attempt { c in
            // "10m", "1h", "1.5hrs": number with the unit glued on
            if case .number(let value, let suffix?)? = c.current?.kind, let unit = unitSeconds[suffix] {
                c.advance()
                return value * unit
            }
            // "a quarter of an hour", "three quarters of an hour", "quarter hour"
            let quarterStart = c.index
            _ = c.take(["a"])
            let quarters: Double? = c.take(["quarter"]) != nil ? 1 : (c.takeSequence(["three", "quarters"]) ? 3 : nil)
            if let quarters {
                _ = c.take(["of"])
                _ = c.take(["an", "a"])
                guard let unit = unitWord(&c) else { return nil }
                return unit * quarters / 4
            }
            c.index = quarterStart
            // "half an hour", "a half hour"
            if c.takeSequence(["half", "an"]) || c.takeSequence(["half", "a"]) || c.takeSequence(["a", "half"]) {
                guard let unit = unitWord(&c) else { return nil }
                return unit / 2
            }
            // "an hour", "a minute"
            if c.take(["a", "an"]) != nil {
                guard let unit = unitWord(&c) else { return nil }
                return unit
            }
            guard let value = NumberPhrase.parse(&c), let unit = unitWord(&c) else { return nil }
            return value * unit
        }
    }

    private static func unitWord(_ cursor: inout TokenCursor) -> Double? {
        guard let word = cursor.peekWord(), let seconds = unitSeconds[word] else { return nil }
        cursor.advance()
        return seconds
    }

    private static func lastUnit(_ cursor: TokenCursor) -> Double {
        var at = cursor.index - 1
        while at >= 0 {
            if let token = cursor.peek(at - cursor.index) {
                if let word = token.word, let seconds = unitSeconds[word] { return seconds }
                if case .number(_, let suffix?) = token.kind, let seconds = unitSeconds[suffix] { return seconds }
            }
            at -= 1
        }
        return 3600
    }
}
