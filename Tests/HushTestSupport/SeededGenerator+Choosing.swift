import HushDomain

/// Picking from the domain's repeatable generator (the one `HUSH_TEST_SEED` uses for invite codes), so the
/// seeded tests share one SplitMix64 and a failing seed reproduces everywhere.
extension SeededGenerator {
    package mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }
    package mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    package mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
}
