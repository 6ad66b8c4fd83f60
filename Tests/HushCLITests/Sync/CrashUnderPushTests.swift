import Foundation
import XCTest

/// Nothing acknowledged is lost when the server dies mid-write (docs/operations.md): six devices, each its
/// own household, push events one per request as fast as they are answered, so the embedded ledger
/// gathers concurrent pushes into shared flushes (group commit); the server is killed with SIGKILL in
/// the middle, started again on the same data, and every change it acknowledged must be there exactly
/// once. Each device then sends all its changes again, as devices do after a lost answer: the
/// acknowledged ones are duplicates, and every change ends up stored exactly once. On PostgreSQL too
/// (the server killed, not the database).
///
/// ```
/// swift test --filter CrashUnderPushTests
/// HUSH_TEST_POSTGRES=postgres://hush@127.0.0.1:55432/hush swift test --filter CrashUnderPushTests
/// ```
final class CrashUnderPushTests: XCTestCase {
    func testEmbeddedServerKilledDuringConcurrentPushesKeepsEveryAcknowledgedChange() throws {
        try killDuringPushes(try SyncServerProcess.start(options: LoadTests.serveOptions))
    }

    func testPostgresServerKilledDuringConcurrentPushesKeepsEveryAcknowledgedChange() throws {
        guard let database = SyncServerProcess.postgresURL else {
            throw XCTSkip("set HUSH_TEST_POSTGRES=postgres://… to kill a server on PostgreSQL mid-push")
        }
        try killDuringPushes(try SyncServerProcess.start(database: database, options: LoadTests.serveOptions))
    }

    private func killDuringPushes(_ server: SyncServerProcess, file: StaticString = #filePath, line: UInt = #line) throws {
        let parents = ["Gavin", "Hana", "Iris", "Jon", "Kim", "Lea"], babies = ["Ada", "Ben", "Cleo", "Dara", "Eli", "Fay"]
        let devices = parents.count, events = 400
        let households = try zip(parents, babies).map { person, baby in
            let (_, token, change) = try BoundedWorkTests.household(server, person: person, baby: baby)
            let id = try XCTUnwrap(RawRecords.value(try XCTUnwrap(change["after"] as? [String: Any]))["baby_id"] as? String)
            return (token: token, baby: id, person: person)
        }
        let pushes = try households.map { try CurlPushes(server: server.url, token: $0.token, baby: $0.baby, person: $0.person, count: events) }
        // Killed once the load is well under way, long before it could end.
        let deadline = Date().addingTimeInterval(120)
        while pushes.map(\.acknowledgedSoFar).reduce(0, +) < 150, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        server.crash()
        let acknowledged = pushes.map { $0.finish() }
        let total = acknowledged.map(\.count).reduce(0, +)
        XCTAssertGreaterThanOrEqual(total, 150, "the kill came before the load was under way", file: file, line: line)
        XCTAssertLessThan(total, devices * events, "the load ended before the kill: it proved nothing", file: file, line: line)
        print("\(total) of \(devices * events) pushes acknowledged before the kill")

        try server.restart()
        for (household, (pushes, acked)) in zip(households, zip(pushes, acknowledged)) {
            let ids = Self.changeIDs(try RawSyncHTTP.pullAll(server.url, token: household.token))
            let lost = acked.filter { ids[$0] == nil }
            XCTAssertEqual(lost, [], "\(household.person): acknowledged and then lost in the crash", file: file, line: line)
            XCTAssertEqual(ids.filter { $0.value > 1 }.map(\.key), [], "\(household.person): stored twice", file: file, line: line)

            // Everything again, in pushes of a hundred: what was taken is a duplicate, the rest is taken now.
            var duplicates = 0
            for start in stride(from: 0, to: pushes.changes.count, by: 100) {
                let body = ["changes": Array(pushes.changes[start..<min(start + 100, pushes.changes.count)])]
                let answer = try RawSyncHTTP.sendBytes("POST", server.url + "/v1/changes", token: household.token,
                                                       body: try JSONSerialization.data(withJSONObject: body))
                XCTAssertEqual(answer.status, 200, answer.text, file: file, line: line)
                duplicates += (answer.json as? [String: Any])?["duplicates"] as? Int ?? 0
            }
            XCTAssertGreaterThanOrEqual(duplicates, acked.count, "\(household.person): an acknowledged change was taken again", file: file, line: line)
            let after = Self.changeIDs(try RawSyncHTTP.pullAll(server.url, token: household.token))
            for change in pushes.changes {
                let id = change["id"] as! String
                XCTAssertEqual(after[id], 1, "\(household.person): \(id) is not there exactly once", file: file, line: line)
            }
        }
        if let data = server.dataDirectory {
            let check = try LedgerProofTests.serve(["--check", "--data", data])
            XCTAssertEqual(check.status, 0, check.output, file: file, line: line)
        }
    }

    /// How many times each change id is in a pull.
    private static func changeIDs(_ changes: [[String: Any]]) -> [String: Int] {
        Dictionary(changes.compactMap { ($0["change"] as? [String: Any])?["id"] as? String }.map { ($0, 1) }, uniquingKeysWith: +)
    }
}
