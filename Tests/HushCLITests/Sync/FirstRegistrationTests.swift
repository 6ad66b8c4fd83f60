import Foundation
import XCTest

/// `--registration first` decided atomically: sixty registrations sent at the same moment to a server
/// keeping no household get exactly one household. Asked first and created after, 56 of 60 got in on
/// PostgreSQL (each transaction saw none of the others' rows).
final class FirstRegistrationTests: XCTestCase {
    /// Registrations go past the default cap on one address: this measures the policy, not the cap.
    private let options = ["--join-rate", "1000"]

    /// Ten rounds, a fresh server each: the embedded ledger's old window (between asking and creating,
    /// both inside its actor) was narrow, and one round alone let a second registration in about one
    /// time in six.
    func testSixtySimultaneousRegistrationsMakeOneHouseholdEmbedded() throws {
        for _ in 0..<10 {
            try assertOneOfSixty(try SyncServerProcess.start(registration: "first", options: options))
        }
    }

    /// A fresh database, so "no household yet" holds; two servers on it, so the race is also across processes.
    func testSixtySimultaneousRegistrationsMakeOneHouseholdPostgres() throws {
        let scratch = try ScratchDatabase.make()
        let first = try SyncServerProcess.start(database: scratch.url, registration: "first", options: options)
        let second = try SyncServerProcess.start(database: scratch.url, registration: "first", options: options)
        try assertOneOfSixty(first, also: second)
    }

    private func assertOneOfSixty(_ server: SyncServerProcess, also other: SyncServerProcess? = nil, line: UInt = #line) throws {
        let urls = [server.url, (other ?? server).url]
        let answers = ConcurrentAnswers<RawSyncHTTP.Answer>.gather(60) { index in
            try? RawSyncHTTP.register(urls[index % 2], person: "Person \(index)")
        }
        let statuses = answers.map { $0?.status ?? 0 }
        XCTAssertEqual(statuses.filter { $0 == 200 }.count, 1, "\(statuses)", line: line)
        XCTAssertEqual(statuses.filter { $0 == 403 }.count, 59, "\(statuses)", line: line)
        let refusal = answers.first { $0?.status == 403 }??.error ?? ""
        XCTAssertTrue(refusal.contains("does not register new households"), refusal, line: line)
        // And the one household is really there and the only one: its token works, a later attempt is refused.
        let token = try XCTUnwrap((answers.first { $0?.status == 200 }??.json as? [String: Any])?["token"] as? String)
        XCTAssertEqual(try RawSyncHTTP.send("GET", server.url + "/v1/changes?after=0", token: token).status, 200, line: line)
        XCTAssertEqual(try RawSyncHTTP.register(urls[1], person: "Late").status, 403, line: line)
    }
}
