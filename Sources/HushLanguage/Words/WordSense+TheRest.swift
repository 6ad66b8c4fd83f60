import HushDomain

extension WordSense {
    /// "drank the rest", "finished the rest of it": all that was left of the bottle in hand, which is the
    /// bottle finished with nothing left, read as "drank it all" is. Only after "the" and a word of drinking or finishing;
    /// "had a rest" is no bottle, and "rest" stays a word Hush doesn't track.
    static func theRest(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        guard w == "rest", line.word(index - 1) == "the", let verb = line.word(index - 2),
              Vocabulary.concepts[verb] == .ate || Vocabulary.concepts[verb] == .finish else { return nil }
        return .readAs("all")
    }
}
