import Foundation
import XCTest

/// The server rides out its database (docs/operations.md): PostgreSQL restarted fast and immediately
/// under load, its postmaster killed, stopped for thirty seconds; each on a private cluster, checked by
/// ``DatabaseFaultScenarios/underLoad(_:file:line:)``. Before the deadlines, pushes in flight at a
/// restart were never answered in about half the tries, and such a server could not be stopped.
///
/// ```
/// HUSH_TEST_POSTGRES=postgres://hush@127.0.0.1:55432/hush swift test --filter DatabaseFaultTests
/// ```
final class DatabaseFaultTests: XCTestCase {
    func testRestartFastUnderLoad() throws {
        let errors = try DatabaseFaultScenarios.underLoad { cluster, _ in try cluster.restart(mode: "fast") }
        // A fast shutdown ends each backend with PostgreSQL's own code and message, and the log says so.
        assertContains(errors, "SQLSTATE 57P01: terminating connection due to administrator command")
    }

    func testRestartImmediateUnderLoad() throws {
        // No checkpoint, crash recovery at start: a push whose rows were answered before its commit was on
        // disk was acknowledged and then lost here, until every write went through BEGIN and COMMIT.
        try DatabaseFaultScenarios.underLoad { cluster, _ in try cluster.restart(mode: "immediate") }
    }

    func testPostmasterKilledUnderLoad() throws {
        try DatabaseFaultScenarios.underLoad { cluster, _ in
            try cluster.killPostmaster()
            Thread.sleep(forTimeInterval: 1)
            try cluster.startPostmaster()
        }
    }

    /// The database's connection ends in the middle of a statement's rows (``CuttingRelay``): a pull's
    /// rows arrive, then the end, before the task reading them has asked for more. PostgresNIO's row
    /// stream stopped the whole server there (a restart under load did it once in a few tries). Now the
    /// pull or push is refused or tried again, the server stays up, and the next one goes through.
    func testConnectionEndingInTheMiddleOfRows() throws {
        // A pull's answer of about 30 KB, sent in several batches of rows.
        let relayed = try Self.relayedHousehold(notes: 30)
        let (relay, server, token) = (relayed.relay, relayed.server, relayed.token)
        defer { relay.stop(); withExtendedLifetime(relayed) {} }   // the cluster stops when released
        let before = try RawSyncHTTP.pullAll(server.url, token: token)
        XCTAssertGreaterThan(before.count, 30)

        for round in 1...3 {
            relay.cutNextLongAnswer(over: 4096, keeping: 3000)
            let answer = try? RawSyncHTTP.send("GET", server.url + "/v1/changes?after=0", token: token)
            XCTAssertEqual(relay.cuts, round, "no answer long enough to cut: the test did not test")
            guard server.isRunning else { return XCTFail("the server stopped at the cut: \(server.errors)") }
            // Refused (503) or answered from another connection; never half an answer.
            if let answer, answer.status == 200 {
                XCTAssertEqual((answer.json as? [String: Any])?["more"] as? Bool, false)
            }
        }
        let after = try RawSyncHTTP.pullAll(server.url, token: token)
        XCTAssertEqual(RawSyncHTTP.keys(after), RawSyncHTTP.keys(before))

        // The push's read: the thirty notes again under new change ids, so the read answers their stored
        // versions (about 30 KB), cut like the pull's.
        let notes = before.compactMap { $0["change"] as? [String: Any] }.filter { ($0["after"] as? [String: Any])?["event"] != nil }
            .suffix(30).map { change -> [String: Any] in
                var again = change
                again["id"] = UUID().uuidString.lowercased()
                return again
            }
        relay.cutNextLongAnswer(over: 4096, keeping: 3000)
        _ = try? RawSyncHTTP.send("POST", server.url + "/v1/changes", token: token, body: ["changes": notes])
        XCTAssertEqual(relay.cuts, 4, "the push's read was not long enough to cut: the test did not test")
        guard server.isRunning else { return XCTFail("the server stopped at the push's cut: \(server.errors)") }
        let pushed = try RawSyncHTTP.send("POST", server.url + "/v1/changes", token: token, body: ["changes": notes])
        XCTAssertEqual(pushed.status, 200, "\(pushed.json ?? "")")
        Self.assertStops(server)
    }

    /// A push is answered only once its write's commit is on disk: PostgreSQL says so with the
    /// `ReadyForQuery` after the write's rows, and the relay holds that message back for a second while the
    /// rows pass at once. The push's answer must come after it; a server answering on the rows alone
    /// answered during the hold (tried), and would have answered a push that a crash at that moment lost.
    func testAPushIsAnsweredOnlyAfterItsCommitIsConfirmed() throws {
        let relayed = try Self.relayedHousehold(notes: 0)
        let (relay, device) = (relayed.relay, relayed.device)
        defer { relay.stop(); withExtendedLifetime(relayed) {} }   // the cluster stops when released
        for round in 1...2 {
            try device.ok("wet diaper \(round * 10) min ago")
            relay.holdNextCommit(for: 1)
            try device.ok("sync")
            XCTAssertEqual(relay.commitsHeld, round, "no push's write went through the relay: the test did not test")
            XCTAssertEqual(relay.commitsReleased, round, "the push was answered before its commit was confirmed")
        }
        Self.assertStops(relayed.server)
    }

