import Foundation

/// Times every candidate once per pass, pass after pass, so a slow patch of the machine (another
/// build, a thermal dip) lands on all candidates alike instead of on whichever happened to run then.
///
/// Each pass also starts one candidate later than the one before, so no candidate always runs right
/// after the same neighbour and inherits its cache state.
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
        for pass in 0..<passes {
            for offset in candidates.indices {
                let index = (pass + offset) % candidates.count
                let candidate = candidates[index]
                if let store = candidate.store {
                    try store.snapshot.restore(into: store.path)
                }
                if let fresh = candidate.freshStore, FileManager.default.fileExists(atPath: fresh) {
                    try FileManager.default.removeItem(atPath: fresh)
                    // The previous run left 20 MB to write back and a thousand files to free: let the disk
                    // settle first, so this run is timed on its own work, as a person's one import would be.
                    sync()
                }
                let child = ChildProcess(
                    executable: candidate.executable, arguments: candidate.arguments, environment: environment)
                let outcome = try child.run(standardError: workspace.errors)
                guard outcome.status == 0 else {
                    throw BenchFailure("""
                        \(candidate.name) failed with status \(outcome.status):
                          \(([candidate.executable] + candidate.arguments).joined(separator: " "))
                        \(workspace.lastErrors())
                        """)
                }
                if pass >= warmups {
                    timings[index].add(outcome.seconds, cpu: outcome.cpuSeconds)
                }
            }
            progress(pass + 1, passes)
        }
        return timings
    }
}
