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

extension RecordJudgementTests {
    /// A server that lets a bad record through (an older one, or a hostile one) cannot put it in a
    /// device's store: the pull applies what passes the record check, skips the rest and says so.
    func testADevicePullingRecordsNoDeviceWritesSkipsThemAndSaysSo() throws {
        let device = try SyncDevice("Gavin", now: "2026-01-02T15:00:00-05:00")
        try device.ok("new baby Eddie born 2025-09-01")
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try device.ok("export json").utf8)) as? [String: Any])
        let baby = try XCTUnwrap(((document["babies"] as? [[String: Any]])?.first)?["id"] as? String, "\(document.keys)")
        func event(_ id: String, _ type: String, _ data: String) -> String {
            #"{"event":{"id":"\#(id)","baby_id":"\#(baby)","logged_by":"Leanne","event_type":"\#(type)","start_time":{"utc":"2026-01-02T19:00:00Z","timezone":"America/New_York","offset_seconds":-18000},"end_time":null,"data":\#(data),"notes":null,"created_at":"2026-01-02T19:00:00Z","updated_at":"2026-01-02T19:00:00Z","deleted_at":null}}"#
        }
        let bottle = #"{"amount_prepared":1e300,"amount_remaining":null,"contents":"formula","discarded":false,"feeding_started_at":null,"method":"bottle","refrigerated":false,"stash_id":null,"stash_use_by":null,"thawed":false,"unit":"oz"}"#
        let records = [("event:bad-bottle", event("bad-bottle", "eat", bottle)),
                       ("event:not-this-one", event("another-id", "diaper", #"{"contents":"wet"}"#)),
                       ("event:good-diaper", event("good-diaper", "diaper", #"{"contents":"both"}"#))]
        let changes = records.enumerated().map { index, record in
            #"{"seq":\#(index + 1),"device":"d-leanne","person":"Leanne","change":{"id":"d-leanne:\#(index):0","key":"\#(record.0)","before":null,"after":\#(record.1),"by":"Leanne","at":"2026-01-02T19:00:00Z"}}"#
        }
        let pull = #"{"changes":[\#(changes.joined(separator: ","))],"next":3,"more":false,"conflicts":[]}"#
        let server = try HostileSyncServer(pull: Array(pull.utf8))
        try device.ok("set server \(server.url)")
        let synced = try device.ok("sync")
        try assertContains(synced, "skipped 2 records no device writes")
        try assertContains(synced, "event:bad-bottle: amount_prepared is not from 0 to 16 oz")
        try assertContains(synced, "event:not-this-one holds a record whose id is another-id")
        let events = try device.events()
        XCTAssertNotNil(events["good-diaper"], "what passes is applied")
        XCTAssertNil(events["bad-bottle"])
        XCTAssertNil(events["another-id"])
        for command in ["status", "today", "export csv"] { XCTAssertEqual(try device.run(command).status, 0, command) }
    }

    /// A number no double holds never reaches the ledger, on either backend: the subscriber's own inbox
    /// item carrying one is a 400, and every parent's pull, and the server's restart, are as before.
    func testANumberPastADoubleNeverBreaksAHousehold() throws {
        try numberPastADouble(try SyncServerProcess.start())
        if let url = SyncServerProcess.postgresURL { try numberPastADouble(try SyncServerProcess.start(database: url)) }
    }

    func numberPastADouble(_ server: SyncServerProcess) throws {
        let (gavin, _) = try SyncScenarios.family(server)
        let grandma = try SyncScenarios.join(gavin, as: "Grandma", role: "subscriber", server: server)
        let baby = String(try XCTUnwrap(try records(server, gavin).keys.first { $0.hasPrefix("baby:") }).dropFirst(5))
        for number in ["1e400", String(repeating: "7", count: 400)] {
            let id = UUID().uuidString
            let body = #"{"changes":[{"id":"g-\#(id)","key":"entity:inbox:\#(id)","before":null,"by":"Grandma","at":"2026-01-02T20:00:00Z","after":{"entity":{"kind":"inbox","id":"\#(id)","value":{"id":"\#(id)","person":"Grandma","baby_id":"\#(baby)","text":"hi","created_at":"2026-01-02T20:00:00Z","read_at":null,"n":\#(number)}}}}]}"#
            let answer = try RawSyncHTTP.sendBytes("POST", server.url + "/v1/changes", token: grandma.token, body: Data(body.utf8))
            XCTAssertEqual(answer.status, 400, answer.text)
        }
        try assertContains(try gavin.ok("sync"), "Synced")
        try server.restart()
        try assertContains(try gavin.ok("sync"), "Synced")
        XCTAssertEqual(try gavin.run("today").status, 0)
    }
}

extension RecordJudgementTests {
    /// Nothing a device legitimately sends is refused: the three real exports, each imported on its own
    /// household's first device, sync through the server with nothing refused, and a device that joins
    /// afterwards holds every event the importer holds. Skipped without `../shared/data`.
    func testRealHistoriesSyncRecordForRecord() throws {
        let folder = HushProcess.sharedFolder.appendingPathComponent("data")
        let server = try SyncServerProcess.start()
        for (app, file) in [("huckleberry", "huckleberry-export-a.csv"), ("huckleberry", "huckleberry-export-b.csv"),
                            ("babyconnect", "babyconnect-eva.csv")] {
            let path = folder.appendingPathComponent(file).path
            guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip("../shared/data is absent: no export to import") }
            let gavin = try SyncDevice("Gavin")
            try gavin.ok("new baby Eddie born 2025-09-01")
            try gavin.ok("set server \(server.url)")
            try gavin.ok("import \(app) \(path)")
            let synced = try gavin.ok("sync")
            XCTAssertFalse(synced.contains("refused"), "\(file): \(synced.prefix(500))")
            let nana = try SyncScenarios.join(gavin, as: "Nana", role: "caregiver", server: server)
            XCTAssertFalse(try nana.ok("sync").contains("skipped"), file)
            let mine = try gavin.events(), theirs = try nana.events()
            XCTAssertGreaterThan(mine.count, 100, file)
            XCTAssertEqual(Set(theirs.keys), Set(mine.keys), "\(file): every imported event reaches the joining device")
        }
    }
}
