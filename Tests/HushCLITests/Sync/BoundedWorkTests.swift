import Foundation
import XCTest

/// The server bounds the work any request may cause, tried as an attacker would against a real `hush serve`:
/// deep nesting, too many changes, huge names, registration floods and connections that never finish.
/// Each attack is refused before work, and another household's pull is answered meanwhile.
final class BoundedWorkTests: XCTestCase {
    /// A household of its own on `server`: a device with a baby and one logged event, synced; its token
    /// and one of its own changes as the server sends it, to mutate.
    static func household(_ server: SyncServerProcess, person: String, baby: String) throws -> (device: SyncDevice, token: String, change: [String: Any]) {
        let device = try SyncDevice(person)
        try device.ok("new baby \(baby) born 2025-09-01")
        try device.ok("set server \(server.url)")
        try device.ok("ate 100ml")
        try device.ok("sync")
        let token = try XCTUnwrap(device.token)
        let changes = try RawSyncHTTP.pullAll(server.url, token: token)
        let event = try XCTUnwrap(changes.last { (($0["change"] as? [String: Any])?["key"] as? String)?.hasPrefix("event:") == true })
        return (device, token, try XCTUnwrap(event["change"] as? [String: Any]))
    }

    /// `[[[…"x"…]]]`, `depth` arrays deep.
    static func nested(_ depth: Int) -> String { String(repeating: "[", count: depth) + "\"x\"" + String(repeating: "]", count: depth) }

    func testDeepNestingIsRefusedAtOnceAndAnotherHouseholdIsStillAnswered() throws {
        let server = try SyncServerProcess.start()
        let attacker = try Self.household(server, person: "Mallory", baby: "Nemo")
        let victim = try Self.household(server, person: "Gavin", baby: "Eddie")
        let before = try RawSyncHTTP.pullAll(server.url, token: victim.token)
        // Twenty changes with arrays 500 deep inside the event's data: 22 s of CPU before the shape check.
        let change = #"{"id":"deep-ID","key":"event:deep-ID","by":"Mallory","at":"2026-01-02T20:00:00Z","after":{"event":{"data":"#
            + Self.nested(500) + "}}}"
        let body = #"{"changes":["# + (0..<20).map { change.replacingOccurrences(of: "ID", with: String($0)) }.joined(separator: ",") + "]}"
        let started = Date()
        let answer = try RawSyncHTTP.sendBytes("POST", server.url + "/v1/changes", token: attacker.token, body: Data(body.utf8))
        let took = Date().timeIntervalSince(started)
        XCTAssertEqual(answer.status, 400, answer.text)
        assertContains(answer.error, "changes[0].after nests deeper than 6 levels")
        // Liveness, not speed: before the check this push held the server for tens of seconds.
        XCTAssertLessThan(took, 5, "the refusal must not wait for a decoder")
        let pulled = Date()
        XCTAssertEqual(try RawSyncHTTP.pullAll(server.url, token: victim.token).count, before.count)
        XCTAssertLessThan(Date().timeIntervalSince(pulled), 5)
        // The legitimate depth still passes: the attacker's own event, pushed again, is a duplicate, not a 400.
        let again = try RawSyncHTTP.sendBytes("POST", server.url + "/v1/changes", token: attacker.token,
                                              body: try JSONSerialization.data(withJSONObject: ["changes": [attacker.change]]))
        XCTAssertEqual(again.status, 200, again.text)
    }

