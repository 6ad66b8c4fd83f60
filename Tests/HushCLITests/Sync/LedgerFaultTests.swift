import Foundation
import XCTest

/// The embedded ledger's disk filling up (docs/security.md, The ledger: `HUSH_TEST_LEDGER_FAIL_APPEND=N`
/// makes the Nth append write half its line and fail, as a full disk does): the request whose append
/// failed is answered 503 with `Retry-After`, never 500 and never left open; the outage is logged once;
/// under load every acknowledged change is kept exactly once, and the household's next push, its
/// stream and a SIGTERM all behave.
final class LedgerFaultTests: XCTestCase {
    func testAFailedAppendIsAnswered503WithRetryAfter() throws {
        let server = try SyncServerProcess.start(environment: ["HUSH_TEST_LEDGER_FAIL_APPEND": "1"])
        let failed = try RawSyncHTTP.register(server.url, person: "Gavin")
        XCTAssertEqual(failed.status, 503, failed.text)
        XCTAssertEqual(failed.headers["retry-after"], "5")
        XCTAssertTrue(failed.error.contains("nothing was stored, try again in 5 s"), failed.error)
        XCTAssertEqual(try RawSyncHTTP.register(server.url, person: "Gavin").status, 200)
        assertContains(server.errors, "ledger unwritable: appending to")
        assertContains(server.errors, "ledger writable again after")
    }

    func testADiskThatFillsMidPushUnderLoad() throws {
        // Appends before the load: about three for the household below, eight for hush-load's four
        // devices (registration, baby and membership); the sixtieth is one of the load's pushes.
        let server = try SyncServerProcess.start(environment: ["HUSH_TEST_LEDGER_FAIL_APPEND": "60"], options: LoadTests.serveOptions + ["--shutdown-grace", "5"])
        let (device, token, _) = try BoundedWorkTests.household(server, person: "Gavin", baby: "Eddie")
        let stream = try EventStreamReader(url: server.url + "/v1/stream", token: token)
        XCTAssertNotNil(stream.waitForLine(after: 0, timeout: 10), "the stream's first message")

        let load = try LoadUnderFault(server: server.url, events: 100, timeout: DatabaseFaultScenarios.requestTimeout)
        let report = try load.report()
        XCTAssertGreaterThanOrEqual(report["unavailable"] as? Int ?? 0, 1, "the failed append was not one of the load's pushes")
        XCTAssertEqual(report["hung"] as? Int, 0, load.errorText)
        XCTAssertEqual(report["failures"] as? Int, 0, load.errorText)
        XCTAssertEqual(report["missing"] as? Int, 0, load.errorText)
        XCTAssertEqual(report["duplicated"] as? Int, 0, load.errorText)

        try device.ok("wet diaper")
        try device.ok("sync")
        let latest = try RawSyncHTTP.pullAll(server.url, token: token).compactMap { $0["seq"] as? Int }.max() ?? 0
        XCTAssertTrue(DatabaseFaultScenarios.awaitLine(stream, containing: "\"seq\":\(latest)", within: 10), "the stream went quiet")

        let (inTime, status) = server.stop(within: DatabaseFaultScenarios.stopBound)
        XCTAssertTrue(inTime, server.errors)
        XCTAssertEqual(status, 0, server.errors)
        XCTAssertEqual(server.errors.components(separatedBy: "ledger unwritable:").count - 1, 1, server.errors)
        let check = try LedgerProofTests.serve(["--check", "--data", try XCTUnwrap(server.dataDirectory)])
        XCTAssertEqual(check.status, 0, check.output)
    }
}
