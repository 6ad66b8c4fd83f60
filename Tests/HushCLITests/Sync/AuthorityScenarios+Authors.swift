import Foundation
import XCTest

/// Author fields are the server's to write: a new record names the token's person, an edit keeps the
/// author the server holds (office hours name whoever set them last), a change's `by` is the token's
/// person, and the author's own device takes the server's version back.
extension AuthorityScenarios {
    static func authors(_ server: SyncServerProcess) throws {
        let family = try AuthorityFamily(server)
        let (gavin, leanne) = (family.gavin, family.leanne)
        func author(_ key: String, _ field: String) throws -> String? { RawRecords.value(try XCTUnwrap(try family.held(key)))[field] as? String }
        func edit(_ device: SyncDevice, _ key: String, _ fields: [String: Any]) throws {
            let held = try XCTUnwrap(try family.held(key))
            XCTAssertNil(try family.push(device, key: key, before: held, after: RawRecords.with(held, fields), by: "Gavin"))
        }

        let event = "event:" + RawRecords.fresh("e")
        XCTAssertNil(try family.push(leanne, key: event, before: nil, after: RawRecords.event(id(event), baby: family.baby, loggedBy: "Gavin"), by: "Gavin"))
        XCTAssertEqual(try author(event, "logged_by"), "Leanne", "a new event is logged by the token's person")
        XCTAssertEqual(try family.changes().last { $0["key"] as? String == event }?["by"] as? String, "Leanne", "and the change is hers")
        try edit(gavin, event, ["logged_by": "Gavin", "notes": "changed"])
        XCTAssertEqual(try author(event, "logged_by"), "Leanne", "an edit keeps who logged it")

        let hours = "entity:office_hours:" + family.baby
        XCTAssertNil(try family.push(leanne, key: hours, before: try family.held(hours), after: RawRecords.officeHours(baby: family.baby, on: true, setBy: "Gavin")))
        XCTAssertEqual(try author(hours, "set_by"), "Leanne")
        try edit(gavin, hours, ["available": false, "set_by": "Leanne"])
        XCTAssertEqual(try author(hours, "set_by"), "Gavin", "office hours name whoever set them last")

        let membership = RawSyncHTTP.membershipKey()
        XCTAssertNil(try family.push(leanne, key: membership, before: nil,
                                     after: RawRecords.membership(id(membership), baby: family.baby, person: "Aunt May", role: "subscriber", addedBy: "Gavin")))
        XCTAssertEqual(try author(membership, "added_by"), "Leanne")
        try edit(gavin, membership, ["added_by": "Gavin", "notify_on_end": true])
        XCTAssertEqual(try author(membership, "added_by"), "Leanne")

        let invite = "entity:invite:" + RawRecords.fresh("i")
        XCTAssertNil(try family.push(leanne, key: invite, before: nil,
                                     after: RawRecords.invite(id(invite), baby: family.baby, role: "subscriber", invitee: "Uncle Ben", createdBy: "Gavin")))
        XCTAssertEqual(try author(invite, "created_by"), "Leanne")
        try edit(gavin, invite, ["created_by": "Gavin", "revoked_at": RawRecords.at])
        XCTAssertEqual(try author(invite, "created_by"), "Leanne")

        // Leanne typing her name another way logs "leanne" on her device; the server keeps "Leanne", and
        // her own device takes that version back, so every device holds the same record.
        let typed = try HushProcess.run(["--store", leanne.store.path, "--as", "leanne", "wet diaper"], environment: ["HUSH_AUTOSYNC": "0"])
        XCTAssertEqual(typed.status, 0, typed.stderr)
        _ = try SyncScenarios.converge([gavin, leanne])
        for device in [gavin, leanne] {
            let hers = try device.events().values.compactMap { $0["logged_by"] as? String }.filter { $0.lowercased() == "leanne" }
            XCTAssertEqual(hers, ["Leanne", "Leanne"], "her two events, on \(device.person)'s device")
        }
    }
}
