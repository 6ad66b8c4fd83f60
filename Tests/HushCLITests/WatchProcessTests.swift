import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// `hush watch` as a real process on a simulated clock (`--now` + `--speed`), with a real `/bin/sh` child
/// as the `--exec` hook. Proves: a notification is handed to the hook exactly once, with the documented
/// `HUSH_*` variables, even across a restart and with two watchers on one store; a change made by another
/// process while it runs is planned (the sooner first-sip expiry) and a finished bottle is not reminded
/// about; SIGTERM and SIGINT stop it with status 0; `--once` and `--json` print what they promise; bad
/// options exit 2 with a message on stderr.
///
/// All times are on Sat 2026-01-10 in New York (UTC-5), so 2:15 AM local is 07:15Z.
final class WatchProcessTests: XCTestCase {
    // MARK: Exactly once

    /// The 3:00 AM batch (bottle made 1:15 expires 3:15, reminded 3:00; fed at midnight, feeding due 3:00)
    /// reaches the hook once as one notification, and a second watch over the same night delivers nothing.
    func testHookRunsExactlyOncePerNotificationAcrossRestarts() throws {
        let store = try WatchStore()
        try store.ok("00:00", "set notifications feeding due on")
        try store.ok("00:00", "set quiet hours off")
        try store.ok("00:00", "ate 4oz")
        try store.ok("01:15", "made a 4oz bottle")
        let hook = store.hook("HUSH_KIND", "HUSH_TITLE", "HUSH_AT", "HUSH_BABY")
        let watch = store.arguments(at: "00:30") + ["watch", "--speed", "3600", "--until", WatchStore.local("04:00"), "--exec", hook]

        let first = try finish(WatchChild(watch))
        XCTAssertEqual(first.status, 0, "watch failed: \(first.stderr)")
        XCTAssertEqual(first.stderr, "")
        // The title is worded when it is delivered ("expires in 15 minutes" if on time), so only its shape is checked.
        let lines = store.hookLines()
        XCTAssertEqual(lines.count, 1, "the hook must run once, for the 3:00 AM batch; it wrote \(lines); stdout was:\n\(first.stdout)")
        let fields = (lines.first ?? "").components(separatedBy: "|")
        XCTAssertEqual(fields.count, 4, "\(lines)")
        if fields.count == 4 {
            XCTAssertEqual(fields[0], "bottle_expiry,feeding_due", "HUSH_KIND")
            XCTAssertTrue(fields[1].hasPrefix("Bottle expires in ") && fields[1].hasSuffix(" (+1 more)"), "HUSH_TITLE: \(fields[1])")
            XCTAssertEqual(fields[2], "2026-01-10T08:00:00Z", "HUSH_AT")
            XCTAssertEqual(fields[3], "Eddie", "HUSH_BABY")
        }
        XCTAssertTrue(first.stdout.hasPrefix("[3:00 AM] 2 reminders at once:"), first.stdout)
        XCTAssertEqual(first.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("[") }.count, 1, first.stdout)

