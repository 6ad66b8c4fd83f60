import HushDomain

extension WordSense {
    /// "she is pooped", "he was so pooped": after "is" or "was", "pooped" is as often tired as a diaper,
    /// and a tired baby logged as a poop is a wrong log. "she pooped" and "she's pooped" stay a poop.
    static func tired(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        guard w == "pooped", index > 0, var before = line.word(index - 1) else { return nil }
        var from = index - 1
        if ["so", "too", "very", "really", "totally", "completely"].contains(before), index > 1, let verb = line.word(index - 2) {
            before = verb
            from = index - 2
        }
        guard ["is", "was", "are", "were", "looks", "seems", "feels"].contains(before) else { return nil }
        let (text, range) = line.said(from, index)
        throw ParseError.conflicting("'\(text)' can mean tired; for a diaper say 'she pooped' or 'dirty diaper'", range)
    }
}