    /// The database's connection ends after a push's write has committed but before PostgreSQL could say
    /// so (the relay holds back the write's `ReadyForQuery`, then cuts). The server cannot know the push
    /// is stored, so it must not say it is: the push is refused (503, try again). Tried again, it is
    /// answered as the duplicate it is, and the event is stored once.
    func testAPushWhoseCommitIsNeverConfirmedIsRefusedAndItsRetryIsADuplicate() throws {
        let relayed = try Self.relayedHousehold(notes: 0)
        let (relay, server, token, stored) = (relayed.relay, relayed.server, relayed.token, relayed.bottle)
        defer { relay.stop(); withExtendedLifetime(relayed) {} }   // the cluster stops when released
        var event = try XCTUnwrap(stored["after"] as? [String: Any])
        var record = try XCTUnwrap(event["event"] as? [String: Any])
        record["id"] = "unconfirmed-1"
        event["event"] = record
        let change: [String: Any] = ["id": "unconfirmed-change-1", "key": "event:unconfirmed-1", "after": event,
                                     "by": "Gavin", "at": try XCTUnwrap(stored["at"] as? String)]

        relay.holdNextCommit(for: 0.2, thenCut: true)
        let first = try RawSyncHTTP.send("POST", server.url + "/v1/changes", token: token, body: ["changes": [change]])
        XCTAssertEqual(relay.commitsHeld, 1, "the push's write did not go through the relay: the test did not test")
        XCTAssertEqual(relay.cuts, 1)
        XCTAssertEqual(first.status, 503, "a push whose commit was never confirmed was answered: \(first.json ?? "")")
        guard server.isRunning else { return XCTFail("the server stopped at the cut: \(server.errors)") }

        let again = try RawSyncHTTP.send("POST", server.url + "/v1/changes", token: token, body: ["changes": [change]])
        XCTAssertEqual(again.status, 200, "\(again.json ?? "")")
        XCTAssertEqual((again.json as? [String: Any])?["duplicates"] as? Int, 1, "the write was committed before the cut")
        let keys = RawSyncHTTP.keys(try RawSyncHTTP.pullAll(server.url, token: token))
        XCTAssertEqual(keys.filter { $0 == "event:unconfirmed-1" }.count, 1)
        Self.assertStops(server)
    }

    /// A server that reaches its private cluster through a ``CuttingRelay``, and a household on it whose
    /// device has synced `notes` notes of 800 characters (a kilobyte of a pull's answer each) and a bottle.
    private struct Relayed {
        let cluster: PrivateCluster
        let relay: CuttingRelay
        let server: SyncServerProcess
        let device: SyncDevice
        let token: String
        /// The bottle's change, as a pull answers it.
        let bottle: [String: Any]
    }

    private static func relayedHousehold(notes: Int) throws -> Relayed {
        let cluster = try PrivateCluster.start()
        let relay = try CuttingRelay(to: cluster.port)
        let server = try SyncServerProcess.start(database: relay.url, options: DatabaseFaultScenarios.serveOptions)
        let (device, token, bottle) = try BoundedWorkTests.household(server, person: "Gavin", baby: "Eddie")
        let words = String(repeating: "a quiet afternoon nap after the park ", count: 21)
        for number in stride(from: 1, through: notes, by: 1) { try device.ok("note \(number) \(words)") }
        try device.ok("sync")
        return Relayed(cluster: cluster, relay: relay, server: server, device: device, token: token, bottle: bottle)
    }

    /// The server ends on SIGTERM within the bound, with status 0.
    private static func assertStops(_ server: SyncServerProcess, file: StaticString = #filePath, line: UInt = #line) {
        let (inTime, status) = server.stop(within: DatabaseFaultScenarios.stopBound)
        XCTAssertTrue(inTime, server.errors, file: file, line: line)
        XCTAssertEqual(status, 0, server.errors, file: file, line: line)
    }

