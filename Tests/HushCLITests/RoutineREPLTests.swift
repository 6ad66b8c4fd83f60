import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// Morning routines in the REPL, on a real terminal: the onboarding shown once (and again after a
/// reset), destructive commands that ask first (and refuse in a pipe without `--yes`), the paywall
/// that offers the purchase, and guided creation that survives the process being killed.
final class RoutineREPLTests: XCTestCase {
    /// The prompt with no baby in the store, and the one during guided creation.
    static let prompt = "hush> "
    static let creationPrompt = "new routine> "
    /// Slow machines: generous waits everywhere.
    static let timeout: TimeInterval = 60

    private var store: TemporaryStore!
    /// Stands in for `$XDG_STATE_HOME` and `$HOME`: no real history, `~/.editrc` or account is touched.
    private var stateFolder: URL!
    /// The simulated App Store account, shared by the terminal sessions and the one-shot commands.
    private var accountPath: String { store.path + ".account.json" }

    override func setUpWithError() throws {
        store = try TemporaryStore()
        stateFolder = FileManager.default.temporaryDirectory.appendingPathComponent("hush-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: stateFolder)
        store = nil
    }

    // MARK: - Onboarding (4)

    func testOnboardingShowsOnTheFirstSessionAndAgainAfterAReset() throws {
        let first = try startSession()
        let opening = try first.expect(Self.prompt, timeout: Self.timeout)
        XCTAssertTrue(opening.contains("Welcome to Hush"), opening)
        try quit(first)

        let second = try startSession()
        let again = try second.expect(Self.prompt, timeout: Self.timeout)
        XCTAssertFalse(again.contains("Welcome to Hush"), "shown once only:\n\(again)")
        try enter("start routine Oprah", into: second)
        second.send("reset all data\r")
        let question = try second.expect("[y/N] ", timeout: Self.timeout)
        XCTAssertTrue(question.contains("onboarding"), "the confirmation says what goes:\n\(question)")
        second.send("y\r")
        let reset = try second.expect(Self.prompt, timeout: Self.timeout)
        XCTAssertTrue(reset.contains("Reset"), reset)
        XCTAssertFalse(reset.contains("Welcome to Hush"), "not in the middle of a session:\n\(reset)")
        try quit(second)
        XCTAssertEqual(try exportedRoutines().count, 0)

        let third = try startSession()
        let afterReset = try third.expect(Self.prompt, timeout: Self.timeout)
        XCTAssertTrue(afterReset.contains("Welcome to Hush"), afterReset)
        try quit(third)

        let fourth = try startSession()
        XCTAssertFalse(try fourth.expect(Self.prompt, timeout: Self.timeout).contains("Welcome to Hush"))
        try quit(fourth)
    }

    // MARK: - Confirmation (10.4)

    func testDeleteAsksAtTheTerminalAndNoKeepsTheRoutine() throws {
        try oneShot("start routine Oprah")
        let hush = try startSession()
        try hush.expect(Self.prompt, timeout: Self.timeout)

        hush.send("delete routine Oprah\r")
        let question = try hush.expect("[y/N] ", timeout: Self.timeout)
        XCTAssertTrue(question.contains("Oprah Winfrey"), question)
        hush.send("n\r")
        let declined = try hush.expect(Self.prompt, timeout: Self.timeout)
        XCTAssertTrue(declined.contains("Nothing changed"), declined)
        XCTAssertEqual(try exportedRoutines().map { $0["name"] as? String }, ["Oprah Winfrey"], "still there after 'n'")

        // Anything but y/yes is a no.
        hush.send("delete routine Oprah\r")
        try hush.expect("[y/N] ", timeout: Self.timeout)
        hush.send("\r")
        XCTAssertTrue(try hush.expect(Self.prompt, timeout: Self.timeout).contains("Nothing changed"))
        XCTAssertEqual(try exportedRoutines().count, 1)

        hush.send("delete routine Oprah\r")
        try hush.expect("[y/N] ", timeout: Self.timeout)
        hush.send("y\r")
        let deleted = try hush.expect(Self.prompt, timeout: Self.timeout)
        XCTAssertTrue(deleted.contains("Deleted Oprah Winfrey"), deleted)
        XCTAssertEqual(try exportedRoutines().count, 0)

        // Nothing left to delete.
        hush.send("delete routine Oprah\r")
        let missing = try hush.expect(Self.prompt, timeout: Self.timeout)
        XCTAssertFalse(missing.contains("[y/N]"), missing)
        XCTAssertTrue(missing.contains("no routine named"), missing)
        try quit(hush)
    }

    func testDestructiveCommandsInAPipeNeedYes() throws {
        try oneShot("start routine Oprah")
        let before = try oneShot("export json").stdout
        XCTAssertTrue(before.contains("Oprah Winfrey"), before)

        for line in ["delete routine Oprah", "reset all data"] {
            let refused = try hush(stdin: line + "\n")
            XCTAssertEqual(refused.status, 1, line)
            XCTAssertTrue(refused.stderr.contains("--yes"), "\(line): \(refused.stderr)")
            XCTAssertFalse(refused.stdout.contains("[y/N]"), "a pipe is never asked: \(refused.stdout)")
            XCTAssertEqual(try oneShot("export json").stdout, before, "\(line) changed nothing")
        }
        // The same as one-shot command-line words.
        let oneShotRefusal = try HushProcess.run(arguments(["delete", "routine", "Oprah"]), environment: environment())
        XCTAssertEqual(oneShotRefusal.status, 1)
        XCTAssertTrue(oneShotRefusal.stderr.contains("--yes"), oneShotRefusal.stderr)
        XCTAssertEqual(try oneShot("export json").stdout, before)

        let confirmed = try hush(stdin: "delete routine Oprah --yes\n")
        XCTAssertEqual(confirmed.status, 0, confirmed.stderr)
        XCTAssertTrue(confirmed.stdout.contains("Deleted Oprah Winfrey"), confirmed.stdout)
        XCTAssertEqual(try exportedRoutines().count, 0)
    }

    // MARK: - Paywall (6.1)

    func testPaywallOffersThePurchaseAndYesEntersGuidedCreation() throws {
        let hush = try startSession()
        try hush.expect(Self.prompt, timeout: Self.timeout)

        hush.send("create routine\r")
        let offer = try hush.expect("[y/N] ", timeout: Self.timeout)
        XCTAssertTrue(offer.contains("$0.99"), offer)
        hush.send("n\r")
        let declined = try hush.expect(Self.prompt, timeout: Self.timeout)
        XCTAssertTrue(declined.contains("Nothing changed"), declined)
        XCTAssertFalse(declined.contains(Self.creationPrompt), declined)
        let declinedAccount = FileManager.default.fileExists(atPath: accountPath) ? try accountText() : ""
        XCTAssertFalse(declinedAccount.contains("premium"), "declining buys nothing")

        hush.send("create routine\r")
        let again = try hush.expect("[y/N] ", timeout: Self.timeout)
        XCTAssertTrue(again.contains("$0.99"), again)
        hush.send("y\r")
        let bought = try hush.expect(Self.creationPrompt, timeout: Self.timeout)
        XCTAssertTrue(bought.contains("Premium unlocked"), bought)
        XCTAssertTrue(try accountText().contains("premium"), "the purchase is on the account")

        // Guided creation is under way: a title, a task, then save.
        try enter("Calm start", into: hush, until: Self.creationPrompt)
        let added = try enter("6:05 stretch", into: hush, until: Self.creationPrompt)
        XCTAssertTrue(added.contains("stretch"), added)
        // A task number of ten digits (the lexer's infinity) or a division by zero is refused, and the
        // draft goes on: the session once stopped on it.
        for number in ["99999999999", "1/0", "0/0"] {
            let refused = try enter("delete \(number)", into: hush, until: Self.creationPrompt)
            XCTAssertTrue(refused.contains("a task number"), refused)
        }
        let saved = try enter("save", into: hush)
        XCTAssertTrue(saved.contains("Saved Calm start"), saved)
        try quit(hush)

        // No second offer: creating again goes straight to the flow.
        let next = try startSession()
        try next.expect(Self.prompt, timeout: Self.timeout)
        next.send("create routine\r")
        let flow = try next.expect(Self.creationPrompt, timeout: Self.timeout)
        XCTAssertFalse(flow.contains("[y/N]"), flow)
        try enter("cancel", into: next)
        try quit(next)
    }

    // MARK: - Crash during creation (6.2.3)

    func testGuidedCreationResumesAfterTheProcessIsKilled() throws {
        let purchase = try oneShot("buy premium")
        XCTAssertTrue(purchase.stdout.contains("Premium unlocked"), purchase.stdout)

        let doomed = try startSession()
        try doomed.expect(Self.prompt, timeout: Self.timeout)
        doomed.send("create routine\r")
        try doomed.expect(Self.creationPrompt, timeout: Self.timeout)
        try enter("Calm start", into: doomed, until: Self.creationPrompt)
        try enter("6:30 journal", into: doomed, until: Self.creationPrompt)
        try enter("6:00 drink water", into: doomed, until: Self.creationPrompt)
        // The prompt came back, so the step is on disk; now the process dies without a chance to tidy up.
        XCTAssertEqual(kill(doomed.pid, SIGKILL), 0)
        XCTAssertEqual(try doomed.waitForExit(timeout: Self.timeout), 128 + SIGKILL)
        XCTAssertEqual(try exportedRoutines().count, 0, "nothing saved as a routine yet")

        let hush = try startSession()
        try hush.expect(Self.prompt, timeout: Self.timeout)
        hush.send("create routine\r")
        let resumed = try hush.expect(Self.creationPrompt, timeout: Self.timeout)
        XCTAssertTrue(resumed.contains("where you left off"), resumed)
        XCTAssertTrue(resumed.contains("Calm start"), resumed)
        let water = try XCTUnwrap(resumed.range(of: "drink water"), resumed)
        let journal = try XCTUnwrap(resumed.range(of: "journal"), resumed)
        XCTAssertLessThan(water.lowerBound, journal.lowerBound, "listed by time:\n\(resumed)")
        let saved = try enter("save", into: hush)
        XCTAssertTrue(saved.contains("Saved Calm start"), saved)
        try quit(hush)

        let routines = try exportedRoutines()
        XCTAssertEqual(routines.count, 1)
        let routine = try XCTUnwrap(routines.first)
        XCTAssertEqual(routine["name"] as? String, "Calm start")
        XCTAssertEqual(routine["type"] as? String, "custom")
        XCTAssertEqual(routine["is_active"] as? Bool, true)
        XCTAssertEqual(routine["start_date"] as? String, "2026-01-06", "tomorrow")
        let tasks = try XCTUnwrap(routine["tasks"] as? [[String: Any]])
        XCTAssertEqual(tasks.map { $0["time"] as? String }, ["06:00", "06:30"])
        XCTAssertEqual(tasks.map { $0["title"] as? String }, ["drink water", "journal"])

        // The draft is gone once saved: the next creation starts afresh.
        let fresh = try startSession()
        try fresh.expect(Self.prompt, timeout: Self.timeout)
        fresh.send("create routine\r")
        let start = try fresh.expect(Self.creationPrompt, timeout: Self.timeout)
        XCTAssertFalse(start.contains("where you left off"), start)
        try enter("cancel", into: fresh)
        try quit(fresh)
    }

    // MARK: - Driving a session

    /// Joining asks "Join Eddie's office hours?" at a terminal (the people issue); "n" joins nobody.
    func testJoinAsksAtTheTerminal() throws {
        try oneShot("new baby Eddie born 2025-09-01")
        let invite = try oneShot("invite grandma as subscriber --json").stdout
        let code = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(invite.utf8)) as? [String: Any])?["code"] as? String)
        let hush = try startSession()
        try hush.expect("> ", timeout: Self.timeout)
        hush.send("join \(code) as Grandma\r")
        let question = try hush.expect("[y/N] ", timeout: Self.timeout)
        XCTAssertTrue(question.contains("Join Eddie's office hours?"), question)
        hush.send("n\r")
        XCTAssertTrue(try hush.expect("> ", timeout: Self.timeout).contains("Nothing changed"))
        hush.send("join \(code) as Grandma\r")
        try hush.expect("[y/N] ", timeout: Self.timeout)
        hush.send("y\r")
        XCTAssertTrue(try hush.expect("> ", timeout: Self.timeout).contains("Grandma joined Eddie's office hours"))
        try quit(hush)
        XCTAssertTrue(try oneShot("people").stdout.contains("Grandma"))
    }

    private static let now = "2026-01-05T07:00:00-05:00"

    private func arguments(_ words: [String]) -> [String] {
        ["--store", store.path, "--now", Self.now, "--tz", "America/New_York", "--as", "gavin"] + words
    }

    /// The environment of the terminal sessions and the one-shot commands alike.
    private func environment() -> [String: String] {
        [
            "HOME": stateFolder.path, "XDG_STATE_HOME": stateFolder.path, "HUSH_ACCOUNT": accountPath,
            "LANG": "en_US.UTF-8",
        ]
    }

    /// `hush` on a new terminal, with a fixed clock and zone, the test's store, account and private state.
    private func startSession() throws -> PseudoTerminal {
        var environment = ProcessInfo.processInfo.environment.filter { key, _ in
            !key.hasPrefix("HUSH_") && !key.hasPrefix("XDG_") && !key.hasPrefix("LC_") && key != "TZ" && key != "NO_COLOR"
        }
        environment["TERM"] = "xterm"
        for (key, value) in self.environment() { environment[key] = value }
        return try PseudoTerminal(executable: HushProcess.binary, arguments: arguments([]), environment: environment)
    }

    /// Types `line` and Enter; returns what was printed up to the next `prompt`, after the echo.
    @discardableResult
    private func enter(_ line: String, into hush: PseudoTerminal, until prompt: String = RoutineREPLTests.prompt) throws -> String {
        hush.send(line)
        try hush.expect(line, timeout: Self.timeout)
        hush.send("\r")
        return try hush.expect(prompt, timeout: Self.timeout)
    }

    private func quit(_ hush: PseudoTerminal) throws {
        hush.send("quit\r")
        XCTAssertEqual(try hush.waitForExit(timeout: Self.timeout), 0)
    }

    /// One command, run as command-line words (not a terminal, no questions).
    @discardableResult
    private func oneShot(_ line: String) throws -> HushProcess.Result {
        let result = try HushProcess.run(arguments(line.split(separator: " ").map(String.init)), environment: environment())
        XCTAssertEqual(result.status, 0, "\(line): \(result.stderr)")
        return result
    }

    /// `hush` reading commands from a pipe.
    private func hush(stdin: String) throws -> HushProcess.Result {
        try HushProcess.run(arguments([]), stdin: stdin, environment: environment())
    }

    /// The routines in `export json`.
    private func exportedRoutines() throws -> [[String: Any]] {
        let text = try oneShot("export json").stdout
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
        return try XCTUnwrap(json["routines"] as? [[String: Any]], text)
    }

    private func accountText() throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: accountPath)), as: UTF8.self)
    }
}
