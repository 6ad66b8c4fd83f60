import Foundation
import XCTest

/// The embedded backend keeps only where each change lies in its ledger and reads the change back when a
/// device pulls it: through real server processes, a pull after a restart returns the very bytes it
/// returned before, an edit of an old event after a restart is judged against its stored version, and a
/// line damaged on disk after the start is refused when a pull reaches it, naming its line, never served.
final class LedgerReadBackTests: XCTestCase {
    /// `GET /v1/changes?after=SEQ` as the bytes the server sent, and the status.
    static func pullBytes(_ server: SyncServerProcess, token: String, after: Int = 0) throws -> (status: Int, body: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = ["-s", "--max-time", "60", "-w", "\n%{http_code}", "-H", "Authorization: Bearer \(token)",
                             server.url + "/v1/changes?after=\(after)"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return (Int(lines.last ?? "") ?? 0, lines.dropLast().joined(separator: "\n"))
    }

    func testOldChangesPulledAfterARestartAreTheSameBytes() throws {
        let server = try SyncServerProcess.start()
        let (device, token, _) = try BoundedWorkTests.household(server, person: "Gavin", baby: "Eddie")
        for command in ["wet diaper", "ate 4oz", "slept 45 min", "dirty diaper"] { try device.ok(command) }
        try device.ok("sync")
        let before = try Self.pullBytes(server, token: token)
        let middle = try Self.pullBytes(server, token: token, after: 3)
        XCTAssertEqual(before.status, 200, before.body)
        assertContains(before.body, #""amount_prepared":100"#)

        try server.restart()
        let after = try Self.pullBytes(server, token: token)
        XCTAssertEqual(after.status, 200, after.body)
        XCTAssertEqual(after.body, before.body, "every change, byte for byte, read back from the ledger after a restart")
        XCTAssertEqual(try Self.pullBytes(server, token: token, after: 3).body, middle.body, "a pull from the middle too")

        // An old event edited after the restart: the push is judged against its version read from the ledger.
        try device.ok("undo")
        try device.ok("sync")
        let (status, json) = try RawSyncHTTP.send("GET", server.url + "/v1/changes?after=0", token: token)
        let page = try XCTUnwrap(json as? [String: Any], "\(status)")
        let pulledBefore = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(before.body.utf8)) as? [String: Any])
        XCTAssertEqual((page["changes"] as? [Any])?.count, ((pulledBefore["changes"] as? [Any])?.count ?? 0) + 1, "the edit was accepted")
        XCTAssertEqual((page["conflicts"] as? [Any])?.count, 0, "and not taken for a conflict: its version matched the stored one")
    }

    func testALineDamagedAfterTheStartIsRefusedWhenAPullReadsIt() throws {
        let server = try SyncServerProcess.start()
        let (device, token, _) = try BoundedWorkTests.household(server, person: "Gavin", baby: "Eddie")
        try device.ok("wet diaper")
        try device.ok("sync")
        let path = try XCTUnwrap(server.dataDirectory) + "/ledger.jsonl"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        let index = try XCTUnwrap(lines.firstIndex { $0.contains(#""amount_prepared":100"#) }, text)
        // The same length, in place, while the server runs: what a failing disk or a stray edit does.
        let lineStart = lines[..<index].reduce(0) { $0 + $1.utf8.count + 1 }
        let found = try XCTUnwrap(Data(lines[index].utf8).range(of: Data(#""amount_prepared":100"#.utf8)))
        let handle = try XCTUnwrap(FileHandle(forUpdatingAtPath: path))
        try handle.seek(toOffset: UInt64(lineStart + found.upperBound - 2))
        try handle.write(contentsOf: Data("1".utf8))
        try handle.close()
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).contains(#""amount_prepared":110"#), "the byte changed on disk")

        let pulled = try Self.pullBytes(server, token: token)
        XCTAssertNotEqual(pulled.status, 200, pulled.body)
        XCTAssertFalse(pulled.body.contains("amount_prepared"), "nothing of the damaged line is served: \(pulled.body)")
        assertContains(server.errors, "ledger.jsonl line \(index + 1) is damaged: its checksum does not match")
        XCTAssertEqual(try Self.pullBytes(server, token: token, after: 100).status, 200, "pulls that do not reach the line are served")
    }
}
