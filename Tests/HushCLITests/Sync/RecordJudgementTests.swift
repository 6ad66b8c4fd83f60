import Foundation
import XCTest

/// Every pushed record judged by what it says (docs/security.md, Records), attacked through a real
/// `hush serve` with devices that joined by sync: a change whose key and record disagree, amounts no
/// bottle holds, and a record built to cost the server memory. Each was accepted before the check.
final class RecordJudgementTests: XCTestCase {
    /// The newest version of each record the token may read, by key.
    func records(_ server: SyncServerProcess, _ device: SyncDevice) throws -> [String: [String: Any]] {
        var byKey: [String: [String: Any]] = [:]
        for entry in try RawSyncHTTP.pullAll(server.url, token: try XCTUnwrap(device.token)) {
            guard let change = entry["change"] as? [String: Any], let key = change["key"] as? String else { continue }
            byKey[key] = change["after"] as? [String: Any]
        }
        return byKey
    }

    func push(_ server: SyncServerProcess, _ device: SyncDevice, key: String, after: Any, before: Any = NSNull()) throws -> [String: String] {
        let change: [String: Any] = ["id": "forged-\(UUID().uuidString)", "key": key, "before": before, "after": after,
                                     "by": device.person, "at": "2026-01-02T20:00:00Z"]
        let (status, reply) = try RawSyncHTTP.send("POST", server.url + "/v1/changes", token: device.token, body: ["changes": [change]])
        XCTAssertEqual(status, 200, "\(String(describing: reply))")
        return (reply as? [String: Any])?["refused"] as? [String: String] ?? [:]
    }

    func testAChangesKeyNamesItsRecordsKindAndID() throws { try keyAndRecordAgree(try SyncServerProcess.start()) }

    func testKeyAndRecordAgreeOnPostgreSQLToo() throws {
        guard let url = SyncServerProcess.postgresURL else { throw XCTSkip("HUSH_TEST_POSTGRES is not set") }
        try keyAndRecordAgree(try SyncServerProcess.start(database: url))
    }

    func keyAndRecordAgree(_ server: SyncServerProcess) throws {
        let (gavin, leanne) = try SyncScenarios.family(server)
        try gavin.ok("office hours on")
        try gavin.ok("office hours off")
        try gavin.ok("sync")
        let grandma = try SyncScenarios.join(gavin, as: "Grandma", role: "subscriber", server: server)
        let held = try records(server, gavin)
        // The primary's membership, made a subscriber's, under a new event's key: refused, not stored.
        let primary = try XCTUnwrap(held.first { key, record in
            key.hasPrefix("entity:membership:") && ((record["entity"] as? [String: Any])?["value"] as? [String: Any])?["person"] as? String == "Gavin"
        })
        var demoted = primary.value
        var entity = try XCTUnwrap(demoted["entity"] as? [String: Any])
        var value = try XCTUnwrap(entity["value"] as? [String: Any])
        value["role"] = "subscriber"
        entity["value"] = value
        demoted["entity"] = entity
        let refused = try push(server, leanne, key: "event:\(UUID().uuidString)", after: demoted)
        XCTAssertEqual(refused.count, 1)
        try assertContains(try XCTUnwrap(refused.values.first), "a change carries its record as the store writes it")
        // Office hours carried under an inbox item's key by the subscriber: refused too.
        let hours = try XCTUnwrap(held.first { $0.key.hasPrefix("entity:office_hours:") }?.value)
        var on = hours
        var hoursEntity = try XCTUnwrap(on["entity"] as? [String: Any])
        var hoursValue = try XCTUnwrap(hoursEntity["value"] as? [String: Any])
        hoursValue["available"] = true
        hoursEntity["value"] = hoursValue
        on["entity"] = hoursEntity
        let inboxKey = "entity:inbox:\(UUID().uuidString)"
        let refusedHours = try push(server, grandma, key: inboxKey, after: on)
        XCTAssertEqual(refusedHours.count, 1)
        try assertContains(try XCTUnwrap(refusedHours.values.first), "a change's key names its record's kind and id")
        // Nothing changed for the family: Gavin is still the primary, the baby still out.
        try gavin.ok("sync")
        try assertContains(try gavin.ok("today"), "Today")
        try assertContains(try gavin.ok("office hours"), "Office hours are over")
        XCTAssertNil(try records(server, gavin)[inboxKey])
    }

    func testAmountsNoContainerHoldsAreRefusedAndEveryDeviceStillReads() throws {
        let server = try SyncServerProcess.start()
        let (gavin, leanne) = try SyncScenarios.family(server)
        try gavin.ok("ate 4oz")
        try gavin.ok("sync")
        let bottle = try XCTUnwrap(try records(server, gavin).first { $0.key.hasPrefix("event:") }?.value)
        for amount in [1e300, 1e18, -5.0, 17.0] {
            var forged = bottle
            var event = try XCTUnwrap(forged["event"] as? [String: Any])
            var data = try XCTUnwrap(event["data"] as? [String: Any])
            let id = UUID().uuidString
            event["id"] = id
            data["amount_prepared"] = amount
            event["data"] = data
            forged["event"] = event
            let refused = try push(server, leanne, key: "event:\(id)", after: forged)
            XCTAssertEqual(refused.values.first.map { $0.contains("amount_prepared is not") }, true, "\(amount): \(refused)")
        }
        try leanne.ok("sync")
        for command in ["status", "today", "timeline", "handover", "export csv"] {
            XCTAssertEqual(try gavin.run(command).status, 0, command)
            XCTAssertEqual(try leanne.run(command).status, 0, command)
        }
    }

    /// 1 MB of empty objects in a subscriber's own inbox item grew the server by 250 MB before; now the
    /// body is refused on its bytes, before anything is built, and the server stays as it was.
    func testARecordBuiltToCostMemoryIsRefusedOnItsBytes() throws {
        let server = try SyncServerProcess.start()
        let (gavin, _) = try SyncScenarios.family(server)
        let grandma = try SyncScenarios.join(gavin, as: "Grandma", role: "subscriber", server: server)
        let before = try XCTUnwrap(server.residentKilobytes)
        let baby = String(try XCTUnwrap(try records(server, gavin).keys.first { $0.hasPrefix("baby:") }).dropFirst(5))
        let id = UUID().uuidString
        let padding = Array(repeating: "{}", count: 349_525).joined(separator: ",")
        let body = #"{"changes":[{"id":"g-1","key":"entity:inbox:\#(id)","before":null,"by":"Grandma","at":"2026-01-02T20:00:00Z","after":{"entity":{"kind":"inbox","id":"\#(id)","value":{"id":"\#(id)","person":"Grandma","baby_id":"\#(baby)","text":"hi","created_at":"2026-01-02T20:00:00Z","read_at":null,"pad":[\#(padding)]}}}}]}"#
        for _ in 0..<3 {
            let answer = try RawSyncHTTP.sendBytes("POST", server.url + "/v1/changes", token: grandma.token, body: Data(body.utf8))
            XCTAssertEqual(answer.status, 400, answer.text)
            try assertContains(answer.error, "holds more than 256 values")
        }
        let after = try XCTUnwrap(server.residentKilobytes)
        XCTAssertLessThan(after - before, 32_000, "the server grew \(after - before) KB on three refused megabyte pushes")
        XCTAssertEqual(try RawSyncHTTP.send("GET", server.url + "/health").status, 200)
    }
}
