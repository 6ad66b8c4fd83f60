import Foundation
import XCTest

/// One process remembers who may do what from line to line (the roles are kept while the person and the
/// memberships stay as they are), so a change to the memberships made in the same run counts at the next
/// line, for the same person as for another.
final class RolesWithinOneRunTests: XCTestCase {
    private let now = ["--now", "2026-01-02T15:00:00-05:00", "--tz", "America/New_York"]

    /// A store with Eddie, whose primary is Pat, and an invite for Cal as caregiver; its code.
    private func storeWithAnInvite(_ store: TemporaryStore) throws -> (arguments: [String], code: String) {
        let arguments = ["--store", store.path + "/store"] + now
        XCTAssertEqual(try HushProcess.run(arguments + ["--as", "Pat", "new", "baby", "Eddie", "born", "2025-09-01"]).status, 0)
        let invited = try HushProcess.run(arguments + ["--as", "Pat", "invite", "Cal", "as", "caregiver", "--json"])
        let code = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(invited.stdout.utf8)) as? [String: Any])?["code"] as? String)
        return (arguments, code)
    }

    private func run(_ lines: [String], in store: TemporaryStore, _ arguments: [String]) throws -> HushProcess.Result {
        let script = store.path + "/roles.hush"
        try lines.joined(separator: "\n").write(toFile: script, atomically: true, encoding: .utf8)
        return try HushProcess.run(arguments + ["run", "--keep-going", script])
    }

    func testSomeoneWhoJoinsInTheRunMayLogAtTheNextLine() throws {
        let store = try TemporaryStore()
        let (arguments, code) = try storeWithAnInvite(store)
        let result = try run(["i am Cal", "wet diaper", "join \(code) as Cal", "dirty diaper"], in: store, arguments)
        XCTAssertTrue(result.stderr.contains("roles.hush:2:1") && result.stderr.contains("Cal isn't connected to Eddie"), result.stderr)
        XCTAssertTrue(result.stdout.contains("Cal joined Eddie as caregiver"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Logged poop"), "Cal's own roles were asked again once Cal joined:\n" + result.stdout + result.stderr)
    }

    func testACaregiverRemovedInTheRunIsRefusedAtTheNextLine() throws {
        let store = try TemporaryStore()
        let (arguments, code) = try storeWithAnInvite(store)
        XCTAssertEqual(try HushProcess.run(arguments + ["--as", "Cal", "join", code, "as", "Cal"]).status, 0)
        let result = try run(["i am Cal", "wet diaper", "i am Pat", "remove caregiver Cal --yes", "i am Cal", "dirty diaper"],
                             in: store, arguments)
        XCTAssertTrue(result.stdout.contains("Logged pee"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Removed Cal as caregiver of Eddie"), result.stdout)
        XCTAssertTrue(result.stderr.contains("roles.hush:6:1") && result.stderr.contains("Cal isn't connected to Eddie"), result.stderr)
        XCTAssertFalse(result.stdout.contains("Logged poop"), result.stdout)
    }
}
