/// How fast `hush run` reads a long script: the generated history's lines over the median time taken,
/// by the clock and by the processor time the run used. On an idle machine the two are close; on a
/// machine shared with other builds the clock also counts the time spent waiting for a core, so the
/// target is judged on processor time and the clock's figure is shown beside it.
///
/// ```swift
/// ScriptRate(lines: 68_041, seconds: 1.5, cpuSeconds: 1.4).linesPerSecond   // 48,600
/// ```
struct ScriptRate {
    /// The target: the history script at this many lines a second or more.
    static let target = 45_000.0

    let lines: Int
    let seconds: Double
    let cpuSeconds: Double

    var linesPerSecond: Double { Double(lines) / cpuSeconds }
    var linesPerWallSecond: Double { Double(lines) / seconds }
    var passed: Bool { linesPerSecond >= Self.target }
}
