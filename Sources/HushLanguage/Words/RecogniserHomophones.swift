import HushDomain

/// Words a speech recogniser may write for the one that was said, because they sound the same: "ate for
/// ounces" (four), "nursed on the write side" (right). An amount's homophone before its unit is refused
/// where it stands, never read as the number ("ate ate ounces", a stutter, was read as 8 oz); a side's is
/// read as the side only in a line about a breast feed, where "write" can mean nothing else. No other
/// real word is ever read as a different one. ("wee" is a word for pee in its own right.)
///
/// ```swift
/// RecogniserHomophones.amounts["for"]   // 4: "ate for oz" is refused as maybe a number
/// RecogniserHomophones.sides["write"]   // .right, as in "nursed write side"
/// ```
public enum RecogniserHomophones {
    /// Number words' homophones, read as the number only when a volume unit follows.
    public static let amounts: [String: Double] = ["for": 4, "fore": 4, "to": 2, "too": 2, "ate": 8]

    /// Side words' homophones, read as the side only in a line about a breast feed.
    public static let sides: [String: BreastSide] = ["write": .right, "rite": .right, "wright": .right]
}
