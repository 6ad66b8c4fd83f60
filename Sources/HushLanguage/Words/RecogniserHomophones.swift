import HushDomain

/// Words a speech recogniser writes for the one that was said, because they sound the same: "ate for
/// ounces" (four), "nursed on the write side" (right). They are read as the sounded word only where the
/// grammar expects that kind of word, an amount just before its unit or a side in a breast feed, and
/// nowhere else: "for" stays "for", and no other real word is ever read as a different one. ("wee" is a
/// word for pee in its own right, in the vocabulary.)
///
/// ```swift
/// RecogniserHomophones.amounts["for"]   // 4, as in "ate for oz"
/// RecogniserHomophones.sides["write"]   // .right, as in "nursed write side"
/// ```
public enum RecogniserHomophones {
    /// Number words' homophones, read as the number only when a volume unit follows.
    public static let amounts: [String: Double] = ["for": 4, "fore": 4, "to": 2, "too": 2, "ate": 8]

    /// Side words' homophones, read as the side only in a line about a breast feed.
    public static let sides: [String: BreastSide] = ["write": .right, "rite": .right, "wright": .right]
}
