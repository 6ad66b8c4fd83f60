import HushKit
/// The timed script: what a long stretch at the keyboard looks like, a mix of new events, `status`
/// checks and relative clock moves, run against a copy of the two-year store.
///
/// It starts with the baby awake and no bottle open (the history ends that way) and repeats one
/// three-hour cycle; the cycle keeps sleeps and bottles well-formed, so cutting it at any line leaves a
/// valid script.
///
/// ```swift
/// let script = KeyboardScript(lines: 10_000)
/// ```
struct KeyboardScript {
    /// The script, one command a line.
    let text: String
    let lineCount: Int

    init(lines count: Int, seed: UInt64 = 10_000) {
        var random = SeededGenerator(seed: seed)
        var lines: [String] = []
        lines.reserveCapacity(count)
        while lines.count < count {
            let ounces = Int.random(in: 3...5, using: &random)
            let diaper = ["wet diaper", "wet diaper", "dirty diaper", "pee and poop"].randomElement(using: &random)!
            lines += [
                "clock +5m", diaper, "status",
                "clock +10m", "made a \(ounces)oz bottle",
                "clock +5m", "feeding",
                "clock +20m", "finished, 0.5 left",
                "clock +30m", "fell asleep",
                "clock +45m", "woke up",
                "clock +5m", "wet diaper",
                "clock +40m", "ate \(ounces)oz, 0.5 left",
            ]
        }
        lines.removeLast(lines.count - count)
        text = lines.joined(separator: "\n") + "\n"
        lineCount = count
    }
}
