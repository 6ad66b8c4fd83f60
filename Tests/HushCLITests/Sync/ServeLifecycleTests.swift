import Foundation
import XCTest

/// `hush serve` started and stopped as a service manager does (SIGTERM), with its standard error read:
/// on PostgreSQL, with another server's change heard through `LISTEN` in between, it logs nothing at all;
/// with no backend flag it keeps its data under `$XDG_DATA_HOME/hush-server`.
///
/// ```
/// HUSH_TEST_POSTGRES=postgres://hush@127.0.0.1:55432/hush swift test --filter ServeLifecycleTests
/// ```
final class ServeLifecycleTests: XCTestCase {
    func testPostgresServerStartsAndStopsWithoutWarnings() throws {
        guard let database = SyncServerProcess.postgresURL else {
            throw XCTSkip("HUSH_TEST_POSTGRES is not set: start one with .ci/postgres-start and export its URL")
        }
        let watched = try ServeChild(["--database", database])
        let other = try SyncServerProcess.start(database: database)
        // The watched server streams a change the other one accepted: its LISTEN connection is up.
        try assertChange(syncedTo: other.url, isStreamedBy: watched.url)

        let (status, errors) = watched.stop()
        XCTAssertEqual(status, 0, errors)
        XCTAssertFalse(errors.contains("run() hasn't been called yet"), errors)
        XCTAssertFalse(errors.contains("LISTEN"), errors)
        XCTAssertEqual(errors, "", "a clean start and stop log nothing")
    }

    /// The same database reached through PostgreSQL's Unix socket (`?host=DIRECTORY`, as libpq spells
    /// it): a household registered there is known to a server on TCP, so both reached one database.
    func testPostgresThroughItsUnixSocket() throws {
        guard let database = SyncServerProcess.postgresURL, let port = URLComponents(string: database)?.port else {
            throw XCTSkip("HUSH_TEST_POSTGRES is not set: start one with .ci/postgres-start and export its URL")
        }
        guard FileManager.default.fileExists(atPath: "/tmp/.s.PGSQL.\(port)") else {
            throw XCTSkip("the test cluster has no socket in /tmp (.ci/postgres-start makes one)")
        }
        let local = try SyncServerProcess.start(database: "postgres://hush@:\(port)/hush?host=/tmp")
        let tcp = try SyncServerProcess.start(database: database)
        // The TCP server knows the token the socket's server gave, and streams the change it accepts next.
        try assertChange(syncedTo: local.url, isStreamedBy: tcp.url)
    }

    /// A new household syncs to `server`; its token opens `streaming`'s event stream, and its next change
    /// synced to `server` arrives there: both servers read and hear the same database.
    private func assertChange(syncedTo server: String, isStreamedBy streaming: String, line: UInt = #line) throws {
        let gavin = try SyncDevice("Gavin")
        try gavin.ok("new baby Eddie born 2025-09-01")
        try gavin.ok("set server \(server)")
        try assertContains(try gavin.ok("sync"), "Registered this household")
        let stream = try EventStreamReader(url: streaming + "/v1/stream", token: XCTUnwrap(gavin.token))
        XCTAssertNotNil(stream.waitForLine(after: 0, timeout: 5), "the stream's first message", line: line)
        let seen = stream.count
        try gavin.ok("wet diaper")
        try gavin.ok("sync")
        XCTAssertNotNil(stream.waitForLine(after: seen, timeout: 5), "the change synced to \(server) never reached \(streaming)", line: line)
    }

    func testWithoutABackendFlagTheEmbeddedBackendKeepsItsDataUnderXDGDataHome() throws {
        let home = try TemporaryStore()
        let server = try ServeChild([], environment: ["XDG_DATA_HOME": home.path])
        XCTAssertTrue(server.line.contains("(data \(home.path)/hush-server)"), server.line)
        let (status, registered) = try RawSyncHTTP.send("POST", server.url + "/v1/households", body: ["person": "Gavin"])
        XCTAssertEqual(status, 200)
        XCTAssertNotNil((registered as? [String: Any])?["token"])
        let (stopped, errors) = server.stop()
        XCTAssertEqual(stopped, 0, errors)
        let journal = try String(contentsOfFile: home.path + "/hush-server/ledger.jsonl", encoding: .utf8)
        XCTAssertTrue(journal.contains("Gavin"), journal)
    }
}

/// A `hush serve --port 0` child whose standard error is kept until it stops.
private final class ServeChild {
    private let process = Process()
    private let errors = Pipe()
    /// The line it printed once listening, and the address in it.
    private(set) var line = ""
    private(set) var url = ""

    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = HushProcess.binary
        process.arguments = ["serve", "--port", "0"] + arguments
        process.environment = HushProcess.environment(for: [], extra: environment)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let handle = output.fileHandleForReading
        let deadline = Date().addingTimeInterval(20)
        while !line.contains("\n"), Date() < deadline {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            line += String(decoding: chunk, as: UTF8.self)
        }
        guard let range = line.range(of: #"http://127\.0\.0\.1:\d+"#, options: .regularExpression) else {
            process.terminate()
            process.waitUntilExit()
            throw ServerDidNotStart(description: "hush serve did not start: \(line)")
        }
        url = String(line[range])
    }

    /// SIGTERM, then the exit status and everything written to standard error.
    func stop() -> (status: Int32, errors: String) {
        process.terminate()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}
