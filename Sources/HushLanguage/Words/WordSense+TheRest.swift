import HushDomain

extension WordSense {
    /// "drank the rest", "finished the rest of it": all that was left of the bottle in hand, which is the
    /// bottle finished with nothing left, read as "drank it all" is. Only after "the" and a word of drinking or finishing,
    /// or "had" and "took" said of the bottle ("had the rest of the bottle", "took the rest of it"); "had a
    /// rest" is no bottle, and "rest" stays a word Hush doesn't track.
    static func theRest(_ line: Line, _ index: Int, _ w: String) throws -> Outcome? {
        // "had the rest of the bottle": the rest is of the bottle in hand, so it was finished; "had the
        // bottle" alone may be another, and is refused.
        if Vocabulary.drunkWords.contains(w), line.word(index + 1) == "the", line.word(index + 2) == "rest",
           try theRest(line, index + 2, "rest") != nil {
            return .readAs("finished")
        }
        guard w == "rest", line.word(index - 1) == "the", let verb = line.word(index - 2),
              Vocabulary.concepts[verb] == .ate || Vocabulary.concepts[verb] == .finish
                || Vocabulary.drunkWords.contains(verb) && (line.hasBottle || line.word(index + 1) == "of" && line.word(index + 2) == "it")
        else { return nil }
        return .readAs("all")
    }
}
