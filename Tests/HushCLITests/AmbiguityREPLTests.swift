import Foundation
import XCTest

/// A line that could mean two things is never logged on a guess: at a terminal Hush lists the meanings
/// and logs the one picked (or nothing), and in a pipe it fails naming them, with the store unchanged.
final class AmbiguityREPLTests: XCTestCase {
    static let timeout: TimeInterval = 60
    private var store: TemporaryStore!
    private var stateFolder: URL!

    override func setUpWithError() throws {
        store = try TemporaryStore()
        stateFolder = FileManager.default.temporaryDirectory.appendingPathComponent("hush-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
        let added = try HushProcess.run(arguments(["new", "baby", "Eddie", "born", "2025-09-01"]))
        XCTAssertEqual(added.status, 0, added.stderr)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: stateFolder)
    }

    private func arguments(_ words: [String]) -> [String] {
        ["--store", store.path, "--now", "2026-01-02T15:00:00-05:00", "--tz", "America/New_York", "--as", "gavin"] + words
    }

    private func terminal() throws -> PseudoTerminal {
        // No real history or ~/.editrc: the REPL's state lives in the test's own folder.
        var environment = HushProcess.environment(for: arguments([]), extra: ["TERM": "xterm", "HOME": stateFolder.path])
        environment = environment.filter { !$0.key.hasPrefix("XDG_") }
        environment["XDG_STATE_HOME"] = stateFolder.path
        return try PseudoTerminal(executable: HushProcess.binary, arguments: arguments([]), environment: environment)
    }

    private func events() throws -> [[String: Any]] {
        let text = try HushProcess.run(arguments(["export", "json"])).stdout
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
        return try XCTUnwrap(json["events"] as? [[String: Any]], text)
    }

    func testTheTerminalAsksWhichMeaningAndLogsThePickedOne() throws {
        let hush = try terminal()
        _ = try hush.expect("Eddie> ", timeout: Self.timeout)
        hush.send("fed 4\r")
        let question = try hush.expect("Enter for none] ", timeout: Self.timeout)
        XCTAssertTrue(question.contains("1) ate 4") && question.contains("2) fed left at 4") && question.contains("3) fed right at 4"), question)
        hush.send("1\r")
        let answer = try hush.expect("Eddie> ", timeout: Self.timeout)
        XCTAssertTrue(answer.contains("Logged a 4 oz bottle"), answer)

        // Enter alone picks nothing, and nothing is logged.
        hush.send("fed 4\r")
        _ = try hush.expect("Enter for none] ", timeout: Self.timeout)
        hush.send("\r")
        let none = try hush.expect("Eddie> ", timeout: Self.timeout)
        XCTAssertTrue(none.contains("Nothing logged"), none)

        // Neither does a number no meaning has, down to the smallest an `Int` holds (one less than it
        // is none: the session once stopped there).
        for answer in ["0", "4", "-9223372036854775808", "9223372036854775807", "99999999999999999999"] {
            hush.send("fed 4\r")
            _ = try hush.expect("Enter for none] ", timeout: Self.timeout)
            hush.send(answer + "\r")
            let nothing = try hush.expect("Eddie> ", timeout: Self.timeout)
            XCTAssertTrue(nothing.contains("Nothing logged"), "\(answer): \(nothing)")
        }
        hush.send("quit\r")
        XCTAssertEqual(try hush.waitForExit(timeout: Self.timeout), 0)

        let logged = try events()
        XCTAssertEqual(logged.count, 1, "one bottle, and nothing for the line left unanswered: \(logged)")
        XCTAssertEqual((logged.first?["data"] as? [String: Any])?["amount_prepared"] as? Double, 4)
    }

    func testAPipeFailsNamingTheMeaningsAndChangesNothing() throws {
        let before = try HushProcess.run(arguments(["export", "json"])).stdout
        let piped = try HushProcess.run(arguments([]), stdin: "fed 4\n")
        XCTAssertEqual(piped.status, 1)
        XCTAssertTrue(piped.stderr.contains("'fed 4' could mean 'ate 4' or 'fed left at 4' or 'fed right at 4'; say which"), piped.stderr)
        XCTAssertEqual(try HushProcess.run(arguments(["export", "json"])).stdout, before)
    }

    /// An unlikely value (a sleep over 16 hours) asks at a terminal, and "yes" logs it; in a pipe it is an
    /// error unless the line ends in "yes".
    func testAnUnlikelyValueAsksAtTheTerminalAndNeedsAYesInAPipe() throws {
        let hush = try terminal()
        _ = try hush.expect("Eddie> ", timeout: Self.timeout)
        hush.send("slept 18 hours\r")
        let question = try hush.expect("[y/N] ", timeout: Self.timeout)
        XCTAssertTrue(question.contains("A sleep of 18h 0m is longer than 16 hours. Log it anyway?"), question)
        hush.send("y\r")
        let answer = try hush.expect("Eddie> ", timeout: Self.timeout)
        XCTAssertTrue(answer.contains("(18h 0m)"), answer)
        hush.send("quit\r")
        XCTAssertEqual(try hush.waitForExit(timeout: Self.timeout), 0)
        XCTAssertEqual(try events().count, 1)

        let before = try HushProcess.run(arguments(["export", "json"])).stdout
        let piped = try HushProcess.run(arguments([]), stdin: "nursed left for 2 hours\n")
        XCTAssertEqual(piped.status, 1)
        XCTAssertTrue(piped.stderr.contains("a breast feed of 2h 0m is longer than 90 minutes a side; check it, and say it again ending in 'yes' to log it"), piped.stderr)
        XCTAssertEqual(try HushProcess.run(arguments(["export", "json"])).stdout, before)
        let confirmed = try HushProcess.run(arguments([]), stdin: "nursed left for 2 hours, yes\n")
        XCTAssertEqual(confirmed.status, 0, confirmed.stderr)
        XCTAssertEqual(try events().count, 2)
    }
}