    func testTooManyChangesWrongShapesAndLongStringsAreRefusedBeforeWork() throws {
        let server = try SyncServerProcess.start()
        let attacker = try Self.household(server, person: "Mallory", baby: "Nemo")
        let many = (0...1_000).map { ["id": "m-\($0)", "key": "event:m-\($0)", "by": "Mallory", "at": "2026-01-02T20:00:00Z"] }
        let tooMany = try RawSyncHTTP.sendBytes("POST", server.url + "/v1/changes", token: attacker.token,
                                                body: try JSONSerialization.data(withJSONObject: ["changes": many]))
        XCTAssertEqual(tooMany.status, 400)
        assertContains(tooMany.error, "changes holds more than 1000 items")
        let cases: [(String, String)] = [
            (#"{"changes":[],"extra":1}"#, #"the body has an unknown key "extra""#),
            (#"{"changes":{}}"#, "changes must be an array"),
            (#"{"changes":[{"id":1,"key":"k","by":"b","at":"a"}]}"#, "changes[0].id must be a string"),
            (#"{"changes":[{"key":"k","by":"b","at":"a"}]}"#, #"changes[0] is missing "id""#),
            (#"{"changes":[{"id":"i","id":"j","key":"k","by":"b","at":"a"}]}"#, #"changes[0] has "id" twice"#),
            (#"{"changes":[{"id":""# + String(repeating: "i", count: 300) + #"","key":"k","by":"b","at":"a"}]}"#,
             "changes[0].id is longer than 256 bytes"),
            (#"{"changes":[{"id":"i","key":"k","by":"b","at":"a","after":{"event":{"notes":""# + String(repeating: "n", count: 70_000) + #""}}}]}"#,
             "changes[0].after is longer than 65536 bytes"),
            (#"{"changes":[{"id":"i","key":"k","by":"b","at":"a","after":[1]}]}"#, "changes[0].after must be a record"),
            (#"{"changes":[ {"#, "the body is not valid JSON"),
            (#"[]"#, "the body must be an object with changes"),
        ]
        for (body, expected) in cases {
            let answer = try RawSyncHTTP.sendBytes("POST", server.url + "/v1/changes", token: attacker.token, body: Data(body.utf8))
            XCTAssertEqual(answer.status, 400, "\(body.prefix(80)): \(answer.text)")
            assertContains(answer.error, expected)
        }
        // Nothing of it reached the ledger: the household still holds only what its device synced.
        XCTAssertFalse(RawSyncHTTP.keys(try RawSyncHTTP.pullAll(server.url, token: attacker.token)).contains { $0.contains("m-") })
    }

    func testNamesAreBoundedAndBigBodiesRefused() throws {
        let server = try SyncServerProcess.start()
        let long = try RawSyncHTTP.register(server.url, person: String(repeating: "N", count: 65))
        XCTAssertEqual(long.status, 400)
        assertContains(long.error, "at most 64 characters")
        XCTAssertEqual(try RawSyncHTTP.register(server.url, person: String(repeating: "N", count: 64)).status, 200)
        // A 60 MB name is not read at all: the body limit answers first.
        let huge = try RawSyncHTTP.register(server.url, person: String(repeating: "N", count: 5_000_000))
        XCTAssertEqual(huge.status, 413, huge.text)
        let (_, json) = try RawSyncHTTP.send("POST", server.url + "/v1/join", body: ["code": "ABCD-EFGH-JKLM", "person": String(repeating: "x", count: 2_000)])
        assertContains(String(describing: json), "person is longer than 384 bytes")
    }

    func testRegistrationAndJoinAreCappedPerAddress() throws {
        let server = try SyncServerProcess.start(options: ["--join-rate", "5"])
        var statuses: [Int] = []
        var refused: RawSyncHTTP.Answer?
        for index in 0..<12 {
            let answer = try RawSyncHTTP.register(server.url, person: "Flood \(index)")
            statuses.append(answer.status)
            if answer.status == 429 { refused = answer }
        }
        // A burst of twice the rate, then one every 12 s: the first ten pass, the rest wait.
        XCTAssertEqual(statuses.filter { $0 == 200 }.count, 10, "\(statuses)")
        let answer = try XCTUnwrap(refused, "\(statuses)")
        let retry = try XCTUnwrap(answer.headers["retry-after"].flatMap(Int.init), "\(answer.headers)")
        XCTAssertTrue((1...12).contains(retry), "Retry-After \(retry)")
        assertContains(answer.error, "too many requests from this address")
        // Wrong invite codes draw from the same bucket: guessing is capped too.
        let guess = try RawSyncHTTP.sendBytes("POST", server.url + "/v1/join", body: Data(#"{"code":"ABCD-EFGH-JKLM","person":"Eve"}"#.utf8))
        XCTAssertEqual(guess.status, 429)
        XCTAssertNotNil(guess.headers["retry-after"])
    }

    func testRegistrationClosesAfterTheFirstHouseholdOrWhenClosed() throws {
        let first = try SyncServerProcess.start(registration: nil)
        XCTAssertEqual(try RawSyncHTTP.register(first.url, person: "Gavin").status, 200)
        let second = try RawSyncHTTP.register(first.url, person: "Mallory")
        XCTAssertEqual(second.status, 403)
        assertContains(second.error, "does not register new households")
        // Restarted, it still knows a household exists.
        try first.restart()
        XCTAssertEqual(try RawSyncHTTP.register(first.url, person: "Mallory").status, 403)
        let closed = try SyncServerProcess.start(registration: "closed")
        XCTAssertEqual(try RawSyncHTTP.register(closed.url, person: "Gavin").status, 403)
    }

    func testIdleAndHalfSentConnectionsAreClosed() throws {
        let server = try SyncServerProcess.start(options: ["--idle-timeout", "1"])
        let idle = try LoopbackSocket(port: server.port)
        let slow = try LoopbackSocket(port: server.port)
        try slow.send("POST /v1/households HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n")
        // Well past the timeout, both are closed by the server: reading finds the end.
        XCTAssertTrue(idle.waitForClose(within: 6), "an idle connection stayed open")
        XCTAssertTrue(slow.waitForClose(within: 6), "a half-sent request kept its connection")
        // A connection that keeps talking is served.
        XCTAssertEqual(try RawSyncHTTP.register(server.url, person: "Gavin").status, 200)
    }
}
