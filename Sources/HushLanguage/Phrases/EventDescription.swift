import HushDomain

/// Words that describe an event rather than report one: "it was dirty", "the diaper was wet", "it's
/// both", "he only drank 3 oz". Said on its own, such a line is how a caregiver tells a diaper being
/// changed or a bottle just drunk, and it logs. Said minutes after one of its kind was logged, it is as
/// often that one told again or corrected; the dispatcher asks which (``ParsedLine/described``), since
/// only the store knows what came just before.
///
/// ```swift
/// EventDescription.words(in: Lexer.tokens(in: "it was dirty"))        // the range of "it was"
/// EventDescription.words(in: Lexer.tokens(in: "he only drank 3 oz"))  // the range of "only"
/// EventDescription.words(in: Lexer.tokens(in: "dirty diaper"))        // nil
/// ```
public enum EventDescription {
    /// The nouns of events a line may describe: "the diaper was wet", "nappy's dirty".
    static let nouns: Set<String> = WordSense.timedNouns.union(["nappy", "diapers", "nappies"])
    /// What "the" may be before a noun described: "her diaper was wet", "that diaper was dirty".
    static let owners: Set<String> = ["the", "her", "his", "their", "that", "this"]
    static let verbs: Set<String> = ["was", "were", "is"]
    /// The verbs "only" tells an amount of as less than expected: "only drank 3 oz", "drank only 3 oz".
    static let consumed: Set<String> = ["drank", "drink", "drunk", "ate", "eaten", "had", "took", "taken", "finished", "fed"]

    /// Where the line describes rather than reports, or nil when it reports.
    public static func words(in tokens: [Token]) -> SourceRange? {
        guard let start = tokens.firstIndex(where: { !$0.isSymbol && !WordSense.leading.contains($0.word ?? "") }) else { return nil }
        func word(_ index: Int) -> String { index < tokens.count ? tokens[index].word ?? "" : "" }
        func range(_ from: Int, _ to: Int) -> SourceRange { tokens[from].range.union(tokens[to].range) }
        // "it was dirty", "it's wet", "it is both".
        if word(start) == "it's" { return range(start, start) }
        if word(start) == "it", verbs.contains(word(start + 1)) { return range(start, start + 1) }
        // "the diaper was wet", "her nappy's dirty", "diaper was wet".
        let noun = owners.contains(word(start)) || word(start).hasSuffix("'s") && !nouns.contains(String(word(start).dropLast(2))) ? start + 1 : start
        if nouns.contains(word(noun)), verbs.contains(word(noun + 1)) { return range(start, noun + 1) }
        if word(noun).hasSuffix("'s"), nouns.contains(String(word(noun).dropLast(2))) { return range(start, noun) }
        // "he only drank 3 oz", "she drank only 3 oz".
        if let only = tokens.indices.first(where: { word($0) == "only" && (consumed.contains(word($0 + 1)) || $0 > 0 && consumed.contains(word($0 - 1))) }) {
            return range(only, only)
        }
        return nil
    }
}
