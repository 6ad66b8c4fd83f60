import Foundation

/// A store the timed commands run against: built from a generated history with the real `hush`, then put
/// back to the state it was in before each run that names it.
///
/// The bench keeps two: the long history (the long-script target's, 1,260 days) and its first week, so a
/// command's cost on years of history can be read as a ratio to its cost on a week, in the same passes.
///
/// ```swift
/// let week = try BenchStore.prepare(label: "1 week", path: space.root + "/week-store", history: week, ...)
/// try week.snapshot.restore(into: week.path)
/// ```
struct BenchStore {
    /// How the rows name it: "1 week", "1,260 days".
    let label: String
    let path: String
    let snapshot: StoreSnapshot
    /// `--store`, `--now` (the morning after the history ends, so every timed command lands after the
    /// stored events) and `--tz`.
    let arguments: [String]
    /// The copy for untimed runs (`path` + "-twin"), prepared the same way, and its snapshot.
    let twinPath: String
    let twinSnapshot: StoreSnapshot

    /// Both copies as they were prepared.
    func restoreBoth() throws {
        try twinSnapshot.restore(into: twinPath)
        try snapshot.restore(into: path)
    }

    /// `arguments` naming the twin instead: the same command, on the other copy.
    func onTwin(_ arguments: [String]) -> [String] {
        arguments.map { $0 == path ? twinPath : $0 }
    }

    /// Copies the store at `path` to its twin, then runs `status` and then `trends 30d` once on each, as a
    /// store in use has had them (the first rebuilds a copied store's cache and makes the forecast; the
    /// second writes the week summaries later `trends` read), and keeps their files as they are then.
    /// Returns the two runs on `path` for the report.
    static func prepare(
        label: String, path: String, lastDay: CivilDay, hush: String, environment: [String], workspace: Workspace
    ) throws -> (store: BenchStore, first: ChildProcess.Outcome, firstTrends: ChildProcess.Outcome) {
        let twinPath = path + "-twin"
        if FileManager.default.fileExists(atPath: twinPath) { try FileManager.default.removeItem(atPath: twinPath) }
        try FileManager.default.copyItem(atPath: path, toPath: twinPath)
        let now = lastDay.instant(hour: 9, minute: 0, in: TimeZone(identifier: BabyHistory.zone)!)
        var outcomes: [ChildProcess.Outcome] = []
        for folder in [twinPath, path] {
            outcomes = []
            for words in ["status", "trends 30d"] {
                let outcome = try ChildProcess(executable: hush, arguments: options(folder, now: now) + [words], environment: environment)
                    .run(standardError: workspace.errors)
                guard outcome.status == 0 else {
                    throw BenchFailure("\(words) on the \(label) store failed with status \(outcome.status):\n\(workspace.lastErrors())")
                }
                outcomes.append(outcome)
            }
        }
        let store = BenchStore(
            label: label, path: path, snapshot: try StoreSnapshot(of: path),
            arguments: options(path, now: now),
            twinPath: twinPath, twinSnapshot: try StoreSnapshot(of: twinPath))
        return (store, outcomes[0], outcomes[1])
    }

    /// `--store`, `--now` and `--tz` for the store in `folder`.
    private static func options(_ folder: String, now: String) -> [String] {
        ["--store", folder, "--now", now, "--tz", BabyHistory.zone]
    }
}
