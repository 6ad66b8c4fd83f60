import HushDomain

extension WordSense {
    /// "switched to the right", "switch to left side": the next side of a feed begun, said as "nursing on
    /// the right" says it; "switched" was a word Hush did not know. Only before "to" and a side.
    static func switchedSide(_ line: Line, _ index: Int, _ w: String) -> Outcome? {
        let verbs: Set<String> = ["switched", "switch", "switching", "swapped", "swap"]
        // The verb's index, and whether a side follows its "to".
        let verb = w == "to" ? index - 1 : index
        guard let said = line.word(verb), verbs.contains(said), line.word(verb + 1) == "to" else { return nil }
        let side = line.word(verb + 2) == "the" ? line.word(verb + 3) : line.word(verb + 2)
        guard ["left", "right"].contains(side ?? "") else { return nil }
        return .readAs(w == "to" ? "on" : "nursing")
    }
}
