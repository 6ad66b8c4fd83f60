/// A seeded pseudo-random generator (SplitMix64), so every run of the benchmark builds the same store
/// and times the same scripts: results from two machines or two commits are then comparable.
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// let jitter = Int.random(in: -8...8, using: &random)
/// ```
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
