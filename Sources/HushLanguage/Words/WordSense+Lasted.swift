import HushDomain

extension WordSense {
    /// "the nap lasted 45 minutes", "her feed lasted 20 min": how long an event named was, as "the nap was
    /// 45 minutes" says it. "lasted" was a word Hush did not know ("did you mean 'wasted'?"), and typed
    /// back as suggested the line was a bottle thrown away.
    ///
    /// ```swift
    /// // "the nap lasted 45 minutes" → "the nap was 45 minutes"
    /// ```
    static func lasted(_ line: Line, _ index: Int, _ w: String) -> Outcome? {
        guard ["lasted", "lasts"].contains(w), let noun = line.word(index - 1), timedNouns.contains(noun) else { return nil }
        return .readAs(w == "lasts" ? "is" : "was")
    }
}
