import Foundation
import XCTest

/// The authority table's logging rows: events, office hours and the household's zone for those who log
/// for the baby; inbox items too, except that a subscriber marks her own read, and nothing else.
extension AuthorityScenarios {
    static func logging(_ server: SyncServerProcess) throws {
        let family = try AuthorityFamily(server)
        let (gavin, leanne, grandma) = (family.gavin, family.leanne, family.grandma)
        var logged: [String] = []
        try family.check("log an event", allowed: [gavin, leanne], refused: [grandma], key: fresh("event:")) { device, key, _ in
            if device.person != "Grandma" { logged.append(key) }
            return RawRecords.event(id(key), baby: family.baby, loggedBy: device.person, at: device.person == "Gavin" ? "2026-01-02T20:00:00Z" : "2026-01-02T21:00:00Z")
        }
        let event = try XCTUnwrap(logged.first)
        try family.check("edit an event", allowed: [gavin, leanne], refused: [grandma], key: fixed(event)) { device, _, held in
            RawRecords.with(try XCTUnwrap(held), ["notes": "seen by \(device.person)"])
        }
        try family.check("delete an event", allowed: [leanne], refused: [grandma], key: fixed(event)) { _, _, held in
            RawRecords.with(try XCTUnwrap(held), ["deleted_at": RawRecords.at])
        }
        try family.check("remove an event", allowed: [gavin], refused: [grandma], key: fixed(try XCTUnwrap(logged.last))) { _, _, _ in nil }

        let hours = "entity:office_hours:" + family.baby
        try family.check("turn office hours on or off", allowed: [gavin, leanne], refused: [grandma], key: fixed(hours)) { device, _, held in
            let on = held.map { RawRecords.value($0)["available"] as? Bool ?? false } ?? false
            return RawRecords.officeHours(baby: family.baby, on: !on, setBy: device.person)
        }
        try family.check("remove office hours", allowed: [leanne], refused: [grandma], key: fixed(hours)) { _, _, _ in nil }

        let zone = "entity:household_zone:" + family.baby
        try family.check("set the household's zone", allowed: [gavin, leanne], refused: [grandma], key: fixed(zone)) { device, _, _ in
            RawRecords.zone(baby: family.baby, zone: device.person == "Gavin" ? "Europe/London" : "America/New_York", setBy: device.person)
        }
        try family.check("remove the household's zone", allowed: [gavin], refused: [grandma], key: fixed(zone)) { _, _, _ in nil }

        var items: [String: String] = [:]
        try family.check("put a note in an inbox", allowed: [gavin, leanne], refused: [grandma], key: fresh("entity:inbox:")) { device, key, _ in
            items[device.person] = key
            return RawRecords.inbox(id(key), baby: family.baby, person: device.person == "Gavin" ? "Grandma" : "Leanne")
        }
        let hers = try XCTUnwrap(items["Gavin"]), leannes = try XCTUnwrap(items["Leanne"])
        try family.check("change her own item's text", allowed: [], refused: [grandma], key: fixed(hers)) { _, _, held in
            RawRecords.with(try XCTUnwrap(held), ["text": "Nothing to see", "read_at": RawRecords.at])
        }
        try family.check("mark someone else's item read", allowed: [], refused: [grandma], key: fixed(leannes)) { _, _, held in
            RawRecords.with(try XCTUnwrap(held), ["read_at": RawRecords.at])
        }
        try family.check("remove her own item", allowed: [], refused: [grandma], key: fixed(hers)) { _, _, _ in nil }
        try family.check("mark her own item read", allowed: [grandma], refused: [], key: fixed(hers)) { _, _, held in
            RawRecords.with(try XCTUnwrap(held), ["read_at": RawRecords.at])
        }
        try family.check("remove an inbox item", allowed: [leanne], refused: [], key: fixed(leannes)) { _, _, _ in nil }

        // The real flow: office hours on tell Grandma; reading her inbox on her device marks it read on the server.
        try gavin.ok("office hours on")
        try gavin.ok("sync")
        try grandma.ok("sync")
        try assertContains(try grandma.ok("inbox"), "is in!")
        let synced = try grandma.ok("sync")
        XCTAssertFalse(synced.contains("refused"), synced)
        let read = try family.changes().filter { ($0["key"] as? String)?.hasPrefix("entity:inbox:") == true }
            .compactMap { $0["after"] as? [String: Any] }.map(RawRecords.value)
            .filter { $0["person"] as? String == "Grandma" && ($0["text"] as? String)?.contains("is in!") == true }
        XCTAssertTrue(read.contains { $0["read_at"] is String }, "\(read)")
    }
}
