/// The median, 99th percentile and worst of a set of latencies, by nearest rank (an actual observed
/// value, never an interpolation between two).
///
/// ```swift
/// let summary = LatencySummary(milliseconds: [4, 5, 6, 40])
/// summary.p50   // 5
/// summary.p99   // 40
/// ```
struct LatencySummary: Sendable {
    let p50: Double
    let p99: Double
    let max: Double

    init(milliseconds: [Double]) {
        let sorted = milliseconds.sorted()
        p50 = Self.rank(0.50, of: sorted)
        p99 = Self.rank(0.99, of: sorted)
        max = sorted.last ?? 0
    }

    private static func rank(_ fraction: Double, of sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[Swift.max(0, Swift.min(sorted.count, rank) - 1)]
    }
}
