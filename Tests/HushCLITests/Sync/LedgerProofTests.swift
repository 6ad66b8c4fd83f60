import Foundation
import XCTest

/// The embedded backend's ledger proves itself, through real server processes: a changed digit is named
/// with its line at start and by `hush serve --check`, a torn tail is cut and nothing confirmed is lost,
/// a failed append never joins the next line, and ledgers from before checksums are upgraded.
final class LedgerProofTests: XCTestCase {
    /// `hush serve ARGUMENTS` expected to end by itself (a refusal or `--check`); killed after `timeout`.
    static func serve(_ arguments: [String], timeout: TimeInterval = 30) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = HushProcess.binary
        process.arguments = ["serve"] + arguments
        process.environment = HushProcess.environment(for: [])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    /// The journal's lines, without the zeros a server that did not stop reserved after them.
    static func ledger(_ server: SyncServerProcess) throws -> String {
        try JournalFile(path: try XCTUnwrap(server.dataDirectory) + "/ledger.jsonl").text
    }

    static func write(_ text: String, to server: SyncServerProcess, then reserved: Data = Data()) throws {
        try (Data(text.utf8) + reserved).write(to: URL(fileURLWithPath: try XCTUnwrap(server.dataDirectory) + "/ledger.jsonl"))
    }

    func testAChangedDigitIsNamedWithItsLineAndRefused() throws {
        let server = try SyncServerProcess.start()
        let (device, _, _) = try BoundedWorkTests.household(server, person: "Gavin", baby: "Eddie")
        try device.ok("wet diaper")
        try device.ok("sync")
        server.crash()
        let text = try Self.ledger(server)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try XCTUnwrap(lines.firstIndex { $0.contains(#""amount_prepared":100"#) }, text)
        lines[index] = lines[index].replacingOccurrences(of: #""amount_prepared":100"#, with: #""amount_prepared":110"#)
        try Self.write(lines.joined(separator: "\n"), to: server)
        let directory = try XCTUnwrap(server.dataDirectory)

        let check = try Self.serve(["--check", "--data", directory])
        XCTAssertEqual(check.status, 1, check.output)
        assertContains(check.output, "line \(index + 1): its checksum does not match")
        let start = try Self.serve(["--port", "0", "--data", directory])
        XCTAssertEqual(start.status, 1, start.output)
        assertContains(start.output, "ledger.jsonl line \(index + 1) is damaged")
        XCTAssertFalse(try Self.ledger(server).contains(#""amount_prepared":100"#), "the file is left as it was")
    }

    /// A household with three events synced, what the server confirmed, and then the server killed.
    static func crashedAfterThreeEvents(_ server: SyncServerProcess) throws -> (device: SyncDevice, token: String, confirmed: [[String: Any]]) {
        let (device, token, _) = try BoundedWorkTests.household(server, person: "Gavin", baby: "Eddie")
        for command in ["wet diaper", "ate 4oz", "slept 45 min"] { try device.ok(command) }
        try device.ok("sync")
        let confirmed = try RawSyncHTTP.pullAll(server.url, token: token)
        server.crash()
        return (device, token, confirmed)
    }

    /// `hush serve --check` finds the folder fit to serve and says `checkSays`; a restart says `startSays`
    /// and serves every one of the `confirmed` changes.
    static func checkThenRestart(_ server: SyncServerProcess, checkSays: String, startSays: String, token: String, confirmed: Int,
                                 file: StaticString = #filePath, line: UInt = #line) throws {
        let check = try serve(["--check", "--data", try XCTUnwrap(server.dataDirectory)])
        XCTAssertEqual(check.status, 0, check.output, file: file, line: line)
        assertContains(check.output, checkSays, file: file, line: line)
        try server.restart()
        assertContains(server.errors, startSays, file: file, line: line)
        XCTAssertEqual(try RawSyncHTTP.pullAll(server.url, token: token).count, confirmed, file: file, line: line)
    }

    func testATornTailIsCutAndEveryConfirmedChangeKept() throws {
        let server = try SyncServerProcess.start()
        let (device, token, confirmed) = try Self.crashedAfterThreeEvents(server)
        let text = try Self.ledger(server)
        let last = try XCTUnwrap(text.split(separator: "\n").last)
        try Self.write(text + last.prefix(last.count / 2), to: server)

        try server.restart()
        assertContains(server.errors, "cut an unfinished last line")
        XCTAssertEqual(try RawSyncHTTP.pullAll(server.url, token: token).count, confirmed.count)
        try device.ok("wet diaper")
        try device.ok("sync")
        try server.restart()
        XCTAssertEqual(try RawSyncHTTP.pullAll(server.url, token: token).count, confirmed.count + 1)
        let check = try Self.serve(["--check", "--data", try XCTUnwrap(server.dataDirectory)])
        XCTAssertEqual(check.status, 0, check.output)
        assertContains(check.output, "every one intact")
    }

    /// A crash mid-flush leaves its lines' pages written in any order among the zeros the server reserved
    /// ahead of them: what follows the last whole line is cut, and only an intact line after the zeros,
    /// which no unfinished write can leave, is refused as damage.
    func testAWriteCutShortInsideTheReservedSpaceIsCutAndALineAfterZerosRefused() throws {
        let server = try SyncServerProcess.start()
        let (_, token, confirmed) = try Self.crashedAfterThreeEvents(server)
        let path = try XCTUnwrap(server.dataDirectory) + "/ledger.jsonl"
        let file = try JournalFile(path: path)
        XCTAssertGreaterThan(file.zeros, 0, "a running server writes its lines into zeros reserved ahead")
        XCTAssertEqual(file.reserved.filter { $0 != 0 }.count, 0)
        let lines = file.text.split(separator: "\n").map(String.init)
        let last = try XCTUnwrap(lines.last)
        // The batch's first page lost, a later one written: zeros, then the end of a line.
        try Self.write(file.text + String(repeating: "\0", count: 100) + last.suffix(last.count / 2) + "\n", to: server, then: file.reserved)
        try Self.checkThenRestart(server, checkSays: "zero bytes after the last line are space a running server reserved",
                                  startSays: "cut an unfinished last line", token: token, confirmed: confirmed.count)
        XCTAssertEqual(try JournalFile(path: path).zeros, 0, "the start cut the zeros, and has written nothing since")

        server.crash()
        let whole = try Self.ledger(server)
        let kept = whole.split(separator: "\n").map(String.init)
        try Self.write(kept.dropLast().joined(separator: "\n") + "\n" + String(repeating: "\0", count: 300) + kept.last! + "\n", to: server)
        let refused = try Self.serve(["--port", "0", "--data", try XCTUnwrap(server.dataDirectory)])
        XCTAssertEqual(refused.status, 1, refused.output)
        assertContains(refused.output, "ledger.jsonl line \(kept.count) is damaged: zero bytes stand in place of it")
    }

    /// A server stopped as a service manager stops it leaves its journal ending at its last line.
    func testAStoppedServerLeavesNoReservedSpace() throws {
        let server = try SyncServerProcess.start()
        let (device, _, _) = try BoundedWorkTests.household(server, person: "Gavin", baby: "Eddie")
        try device.ok("wet diaper")
        try device.ok("sync")
        let path = try XCTUnwrap(server.dataDirectory) + "/ledger.jsonl"
        XCTAssertGreaterThan(try JournalFile(path: path).zeros, 0)
        XCTAssertEqual(server.stop(within: 10).status, 0)
        let file = try JournalFile(path: path)
        XCTAssertEqual(file.zeros, 0)
        XCTAssertTrue(file.text.hasSuffix("\n"))
    }

    func testAFailedAppendIsCutBeforeTheNextOne() throws {
        // Appends: 1 the household, 2 the first sync's push, 3 the household's zone, which that sync sends
        // once it has pulled, 4 the next push: that one writes half and fails.
        let server = try SyncServerProcess.start(environment: ["HUSH_TEST_LEDGER_FAIL_APPEND": "4"])
        let (device, token, _) = try BoundedWorkTests.household(server, person: "Gavin", baby: "Eddie")
        let events = { () throws -> [String] in RawSyncHTTP.keys(try RawSyncHTTP.pullAll(server.url, token: token)).filter { $0.hasPrefix("event:") } }
        let before = Set(try events())
        try device.ok("wet diaper")
        XCTAssertNotEqual(try device.run("sync").status, 0, "the push whose write failed is not confirmed")
        XCTAssertFalse(try Self.ledger(server).hasSuffix("\n"), "the injected failure left half a line")
        XCTAssertEqual(Set(try events()), before, "nothing of the failed push is served")
        try device.ok("ate 4oz")
        try device.ok("sync")
        let landed = try events()
        XCTAssertEqual(Set(landed).subtracting(before).count, 2, "the diaper (sent again) and the bottle")
        try server.restart()
        XCTAssertEqual(try events(), landed, "the same changes, in the same order, after a restart")
        let check = try Self.serve(["--check", "--data", try XCTUnwrap(server.dataDirectory)])
        XCTAssertEqual(check.status, 0, check.output)
    }

    func testALedgerFromBeforeChecksumsIsUpgraded() throws {
        let server = try SyncServerProcess.start()
        let (device, token, _) = try BoundedWorkTests.household(server, person: "Gavin", baby: "Eddie")
        try device.ok("wet diaper")
        try device.ok("sync")
        let confirmed = try RawSyncHTTP.pullAll(server.url, token: token)
        server.crash()
        let old = try Self.ledger(server).replacingOccurrences(of: #","crc":"[0-9a-f]{8}"\}\n"#, with: "}\n", options: .regularExpression)
        XCTAssertFalse(old.contains(#""crc""#))
        try Self.write(old, to: server)
        try Self.checkThenRestart(server, checkSays: "were written before checksums; the next start adds them",
                                  startSays: "added checksums to", token: token, confirmed: confirmed.count)
        XCTAssertEqual(try Self.ledger(server).split(separator: "\n").filter { !$0.contains(#","crc":""#) }.count, 0)
    }
}
