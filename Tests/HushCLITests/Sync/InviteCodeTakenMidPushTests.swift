import Foundation
import Synchronization
import XCTest

/// A code another household's write is still holding when a push is planned: the push reads it free,
/// its write waits on the unique index until that write commits, and is then refused by it. The push is
/// planned again and the claim refused as taken (200). It was answered 503, as if the database were lost,
/// whenever PostgreSQL's refusal came back through the kept statements' error type; the eight racing
/// claims (``InviteCodeTests``) met that only when two writes happened to collide.
final class InviteCodeTakenMidPushTests: XCTestCase {
    func testACodeCommittedWhileAPushWaitsIsRefusedAsTaken() throws {
        let scratch = try ScratchDatabase.make()
        let server = try SyncServerProcess.start(database: scratch.url)
        let (baby, invite) = try InviteCodeScenarios.familyWithAnInvite(server)
        let gavinsHousehold = try scratch.query("SELECT id FROM hush_households")
        let token = try InviteCodeScenarios.claimant(server.url, person: "Claimant", baby: baby, babyID: "claimants-baby")

        let code = "HARD-2345-6789A"
        let held = try HeldTransaction(scratch.url, """
            INSERT INTO hush_records (household, key, device, person, seq, kind, invite_code)
            VALUES ('\(gavinsHousehold)', 'entity:invite:held', 'held', 'held', 0, 'invite', '\(code.replacingOccurrences(of: "-", with: ""))')
            """)
        let claim = try InviteCodeScenarios.invite(invite, id: "claim", code: code, baby: "claimants-baby")
        let body = try JSONSerialization.data(withJSONObject: ["changes": [InviteCodeScenarios.change("i-1", key: "entity:invite:claim", after: claim)]])
        let url = server.url
        let waitSeen = Mutex(false)
        let answers = ConcurrentAnswers<RawSyncHTTP.Answer>.gather(2) { index in
            if index == 0 { return try? RawSyncHTTP.sendBytes("POST", url + "/v1/changes", token: token, body: body) }
            // The push's write waits on the held row; only then is it committed under it.
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline {
                let waiting = try? scratch.query("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()")
                if waiting != nil, waiting != "0" {
                    waitSeen.withLock { $0 = true }
                    break
                }
                Thread.sleep(forTimeInterval: 0.02)
            }
            try? held.commit()
            return nil
        }
        // Without the wait, the push could have read the code taken and never met the index at all.
        XCTAssertTrue(waitSeen.withLock { $0 }, "the push's write never waited on the held row")
        let answer = try XCTUnwrap(answers[0], "the push was not answered")
        XCTAssertEqual(answer.status, 200, answer.text)
        let refused = (answer.json as? [String: Any])?["refused"] as? [String: String]
        assertContains(refused?["i-1"] ?? "", "that invite code is taken")
        XCTAssertEqual(try scratch.query("SELECT count(*) FROM hush_records WHERE invite_code = '\(code.replacingOccurrences(of: "-", with: ""))'"), "1")
    }
}