    /// The database's connections cut at random bytes under load (``CuttingRelay``): in a handshake, a
    /// statement's answer, a `LISTEN`, a prepare. Whatever PostgresNIO makes of each, the server must
    /// stay up, refuse or retry what it cannot answer, lose no acknowledged push and end on SIGTERM.
    func testConnectionsCutAtRandomUnderLoad() throws {
        let relayed = try Self.relayedHousehold(notes: 12)
        let (relay, server, token) = (relayed.relay, relayed.server, relayed.token)
        defer { relay.stop(); withExtendedLifetime(relayed) {} }   // the cluster stops when released

        let load = try LoadUnderFault(server: server.url, events: 200, timeout: DatabaseFaultScenarios.requestTimeout)
        try load.waitUntilPushing()
        relay.cutAtRandom(oneIn: 10, seed: 38)
        let cutting = Date().addingTimeInterval(8)
        while Date() < cutting, server.isRunning {
            _ = try? RawSyncHTTP.send("GET", server.url + "/v1/changes?after=0", token: token)
        }
        relay.cutAtRandom(oneIn: 0, seed: 0)
        XCTAssertGreaterThan(relay.cuts, 5, "too few cuts to say anything")
        guard server.isRunning else { return XCTFail("the server stopped at a cut: \(server.errors)") }

        let report = try load.report()
        XCTAssertEqual(report["failures"] as? Int, 0, "pushes never acknowledged: \(load.errorText)")
        XCTAssertEqual(report["missing"] as? Int, 0, "acknowledged but not stored: \(load.errorText)")
        XCTAssertEqual(report["duplicated"] as? Int, 0)
        var pulled = 0
        let answered = Date().addingTimeInterval(DatabaseFaultScenarios.returnBound)
        while pulled < 12, Date() < answered {
            pulled = RawSyncHTTP.keys((try? RawSyncHTTP.pullAll(server.url, token: token)) ?? []).filter { $0.hasPrefix("event:") }.count
            if pulled < 12 { Thread.sleep(forTimeInterval: 0.5) }
        }
        XCTAssertGreaterThanOrEqual(pulled, 12, "the household's pull did not come back")
        Self.assertStops(server)
    }

    /// A failover: the database's name (its socket's folder, by a symbolic link) comes to lead to another
    /// server holding a copy of its data. The servers find it by the name when they reconnect, with no
    /// restart and nothing lost; the stream on the other server resumes through its new `LISTEN`.
    func testFailoverToAnotherServerBehindTheSameName() throws {
        var standby: PrivateCluster?
        try DatabaseFaultScenarios.underLoad(byName: true) { cluster, _ in
            standby = try cluster.failover()
        }
        XCTAssertNotNil(standby)
    }

    /// Thirty seconds without a database: meanwhile `/health` says so (and `/health/live` does not), and
    /// a server with a request waiting on the database longer than its grace still stops on SIGTERM.
    func testStoppedForThirtySecondsUnderLoad() throws {
        try DatabaseFaultScenarios.underLoad { cluster, pushing in
            let patient = try SyncServerProcess.start(database: cluster.url, options: LoadTests.serveOptions
                + ["--database-wait", "60", "--statement-timeout", "60", "--shutdown-grace", "3"])
            let stopped = Date()
            try cluster.stop()

            var health = try RawSyncHTTP.send("GET", pushing.url + "/health")
            let deadline = Date().addingTimeInterval(10)
            while health.status != 503, Date() < deadline {
                Thread.sleep(forTimeInterval: 0.2)
                health = try RawSyncHTTP.send("GET", pushing.url + "/health")
            }
            XCTAssertEqual(health.status, 503, "/health did not say the database is unreachable")
            XCTAssertEqual((health.json as? [String: Any])?["database"] as? String, "unreachable")
            XCTAssertNotNil((health.json as? [String: Any])?["error"] as? String, "/health says why")
            XCTAssertEqual(try RawSyncHTTP.send("GET", pushing.url + "/health/live").status, 200, "liveness stays up")

            // A request waiting on the database (its token is looked up there) when SIGTERM comes.
            let waiting = Process()
            waiting.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
            waiting.arguments = ["-s", "-o", "/dev/null", "--max-time", "60", "-H", "Authorization: Bearer not-yet-looked-up",
                                 patient.url + "/v1/devices"]
            try waiting.run()
            Thread.sleep(forTimeInterval: 1)
            let (inTime, status) = patient.stop(within: 3 + 10)
            XCTAssertTrue(inTime, "SIGTERM with a request waiting on the database did not end the server: \(patient.errors)")
            XCTAssertEqual(status, 0)
            assertContains(patient.errors, "exiting without them")
            waiting.waitUntilExit()

            Thread.sleep(forTimeInterval: max(0, 30 - Date().timeIntervalSince(stopped)))
            try cluster.startPostmaster()
            let answered = Date().addingTimeInterval(DatabaseFaultScenarios.returnBound)
            while try RawSyncHTTP.send("GET", pushing.url + "/health").status != 200, Date() < answered { Thread.sleep(forTimeInterval: 0.2) }
            XCTAssertEqual(try RawSyncHTTP.send("GET", pushing.url + "/health").status, 200, "/health after the database's return")
        }
    }

    /// The deadlines are options with a bound: nonsense is one clear error before anything is served.
    func testDeadlineOptionsAreCheckedAtStart() throws {
        let folder = try TemporaryStore()
        for option in ["--database-wait", "--statement-timeout", "--shutdown-grace"] {
            for value in ["0", "-1", "nan", "100000"] {
                let (status, output) = try LedgerProofTests.serve(["--port", "0", "--data", folder.path, option, value])
                XCTAssertEqual(status, 2, "\(option) \(value): \(output)")
                assertContains(output, "\(option) must be a number of seconds above 0")
            }
            let (status, output) = try LedgerProofTests.serve(["--port", "0", "--data", folder.path, option, "soon"])
            XCTAssertEqual(status, 2, output)
            assertContains(output, "\(option) 'soon' is not a number of seconds")
        }
    }
}
