import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// The REPL as a person meets it: the real `hush` binary on a real terminal, typed at key by key.
///
/// Assertions on the interpreter's answers are loose (the wording is the interpreter's business); what is
/// pinned down is the line editor: prompts, editing keys, completion, history, Ctrl-C and Ctrl-D.
final class REPLTests: XCTestCase {
    /// How every prompt ends, whatever comes before it (a baby's name, colour codes).
    static let promptEnd = "> "

    private var store: TemporaryStore!
    /// Stands in for both `$XDG_STATE_HOME` and `$HOME`, so no test reads or writes a real history or
    /// `~/.editrc`.
    private var stateFolder: URL!

    private var historyFile: URL { stateFolder.appendingPathComponent("hush/history") }

    override func setUpWithError() throws {
        store = try TemporaryStore()
        stateFolder = FileManager.default.temporaryDirectory.appendingPathComponent("hush-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: stateFolder)
        store = nil
    }

    func testPromptAppearsAndALineIsAnsweredOnOneLine() throws {
        let hush = try startSession()
        try hush.expect(Self.promptEnd)
        try enter("new baby Eddie born 2025-09-01", into: hush)
        let answer = try enter("wet diaper", into: hush)
        XCTAssertEqual(answer.count, 1, "one confirmation line, got \(answer)")
        XCTAssertTrue(Self.mentions(answer.joined(), Self.wetDiaper), "\(answer)")
        XCTAssertTrue(hush.isRunning)
    }

    func testUpArrowRecallsThePreviousLine() throws {
        let hush = try startBabySession()
        try enter("wet diaper", into: hush)
        hush.send("\u{1B}[A")
        try hush.expect("wet diaper")
        hush.send("\r")
        let answer = try hush.expect(Self.promptEnd)
        XCTAssertTrue(Self.mentions(answer, Self.wetDiaper), answer)
        hush.send("\u{4}")
        XCTAssertEqual(try hush.waitForExit(), 0)
        // Entered twice in a row, kept once.
        XCTAssertEqual(try historyLines().filter { $0 == "wet diaper" }.count, 1)
    }

    func testTabCompletesACommandWord() throws {
        let hush = try startBabySession()
        hush.send("sta")
        try hush.expect("sta")
        hush.send("\t")
        try hush.expect("tus")
        hush.send("\r")
        try hush.expect(Self.promptEnd)
        hush.send("\u{4}")
        XCTAssertEqual(try hush.waitForExit(), 0)
        XCTAssertEqual(try historyLines().last, "status", "the line hush received was the completed word")
    }

    func testHistoryIsKeptPrivateAndRecalledByTheNextSession() throws {
        let first = try startBabySession()
        try enter("wet diaper", into: first)
        first.send("\u{4}")
        XCTAssertEqual(try first.waitForExit(), 0)

        XCTAssertEqual(try historyLines().suffix(2), ["new baby Eddie born 2025-09-01", "wet diaper"])
        let file = try FileManager.default.attributesOfItem(atPath: historyFile.path)
        let folder = try FileManager.default.attributesOfItem(atPath: historyFile.deletingLastPathComponent().path)
        XCTAssertEqual((file[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        XCTAssertEqual((folder[.posixPermissions] as? NSNumber)?.intValue, 0o700)

        let second = try startSession()
        try second.expect(Self.promptEnd)
        second.send("\u{1B}[A")
        try second.expect("wet diaper")
        second.send("\r")
        let answer = try second.expect(Self.promptEnd)
        XCTAssertTrue(Self.mentions(answer, Self.wetDiaper), answer)
        second.send("quit\r")
        XCTAssertEqual(try second.waitForExit(), 0)
    }

    func testNonASCIIInputRoundTrips() throws {
        let hush = try startBabySession()
        let answer = try enter("note café ☕", into: hush)
        XCTAssertFalse(answer.isEmpty, "hush answers a note")
        XCTAssertTrue(hush.isRunning)
        // Back through libedit's history and screen drawing, then to the interpreter again.
        hush.send("\u{1B}[A")
        try hush.expect("note café ☕")
        hush.send("\r")
        try hush.expect(Self.promptEnd)
        XCTAssertTrue(hush.isRunning)
        hush.send("\u{4}")
        // Not 0 necessarily: the status says whether every line succeeded. Below 128: no signal, no crash.
        XCTAssertLessThan(try hush.waitForExit(), 128)
        XCTAssertTrue(try historyLines().contains("note café ☕"))
    }

    /// A damaged store at the terminal: commands are refused, `check store` lists the damage, and
    /// `repair store` asks `[y/N]` and repairs on "y", after which the session goes on.
    func testRepairingADamagedStoreAtTheTerminal() throws {
        let setup = ["--store", store.path, "--now", "2026-01-02T15:00:00-05:00", "--tz", "America/New_York"]
        for words in [["new", "baby", "Eddie", "born", "2025-09-01"], ["wet", "diaper"], ["poop"]] {
            XCTAssertEqual(try HushProcess.run(setup + words).status, 0)
        }
        let journal = store.path + "/journal.jsonl"
        var data = try Data(contentsOf: URL(fileURLWithPath: journal))
        data[try XCTUnwrap(data.range(of: Data("Logged pee".utf8))).lowerBound] ^= 0x20
        try data.write(to: URL(fileURLWithPath: journal))
        let hush = try startSession()
        try hush.expect(Self.promptEnd)
        XCTAssertTrue(try enter("status", into: hush).joined().contains("line 3"))
        XCTAssertTrue(try enter("check store", into: hush).joined().contains("journal.jsonl line 3: checksum"))
        hush.send("repair store\r")
        try hush.expect("[y/N] ")
        hush.send("y\r")
        let repaired = try hush.expect(Self.promptEnd)
        XCTAssertTrue(repaired.contains("Set aside 1 damaged line"), repaired)
        XCTAssertTrue(try enter("check store", into: hush).joined().contains("healthy"))
        XCTAssertTrue(Self.mentions(try enter("wet diaper", into: hush).joined(), Self.wetDiaper))
        hush.send("\u{4}")
        XCTAssertEqual(try hush.waitForExit(), 0)
    }

    func testQuitExitsWithStatusZero() throws {
        let hush = try startBabySession()
        hush.send("quit\r")
        XCTAssertEqual(try hush.waitForExit(), 0)
    }

    func testCtrlDExitsWithStatusZero() throws {
        let hush = try startBabySession()
        hush.send("\u{4}")
        XCTAssertEqual(try hush.waitForExit(), 0)
    }

    /// Ctrl-C abandons the line being typed, as in python or sqlite3: a fresh prompt, nothing run, nothing
    /// added to history, and the session goes on.
    func testCtrlCAbandonsTheLineAndShowsAFreshPrompt() throws {
        let hush = try startBabySession()
        hush.send("wet dia")
        // The terminal discards unread input on Ctrl-C, so the text must have been read (echoed) first.
        try hush.expect("wet dia")
        hush.send("\u{3}")
        let abandoned = try hush.expect(Self.promptEnd)
        XCTAssertTrue(abandoned.contains("^C"), abandoned)
        XCTAssertTrue(hush.isRunning)
        hush.send("\u{3}")  // on an empty line too
        try hush.expect(Self.promptEnd)
        let answer = try enter("dirty diaper", into: hush)
        XCTAssertTrue(Self.mentions(answer.joined(), ["dirty", "poop", "diaper"]), "\(answer)")
        hush.send("\u{4}")
        XCTAssertEqual(try hush.waitForExit(), 0)
        XCTAssertFalse(try historyLines().contains { $0.hasPrefix("wet dia") })
    }

    // MARK: - Driving a session

    /// Words a confirmation of "wet diaper" may use.
    private static let wetDiaper = ["wet", "pee", "diaper"]

    private static func mentions(_ text: String, _ words: [String]) -> Bool {
        words.contains { text.lowercased().contains($0) }
    }

    /// `hush` on a new terminal, with the corpus clock and zone, a fresh store and a private history.
    private func startSession() throws -> PseudoTerminal {
        var environment = ProcessInfo.processInfo.environment.filter { key, _ in
            !key.hasPrefix("HUSH_") && !key.hasPrefix("XDG_") && key != "TZ" && key != "NO_COLOR"
        }
        environment["TERM"] = "xterm"
        environment["HOME"] = stateFolder.path
        environment["XDG_STATE_HOME"] = stateFolder.path
        let arguments = ["--store", store.path, "--now", "2026-01-02T15:00:00-05:00", "--tz", "America/New_York"]
        return try PseudoTerminal(executable: HushProcess.binary, arguments: arguments, environment: environment)
    }

    /// A session at its prompt, with Eddie already added.
    private func startBabySession() throws -> PseudoTerminal {
        let hush = try startSession()
        try hush.expect(Self.promptEnd)
        try enter("new baby Eddie born 2025-09-01", into: hush)
        return hush
    }

    /// Types `line` and Enter; returns the non-blank lines printed before the next prompt.
    @discardableResult
    private func enter(_ line: String, into hush: PseudoTerminal) throws -> [String] {
        hush.send(line)
        try hush.expect(line)  // the echo, so that only the answer remains
        hush.send("\r")
        let printed = try hush.expect(Self.promptEnd)
        // The last line is the next prompt.
        return printed.components(separatedBy: "\n").dropLast()
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// The history file's lines, decoded: libedit writes a cookie line, then each line with blanks,
    /// backslashes and non-ASCII bytes as octal escapes (`\040`).
    private func historyLines() throws -> [String] {
        let text = try String(contentsOf: historyFile, encoding: .utf8)
        var lines = text.components(separatedBy: "\n").filter { !$0.isEmpty }
        XCTAssertEqual(lines.first, "_HiStOrY_V2_")
        lines.removeFirst()
        return lines.map { encoded in
            var bytes: [UInt8] = []
            var rest = Substring(encoded).utf8[...]
            while let byte = rest.popFirst() {
                if byte == UInt8(ascii: "\\"), rest.count >= 3,
                    let value = UInt8(String(decoding: rest.prefix(3), as: UTF8.self), radix: 8)
                {
                    bytes.append(value)
                    rest = rest.dropFirst(3)
                } else {
                    bytes.append(byte)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
