import Foundation
import XCTest

/// The authority table's people rows: memberships and invites, caregiver roles for the primary alone,
/// subscriber ones for caregivers too, and what everyone may do with their own membership.
extension AuthorityScenarios {
    static func memberships(_ server: SyncServerProcess) throws {
        let family = try AuthorityFamily(server)
        let (gavin, leanne, grandma) = (family.gavin, family.leanne, family.grandma)
        var made: [String: String] = [:]
        try family.check("add a caregiver", allowed: [gavin], refused: [leanne, grandma], key: fresh("entity:membership:")) { device, key, _ in
            made["caregiver"] = key
            return RawRecords.membership(id(key), baby: family.baby, person: "Nana", role: "caregiver", addedBy: device.person)
        }
        try family.check("add a subscriber", allowed: [gavin, leanne], refused: [grandma], key: fresh("entity:membership:")) { device, key, _ in
            made["subscriber"] = key
            return RawRecords.membership(id(key), baby: family.baby, person: "Aunt \(device.person)", role: "subscriber", addedBy: device.person)
        }
        let caregiver = try XCTUnwrap(made["caregiver"]), subscriber = try XCTUnwrap(made["subscriber"])
        let toggled = { (_: SyncDevice, _: String, held: [String: Any]?) throws -> Any? in
            let held = try XCTUnwrap(held)
            return RawRecords.with(held, ["notify_on_end": !(RawRecords.value(held)["notify_on_end"] as? Bool ?? false)])
        }
        let own = { (device: SyncDevice) in (try? family.membership(of: device.person).key) ?? "none" }
        try family.check("change a subscriber's membership", allowed: [gavin, leanne], refused: [grandma], key: fixed(subscriber), make: toggled)
        try family.check("change a caregiver's membership", allowed: [gavin], refused: [leanne, grandma], key: fixed(caregiver), make: toggled)
        try family.check("change the primary's membership", allowed: [gavin], refused: [leanne, grandma],
                         key: fixed(try family.membership(of: "Gavin").key), make: toggled)
        try family.check("change their own membership's settings", allowed: [leanne, grandma], refused: [], key: own, make: toggled)
        try family.check("change their own role", allowed: [], refused: [leanne, grandma], key: own) { _, _, held in
            RawRecords.with(try XCTUnwrap(held), ["role": "primary"])
        }
        try family.check("rename their own membership", allowed: [], refused: [leanne, grandma], key: own) { _, _, held in
            RawRecords.with(try XCTUnwrap(held), ["person": "Someone Else"])
        }
        try family.check("make a subscriber a caregiver", allowed: [], refused: [leanne, grandma], key: fixed(subscriber)) { _, _, held in
            RawRecords.with(try XCTUnwrap(held), ["role": "caregiver"])
        }
        try family.check("remove a caregiver", allowed: [gavin], refused: [leanne, grandma], key: fixed(caregiver)) { _, _, _ in nil }
        try family.check("remove the primary", allowed: [], refused: [leanne, grandma], key: fixed(try family.membership(of: "Gavin").key)) { _, _, _ in nil }
        try family.check("remove a subscriber", allowed: [leanne], refused: [grandma], key: fixed(subscriber)) { _, _, _ in nil }
        // Unsubscribing, from the subscriber's own device: her membership goes from the server too.
        let grandmas = try family.membership(of: "Grandma").key
        try grandma.ok("unsubscribe")
        try assertContains(try grandma.ok("sync"), "sent 1 change")
        XCTAssertNil(try family.held(grandmas), "her membership is gone from the server")
        // The primary hands the role on from his device: both changes reach the server (the new primary
        // first, while he still is one), and Leanne is Eddie's primary there and on her device.
        try gavin.ok("sync")
        try assertContains(try gavin.ok("make Leanne primary"), "Leanne is now Eddie's primary caregiver")
        let handed = try gavin.ok("sync")
        XCTAssertFalse(handed.contains("refused"), handed)
        XCTAssertEqual(RawRecords.value(try family.membership(of: "Leanne").record)["role"] as? String, "primary")
        try leanne.ok("sync")
        try assertContains(try leanne.ok("whoami"), "primary")
        // Anyone may leave (deleting one's account removes one's memberships).
        try family.check("leave", allowed: [gavin], refused: [], key: own) { _, _, _ in nil }
    }

    static func invites(_ server: SyncServerProcess) throws {
        let family = try AuthorityFamily(server)
        let (gavin, leanne, grandma) = (family.gavin, family.leanne, family.grandma)
        var made: [String: String] = [:]
        for role in ["caregiver", "subscriber"] {
            try family.check("invite a \(role)", allowed: role == "caregiver" ? [gavin] : [gavin, leanne], refused: role == "caregiver" ? [leanne, grandma] : [grandma],
                             key: fresh("entity:invite:")) { device, key, _ in
                if device.person == "Gavin" { made[role] = key }
                return RawRecords.invite(id(key), baby: family.baby, role: role, invitee: "Cousin \(device.person)", createdBy: device.person)
            }
        }
        let caregiver = try XCTUnwrap(made["caregiver"]), subscriber = try XCTUnwrap(made["subscriber"])
        try family.check("turn a subscriber's invite into a caregiver's", allowed: [], refused: [leanne, grandma], key: fixed(subscriber)) { _, _, held in
            RawRecords.with(try XCTUnwrap(held), ["role": "caregiver"])
        }
        try family.check("revoke a caregiver's invite", allowed: [gavin], refused: [leanne, grandma], key: fixed(caregiver)) { _, _, held in
            RawRecords.with(try XCTUnwrap(held), ["revoked_at": RawRecords.at])
        }
        try family.check("revoke a subscriber's invite", allowed: [leanne], refused: [grandma], key: fixed(subscriber)) { _, _, held in
            RawRecords.with(try XCTUnwrap(held), ["revoked_at": RawRecords.at])
        }
        try family.check("remove a caregiver's invite", allowed: [gavin], refused: [leanne, grandma], key: fixed(caregiver)) { _, _, _ in nil }
        try family.check("remove a subscriber's invite", allowed: [leanne], refused: [grandma], key: fixed(subscriber)) { _, _, _ in nil }
    }

    /// A caregiver whose device joined by sync invites a subscriber from it, who then joins (finding:
    /// her device took its own membership for whichever name was asked about, "Leanne is already a caregiver").
    static func caregiverInvitesASubscriber(_ server: SyncServerProcess) throws {
        let (gavin, leanne) = try SyncScenarios.family(server)
        try leanne.ok("sync")
        let grandma = try SyncScenarios.join(leanne, as: "Grandma", role: "subscriber", server: server)
        try gavin.ok("office hours on")
        try gavin.ok("sync")
        try grandma.ok("sync")
        try assertContains(try grandma.ok("office hours"), "in")
        // And the caregiver still finds people by name there: Grandma, and herself.
        try assertContains(try leanne.ok("sync"), "Synced ✓")
        try assertContains(try leanne.ok("people"), "Grandma")
        XCTAssertNotEqual(try leanne.run("invite Grandma as subscriber").status, 0, "Grandma is already a subscriber")
        XCTAssertNotEqual(try leanne.run("invite Leanne as subscriber").status, 0, "Leanne is already a caregiver")
        try assertContains(try leanne.ok("remove subscriber Grandma --yes"), "Removed Grandma")
        try assertContains(try leanne.ok("sync"), "Synced ✓")
    }
}
