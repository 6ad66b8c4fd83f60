import Foundation
import XCTest

/// The sync issue's load test: 200 simulated devices (`hush-load`, each its own household) push 20 diaper
/// events each, one per push, all at once over loopback, first to one embedded server and then to two
/// servers sharing PostgreSQL, each device's pushes spread over both; every event must come back exactly once, and a repeated push must be
/// answered as a duplicate. Times are printed for docs/guide-sync.md, never asserted: this machine is noisy.
///
/// ```
/// swift test --filter LoadTests
/// HUSH_TEST_POSTGRES=postgres://hush@127.0.0.1:55432/hush swift test --filter LoadTests
/// ```
final class LoadTests: XCTestCase {
    /// Two hundred households registered at once from loopback: far past the per-address caps a server
    /// open to strangers keeps (registrations a minute, connections), so the load's servers lift them
    /// (registration is open in every sync test).
    static let serveOptions = ["--join-rate", "100000", "--max-connections-per-address", "100000"]

    func testTwoHundredDevicesOnOneServer() throws {
        let server = try SyncServerProcess.start(options: Self.serveOptions)
        // Three threads, not the two by default: 200 devices do not share out evenly (67, 67, 66).
        try assertExactlyOnce(servers: [server], threads: 3)
    }

    func testTwoHundredDevicesOnTwoServersSharingPostgres() throws {
        guard let database = SyncServerProcess.postgresURL else {
            throw XCTSkip("set HUSH_TEST_POSTGRES=postgres://… to run the two-server load against PostgreSQL")
        }
        // Every run registers new households, so runs sharing the database never see each other's events.
        let first = try SyncServerProcess.start(database: database, options: Self.serveOptions)
        let second = try SyncServerProcess.start(database: database, options: Self.serveOptions)
        // Each device's pushes alternate between the servers (`--spread`), so each server's snapshot of a
        // household is always one push behind: every plan made from one must be caught and made again.
        try assertExactlyOnce(servers: [first, second], spread: true)
    }

    /// `--help` is an answer, not a mistake: usage on standard output and exit 0.
    func testHelpPrintsUsageAndExitsZero() throws {
        let (status, stdout, stderr) = try Self.runLoad(["--help"])
        XCTAssertEqual(status, 0, stderr)
        XCTAssertTrue(stdout.hasPrefix("usage: hush-load --server URL"), stdout)
        XCTAssertEqual(stderr, "")
    }

    /// A watched process that is not there is a mistake in the arguments: said at once, with the number,
    /// before any device is registered (the server named here does not exist either, and is never asked).
    func testAWatchedProcessThatIsNotThereStopsTheRunBeforeItStarts() throws {
        let (status, stdout, stderr) = try Self.runLoad(["--server", "http://127.0.0.1:9", "--devices", "1", "--events", "1",
                                                         "--watch-pid", "2147483647"])
        XCTAssertEqual(status, 2, stderr)
        XCTAssertEqual(stdout, "")
        XCTAssertTrue(stderr.contains("--watch-pid 2147483647: no readable /proc/2147483647/stat"), stderr)
    }

    /// No thread to push from is a mistake in the arguments, said before anything is registered.
    func testNoThreadsIsRefused() throws {
        let (status, stdout, stderr) = try Self.runLoad(["--server", "http://127.0.0.1:9", "--threads", "0"])
        XCTAssertEqual(status, 2, stderr)
        XCTAssertEqual(stdout, "")
        XCTAssertTrue(stderr.contains("--threads needs a whole number above zero"), stderr)
    }

    /// Runs `hush-load` with `arguments` to its end: its exit status and what it wrote.
    private static func runLoad(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = HushProcess.productsDirectory.appendingPathComponent("hush-load")
        process.arguments = arguments
        process.environment = HushProcess.environment(for: [])
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let collector = PipeCollector(output: output, errors: errors)
        process.waitUntilExit()
        let (stdout, stderr) = collector.finish()
        return (process.terminationStatus, stdout, stderr)
    }

    /// Runs the driver and checks its JSON line; `servers` stay alive until it returns.
    private func assertExactlyOnce(servers: [SyncServerProcess], spread: Bool = false, threads: Int? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let binary = HushProcess.productsDirectory.appendingPathComponent("hush-load")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            return XCTFail("\(binary.path) is not built: run swift build --build-tests first", file: file, line: line)
        }
        let (status, stdout, stderr) = try Self.runLoad(servers.flatMap { ["--server", $0.url] } + ["--devices", "200", "--events", "20", "--json"]
            + (spread ? ["--spread"] : []) + (threads.map { ["--threads", String($0)] } ?? []) + servers.compactMap(\.processIdentifier).flatMap { ["--watch-pid", String($0)] })
        print(stdout, terminator: "")

        guard let jsonLine = stdout.split(separator: "\n").last(where: { $0.hasPrefix("{") }),
              let report = try JSONSerialization.jsonObject(with: Data(jsonLine.utf8)) as? [String: Any] else {
            return XCTFail("hush-load printed no JSON (exit \(status)): \(stderr)\(stdout)", file: file, line: line)
        }
        XCTAssertEqual(report["servers"] as? Int, servers.count, file: file, line: line)
        XCTAssertEqual(report["events"] as? Int, 200 * 20, file: file, line: line)
        XCTAssertEqual(report["missing"] as? Int, 0, "events pushed but not pulled back: \(stderr)", file: file, line: line)
        XCTAssertEqual(report["duplicated"] as? Int, 0, "events stored more than once: \(stderr)", file: file, line: line)
        XCTAssertEqual(report["unexpected"] as? Int, 0, file: file, line: line)
        // Spread, every device's pushes reached both servers; kept, each device's reached its own alone.
        XCTAssertEqual(report["devices_on_several_servers"] as? Int, spread ? 200 : 0, file: file, line: line)
        // 4,000 pushes cannot cost the servers nothing, nor more than the whole run took on every core.
        let pushing = report["servers_push_cpu_seconds"] as? Double ?? -1
        let seconds = report["seconds"] as? Double ?? 0
        XCTAssertTrue(pushing > 0 && pushing <= seconds * Double(ProcessInfo.processInfo.activeProcessorCount) + 0.02,
                      "the servers' processor time while pushing: \(pushing) s over \(seconds) s", file: file, line: line)
        XCTAssertEqual(report["failures"] as? Int, 0, "requests failed: \(stderr)", file: file, line: line)
        XCTAssertEqual(report["retries_answered_duplicate"] as? Int, report["retries"] as? Int,
                       "a repeated push was not answered as a duplicate: \(stderr)", file: file, line: line)
        XCTAssertEqual(status, 0, stderr, file: file, line: line)
    }
}
