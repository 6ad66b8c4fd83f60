import Foundation
import XCTest

/// The three ways in — scripts, pipes, one-shots — and their exit statuses, through the real binary.
final class InputModesTests: XCTestCase {
    let clock = ["--now", "2026-01-02T15:00:00-05:00", "--tz", "America/New_York"]

    func script(_ text: String, in store: TemporaryStore) throws -> URL {
        let url = store.url.appendingPathComponent("day.hush")
        try text.write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    func testShebangScriptRunsDirectly() throws {
        let store = try TemporaryStore()
        let file = try script("#!/usr/bin/env hush\n# comment\n\nnew baby Eddie born 2025-09-01\nwet diaper\n", in: store)
        let process = Process()
        process.executableURL = file
        var env = ProcessInfo.processInfo.environment
        env["PATH"] = HushProcess.productsDirectory.path + ":" + (env["PATH"] ?? "/usr/bin")
        env["HUSH_STORE"] = store.url.appendingPathComponent("s").path
        env["HUSH_NOW"] = "2026-01-02T15:00:00-05:00"
        env["TZ"] = "America/New_York"
        process.environment = env
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertTrue(text.contains("Logged pee at 3:00 PM"), text)
    }

    func testScriptStopsAtTheFirstErrorUnlessKeepGoing() throws {
        let store = try TemporaryStore()
        let file = try script("new baby Eddie born 2025-09-01\nate fuor oz\nwet diaper\n", in: store)
        let stopped = try HushProcess.run(["--store", store.path + "/a"] + clock + ["run", file.path])
        XCTAssertEqual(stopped.status, 1)
        XCTAssertTrue(stopped.stderr.hasPrefix("\(file.path):2:5: error: unknown word 'fuor' — did you mean 'four'?"), stopped.stderr)
        XCTAssertTrue(stopped.stderr.contains("\n    ate fuor oz\n        ^~~~"), stopped.stderr)
        XCTAssertFalse(stopped.stdout.contains("Logged pee"))
        let going = try HushProcess.run(["--store", store.path + "/b", "--keep-going"] + clock + [file.path])
        XCTAssertEqual(going.status, 1, "still fails overall")
        XCTAssertTrue(going.stdout.contains("Logged pee"), going.stdout)
    }

    func testAByteOrderMarkIsNoPartOfTheFirstLine() throws {
        // A script saved by Windows' Notepad begins with U+FEFF: its first line was refused at column 1, and
        // nothing of the script ran.
        let store = try TemporaryStore()
        let text = "\u{FEFF}new baby Eddie born 2025-09-01\nwet diaper\n"
        let file = try script(text, in: store)
        let ran = try HushProcess.run(["--store", store.path + "/a"] + clock + ["run", file.path])
        XCTAssertEqual(ran.status, 0, ran.stderr)
        XCTAssertTrue(ran.stdout.contains("Logged pee"), ran.stdout)
        let piped = try HushProcess.run(["--store", store.path + "/b"] + clock, stdin: text)
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertTrue(piped.stdout.contains("Logged pee"), piped.stdout)
        // Only at the start: inside a line it is what it is.
        XCTAssertEqual(try HushProcess.run(["--store", store.path + "/a"] + clock, stdin: "wet\u{FEFF} diaper\n").status, 1)
    }

    func testPipesAnswerEveryLineAndKeepGoing() throws {
        let store = try TemporaryStore()
        let result = try HushProcess.run(["--store", store.path] + clock,
                                         stdin: "new baby Eddie born 2025-09-01\nblorp\nwet diaper\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 2, result.stdout)
        XCTAssertFalse(result.stdout.contains("\u{1B}["), "no colour in a pipe")
        XCTAssertTrue(result.stderr.contains("<stdin>:2:1: error: unknown word 'blorp'"), result.stderr)
    }

    func testOneShotsAndUsageErrors() throws {
        let store = try TemporaryStore()
        XCTAssertEqual(try HushProcess.run(["--store", store.path] + clock + ["-c", "new baby Eddie born 2025-09-01"]).status, 0)
        let json = try HushProcess.run(["--store", store.path, "--json"] + clock + ["wet", "diaper"])
        XCTAssertEqual(json.status, 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(object?["ok"] as? Bool, true)
        XCTAssertEqual((object?["event"] as? [String: Any])?["event_type"] as? String, "diaper")
        XCTAssertEqual(try HushProcess.run(["--store", store.path] + clock + ["woke", "up"]).status, 1)
        XCTAssertEqual(try HushProcess.run(["--bogus"]).status, 2)
        XCTAssertEqual(try HushProcess.run(["--store", store.path, "--tz", "Mars/Olympus", "status"]).status, 2)
        XCTAssertEqual(try HushProcess.run(["--store", store.path, "--now", "yesterday", "status"]).status, 2)
        XCTAssertEqual(try HushProcess.run(["--help"]).status, 0)
    }

    func testStatusWatchRedrawsAndAnswersOnceWhereNobodyWatches() throws {
        let store = try TemporaryStore()
        XCTAssertEqual(try HushProcess.run(["--store", store.path] + clock + ["-c", "new baby Eddie born 2025-09-01"]).status, 0)
        let watched = try HushProcess.run(["--store", store.path] + clock + ["status", "--watch"],
                                          environment: ["HUSH_WATCH_COUNT": "3", "HUSH_WATCH_SECONDS": "0.1"])
        XCTAssertEqual(watched.status, 0)
        XCTAssertEqual(watched.stdout.components(separatedBy: "  Today ").count - 1, 3, watched.stdout)
        let once = try HushProcess.run(["--store", store.path] + clock + ["status", "--watch"])
        XCTAssertEqual(once.stdout.components(separatedBy: "  Today ").count - 1, 1, "a pipe gets one answer")
        XCTAssertEqual(try HushProcess.run(["--store", store.path] + clock + ["wet", "diaper", "--watch"]).status, 1)
    }
}
