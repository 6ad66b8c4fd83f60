import Foundation
import XCTest

/// The family page's three addresses each look an invite code up, so each request takes a token from
/// the same per-address bucket as registering and joining (docs/security.md, Bounded work); the event
/// stream's own rechecks, every five seconds, are not requests and take none.
final class FamilyPageLimitTests: XCTestCase {
    func testFamilyPageLookupsShareTheJoinCap() throws {
        // Two a minute, four at once: the counts below stay exact for the thirty seconds a token takes.
        let server = try SyncServerProcess.start(options: ["--join-rate", "2"])
        let gavin = try SyncDevice("Gavin")
        try gavin.ok("new baby Eddie born 2025-09-01")
        let answer = try gavin.ok("invite Grandma as subscriber --json")
        let code = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])?["code"] as? String)
        try gavin.ok("set server \(server.url)")
        try assertContains(try gavin.ok("sync"), "Registered this household")  // token 1 of 4

        let stream = try EventStreamReader(url: server.url + "/family/\(code)/events", token: nil)  // token 2
        XCTAssertNotNil(stream.waitForLine(after: 0, timeout: 10), "the family page's stream opens")
        // Long enough for the stream to recheck office hours twice; those rechecks must take no token.
        Thread.sleep(forTimeInterval: 11)
        let status = try RawSyncHTTP.send("GET", server.url + "/family/\(code)/status")  // token 3
        XCTAssertEqual(status.status, 200, "the stream's rechecks were counted as requests")
        XCTAssertEqual((status.json as? [String: Any])?["baby"] as? String, "Eddie")
        XCTAssertEqual(try RawSyncHTTP.send("GET", server.url + "/family/AAAA-BBBB-CCCCC").status, 404)  // token 4

        // The bucket is empty: every lookup is answered 429 with when to come back, the right code's too,
        // and joining from the same address shares the bucket.
        for path in ["/family/\(code)", "/family/\(code)/status", "/family/\(code)/events", "/family/AAAA-BBBB-CCCCC/status"] {
            let refused = try RawSyncHTTP.sendBytes("GET", server.url + path, body: Data())
            XCTAssertEqual(refused.status, 429, "\(path): \(refused.text)")
            XCTAssertNotNil(refused.headers["retry-after"].flatMap(Int.init), "\(path): \(refused.headers)")
        }
        let join = try RawSyncHTTP.send("POST", server.url + "/v1/join", body: ["code": code, "person": "Grandma"])
        XCTAssertEqual(join.status, 429, "\(String(describing: join.json))")
    }
}
