/// One of the vocabularies ``Vocabulary/allWords`` joins: what it holds, and how to ask it about one
/// word without building anything else.
///
/// A one-shot line builds each vocabulary it touches once, at its first use. Joining them all into one
/// set built every one of them (the foods' words split from their table, the calendar's, the kinds'
/// references) and hashed each word again: 5% of a one-shot `wet diaper`'s processor time, to learn
/// that "wet" and "diaper" are known. ``Vocabulary/knows(_:)`` asks the sources in turn instead, the ones
/// an event line reads anyway first, and stops at the first that knows the word.
///
/// ```swift
/// let fillers = VocabularySource(Vocabulary.fillers)
/// fillers.contains("the")     // true
/// fillers.words()             // the fillers, in no particular order
/// ```
struct VocabularySource: Sendable {
    let contains: @Sendable (String) -> Bool
    let words: @Sendable () -> [String]

    /// A set read when first asked: `set` is a static property, built at its own first use.
    init(_ set: @autoclosure @escaping @Sendable () -> Set<String>) {
        contains = { set().contains($0) }
        words = { Array(set()) }
    }

    /// A table's keys.
    init<Value>(keysOf table: @autoclosure @escaping @Sendable () -> [String: Value]) {
        contains = { table()[$0] != nil }
        words = { Array(table().keys) }
    }

    /// A short list, compared word by word.
    init(_ list: @autoclosure @escaping @Sendable () -> [String]) {
        contains = { list().contains($0) }
        words = list
    }
}

extension Vocabulary {
    /// Every vocabulary ``allWords`` holds, the ones an event line reads anyway first, the foods' words
    /// (split from their table when first asked) last.
    static let sources: [VocabularySource] = [
        VocabularySource(keysOf: concepts),
        VocabularySource(fillers),
        VocabularySource(feedingWords),
        VocabularySource(negations),
        VocabularySource(futureWords),
        VocabularySource(keysOf: volumeUnits),
        VocabularySource(commandWords),
        VocabularySource(["born", "json"]),
        VocabularySource(["earlier", "later", "was", "ended", "started"]),
        // A pumping session's same amount from each side ("2oz per side"): never a typo of "pee".
        VocabularySource(["per", "each"]),
        // Falling asleep said with a particle ("dozed off", "conked out"): "off" is never a typo of "of".
        VocabularySource(Array(WordSense.asleepPairs.keys) + Array(WordSense.asleepPairs.values)),
        // Understood, but kept out of first-word completion, where "stats" would make "sta" ambiguous.
        VocabularySource(["stats", "how", "quick"]),
        VocabularySource(NumberPhrase.vocabulary),
        VocabularySource(DurationPhrase.vocabulary),
        VocabularySource(ClockPhrase.vocabulary),
        VocabularySource(TimePhrase.vocabulary),
        // Each kind's words after "last" ("last pump"), which a new kind may not name as concepts.
        VocabularySource(referenceWords),
        VocabularySource(BreastReader.startMarkers),
        // Solids: foods, reactions, measures and the words around them.
        VocabularySource(SolidsReader.mealWords),
        VocabularySource(["tried", "tasted", "after", "first", "time", "mixed"]),
        VocabularySource(SolidsMeasure.words),
        VocabularySource(ReactionWords.words),
        VocabularySource(FoodWords.generic),
        VocabularySource(FoodWords.words),
    ]

    /// The kinds' words after "last", as a set to ask.
    static let referenceWords: Set<String> = Set(KindWords.all.flatMap(\.references).flatMap(\.1))

    /// Whether `word` is in ``allWords``, building only the vocabularies asked before one knows it.
    public static func knows(_ word: String) -> Bool {
        sources.contains { $0.contains(word) }
    }
}
