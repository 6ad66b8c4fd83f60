import Foundation
@testable import HushDomain
@testable import HushStore
@testable import HushServices
@testable import HushKit
import HushTestSupport
import XCTest

/// The record check the sync server applies to every pushed record and devices to every pulled one
/// (``RecordJudge``): every kind Hush writes passes as written, real exports pass record for record, and
/// each way a record can lie about itself is refused with a message naming the key.
final class RecordJudgeTests: XCTestCase {
    let now = Date(timeIntervalSince1970: 1_772_000_000)
    let zone = ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!)

    func travelling(_ record: StoreRecord) throws -> (key: String, json: JSONValue) {
        (record.key, try XCTUnwrap(SyncChange.json(record)))
    }

    func event(_ data: EventData, end: TimeInterval? = 600) -> Event {
        let start = EventTimestamp(utc: now, timezone: "America/New_York", offsetSeconds: -18_000)
        return Event(id: UUID().uuidString, babyID: "b1", loggedBy: "Gavin", start: start,
                     end: end.map { EventTimestamp(utc: now + $0, timezone: "America/New_York", offsetSeconds: -18_000) },
                     data: data, notes: "fine", createdAt: now)
    }

    var everyKind: [StoreRecord] {
        var bottle = EventData.Bottle(prepared: Volume(4, .oz), remaining: 0.5, feedingStartedAt: now)
        bottle.refrigerated = true
        var pump = EventData.Pump(amount: Volume(120, .ml), left: 60, right: 60, storage: .freezer)
        pump.used = 30
        var baby = Baby(id: "b1", name: "Eddie", birthDate: "2025-09-01", createdAt: now)
        baby.settings.milkFridgeMinutes = 8 * 24 * 60
        baby.settings.milkFreezerMonths = 12
        baby.settings.defaultBottle = Volume(5, .oz)
        var invite = Invite(id: "i1", code: "7KQM-X2PD-HN4RT", babyID: "b1", role: .subscriber, createdBy: "Gavin",
                            createdAt: now, expiresAt: now + 7 * 86_400, invitee: "Grandma")
        invite.usedAt = now
        invite.usedBy = "Grandma"
        var membership = Membership(id: "m1", babyID: "b1", person: "Leanne", role: .caregiver, joinedAt: now, addedBy: "Gavin")
        membership.personID = "p123"
        return [
            .event(event(.bottle(bottle))), .event(event(.breast(.init(startedSide: .left, bothSides: true)))),
            .event(event(.sleep, end: nil)), .event(event(.diaper(.both), end: nil)), .event(event(.note(category: nil), end: nil)),
            .event(event(.solids(Solids(foods: ["egg", "banana"], amount: "2 tbsp", reaction: "hives")))),
            .event(event(.pump(pump))), .baby(baby),
            .entity(membership.entity), .entity(invite.entity),
            .entity(OfficeHours(babyID: "b1", available: true, since: now, setBy: "Gavin", until: now + 1_800).entity),
            .entity(InboxItem(id: "n1", person: "Grandma", babyID: "b1", text: "Eddie is in", createdAt: now).entity),
            .entity(HouseholdZone(babyID: "b1", zone: "America/New_York", setBy: nil).entity),
        ]
    }

    func testEveryKindAsHushWritesItPasses() throws {
        for record in everyKind {
            let (key, json) = try travelling(record)
            XCTAssertNil(RecordJudge.fault(key: key, record: json), key)
            XCTAssertNil(RecordJudge.shapeFault(key: key, record: json), key)
        }
        XCTAssertNil(RecordJudge.fault(key: "event:x", record: nil), "a removal is judged by its key")
    }

    func testAKeyNamesExactlyItsRecordsKindAndID() throws {
        let records = everyKind
        let membership = try travelling(records[8])
        let hours = try travelling(records[10])
        // A membership under an event's key, office hours under an inbox key: refused, whatever the role.
        let forged = "event:\(UUID().uuidString)"
        XCTAssertEqual(RecordJudge.fault(key: forged, record: membership.json), .wrongWrapper(key: forged, expected: "event"))
        XCTAssertNotNil(RecordJudge.fault(key: "entity:inbox:n9", record: hours.json))
        let bottle = try travelling(records[0])
        XCTAssertEqual(RecordJudge.fault(key: "event:other", record: bottle.json)?.isKeyDisagreement, true)
        for key in ["entity:routine:1", "event", "event:", "baby:a:b", "entity:membership", "preference:x", "event:a b", "event:\u{1B}[2J"] {
            XCTAssertEqual(RecordJudge.fault(key: key, record: bottle.json), .unknownKey(key), key)
        }
        XCTAssertFalse(RecordFault.unknownKey("event:\u{1B}[2J").message.contains("\u{1B}"), "a quoted key is shown printable")
    }

    func testValuesNoDeviceWritesAreRefused() throws {
        func judged(_ edit: (inout [String: JSONValue]) -> Void, record index: Int = 0, inner: String = "event") throws -> RecordFault? {
            let (key, json) = try travelling(everyKind[index])
            guard case .object(var outer) = json, case .object(var members)? = outer[inner] else { XCTFail(); return nil }
            edit(&members)
            outer[inner] = .object(members)
            return RecordJudge.fault(key: key, record: .object(outer))
        }
        func data(_ key: String, _ value: JSONValue) -> (inout [String: JSONValue]) -> Void {
            { members in
                guard case .object(var fields)? = members["data"] else { return }
                fields[key] = value
                members["data"] = .object(fields)
            }
        }
        for amount in [1e300, 1e18, -5, 17] {
            XCTAssertNotNil(try judged(data("amount_prepared", .number(amount))), "\(amount)")
        }
        XCTAssertNil(try judged(data("amount_prepared", .number(16))))
        XCTAssertNotNil(try judged(data("amount_remaining", .number(1e300))))
        XCTAssertNotNil(try judged(data("amount_prepared", .string("four"))))
        XCTAssertNotNil(try judged(data("refrigerated", .string("yes"))))
        XCTAssertNotNil(try judged(data("contents", .string("juice"))))
        XCTAssertNotNil(try judged(data("amount", .number(601)), record: 6))
        XCTAssertNotNil(try judged(data("stash_wasted", .number(1e300)), record: 6))
        XCTAssertNotNil(try judged(data("foods", .array(Array(repeating: .string("pea"), count: 65))), record: 5))
        XCTAssertNotNil(try judged { $0["event_type"] = .string("party") })
        XCTAssertNotNil(try judged { $0["start_time"] = .object(["utc": .string("9999-01-01T00:00:00Z"), "timezone": .string("UTC"),
                                                                 "offset_seconds": .integer(0)]) })
        XCTAssertNotNil(try judged { $0["start_time"] = .object(["utc": .string("2026-01-01T00:00:00Z"), "timezone": .string("UTC"),
                                                                 "offset_seconds": .integer(1 << 62)]) })
        XCTAssertNotNil(try judged { $0["end_time"] = .object(["utc": .string("2027-01-01T00:00:00Z"), "timezone": .string("UTC"),
                                                               "offset_seconds": .integer(0)]) }, "a bottle running a year")
        XCTAssertNotNil(try judged { $0["logged_by"] = .string(String(repeating: "a", count: 2_000)) })
        XCTAssertNotNil(try judged({ members in
            guard case .object(var settings)? = members["settings"] else { return }
            settings["expiry_room_minutes"] = .integer(1 << 62)
            members["settings"] = .object(settings)
        }, record: 7, inner: "baby"))
        // A birth day is a day from 1970 to 2199, as `new baby` writes it: the year 1 made every device
        // count two thousand years of days for a report.
        for birth in ["0001-01-01", "1969-12-31", "2200-01-01", " ", "2025-9-1", "2025-09-01T00:00:00Z", "2025-02-30", "yesterday"] {
            XCTAssertNotNil(try judged({ $0["birth_date"] = .string(birth) }, record: 7, inner: "baby"), birth)
        }
        // Empty: the server's copy for a subscriber, who is not told the birth date.
        for birth in ["1970-01-01", "2199-12-31", ""] {
            XCTAssertNil(try judged({ $0["birth_date"] = .string(birth) }, record: 7, inner: "baby"), birth)
        }
        XCTAssertNotNil(try judged({ members in
            guard case .object(var value)? = members["value"] else { return }
            value["role"] = .string("owner")
            members["value"] = .object(value)
        }, record: 8, inner: "entity"), "the entity's value is judged")
    }

    func testARecordHoldsABoundedNumberOfValues() throws {
        let (key, json) = try travelling(everyKind[12])
        guard case .object(var outer) = json, case .object(var entity)? = outer["entity"], case .object(var value)? = entity["value"] else {
            return XCTFail()
        }
        value["padding"] = .array(Array(repeating: .object([:]), count: SyncLimits.recordValues))
        entity["value"] = .object(value)
        outer["entity"] = .object(entity)
        XCTAssertEqual(RecordJudge.fault(key: key, record: .object(outer)), .tooManyValues(key: key, limit: SyncLimits.recordValues))
        XCTAssertEqual(RecordJudge.shapeFault(key: key, record: .object(outer)), .tooManyValues(key: key, limit: SyncLimits.recordValues))
    }

    /// Real histories pass record for record: every event each importer makes from the three exports.
    func testRealExportsPassEveryRecord() throws {
        let folder = SharedData.data
        let context = ImportContext(baby: Baby(id: "b1", name: "Eddie", birthDate: "2025-09-01", createdAt: now), calendar: zone,
                                    loggedBy: "Gavin", now: now, source: "test")
        var judged = 0
        for (file, read) in [("huckleberry-export-a.csv", HuckleberryImporter.read), ("huckleberry-export-b.csv", HuckleberryImporter.read),
                             ("babyconnect-eva.csv", BabyConnectImporter.read)] as [(String, (String, ImportContext) throws -> ImportBatch)] {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else {
                throw XCTSkip("\(file) isn't in ../shared/data (the folder is absent); real-export checks skipped")
            }
            for event in try read(text, context).events {
                let (key, json) = try travelling(.event(event))
                XCTAssertNil(RecordJudge.fault(key: key, record: json), "\(file): \(key)")
                judged += 1
            }
        }
        XCTAssertGreaterThan(judged, 6_000)
    }
}

extension RecordFault {
    var isKeyDisagreement: Bool {
        if case .keyDisagrees = self { return true }
        return false
    }
}
