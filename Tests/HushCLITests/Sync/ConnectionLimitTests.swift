import Foundation
import XCTest

/// How many connections a client can hold of a real `hush serve`, tried as an attacker would: hundreds
/// from one address against a low descriptor limit, and more than the caps allow. Past a cap a new
/// connection is closed at once, and another client is still answered. Connections come from several
/// loopback addresses (127.0.0.2, .3, .4) to be several clients.
final class ConnectionLimitTests: XCTestCase {
    /// `GET /health` on a connection of its own from `source`: the answer's text, "" if none came.
    static func health(_ server: SyncServerProcess, from source: String, within seconds: Double = 10) -> String {
        guard let socket = try? LoopbackSocket(port: server.port, from: source),
              (try? socket.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")) != nil else { return "" }
        _ = socket.waitFor("{\"ok\":true}", within: seconds)
        return socket.received
    }

    func testHundredsOfConnectionsFromOneAddressLeaveRoomForAnother() throws {
        // 256 descriptors, two event loops: 64 + 3 × 2 kept, 186 connections in all, 23 from one address.
        let server = try SyncServerProcess.start(options: ["--threads", "2"], ulimit: "-n 256")
        var attackers: [LoopbackSocket] = []
        for _ in 0..<300 {
            let socket = try LoopbackSocket(port: server.port, from: "127.0.0.2")
            // Headers never finished: held until a timeout, never answered.
            try? socket.send("POST /v1/changes HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            attackers.append(socket)
        }
        // Before, these 300 took every descriptor and /health waited in the backlog.
        assertContains(Self.health(server, from: "127.0.0.3"), "HTTP/1.1 200")
        let held = attackers.filter { !$0.waitForClose(within: 0.05) }.count
        XCTAssertEqual(held, 23, "one address holds an eighth of what the descriptor limit leaves")
        XCTAssertEqual(try RawSyncHTTP.register(server.url, person: "Gavin").status, 200, "the ledger still has its descriptors")
    }

    func testPastEitherCapANewConnectionIsClosedUntilOneCloses() throws {
        let server = try SyncServerProcess.start(options: ["--max-connections", "4", "--max-connections-per-address", "2"])
        /// A connection answered once and kept open (keep-alive): it holds a place.
        func held(from source: String) throws -> LoopbackSocket {
            let socket = try LoopbackSocket(port: server.port, from: source)
            try socket.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            XCTAssertTrue(socket.waitFor("{\"ok\":true}", within: 10), "\(source): \(socket.received)")
            return socket
        }
        var first: LoopbackSocket? = try held(from: "127.0.0.2")
        let second = try held(from: "127.0.0.2")
        let third = try LoopbackSocket(port: server.port, from: "127.0.0.2")
        XCTAssertTrue(third.waitForClose(within: 10), "a third connection from one address past its cap of 2")
        XCTAssertEqual(third.received, "")
        let others = [try held(from: "127.0.0.3"), try held(from: "127.0.0.3")]
        XCTAssertEqual(Self.health(server, from: "127.0.0.4"), "", "a fifth connection past the cap of 4 in all")
        for socket in [first!, second] + others {
            XCTAssertFalse(socket.waitForClose(within: 0.2), "a connection within the caps stays open")
        }
        // One closes: its place is free again, for anyone.
        first = nil
        var answered = ""
        let deadline = Date().addingTimeInterval(10)
        repeat {
            answered = Self.health(server, from: "127.0.0.4", within: 1)
        } while !answered.contains("200") && Date() < deadline
        assertContains(answered, "HTTP/1.1 200")
        withExtendedLifetime(second) {}
    }

    func testTheSoftDescriptorLimitIsRaisedToTheHardOne() throws {
        guard FileManager.default.fileExists(atPath: "/proc/self/limits") else { throw XCTSkip("reads /proc (Linux)") }
        let server = try SyncServerProcess.start(ulimit: "-Sn 256")
        let pid = try XCTUnwrap(server.processIdentifier)
        let limits = try String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8)
        let line = try XCTUnwrap(limits.split(separator: "\n").first { $0.hasPrefix("Max open files") })
        let numbers = line.split(separator: " ").compactMap { Int($0) }
        XCTAssertEqual(numbers.count, 2, String(line))
        XCTAssertEqual(numbers.first, numbers.last, "the soft limit is raised to the hard: \(line)")
        XCTAssertGreaterThan(numbers.first ?? 0, 256, String(line))
    }

    /// The embedded backend runs one event loop unless told otherwise (`ServeOptions.eventLoopThreads`);
    /// counted from the names NIO gives its loops' threads, in the running process. Distinct names: a
    /// thread another starts carries its starter's name until it names itself (Dispatch's workers are
    /// started from a loop), which is the likeliest reading of a CI run under load that counted 4 for 3.
    func testTheEmbeddedServerRunsOneEventLoopUnlessGivenThreads() throws {
        guard FileManager.default.fileExists(atPath: "/proc/self/task") else { throw XCTSkip("reads /proc (Linux)") }
        func loops(_ server: SyncServerProcess) throws -> Int {
            let pid = try XCTUnwrap(server.processIdentifier)
            let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
            let names = tasks.map { ((try? String(contentsOfFile: "/proc/\(pid)/task/\($0)/comm", encoding: .utf8)) ?? "") }
            return Set(names.filter { $0.hasPrefix("NIO-SGLTN-") }).count
        }
        XCTAssertEqual(try loops(try SyncServerProcess.start()), 1)
        XCTAssertEqual(try loops(try SyncServerProcess.start(options: ["--threads", "3"])), 3)
    }

    func testBadConnectionOptionsAreRefusedWithTheFix() throws {
        let data = try TemporaryStore()
        let cases: [([String], String)] = [
            (["--max-connections", "0"], "--max-connections must be at least 1"),
            (["--max-connections", "many"], "--max-connections 'many' is not a whole number"),
            (["--max-connections-per-address", "-3"], "--max-connections-per-address must be at least 1"),
            (["--request-timeout", "inf"], "--request-timeout must be a number of seconds above 0 and at most 86400"),
            (["--idle-timeout", "1e300"], "--idle-timeout must be a number of seconds above 0 and at most 86400"),
            (["--max-connections", "99999999"], "give at most"),
            (["--threads", "0"], "--threads must be from 1 to 1024"),
            (["--threads", "5000"], "--threads must be from 1 to 1024"),
            (["--threads", "two"], "--threads 'two' is not a whole number"),
        ]
        for (options, expected) in cases {
            let result = try HushProcess.run(["serve", "--port", "0", "--data", data.path] + options)
            XCTAssertEqual(result.status, 2, "\(options): \(result.stderr)")
            assertContains(result.stderr, expected)
        }
        // A cap above the descriptor limit names the limit and what is kept from it.
        let above = try HushProcess.run(["serve", "--port", "0", "--data", data.path, "--max-connections", "99999999"])
        assertContains(above.stderr, "its descriptor limit (ulimit -n) is")
    }
}
