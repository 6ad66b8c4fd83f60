import Foundation
import XCTest

/// The sync scenarios, written once and run against both backends (``SyncEmbeddedTests`` and
/// ``SyncPostgresTests``): a family linking devices, conflicts of both kinds, and the faults a server
/// meets. Each ends by checking that every device and the server hold the same events.
enum SyncScenarios {
    /// The first device's household with Eddie, and a caregiver device joined through an invite code.
    static func family(_ server: SyncServerProcess, file: StaticString = #filePath, line: UInt = #line) throws -> (SyncDevice, SyncDevice) {
        let gavin = try SyncDevice("Gavin")
        try gavin.ok("new baby Eddie born 2025-09-01")
        try gavin.ok("set server \(server.url)")
        try assertContains(try gavin.ok("sync"), "Registered this household", file: file, line: line)
        let leanne = try join(gavin, as: "Leanne", role: "caregiver", server: server)
        return (gavin, leanne)
    }

    /// A new device for `name`, joined with an invite `inviter` makes on the server.
    static func join(_ inviter: SyncDevice, as name: String, role: String, server: SyncServerProcess) throws -> SyncDevice {
        let answer = try inviter.ok("invite \(name) as \(role) --json")
        let code = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])?["code"] as? String)
        let device = try SyncDevice(name)
        try device.ok("set server \(server.url)")
        try assertContains(try device.ok("join \(code) as \(name)"), "\(name) joined Eddie as \(role)")
        return device
    }

    /// Syncs every device until a round changes nothing, then checks they all hold the same events.
    static func converge(_ devices: [SyncDevice], file: StaticString = #filePath, line: UInt = #line) throws -> [String: [String: Any]] {
        for _ in 0..<3 {
            for device in devices { try device.ok("sync", file: file, line: line) }
        }
        let first = try devices[0].events()
        for device in devices.dropFirst() {
            let other = try device.events()
            let missing = Set(first.keys).subtracting(other.keys).count, extra = Set(other.keys).subtracting(first.keys).count
            XCTAssertTrue(missing == 0 && extra == 0,
                          "\(device.person) lacks \(missing) of \(devices[0].person)'s \(first.count) events and has \(extra) more", file: file, line: line)
            guard missing == 0 else { continue }
            for (id, event) in first {
                XCTAssertEqual(other[id]?["updated_at"] as? String, event["updated_at"] as? String, "\(id) differs on \(device.person)", file: file, line: line)
                XCTAssertEqual(other[id]?["deleted_at"] as? String, event["deleted_at"] as? String, file: file, line: line)
            }
        }
        return first
    }

    static func flow(_ server: SyncServerProcess) throws {
        let (gavin, leanne) = try family(server)
        try gavin.ok("wet diaper")
        try gavin.ok("sync")
        try leanne.ok("sync")
        let seen = try leanne.ok("status")
        XCTAssertTrue(seen.contains("(wet)"), "Leanne sees Gavin's diaper: \(seen)")
        try leanne.ok("ate 4oz")
        try leanne.ok("sync")
        try assertContains(try gavin.ok("sync"), "from Leanne")
        let status = try gavin.ok("status")
        XCTAssertTrue(status.contains("4 oz"), status)
        XCTAssertTrue(status.contains("Synced ✓"), status)
        let events = try converge([gavin, leanne])
        XCTAssertEqual(events.count, 2)
    }

    /// Two devices edit one event offline: both versions are kept and listed, `keep theirs` settles it everywhere.
    static func editConflict(_ server: SyncServerProcess) throws {
        let (gavin, leanne) = try family(server)
        try gavin.ok("ate 4oz")
        _ = try converge([gavin, leanne])
        try gavin.ok("last bottle was 5oz")
        try leanne.ok("last bottle was 3oz")
        try gavin.ok("sync")
        try assertContains(try leanne.ok("sync"), "1 conflict")
        try gavin.ok("sync")
        for device in [gavin, leanne] {
            let listed = try device.ok("conflicts")
            XCTAssertTrue(listed.contains("This event was edited on another device"), listed)
            XCTAssertTrue(listed.contains("keep mine · keep theirs · merge"), listed)
        }
        try assertContains(try gavin.ok("conflicts"), "amount  yours: 5 oz · Leanne's: 3 oz")
        try assertContains(try gavin.ok("keep theirs"), "Kept Leanne's version")
        let events = try converge([gavin, leanne])
        let bottle = try XCTUnwrap(events.values.first { $0["event_type"] as? String == "eat" })
        XCTAssertEqual(((bottle["data"] as? [String: Any])?["amount_prepared"] as? NSNumber)?.doubleValue, 3)
        try assertContains(try leanne.ok("conflicts"), "No conflicts")
        try assertContains(try gavin.ok("conflicts"), "No conflicts")
    }

    /// The same edit conflict settled with `merge`: field by field the newer non-empty value, everywhere.
    static func mergedEdits(_ server: SyncServerProcess) throws {
        let (gavin, leanne) = try family(server)
        try gavin.ok("ate 4oz, 0.5 left")
        _ = try converge([gavin, leanne])
        try gavin.ok("last bottle was 5oz")
        try leanne.ok("last bottle had 1oz left")
        for device in [gavin, leanne, gavin] { try device.ok("sync") }
        let listed = try gavin.ok("conflicts")
        try assertContains(listed, "amount  yours: 5 oz · Leanne's: 4 oz")
        try assertContains(listed, "left    yours: 0.5 oz · Leanne's: 1 oz")
        try assertContains(try gavin.ok("merge"), "Merged the two versions")
        let events = try converge([gavin, leanne])
        let bottle = try XCTUnwrap(events.values.first { $0["event_type"] as? String == "eat" }?["data"] as? [String: Any])
        // Leanne's edit is the later one: where both versions have a value, hers is kept.
        XCTAssertEqual((bottle["amount_prepared"] as? NSNumber)?.doubleValue, 4)
        XCTAssertEqual((bottle["amount_remaining"] as? NSNumber)?.doubleValue, 1)
        try assertContains(try leanne.ok("conflicts"), "No conflicts")
    }

    /// Similar events from two devices: both kept until `keep mine` deletes the other one, everywhere.
    static func similarEvents(_ server: SyncServerProcess) throws {
        let (gavin, leanne) = try family(server)
        try gavin.ok("dirty diaper", now: "2026-01-02T15:00:00-05:00")
        try leanne.ok("poop", now: "2026-01-02T15:02:00-05:00")
        try gavin.ok("sync")
        try leanne.ok("sync")
        try gavin.ok("sync")
        let listed = try gavin.ok("conflicts")
        XCTAssertTrue(listed.contains("Similar event logged by Leanne at"), listed)
        XCTAssertTrue(listed.contains("keep both · keep mine · keep theirs"), listed)
        XCTAssertEqual(try gavin.events().count, 2, "both are kept until resolved")
        try gavin.ok("keep mine")
        let events = try converge([gavin, leanne])
        XCTAssertEqual(events.values.filter { $0["deleted_at"] is String }.count, 1)
        XCTAssertEqual(events.values.first { $0["deleted_at"] is String }?["logged_by"] as? String, "Leanne")
    }

    /// Two sleeps started on two devices: a conflict, and both devices still answer.
    static func twoActiveSleeps(_ server: SyncServerProcess) throws {
        let (gavin, leanne) = try family(server)
        try gavin.ok("fell asleep", now: "2026-01-02T13:00:00-05:00")
        try leanne.ok("fell asleep", now: "2026-01-02T13:20:00-05:00")
        _ = try converge([gavin, leanne])
        try assertContains(try leanne.ok("conflicts"), "Similar event logged by Gavin")
        for device in [gavin, leanne] {
            try assertContains(try device.ok("status", now: "2026-01-02T13:30:00-05:00"), "Sleeping")
        }
        try leanne.ok("keep both")
        try leanne.ok("woke up", now: "2026-01-02T14:00:00-05:00")
        _ = try converge([gavin, leanne])
    }
}

