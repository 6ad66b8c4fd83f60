/// The benchmark's command line. Parsed by hand: hush-bench has no dependencies, so it builds and runs
/// even while the rest of the package is mid-change.
struct BenchOptions {
    var runs = 30
    var warmups = 3
    // Sleeps and bottles take several commands each: 34,000 commands leave about 20,000 events, two years of a baby's days.
    var events = 34_000
    /// Fixed, because the one-second target is stated for this length.
    let scriptLines = 10_000
    /// Times the history script is run, each into a fresh store: its median is the lines-a-second figure.
    var historyRuns = 3
    var keep = false
    var help = false

    static let usage = """
        usage: hush-bench [--runs N] [--warmups N] [--events N] [--history-runs N] [--keep]

        Builds a store of a baby's history with the real hush binary (timed: lines a second), and one of
        its first week, then times whole processes (hush-trivial as the baseline, hush-floor as the floor,
        one-shot commands on both stores, a 10,000-line script), interleaved.

          --runs N      measured runs of each candidate (default 30)
          --warmups N   untimed runs of each candidate first (default 3)
          --events N    event commands in the generated history (default 34000: about 20,000 events)
          --history-runs N  times the history script is run, into fresh stores (default 3)
          --keep        keep the temporary folder (store, scripts) and print its path
          --help        show this help

        Exits 1 when a target is missed or a run fails, 2 for a bad command line.
        """

    init(arguments: [String]) throws {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            switch flag {
            case "--runs": runs = try Self.count(after: flag, from: &rest, minimum: 1)
            case "--warmups": warmups = try Self.count(after: flag, from: &rest, minimum: 0)
            case "--events": events = try Self.count(after: flag, from: &rest, minimum: 1)
            case "--history-runs": historyRuns = try Self.count(after: flag, from: &rest, minimum: 1)
            case "--keep": keep = true
            case "--help", "-h": help = true
            default: throw BenchFailure("unknown option \(flag)")
            }
        }
    }

    private static func count(after flag: String, from rest: inout ArraySlice<String>, minimum: Int) throws -> Int {
        guard let text = rest.popFirst(), let value = Int(text), value >= minimum else {
            throw BenchFailure("\(flag) needs a whole number of at least \(minimum)")
        }
        return value
    }
}
