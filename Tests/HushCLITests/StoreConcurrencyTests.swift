import Foundation
import XCTest

/// Several `hush` processes on one store at once: every change each of them confirms is in the store
/// exactly once, the journal numbers changes 1...K with no gap or repeat, readers never see a broken
/// store, the cache agrees with a rebuild from the journal, and undo and redo still work afterwards.
final class StoreConcurrencyTests: XCTestCase {
    /// Runs `body(writer)` for every writer at the same time, each on its own thread; waits for all.
    private func together<T: Sendable>(_ writers: Int, _ body: @escaping @Sendable (Int) throws -> T) throws -> [T] {
        let results = Results<T>(count: writers)
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            results.set(writer, Result { try body(writer) })
        }
        return try results.values()
    }

    /// Checks what every test here promises once the writers are done; `expected` is the number of events.
    private func checkAfterwards(_ store: StoreProbe, expected: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let events = try store.liveEvents()
        XCTAssertEqual(events.count, expected, "events lost or duplicated", file: file, line: line)
        XCTAssertEqual(Set(events.compactMap { $0["id"] as? String }).count, events.count, "an event id appears twice", file: file, line: line)
        // The baby, an invite and a join for each of the six writers, then one change per event.
        XCTAssertEqual(try store.checkJournal(file: file, line: line), expected + 1 + 2 * Self.writerNames.count,
                       "journal changes (the baby, the writers joining, then one per event)", file: file, line: line)

        // The cache that the processes kept up to date between them must agree with the journal alone.
        let cached = try store.export()
        try FileManager.default.removeItem(atPath: store.path + "/cache")
        XCTAssertEqual(try store.export(), cached, "the cache disagrees with a rebuild from the journal", file: file, line: line)

        XCTAssertTrue(try store.ok("undo", file: file, line: line).hasPrefix("Undid: Logged"), file: file, line: line)
        XCTAssertEqual(try store.liveEvents().count, expected - 1, "undo did not revert exactly one event", file: file, line: line)
        try store.ok("redo", file: file, line: line)
        XCTAssertEqual(try store.liveEvents().count, expected, "redo did not re-apply the event", file: file, line: line)
        try store.checkJournal(file: file, line: line)
    }

    /// Everyone who writes here; each joins the baby as a caregiver first.
    static let writerNames = (0..<6).map { "writer\($0)" }

    /// Who wrote each change, in journal order (from `--as`), after the setup (the baby and the joins).
    private func authors(_ store: StoreProbe) throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: store.journalPath))
        return data.split(separator: 10).dropFirst(2 + 2 * Self.writerNames.count).compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0)) as? [String: Any])?["by"] as? String
        }
    }

    private func diaperLines(_ count: Int, writer: Int) -> [String] {
        (0..<count).map { ($0 + writer).isMultiple(of: 2) ? "wet diaper" : "dirty diaper" }
    }

    /// Scripts group-commit: each holds the lock while it runs and confirms after its fsyncs.
    func testConcurrentScriptsLoseNothing() throws {
        let store = try StoreProbe()
        try store.newBaby()
        try store.addCaregivers(Self.writerNames)
        let writers = 4, lines = 300
        let scripts = try (0..<writers).map { try store.script("writer\($0).hush", diaperLines(lines, writer: $0)) }
        let arguments = store.arguments
        let results = try together(writers) { writer in
            try HushProcess.run(arguments + ["--as", "writer\(writer)", "run", scripts[writer]])
        }
        for (writer, result) in results.enumerated() {
            XCTAssertEqual(result.status, 0, "writer \(writer): \(result.stderr)")
            XCTAssertEqual(confirmations(result.stdout), lines, "writer \(writer) did not confirm every line")
        }
        let counts = Dictionary(grouping: try authors(store), by: { $0 }).mapValues(\.count)
        for writer in 0..<writers { XCTAssertEqual(counts["writer\(writer)"], lines, "changes journaled for writer \(writer)") }
        try checkAfterwards(store, expected: writers * lines)
    }

    /// Piped lines lock the store one line at a time, so writers interleave change by change: each must
    /// pick up the others' changes (replaying the journal's tail) before adding its own.
    func testConcurrentPipesInterleaveWithoutLoss() throws {
        let store = try StoreProbe()
        try store.newBaby()
        try store.addCaregivers(Self.writerNames)
        let writers = 4, lines = 100
        let arguments = store.arguments
        let inputs = (0..<writers).map { diaperLines(lines, writer: $0).joined(separator: "\n") + "\n" }
        let results = try together(writers) { writer in
            try HushProcess.run(arguments + ["--as", "writer\(writer)"], stdin: inputs[writer])
        }
        for (writer, result) in results.enumerated() {
            XCTAssertEqual(result.status, 0, "writer \(writer): \(result.stderr)")
            XCTAssertEqual(confirmations(result.stdout), lines, "writer \(writer) did not confirm every line")
        }
        let order = try authors(store)
        let switches = zip(order, order.dropFirst()).filter { $0 != $1 }.count
        // Four writers need at least three hand-overs; more shows they really ran at the same time.
        XCTAssertGreaterThan(switches, writers, "the writers never interleaved, so this test proved little")
        try checkAfterwards(store, expected: writers * lines)
    }

    /// One-shot commands from several shells at once, while readers keep asking for the status and the
    /// export: no write is lost and no reader ever sees a store that fails to load.
    func testConcurrentOneShotsAndReadersLoseNothing() throws {
        let store = try StoreProbe()
        try store.newBaby()
        try store.addCaregivers(Self.writerNames)
        let writers = 4, commands = 25
        let arguments = store.arguments
        let results = try together(writers + 2) { worker -> [HushProcess.Result] in
            if worker >= writers {
                // Readers: status and export, as often as they can, until the writers are about done.
                return try (0..<commands).map { _ in
                    try HushProcess.run(arguments + (worker == writers ? ["status"] : ["export", "json"]))
                }
            }
            return try (0..<commands).map { number in
                try HushProcess.run(arguments + ["--as", "writer\(worker)", (number + worker).isMultiple(of: 2) ? "wet" : "dirty", "diaper"])
            }
        }
        for (worker, runs) in results.enumerated() {
            for result in runs {
                XCTAssertEqual(result.status, 0, "\(worker >= writers ? "reader" : "writer") \(worker): \(result.stderr)")
            }
            if worker < writers {
                XCTAssertEqual(runs.map { confirmations($0.stdout) }.reduce(0, +), commands, "writer \(worker) confirmations")
            }
        }
        try checkAfterwards(store, expected: writers * commands)
    }

    /// A script holding the lock for its whole run, one-shots and a pipe all at once.
    func testScriptOneShotsAndPipeTogether() throws {
        let store = try StoreProbe()
        try store.newBaby()
        try store.addCaregivers(Self.writerNames)
        let scriptLines = 400, oneShots = 20, pipeLines = 100
        let script = try store.script("long.hush", diaperLines(scriptLines, writer: 0))
        let arguments = store.arguments
        let pipeInput = diaperLines(pipeLines, writer: 1).joined(separator: "\n") + "\n"
        let results = try together(3) { worker -> [HushProcess.Result] in
            switch worker {
            case 0: return [try HushProcess.run(arguments + ["run", script])]
            case 1: return try (0..<oneShots).map { _ in try HushProcess.run(arguments + ["wet", "diaper"]) }
            default: return [try HushProcess.run(arguments, stdin: pipeInput)]
            }
        }
        let confirmed = results.flatMap { $0 }.map { result -> Int in
            XCTAssertEqual(result.status, 0, result.stderr)
            return confirmations(result.stdout)
        }.reduce(0, +)
        XCTAssertEqual(confirmed, scriptLines + oneShots + pipeLines)
        try checkAfterwards(store, expected: scriptLines + oneShots + pipeLines)
    }
}

/// Results gathered from concurrent workers.
private final class Results<T: Sendable>: @unchecked Sendable {
    private var slots: [Result<T, Error>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<T, Error>) { lock.withLock { slots[index] = value } }

    func values() throws -> [T] { try lock.withLock { try slots.map { try XCTUnwrap($0).get() } } }
}