extension SyncScenarios {
    /// Deleting a baby for real on one device: gone from every device's files after their next sync,
    /// while what the deleting device had not sent yet (about another baby) still arrives.
    static func deletionForReal(_ server: SyncServerProcess) throws {
        let (gavin, leanne) = try family(server)
        try gavin.ok("new baby Mia born 2025-10-01")
        try gavin.ok("wet diaper for Eddie")
        try gavin.ok("note rash on the cheek for Mia")
        for device in [gavin, leanne, gavin] { try device.ok("sync") }
        XCTAssertEqual(try leanne.events().count, 1, "Leanne sees Eddie's diaper, not Mia's note")
        try gavin.ok("ate 4oz for Mia")  // not sent yet when the journal is rewritten
        try assertContains(try gavin.ok("delete baby Eddie --yes"), "Deleted Eddie")
        try assertContains(try gavin.ok("status for Mia"), "Syncing")
        for device in [gavin, leanne, gavin, leanne] { try device.ok("sync") }
        XCTAssertEqual(try gavin.events().count, 2, "Mia's note and bottle")
        XCTAssertTrue(try leanne.events().isEmpty, "Eddie's diaper is gone from Leanne's device")
        for device in [gavin, leanne] {
            let journal = try String(contentsOfFile: device.store.path + "/journal.jsonl", encoding: .utf8)
            XCTAssertFalse(journal.contains("Eddie"), "\(device.person)'s journal still names Eddie")
        }
        try assertContains(try gavin.ok("status for Mia"), "Synced ✓")
        // Mia's bottle, logged before the rewrite, reached the server.
        let keys = RawSyncHTTP.keys(try RawSyncHTTP.pullAll(server.url, token: try XCTUnwrap(gavin.token)))
        XCTAssertEqual(Set(keys.filter { $0.hasPrefix("event:") }).count, 2, "Mia's note and bottle (Eddie's are no one's to read now)")
    }
}