        // A restart over the same window: the delivery was recorded in the store, so nothing is delivered again.
        let again = try finish(WatchChild(watch))
        XCTAssertEqual(again.status, 0, "watch failed: \(again.stderr)")
        XCTAssertEqual(again.stdout, "", "a delivered notification was printed again")
        XCTAssertEqual(store.hookLines().count, 1, "the hook ran again after a restart: \(store.hookLines())")
    }

    /// Two watchers for the same person on the same store, over the same window, with one bottle already
    /// overdue when they start (both claim at once) and two more reminders later: each reaches a hook once.
    func testTwoWatchersDeliverEachNotificationOnceBetweenThem() throws {
        let store = try WatchStore()
        try store.ok("00:00", "set notifications feeding due on")
        try store.ok("00:00", "set quiet hours off")
        try store.ok("00:00", "ate 4oz")              // feeding due 3:00
        try store.ok("00:50", "made a 4oz bottle")    // expires 2:50, reminded 2:35 (overdue at 2:50)
        try store.ok("01:30", "made a 3oz bottle")    // expires 3:30, reminded 3:15
        let watchers = try ["A", "B"].map { tag in
            try WatchChild(store.arguments(at: "02:50") + ["watch", "--speed", "3600", "--until", WatchStore.local("03:30"),
                                                           "--exec", store.hook("HUSH_KIND", "HUSH_AT", tag: tag)])
        }
        let results = try watchers.map { try finish($0) }
        for (tag, result) in zip(["A", "B"], results) {
            XCTAssertEqual(result.status, 0, "watcher \(tag) failed: \(result.stderr)")
        }
        let lines = store.hookLines()
        let delivered = lines.map { $0.split(separator: "|", maxSplits: 1).dropFirst().joined() }.sorted()   // without the tag
        XCTAssertEqual(delivered, ["bottle_expiry|2026-01-10T07:35:00Z", "bottle_expiry|2026-01-10T08:15:00Z", "feeding_due|2026-01-10T08:00:00Z"],
                       "each notification must reach a hook exactly once in total; the hooks wrote \(lines)")
        let printed = results.flatMap { $0.stdout.components(separatedBy: "\n") }.filter { $0.hasPrefix("[") }
        XCTAssertEqual(printed.count, 3, "each notification must be printed by one watcher: \(printed)")
    }

    // MARK: Other processes and cancellation

    /// Feeding starts (in another process) while watch runs: the bottle now expires at 2:30 (first sip + 1 h),
    /// so the reminder rings at 2:15, once, and not again at 2:45 for the old expiry.
    func testWatchPicksUpAChangeMadeByAnotherProcess() throws {
        let store = try WatchStore()
        try store.ok("01:00", "made a 4oz bottle")    // expires 3:00, reminded 2:45 unless feeding starts
        let watch = try WatchChild(store.arguments(at: "01:00") + ["watch", "--speed", "1800", "--until", WatchStore.local("03:30"),
                                                                    "--exec", store.hook("HUSH_KIND", "HUSH_AT")])
        // Not synchronisation: lets the watcher plan the 2:45 reminder first. 2:15 is about 2.5 real seconds away.
        usleep(400_000)
        let started = try store.run("01:30", "started feeding")
        let landedAfter = watch.realSecondsRunning
        XCTAssertEqual(started.status, 0, "started feeding failed: \(started.stderr)")
        let result = try finish(watch)
        XCTAssertEqual(result.status, 0, "watch failed: \(result.stderr)")
        XCTAssertEqual(store.hookLines(), ["bottle_expiry|2026-01-10T07:15:00Z"],
                       "expected one reminder at 2:15 AM (the feed landed \(landedAfter) real s after watch started); stdout:\n\(result.stdout)")
        XCTAssertTrue(result.stdout.hasPrefix("[2:15 AM] Bottle expire"), result.stdout)
        XCTAssertTrue(result.stdout.contains("at 2:30 AM"), "the text must give the first-sip expiry: \(result.stdout)")
    }

    /// A bottle made, fed and finished before watch starts has nothing left to remind about.
    func testFinishedBottleIsNotReminded() throws {
        let store = try WatchStore()
        try store.ok("01:00", "made a 4oz bottle")
        try store.ok("01:30", "started feeding")
        // Before it is finished the bottle is planned (so the empty result below means something).
        XCTAssertTrue(try store.ok("01:45", "reminders").contains("2:15 AM"), "the open bottle should be planned for 2:15 AM")
        try store.ok("01:50", "finished the bottle")

        let hook = store.hook("HUSH_KIND", "HUSH_AT")
        let once = try store.run("02:15", "watch", "--once", "--exec", hook)
        XCTAssertEqual(once.status, 0, once.stderr)
        XCTAssertEqual(once.stdout, "")
        let run = try finish(WatchChild(store.arguments(at: "02:00") + ["watch", "--speed", "3600", "--until", WatchStore.local("03:30"),
                                                                          "--exec", hook]))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "", "a finished bottle was reminded about")
        XCTAssertEqual(store.hookLines(), [], "the hook ran for a finished bottle")
    }

    // MARK: Signals

    func testSIGTERMStopsWatchWithStatusZero() throws {
        try checkSignalStopsWatch(SIGTERM) { $0.terminate() }
    }

    func testSIGINTStopsWatchWithStatusZero() throws {
        try checkSignalStopsWatch(SIGINT) { $0.interrupt() }
    }

    /// A watch on the real clock, with nothing to deliver, is stopped by `signal` as soon as it listens for it.
    private func checkSignalStopsWatch(_ signal: Int32, send: (Process) -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        let store = try WatchStore()
        let watch = try WatchChild(["--store", store.path, "--tz", "America/New_York", "--as", "Gavin", "watch"])
        // A signal before watch installs its handlers would kill it by default; wait until it catches both.
        XCTAssertTrue(watch.waitUntilCatching([SIGINT, SIGTERM], timeout: 30), "watch never started listening for signals", file: file, line: line)
        usleep(500_000)
        XCTAssertTrue(watch.isRunning, "watch ended by itself: \(watch.output())", file: file, line: line)
        send(watch.process)
        guard watch.waitForExit(timeout: 30) else {
            XCTFail("watch was still running 30 s after signal \(signal)", file: file, line: line)
            return
        }
        let result = watch.output()
        XCTAssertEqual(watch.process.terminationReason, .exit, "killed by the signal instead of stopping cleanly", file: file, line: line)
        XCTAssertEqual(result.status, 0, "stderr: \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderr, "", file: file, line: line)
    }

    // MARK: --once, --json and bad usage

    func testOnceWithNothingDuePrintsNothing() throws {
        let store = try WatchStore()
        try store.ok("01:00", "made a 4oz bottle")    // reminded at 2:45, not yet
        let result = try store.run("02:00", "watch", "--once", "--exec", store.hook("HUSH_KIND"))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(store.hookLines(), [], "the hook ran with nothing due")
    }

    func testBadUsageExitsTwoWithAMessage() throws {
        let store = try WatchStore()
        let cases: [(arguments: [String], message: String)] = [
            (["--store", store.path, "--as", "Gavin", "watch", "--speed", "3600"], "--speed runs a simulated clock: give its start with --now"),
            (store.arguments(at: "01:00") + ["watch", "--bogus"], "unknown option '--bogus' for watch"),
            (store.arguments(at: "01:00") + ["watch", "--speed", "fast"], "--speed 'fast' is not a positive number"),
            (store.arguments(at: "01:00") + ["watch", "--until", "dawn"], "--until 'dawn' is not an ISO 8601 time"),
            (store.arguments(at: "01:00") + ["watch", "--exec"], "--exec needs a value"),
        ]
        for (arguments, message) in cases {
            let result = try HushProcess.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments.drop { $0 != "watch" })")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments.drop { $0 != "watch" }): stderr was \(result.stderr)")
            XCTAssertEqual(result.stdout, "", "\(arguments.drop { $0 != "watch" })")
        }
    }

    /// `--json --once` at 2:45 AM (inside quiet hours, which bottle expiry rings through): one JSON line, the
    /// hook given the same notification, and a second `--once` finds it already delivered.
    func testWatchHasItsOwnHelp() throws {
        let store = try WatchStore()
        for flag in ["--help", "-h"] {
            let result = try HushProcess.run(store.arguments(at: "01:00") + ["watch", flag])
            XCTAssertEqual(result.status, 0, flag)
            XCTAssertTrue(result.stdout.contains("--exec CMD") && result.stdout.contains("--speed N"), "\(flag): \(result.stdout)")
        }
        // A person named "watch" is not the subcommand: the general help answers.
        let general = try HushProcess.run(["--store", store.path, "--as", "watch", "--help"])
        XCTAssertEqual(general.status, 0, general.stderr)
        XCTAssertTrue(general.stdout.contains("USAGE: hush"), general.stdout)
        XCTAssertFalse(general.stdout.contains("--speed N"), general.stdout)
    }

    /// In a terminal `watch` keeps a dashboard on screen, redrawn on its interval (`HUSH_WATCH_SECONDS`,
    /// 30 s by default), with what was delivered since it started.
    func testATerminalGetsARedrawnDashboard() throws {
        let store = try WatchStore()
        try store.ok("01:00", "made a 4oz bottle")
        let arguments = store.arguments(at: "02:40") + ["--color", "never", "watch", "--speed", "120", "--until", WatchStore.local("02:50")]
        let terminal = try PseudoTerminal(executable: HushProcess.binary, arguments: arguments,
                                          environment: HushProcess.environment(for: arguments, extra: ["TERM": "xterm", "HUSH_WATCH_SECONDS": "1"]))
        let first = try terminal.expect("Watching for Gavin", timeout: 30)
        XCTAssertTrue(first.contains("Eddie") && first.contains("Bottle"), "the dashboard shows the baby: \(first)")
        // 2:45 comes 2.5 real seconds in; a redraw after it lists the delivery.
        let later = try terminal.expect("Delivered", timeout: 30)
        XCTAssertTrue(later.contains("Bottle expires in"), later)
        XCTAssertEqual(try terminal.waitForExit(timeout: 30), 0)
    }

    func testJSONOncePrintsTheDueNotification() throws {
        let store = try WatchStore()
        try store.ok("01:00", "made a 4oz bottle")
        let hook = store.hook("HUSH_KIND", "HUSH_TITLE", "HUSH_BODY", "HUSH_AT", "HUSH_BABY")
        let result = try HushProcess.run(["--json"] + store.arguments(at: "02:45") + ["watch", "--once", "--exec", hook])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: true)
        XCTAssertEqual(lines.count, 1, "expected one JSON line: \(result.stdout)")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8)) as? [String: Any], result.stdout)
        XCTAssertEqual(object["kind"] as? String, "bottle_expiry")
        XCTAssertEqual(object["title"] as? String, "Bottle expires in 15 minutes")
        XCTAssertEqual(object["body"] as? String, "Eddie's bottle, made at 1:00 AM, expires at 3:00 AM")
        XCTAssertEqual(object["at"] as? String, "2026-01-10T07:45:00Z")
        let reminders = try XCTUnwrap(object["reminders"] as? [[String: Any]])
        XCTAssertEqual(reminders.count, 1)
        XCTAssertEqual(reminders.first?["baby"] as? String, "Eddie")
        XCTAssertEqual(store.hookLines(), ["bottle_expiry|Bottle expires in 15 minutes|Eddie's bottle, made at 1:00 AM, expires at 3:00 AM|2026-01-10T07:45:00Z|Eddie"],
                       "the hook must see the notification the JSON describes")

        let again = try HushProcess.run(["--json"] + store.arguments(at: "02:46") + ["watch", "--once"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stdout, "", "the notification was delivered twice")
    }

    // MARK: Helpers

    /// Waits (up to 30 s, far beyond any window here) for a watch to end by itself; kills it and fails if not.
    private func finish(_ watch: WatchChild, file: StaticString = #filePath, line: UInt = #line) throws -> HushProcess.Result {
        if !watch.waitForExit(timeout: 30) {
            XCTFail("watch did not stop at --until within 30 s; killed it", file: file, line: line)
        }
        return watch.output()
    }
}

