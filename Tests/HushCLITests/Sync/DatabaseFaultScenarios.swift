import Foundation
import XCTest

/// One PostgreSQL fault under load, and everything the server promises about it (docs/operations.md):
/// two servers share a private cluster (``PrivateCluster``); `hush-load` pushes to the first from four
/// devices while the fault lands a second into its pushes; a household's device streams from the second.
/// Afterwards: no request was open past its deadline (hush-load counts a request unanswered in 20 s as
/// hung; the longest a push may take here is about 10 s), every acknowledged change is there exactly
/// once, the household's next push and pull succeed within a few seconds of the database's return, the
/// other server's stream carries that push (its `LISTEN` came back), SIGTERM ends both servers within
/// their grace, and the log names the outage once, with PostgreSQL's own reason and never the password.
///
/// ```swift
/// let errors = try DatabaseFaultScenarios.underLoad { cluster, _ in try cluster.restart(mode: "fast") }
/// ```
enum DatabaseFaultScenarios {
    /// Short deadlines keep each scenario in seconds: a call waits 2 s for a connection and has 3 s for
    /// its statements; SIGTERM leaves requests 5 s.
    static let serveOptions = LoadTests.serveOptions + ["--database-wait", "2", "--statement-timeout", "3", "--shutdown-grace", "5"]
    /// hush-load's per-request timeout: twice the longest a push may take with the deadlines above.
    static let requestTimeout = 20.0
    /// What SIGTERM may take: the grace, and a margin for a loaded machine.
    static let stopBound: TimeInterval = 5 + 10
    /// "Within a few seconds of the database's return", generously for a loaded two-core machine.
    static let returnBound: TimeInterval = 15

    /// `fault` breaks the database and returns once it is back (it is given the pushed-to server).
    /// Returns the pushed-to server's standard error, for the fault's own checks.
    @discardableResult
    /// `byName`: the servers reach the cluster through ``PrivateCluster/name`` (its socket's folder by a
    /// symbolic link) instead of its loopback port.
    static func underLoad(byName: Bool = false, _ fault: (PrivateCluster, SyncServerProcess) throws -> Void,
                          file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let cluster = try PrivateCluster.start()
        let database = byName ? cluster.namedURL : cluster.url
        let pushing = try SyncServerProcess.start(database: database, options: serveOptions)
        let streaming = try SyncServerProcess.start(database: database, options: serveOptions)
        let (device, token, _) = try BoundedWorkTests.household(pushing, person: "Gavin", baby: "Eddie")
        let stream = try EventStreamReader(url: streaming.url + "/v1/stream", token: token)
        XCTAssertNotNil(stream.waitForLine(after: 0, timeout: 10), "the stream's first message", file: file, line: line)

        // Enough pushes that the fault meets them under way, however fast the server answers them: a load
        // of 300 a device came to end within the second this waited, and its check then met the outage.
        let load = try LoadUnderFault(server: pushing.url, events: 1_000, timeout: requestTimeout)
        try load.waitUntilPushing()
        let pushingSince = Date()
        Thread.sleep(forTimeInterval: 0.3)
        let faultAfter = Date().timeIntervalSince(pushingSince)
        try fault(cluster, pushing)
        let back = Date()

        try device.ok("wet diaper")
        var synced = false
        while !synced, Date() < back.addingTimeInterval(returnBound) {
            synced = try device.run("sync").status == 0
            if !synced { Thread.sleep(forTimeInterval: 0.5) }
        }
        XCTAssertTrue(synced, "the household's push did not succeed within \(Int(returnBound)) s of the database's return", file: file, line: line)
        // For the record (docs/operations.md), never asserted: how soon after the return the push went through.
        print("the household's push and pull went through \(String(format: "%.1f", Date().timeIntervalSince(back))) s after the database's return")
        let changes = try RawSyncHTTP.pullAll(pushing.url, token: token)
        let keys = RawSyncHTTP.keys(changes).filter { $0.hasPrefix("event:") }
        XCTAssertEqual(keys.count, 2, "the household's bottle and diaper, each once: \(keys)", file: file, line: line)
        let latest = changes.compactMap { $0["seq"] as? Int }.max() ?? 0
        let heard = awaitLine(stream, containing: "\"seq\":\(latest)", within: returnBound)
        XCTAssertTrue(heard, "the other server's stream never carried seq \(latest): its LISTEN did not come back", file: file, line: line)

        let report = try load.report()
        // The fault must have come while the load was still pushing, or this tried nothing under load.
        let pushingFor = report["seconds"] as? Double ?? 0
        XCTAssertGreaterThan(pushingFor, faultAfter, "the load's pushes ended before the fault came", file: file, line: line)
        XCTAssertEqual(report["hung"] as? Int, 0, "requests open past their deadline: \(load.errorText)", file: file, line: line)
        XCTAssertEqual(report["failures"] as? Int, 0, "pushes never acknowledged: \(load.errorText)", file: file, line: line)
        XCTAssertEqual(report["missing"] as? Int, 0, "acknowledged but not stored: \(load.errorText)", file: file, line: line)
        XCTAssertEqual(report["duplicated"] as? Int, 0, file: file, line: line)
        XCTAssertEqual(report["retries_answered_duplicate"] as? Int, report["retries"] as? Int, file: file, line: line)

        for server in [pushing, streaming] {
            let (inTime, status) = server.stop(within: stopBound)
            XCTAssertTrue(inTime, "SIGTERM did not end the server within \(Int(stopBound)) s: \(server.errors)", file: file, line: line)
            XCTAssertEqual(status, 0, server.errors, file: file, line: line)
        }
        let errors = pushing.errors
        let started = errors.components(separatedBy: "database unreachable:").count - 1
        XCTAssertTrue((1...3).contains(started), "the outage logged once (a restart may show as two), not per request: \(errors)", file: file, line: line)
        assertContains(errors, "database reachable again after")
        XCTAssertFalse(errors.contains("Generic description"), "PSQLError's own description tells nothing: \(errors)", file: file, line: line)
        XCTAssertFalse(errors.contains(PrivateCluster.password), "the database's password was logged: \(errors)", file: file, line: line)
        return errors
    }

    /// Whether a data line containing `text` arrives within `seconds` (earlier lines count too).
    static func awaitLine(_ stream: EventStreamReader, containing text: String, within seconds: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var seen = 0
        while let (_, line) = stream.waitForLine(after: seen, timeout: max(0, deadline.timeIntervalSinceNow)) {
            if line.contains(text) { return true }
            seen += 1
        }
        return false
    }
}
