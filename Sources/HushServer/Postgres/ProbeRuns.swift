import Foundation
import HushKit

/// A push's new events, as the ranges of time to search for neighbours: probes of one baby and type whose
/// starts lie close together make one run, so a bulk push of a day's events searches a few ranges and
/// none reads a whole history. ``PushRules`` applies the exact five-minute window to what comes back.
///
/// ```swift
/// let runs = ProbeRuns(needs.probes)
/// runs.babies, runs.types, runs.lows, runs.highs, runs.open   // one element per run, as query arrays
/// ```
struct ProbeRuns: Sendable {
    var babies: [String] = []
    var types: [String] = []
    var lows: [Date] = []
    var highs: [Date] = []
    /// Whether the run holds a sleep in progress, which meets every other open sleep whenever it began.
    var open: [Bool] = []

    init(_ probes: [(baby: String, type: String, start: Date, open: Bool)]) {
        let window = PushRules.similarWindow
        for same in Dictionary(grouping: probes, by: { $0.baby + "\u{0}" + $0.type }).values {
            var last: Date?
            for probe in same.sorted(by: { $0.start < $1.start }) {
                if let previous = last, probe.start.timeIntervalSince(previous) <= 3 * window {
                    highs[highs.count - 1] = probe.start.addingTimeInterval(window)
                    open[open.count - 1] = open[open.count - 1] || probe.open
                } else {
                    babies.append(probe.baby)
                    types.append(probe.type)
                    lows.append(probe.start.addingTimeInterval(-window))
                    highs.append(probe.start.addingTimeInterval(window))
                    open.append(probe.open)
                }
                last = probe.start
            }
        }
    }

    /// Another push's runs after these, as one batch's query sends them (``PushContextQuery``).
    mutating func append(_ other: ProbeRuns) {
        babies += other.babies
        types += other.types
        lows += other.lows
        highs += other.highs
        open += other.open
    }
}
