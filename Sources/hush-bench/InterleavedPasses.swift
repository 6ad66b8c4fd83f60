import Foundation
import HushDomain

/// Times every candidate once per pass, pass after pass, so a slow patch of the machine (another
/// build, a thermal dip) lands on all candidates alike instead of on whichever happened to run then.
///
/// Each pass runs the single commands and yardsticks in an order of its own, shuffled from a fixed seed,
/// and each right after an untimed run of itself, so no candidate's time depends on which program ran
/// just before it. A command on a store makes its untimed run on the store's twin, both put back to their
/// snapshots first, so nothing else runs between the two either (``BenchStore``). (Passes that only
/// started one candidate later kept every neighbour: each history pair's week row always ran right after
/// its long row, with `hush` and the command's paths warm, and most `hush` rows after another `hush` row,
/// where the floor always ran after another program.) A command's two rows on the two histories are
/// shuffled as one, and run one right after the other, in an order drawn anew each pass: their ratio
/// is read pass by pass, and rows a dozen processes apart met different moments of the disk, which
/// moved a write's ratio by 5–8% from one run of the bench to the next; each pair runs three times a
/// pass. The
/// scripts, export and import run last in each pass, once each, and the disk is flushed after them, so
/// none leaves its writes to the next pass.
struct InterleavedPasses {
    let candidates: [Candidate]
    let warmups: Int
    let runs: Int
    let environment: [String]
    let workspace: Workspace

    /// The measured times, in the order of `candidates`. Warm-up passes are run and discarded.
    /// Any failing run stops the benchmark: timing an error path would measure the wrong thing.
    func measure(progress: (Int, Int) -> Void) throws -> [Timings] {
        var timings = Array(repeating: Timings(), count: candidates.count)
        let passes = warmups + runs
        var random = SeededGenerator(seed: 2_026_12_01)
        let heavy = candidates.indices.filter { candidates[$0].target == .script }
        let light = candidates.indices.filter { candidates[$0].target != .script }
        // A pair's ratio strays 5–15% from one pass to the next (each process of 2 ms meets its own moment
        // of the disk and the host), so each pass runs every pair three times: three times the ratios for
        // the median, at the cost of a few seconds.
        let units = Self.units(of: light, in: candidates).flatMap { $0.count == 2 ? [$0, $0, $0] : [$0] }
        for pass in 0..<passes {
            defer { sync() }
            let order = units.shuffled(using: &random).flatMap { unit in
                unit.count == 2 && Bool.random(using: &random) ? unit.reversed() : unit
            }
            for index in order + heavy {
                let candidate = candidates[index]
                let outcome: ChildProcess.Outcome
                if candidate.target == .script {
                    outcome = try run(candidate)
                } else {
                    // Untimed on the twin, then timed at once: nothing but the run itself between the two.
                    try candidate.store?.restoreBoth()
                    _ = try run(candidate, arguments: candidate.store?.onTwin(candidate.arguments), restoring: false)
                    outcome = try run(candidate, restoring: false)
                }
                if pass >= warmups {
                    timings[index].add(outcome.seconds, cpu: outcome.cpuSeconds, faults: outcome.faults)
                }
            }
            progress(pass + 1, passes)
        }
        return timings
    }

    /// `indices` grouped into what is shuffled as one: a command's rows on both histories together (in
    /// the order given), every other candidate alone.
    static func units(of indices: [Int], in candidates: [Candidate]) -> [[Int]] {
        func pairKey(_ index: Int) -> String? {
            let candidate = candidates[index]
            return [.nearFloor, .historyReference].contains(candidate.target) ? candidate.command : nil
        }
        var units: [[Int]] = []
        for index in indices {
            if let key = pairKey(index), let unit = units.firstIndex(where: { $0.count == 1 && pairKey($0[0]) == key }) {
                units[unit].append(index)
            } else {
                units.append([index])
            }
        }
        return units
    }

    /// One run of `candidate`, with `arguments` instead of its own when given, on its store put back as it
    /// was unless `restoring` is false.
    private func run(_ candidate: Candidate, arguments: [String]? = nil, restoring: Bool = true) throws -> ChildProcess.Outcome {
        if restoring, let store = candidate.store {
            try store.snapshot.restore(into: store.path)
        }
        if let fresh = candidate.freshStore, FileManager.default.fileExists(atPath: fresh) {
            try FileManager.default.removeItem(atPath: fresh)
            // The previous run left 20 MB to write back and a thousand files to free: let the disk
            // settle first, so this run is timed on its own work, as a person's one import would be.
            sync()
        }
        let child = ChildProcess(executable: candidate.executable, arguments: arguments ?? candidate.arguments, environment: environment)
        let outcome = try child.run(standardError: workspace.errors)
        guard outcome.status == 0 else {
            throw BenchFailure("""
                \(candidate.name) failed with status \(outcome.status):
                  \(([candidate.executable] + candidate.arguments).joined(separator: " "))
                \(workspace.lastErrors())
                """)
        }
        return outcome
    }
}
