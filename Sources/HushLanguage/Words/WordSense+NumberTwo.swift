import HushDomain

extension WordSense {
    /// "number two", "did a number 1": what a diaper held, in the words parents use; "number" was a word
    /// Hush did not know. Read as "poop" and "pee", only where "number" stands before one or two and no
    /// amount of a bottle is in the line ("number 2 bottle" is no diaper).
    ///
    /// ```swift
    /// // "he did a number two" → "he did a poop"
    /// ```
    static func numberedDiapers(_ tokens: [Token]) -> [Token] {
        guard tokens.contains(where: { $0.word == "number" }), !tokens.contains(where: { bottleWords.contains($0.word ?? "") }) else { return tokens }
        var kept: [Token] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.word == "number", index + 1 < tokens.count, let meant = Self.numbered(tokens[index + 1]) {
                let next = tokens[index + 1]
                kept.append(Token(.word(meant), text: "\(token.text) \(next.text)", range: token.range.union(next.range)))
                index += 2
                continue
            }
            kept.append(token)
            index += 1
        }
        return kept
    }

    private static func numbered(_ token: Token) -> String? {
        if case .number(let value, nil) = token.kind { return value == 1 ? "pee" : value == 2 ? "poop" : nil }
        return ["one": "pee", "two": "poop"][token.word ?? ""]
    }
}
