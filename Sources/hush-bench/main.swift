// hush-bench: builds a two-year store with the real `hush`, then times whole `hush` processes against
// a trivial Swift process. See BenchOptions.usage, or run `make bench`.
import Foundation

/// Writes to standard error, which keeps standard output to the results alone.
func note(_ text: String, terminator: String = "\n") {
    FileHandle.standardError.write(Data((text + terminator).utf8))
}

let options: BenchOptions
do {
    options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    note("hush-bench: \(error)\n\n\(BenchOptions.usage)")
    exit(2)
}
if options.help {
    print(BenchOptions.usage)
    exit(0)
}

// A developer's own HUSH_* settings (a default store, say) must not redirect the children.
let environment = ProcessInfo.processInfo.environment
    .filter { !$0.key.hasPrefix("HUSH_") }
    .map { "\($0.key)=\($0.value)" }

var workspace: Workspace?
do {
    let products = try Products.beside(Products.ownExecutable())
    let space = try Workspace()
    workspace = space

    let history = BabyHistory(eventLines: options.events)
    try history.text.write(toFile: space.historyScript, atomically: true, encoding: .utf8)
    note("Building the store: \(history.eventLines) event commands over \(history.days) days "
        + "(\(history.records) events, \(history.lineCount) lines) with \(products.hush), "
        + "\(options.historyRuns) time(s) ...")
    // The history script is the long-script target: run into a fresh store each time, the first kept.
    var builds = Timings()
    var buildsCPU = Timings()
    for run in 0..<options.historyRuns {
        let target = run == 0 ? space.pristineStore : space.root + "/history-rerun"
        if run > 0, FileManager.default.fileExists(atPath: target) { try FileManager.default.removeItem(atPath: target) }
        let build = try ChildProcess(
            executable: products.hush,
            arguments: ["--store", target, "--now", BabyHistory.start, "--tz", BabyHistory.zone,
                        "run", space.historyScript],
            environment: environment
        ).run(standardError: space.errors)
        guard build.status == 0 else {
            throw BenchFailure("""
                building the store failed with status \(build.status) (script kept at \(space.historyScript)):
                \(space.lastErrors())
                """)
        }
        builds.add(build.seconds)
        buildsCPU.add(build.cpuSeconds)
    }
    if options.historyRuns > 1 { try FileManager.default.removeItem(atPath: space.root + "/history-rerun") }
    let scriptRate = ScriptRate(lines: history.lineCount, seconds: builds.median, cpuSeconds: buildsCPU.median)
    note(String(format: "Store built in %.2f s (median), %d KB.", builds.median, space.bytes(under: space.pristineStore) / 1024))

    let session = SessionScript(lines: options.scriptLines)
    try session.text.write(toFile: space.sessionScript, atomically: true, encoding: .utf8)
    // The morning after the history ends, so every timed command lands after the stored events.
    let clock = ["--now", history.lastDay.instant(hour: 9, minute: 0, in: TimeZone(identifier: BabyHistory.zone)!),
                 "--tz", BabyHistory.zone]

    // The first command on a copied store may rebuild its cache; it is timed once and reported apart,
    // and the state it leaves is the one every timed run starts from.
    try space.copyPristineStore()
    let first = try ChildProcess(
        executable: products.hush, arguments: ["--store", space.workingStore] + clock + ["status"],
        environment: environment
    ).run(standardError: space.errors)
    guard first.status == 0 else {
        throw BenchFailure("status on the copied store failed with status \(first.status):\n\(space.lastErrors())")
    }
    // The first `trends` writes the cache's week summaries it reads afterwards, as a store in use has them.
    let firstTrends = try ChildProcess(
        executable: products.hush, arguments: ["--store", space.workingStore] + clock + ["trends 30d"],
        environment: environment
    ).run(standardError: space.errors)
    guard firstTrends.status == 0 else {
        throw BenchFailure("trends on the copied store failed with status \(firstTrends.status):\n\(space.lastErrors())")
    }
    let snapshot = try StoreSnapshot(of: space.workingStore)

    let store = ["--store", space.workingStore] + clock
    // The import candidate reads an export of the whole history, made once here.
    let exportFile = space.root + "/export.json"
    let importStore = space.root + "/import-store"
    let exported = try ChildProcess(
        executable: products.hush, arguments: store + ["export", "json", "to", exportFile], environment: environment
    ).run(standardError: space.errors)
    guard exported.status == 0 else { throw BenchFailure("export json failed with status \(exported.status):\n\(space.lastErrors())") }
    let floor = products.floor.map {
        Candidate(name: "hush-floor (static, formats a date)", executable: $0, arguments: [], usesStore: false, target: .floor)
    }
    let candidates = [
        Candidate(name: "hush-trivial (baseline)", executable: products.trivial, arguments: [],
                  usesStore: false, target: .baseline),
    ] + (floor.map { [$0] } ?? []) + [
        Candidate(name: "hush \"wet diaper\"", executable: products.hush, arguments: store + ["wet diaper"],
                  usesStore: true, target: .oneShot),
        Candidate(name: "hush status", executable: products.hush, arguments: store + ["status"],
                  usesStore: true, target: .oneShot),
        // Thirty days of rows read five or six week files, however long the history.
        Candidate(name: "hush trends 30d", executable: products.hush, arguments: store + ["trends 30d"],
                  usesStore: true, target: .oneShot),
        Candidate(name: "hush \"how much did he eat this week\"", executable: products.hush,
                  arguments: store + ["how much did he eat this week"], usesStore: true, target: .oneShot),
        Candidate(name: "hush \"when did he last poop\"", executable: products.hush,
                  arguments: store + ["when did he last poop"], usesStore: true, target: .oneShot),
        Candidate(name: "hush run (\(session.lineCount) lines)", executable: products.hush,
                  arguments: store + ["run", space.sessionScript], usesStore: true, target: .script),
        Candidate(name: "hush export json (whole history)", executable: products.hush,
                  arguments: store + ["export", "json", "to", exportFile], usesStore: true, target: .script),
        Candidate(name: "hush import json (into an empty store)", executable: products.hush,
                  arguments: ["--store", importStore] + clock + ["import", "json", exportFile], usesStore: false, target: .script,
                  freshStore: importStore),
    ]

    note("Timing \(options.warmups) warm-up and \(options.runs) measured rounds of \(candidates.count) candidates ",
         terminator: "")
    let timings = try InterleavedRounds(
        candidates: candidates, warmups: options.warmups, runs: options.runs,
        environment: environment, workspace: space, store: (space.workingStore, snapshot)
    ).measure { done, _ in note(".", terminator: done == options.warmups ? "|" : "") }
    note("")

    print("hush-bench: \(history.eventLines)-command history (\(history.records) events), "
        + "\(options.runs) runs after \(options.warmups) warm-ups, "
        + "\(ProcessInfo.processInfo.activeProcessorCount) cores")
    let passed = Report(candidates: candidates, timings: timings, scriptRate: scriptRate).print()
    print(String(format: "note: the first command on a copied store took %.0f ms", first.seconds * 1000)
        + " (not a target; the timed runs reuse the cache it left)")
    print(String(format: "note: the first trends 30d on it took %.0f ms by the clock, %.1f ms of processor time",
                 firstTrends.seconds * 1000, firstTrends.cpuSeconds * 1000) + " (it writes the week summaries later ones read)")
    if options.keep {
        print("Kept \(space.root) (store/ as built, working-store/ as timed, history.hush, session.hush)")
    } else {
        space.remove()
    }
    exit(passed ? 0 : 1)
} catch {
    note("\nhush-bench: \(error)")
    if let workspace {
        note("Kept \(workspace.root) for a look.")
    }
    exit(1)
}
