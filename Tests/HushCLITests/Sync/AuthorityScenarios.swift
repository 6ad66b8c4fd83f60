import Foundation
import XCTest

/// Each row of the authority table (docs/security.md, "Who may do what, by record kind"), pushed by hand
/// from the token of each role, everyone joined by sync; written once, run on both backends
/// (``RecordAuthorityTests``). A refusal must leave the server's record as it was.
enum AuthorityScenarios {
    static func id(_ key: String) -> String { String(key.split(separator: ":").last ?? "") }
    static func fresh(_ prefix: String) -> (SyncDevice) -> String { { _ in prefix + RawRecords.fresh("x") } }
    static func fixed(_ key: String) -> (SyncDevice) -> String { { _ in key } }

    /// Babies: added by anyone who logs for a baby of the household, changed by those who log for it,
    /// deleted by its primary alone (removed, or marked deleted).
    static func babies(_ server: SyncServerProcess) throws {
        let family = try AuthorityFamily(server)
        let (gavin, leanne, grandma) = (family.gavin, family.leanne, family.grandma)
        let eddieKey = "baby:" + family.baby
        let eddie = try XCTUnwrap(try family.held(eddieKey))
        var added: [String: String] = [:]
        try family.check("add a baby", allowed: [gavin, leanne], refused: [grandma], key: fresh("baby:")) { device, key, _ in
            added[device.person] = key
            return RawRecords.with(eddie, ["id": id(key), "name": "Mia \(device.person)"])
        }
        try family.check("rename the baby", allowed: [gavin, leanne], refused: [grandma], key: fixed(eddieKey)) { device, _, held in
            RawRecords.with(try XCTUnwrap(held), ["name": device.person == "Gavin" ? "Edward" : "Eddie"])
        }
        // Finding: a caregiver's deletion was accepted, and every device then deleted Eddie for real.
        try family.check("delete the baby", allowed: [], refused: [leanne, grandma], key: fixed(eddieKey)) { _, _, _ in nil }
        try family.check("mark the baby deleted", allowed: [], refused: [leanne, grandma], key: fixed(eddieKey)) { _, _, held in
            RawRecords.with(try XCTUnwrap(held), ["deleted_at": RawRecords.at])
        }
        for device in [gavin, leanne, gavin] { try device.ok("sync") }
        try assertContains(try gavin.ok("babies"), "Eddie")
        try assertContains(try leanne.ok("babies"), "Eddie")
        // Each adder is the primary of their own baby once they claim it, as `new baby` does, and deletes it.
        for device in [gavin, leanne] {
            let baby = try XCTUnwrap(added[device.person])
            let membership = RawSyncHTTP.membershipKey()
            XCTAssertNil(try family.push(device, key: membership, before: nil, after: RawRecords.membership(id(membership), baby: id(baby),
                                                                                                          person: device.person, role: "primary", addedBy: device.person)))
            let others = [gavin, leanne, grandma].filter { $0.person != device.person }
            try family.check("delete a baby they are primary of", allowed: [device], refused: others, key: fixed(baby)) { _, _, _ in nil }
        }
        try family.check("delete the baby", allowed: [gavin], refused: [], key: fixed(eddieKey)) { _, _, _ in nil }
    }

    /// A subscriber who makes a baby of her own is refused: she is no one's primary, so she neither
    /// lists the household's devices nor revokes the primary's. A caregiver who makes one is its primary,
    /// and that gives her no right over anyone who does not belong to it.
    static func primaryOfANewBabyOnly(_ server: SyncServerProcess) throws {
        let family = try AuthorityFamily(server)
        let (gavin, leanne, grandma) = (family.gavin, family.leanne, family.grandma)
        let eddie = try XCTUnwrap(try family.held("baby:" + family.baby))
        func newBaby(for device: SyncDevice) throws -> [String: Any] {
            let baby = RawRecords.fresh("b"), membership = RawSyncHTTP.membershipKey()
            let changes: [[String: Any]] = [
                ["id": RawRecords.fresh("c"), "key": "baby:" + baby, "before": NSNull(), "after": RawRecords.with(eddie, ["id": baby, "name": "Nemo"]),
                 "by": device.person, "at": RawRecords.at],
                ["id": RawRecords.fresh("c"), "key": membership, "before": NSNull(),
                 "after": RawRecords.membership(id(membership), baby: baby, person: device.person, role: "primary", addedBy: device.person),
                 "by": device.person, "at": RawRecords.at],
            ]
            let (status, reply) = try RawSyncHTTP.send("POST", server.url + "/v1/changes", token: device.token, body: ["changes": changes])
            XCTAssertEqual(status, 200)
            return try XCTUnwrap(reply as? [String: Any])
        }
        func devices(_ device: SyncDevice) throws -> [[String: Any]] {
            try XCTUnwrap(try RawSyncHTTP.send("GET", server.url + "/v1/devices", token: device.token).json as? [[String: Any]])
        }
        func revoke(_ target: SyncDevice, by device: SyncDevice) throws -> Int {
            let id = try XCTUnwrap(try devices(gavin).first { $0["person"] as? String == target.person }?["id"] as? String)
            return try RawSyncHTTP.send("POST", server.url + "/v1/devices/\(id)/revoke", token: device.token).status
        }
        let refused = try newBaby(for: grandma)
        XCTAssertEqual(refused["accepted"] as? Int, 0, "\(refused)")
        XCTAssertEqual((refused["refused"] as? [String: String])?.count, 2, "\(refused)")
        XCTAssertEqual(Set(try devices(grandma).compactMap { $0["person"] as? String }), ["Grandma"])
        XCTAssertEqual(try revoke(gavin, by: grandma), 403)
        XCTAssertEqual(try revoke(leanne, by: grandma), 403)
        try assertContains(try gavin.ok("sync"), "Synced ✓")
        let accepted = try newBaby(for: leanne)
        XCTAssertEqual(accepted["accepted"] as? Int, 2, "\(accepted)")
        XCTAssertEqual(try devices(leanne).count, 3, "Eddie's caregiver sees everyone who belongs to Eddie")
        XCTAssertEqual(try revoke(gavin, by: leanne), 403, "primary of Nemo, not of Eddie")
        XCTAssertEqual(try revoke(grandma, by: leanne), 403)
        try assertContains(try gavin.ok("sync"), "Synced ✓")
        try assertContains(try grandma.ok("sync"), "Synced ✓")
        XCTAssertEqual(try revoke(grandma, by: gavin), 200, "Eddie's primary revokes Eddie's subscriber")
    }
}

extension RawSyncHTTP {
    /// A new membership's key.
    static func membershipKey() -> String { "entity:membership:" + RawRecords.fresh("m") }
}