/// A temporary store with Eddie in it, for Gavin in New York, and a hook file beside it.
private final class WatchStore {
    let temporary: TemporaryStore
    let path: String
    let hookFile: String

    init(file: StaticString = #filePath, line: UInt = #line) throws {
        temporary = try TemporaryStore()
        path = temporary.path + "/store"
        hookFile = temporary.path + "/hook.txt"
        try ok("00:00", "new baby Eddie born 2025-11-01", file: file, line: line)
    }

    /// `01:15` as an instant on the test night.
    static func local(_ clock: String) -> String { "2026-01-10T\(clock):00-05:00" }

    func arguments(at clock: String) -> [String] {
        ["--store", path, "--tz", "America/New_York", "--as", "Gavin", "--now", Self.local(clock)]
    }

    /// A one-shot command at a local time; several words are split at spaces.
    func run(_ clock: String, _ words: String...) throws -> HushProcess.Result {
        let split = words.count == 1 ? words[0].split(separator: " ").map(String.init) : words
        return try HushProcess.run(arguments(at: clock) + split)
    }

    /// A one-shot that must succeed; returns what it printed.
    @discardableResult
    func ok(_ clock: String, _ command: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try run(clock, command)
        XCTAssertEqual(result.status, 0, "`\(command)` failed: \(result.stderr)", file: file, line: line)
        return result.stdout
    }

