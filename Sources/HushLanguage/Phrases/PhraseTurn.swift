import HushDomain

/// When in the reading of a token a reader is asked (``PhraseReader/turns``).
///
/// ```swift
/// static var turns: [PhraseTurn] { [.beforeTimes, .word] }   // a bottle's "none left" and "breast milk"
/// ```
enum PhraseTurn: Hashable, Sendable {
    /// Before the line's times, lengths and amounts: words those would read otherwise ("2 tbsp", "left
    /// for ten and right for five", "none left").
    case beforeTimes
    /// After the baby's name, before the vocabulary's concepts: words that read more than one token or
    /// look around them ("breast milk", "both sides", "starting right").
    case word
    /// A word nobody knows, before it is refused ("solids: kohlrabi").
    case unknownWord
}
