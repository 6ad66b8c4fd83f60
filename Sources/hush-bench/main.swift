// hush-bench: builds a store of 1,260 days and one of a week with the real `hush`, then times whole `hush`
// processes on both against a trivial Swift process and the floor. See BenchOptions.usage, or run `make bench`.
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

    // The long history's first week as a store of its own: each command that reads or writes the store is
    // timed on both, so its cost on years of history is read as a ratio to its cost on a week.
    let week = BabyHistory(eventLines: BabyHistory.eventsPerDay * 7)
    try week.text.write(toFile: space.weekScript, atomically: true, encoding: .utf8)
    let weekBuild = try ChildProcess(
        executable: products.hush,
        arguments: ["--store", space.weekStore, "--now", BabyHistory.start, "--tz", BabyHistory.zone, "run", space.weekScript],
        environment: environment
    ).run(standardError: space.errors)
    guard weekBuild.status == 0 else {
        throw BenchFailure("building the week's store failed with status \(weekBuild.status):\n\(space.lastErrors())")
    }

    let keyboard = KeyboardScript(lines: options.scriptLines)
    try keyboard.text.write(toFile: space.keyboardScript, atomically: true, encoding: .utf8)

    // The first command on a copied store may rebuild its cache; it is timed once and reported apart,
    // and the state it leaves is the one every timed run starts from.
    try space.copyPristineStore()
    let (long, first, firstTrends) = try BenchStore.prepare(
        label: "\(history.days) days", path: space.workingStore, lastDay: history.lastDay,
        hush: products.hush, environment: environment, workspace: space)
    let (short, _, _) = try BenchStore.prepare(
        label: "1 week", path: space.weekStore, lastDay: week.lastDay, hush: products.hush, environment: environment, workspace: space)

    let store = long.arguments
    // The import candidate reads an export of the whole history, made once here.
    let exportFile = space.root + "/export.json"
    let importStore = space.root + "/import-store"
    let exported = try ChildProcess(
        executable: products.hush, arguments: store + ["export", "json", "to", exportFile], environment: environment
    ).run(standardError: space.errors)
    guard exported.status == 0 else { throw BenchFailure("export json failed with status \(exported.status):\n\(space.lastErrors())") }
    let floor = products.floor.map {
        Candidate(name: "hush-floor (static, prints the time in a zone)", executable: $0, arguments: [BabyHistory.zone], target: .floor)
    }
    // A write, the dashboard and a question, on both histories: the pairs are held within 5% of each other,
    // and the long history's rows to 1.3 times the floor.
    let paired = ["wet diaper", "status", "when did he last poop"]
    let candidates = [
        Candidate(name: "hush-trivial (baseline)", executable: products.trivial, arguments: [], target: .baseline),
    ] + (floor.map { [$0] } ?? [])
        + (products.essentialsFloor.map {
            [Candidate(name: "hush-floor-essentials (FoundationEssentials only)", executable: $0, arguments: [BabyHistory.zone], target: .essentialsFloor)]
        } ?? [])
        // Each command's two rows side by side, so every pass runs them one after the other.
        + paired.flatMap { [Candidate.hush($0, on: long, executable: products.hush, target: .nearFloor),
                            Candidate.hush($0, on: short, executable: products.hush, target: .historyReference)] }
        + [
        // Thirty days of rows read five or six week files, however long the history.
        Candidate.hush("trends 30d", on: long, executable: products.hush, target: .oneShot),
        Candidate.hush("how much did he eat this week", on: long, executable: products.hush, target: .oneShot),
        Candidate(name: "hush run (\(keyboard.lineCount) lines)", executable: products.hush,
                  arguments: store + ["run", space.keyboardScript], store: long, target: .script),
        Candidate(name: "hush export json (whole history)", executable: products.hush,
                  arguments: store + ["export", "json", "to", exportFile], store: long, target: .script),
        Candidate(name: "hush import json (into an empty store)", executable: products.hush,
                  arguments: ["--store", importStore] + store.dropFirst(2) + ["import", "json", exportFile], target: .script,
                  freshStore: importStore),
    ]

    note("Timing \(options.warmups) warm-up and \(options.runs) measured passes of \(candidates.count) candidates (each pass shuffled, each one-shot after an untimed run of itself, each history pair three times side by side, the scripts last) ",
         terminator: "")
    // The processes of a few milliseconds in passes of their own, apart from the scripts, the export and
    // the import: a run of a third of a second, and putting back the megabytes it wrote, left the next
    // command colder caches and a busier disk, and whichever history that command ran on paid for it.
    products.evictFromPageCache()
    let quick = candidates.indices.filter { candidates[$0].target != .script }
    let scripts = candidates.indices.filter { candidates[$0].target == .script }
    var timings = Array(repeating: Timings(), count: candidates.count)
    for group in [quick, scripts] {
        let measured = try InterleavedPasses(
            candidates: group.map { candidates[$0] }, warmups: options.warmups, runs: options.runs,
            environment: environment, workspace: space
        ).measure { done, _ in note(".", terminator: done == options.warmups ? "|" : "") }
        for (index, timing) in zip(group, measured) { timings[index] = timing }
        note(group == quick ? " " : "")
    }

    print("hush-bench: \(history.eventLines)-command history (\(history.records) events), "
        + "\(options.runs) runs after \(options.warmups) warm-ups, "
        + "\(ProcessInfo.processInfo.activeProcessorCount) cores")
    let passed = Report(candidates: candidates, timings: timings, scriptRate: scriptRate).print()
    print(String(format: "note: the first command on a copied store took %.0f ms", first.seconds * 1000)
        + " (not a target; the timed runs reuse the cache it left)")
    print(String(format: "note: the first trends 30d on it took %.0f ms by the clock, %.1f ms of processor time",
                 firstTrends.seconds * 1000, firstTrends.cpuSeconds * 1000) + " (it writes the week summaries later ones read)")
    if options.keep {
        print("Kept \(space.root) (store/ as built, working-store/ as timed, working-store-twin/ for the untimed runs, history.hush, keyboard.hush)")
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