    /// A `--exec` command that appends one line to the hook file: the optional tag, then each variable, joined by `|`.
    func hook(_ variables: String..., tag: String? = nil) -> String {
        let fields = (tag.map { ["'\($0)'"] } ?? []) + variables.map { "\"$\($0)\"" }
        let format = Array(repeating: "%s", count: fields.count).joined(separator: "|")
        return "printf '\(format)\\n' \(fields.joined(separator: " ")) >> '\(hookFile)'"
    }

    /// The lines the hooks wrote so far (none when the file was never created).
    func hookLines() -> [String] {
        guard let text = try? String(contentsOfFile: hookFile, encoding: .utf8) else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}

/// `hush` started in the background, with the same clean environment as ``HushProcess``, so a test can
/// act while it runs, signal it, and wait for it with a deadline.
private final class WatchChild {
    let process: Process
    private let collector: PipeCollector
    private let exited = DispatchSemaphore(value: 0)
    private let started = Date()

    init(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = HushProcess.binary
        process.arguments = arguments
        process.environment = HushProcess.environment(for: arguments)
        let output = Pipe(), errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        let exited = self.exited
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        self.process = process
        collector = PipeCollector(output: output, errors: errors)
    }

    deinit {
        if process.isRunning {
            _ = kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    var isRunning: Bool { process.isRunning }
    var realSecondsRunning: String { String(format: "%.2f", Date().timeIntervalSince(started)) }

    /// True once the child has exited; false (after killing it) if it was still running at the deadline.
    func waitForExit(timeout: TimeInterval) -> Bool {
        if exited.wait(timeout: .now() + timeout) == .success {
            process.waitUntilExit()
            return true
        }
        _ = kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return false
    }

    /// The exit status and everything printed; call after the child has exited.
    func output() -> HushProcess.Result {
        if process.isRunning { return HushProcess.Result(status: -1, stdout: "", stderr: "(still running)") }
        let (out, err) = collector.finish()
        return HushProcess.Result(status: process.terminationStatus, stdout: out, stderr: err)
    }

    /// Waits until the child has handlers for all `signals` (Linux: the SigCgt mask in /proc/PID/status).
    func waitUntilCatching(_ signals: [Int32], timeout: TimeInterval) -> Bool {
        let wanted = signals.reduce(UInt64(0)) { $0 | (1 << UInt64($1 - 1)) }
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline, process.isRunning {
            if let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
               let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
               let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16),
               mask & wanted == wanted {
                return true
            }
            usleep(10_000)
        }
        return false
    }
}
