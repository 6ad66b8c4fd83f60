import HushDomain

/// Throwing milk away from the stash: `discard stash 2` (the number `stash` shows), `threw away stash 2`,
/// `discard the expired milk` (every portion past its use-by). Nil when the line is not about the stash,
/// so "discard the bottle" stays a bottle thrown away.
///
/// ```swift
/// try StashCommandParser.parse(Lexer.tokens(in: "discard stash 2"))   // .discardStash(.number(2, …))
/// ```
public enum StashCommandParser {
    static let discardWords: [String] = ["discard", "discarded", "threw", "throw", "toss", "tossed", "dumped", "dump", "binned"]

    public static func parse(_ tokens: [Token]) throws -> Command? {
        let words = tokens.compactMap(\.word)
        guard let first = words.first, discardWords.contains(first) else { return nil }
        let aboutStash = words.contains("stash") || (words.contains("expired") && (words.contains("milk") || words.contains("portions")))
        guard aboutStash else { return nil }
        var cursor = TokenCursor(tokens, index: 1)
        _ = cursor.take(["away", "out"])
        _ = cursor.take(["the", "all"])
        _ = cursor.take(["the"])
        let pick: StashPick
        if cursor.take(["expired"]) != nil {
            _ = cursor.take(["milk", "stash", "portions"])
            _ = cursor.take(["milk"])
            pick = .expired
        } else {
            guard cursor.take(["stash"]) != nil, let token = cursor.current, case (let number, nil)? = token.wholeNumber, number >= 1 else {
                throw ParseError.missing("which portion", example: "discard stash 2' (the number 'stash' shows) or 'discard the expired milk",
                                         cursor.current?.range ?? tokens[0].range)
            }
            cursor.advance()
            pick = .number(number, token.range)
        }
        if let extra = cursor.current { throw ParseError.unexpected(extra.text, expected: "nothing more", extra.range) }
        return .discardStash(pick)
    }
}
