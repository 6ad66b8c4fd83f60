import HushDomain

/// A time zone abbreviation said after a time ("8am PST", "4pm CET", "Thursday 8:00 GMT").
///
/// The common unambiguous ones are read as fixed offsets: the time is taken in that zone, so "8am PST"
/// is 16:00 UTC whatever the household's zone. Abbreviations that name several zones are refused with
/// the readings: BST (British Summer Time, +1, or Bangladesh, +6), IST (India +5:30, Ireland +1,
/// Israel +2), AST (Atlantic −4 or Arabia +3). CST is read as US Central (−6), its common meaning in
/// English; China's zone is written CST rarely enough in English that the US reading stands.
///
/// ```swift
/// ZoneAbbreviation.reading(of: "pst")   // .offset(-28_800)
/// ZoneAbbreviation.reading(of: "bst")   // .ambiguous(["British Summer Time (UTC+1)", "Bangladesh (UTC+6)"])
/// ```
public enum ZoneAbbreviation {
    public enum Reading: Hashable, Sendable {
        /// Seconds east of UTC.
        case offset(Int)
        case ambiguous([String])
    }

    static let hour = 3600

    static let offsets: [String: Int] = [
        "utc": 0, "gmt": 0,
        "est": -5 * hour, "edt": -4 * hour, "cst": -6 * hour, "cdt": -5 * hour,
        "mst": -7 * hour, "mdt": -6 * hour, "pst": -8 * hour, "pdt": -7 * hour,
        "akst": -9 * hour, "akdt": -8 * hour, "hst": -10 * hour,
        "cet": hour, "cest": 2 * hour, "eet": 2 * hour, "eest": 3 * hour,
        "msk": 3 * hour, "jst": 9 * hour, "kst": 9 * hour,
        "aest": 10 * hour, "aedt": 11 * hour, "acst": 9 * hour + 1800, "awst": 8 * hour,
        "nzst": 12 * hour, "nzdt": 13 * hour,
    ]

    static let ambiguous: [String: [String]] = [
        "bst": ["British Summer Time (UTC+1)", "Bangladesh Standard Time (UTC+6)"],
        "ist": ["India (UTC+5:30)", "Irish Standard Time (UTC+1)", "Israel (UTC+2)"],
        "ast": ["Atlantic (UTC−4)", "Arabia (UTC+3)"],
    ]

    /// Western European Time is left out: its abbreviation is the word "wet".
    public static let vocabulary: Set<String> = Set(offsets.keys).union(ambiguous.keys)

    public static func reading(of word: String) -> Reading? {
        if let seconds = offsets[word] { return .offset(seconds) }
        if let readings = ambiguous[word] { return .ambiguous(readings) }
        return nil
    }

    /// Reads a zone after a clock time ("8am PST"); an ambiguous one is refused at its column.
    static func parse(_ cursor: inout TokenCursor) throws -> Int? {
        guard let token = cursor.current, let word = token.word else { return nil }
        switch reading(of: word) {
        case .offset(let seconds)?:
            cursor.advance()
            return seconds
        case .ambiguous(let readings)?:
            throw ParseError.ambiguous(token.text, alternatives: readings, token.range)
        case nil:
            return nil
        }
    }
}
