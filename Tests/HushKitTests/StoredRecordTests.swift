import Foundation
import HushDomain
@testable import HushKit
import XCTest

/// A stored record keeps its facts beside its record: they must be the record's at every moment (made,
/// changed, read back), and never reach what is written (the embedded server's memory snapshot).
final class StoredRecordTests: XCTestCase {
    private let sleep: JSONValue = .object(["event": .object([
        "baby_id": .string("b1"), "event_type": .string("sleep"), "start_time": .object(["utc": .string("2026-11-28T10:00:00Z")]),
    ])])
    private let membership: JSONValue = .object(["entity": .object(["value": .object([
        "baby_id": .string("b2"), "person": .string("Leanne"), "person_id": .string("p2"), "role": .string("caregiver"),
    ])])])

    func testItsFactsAreItsRecordsWhenMadeAndWhenChanged() {
        var stored = StoredRecord(key: "event:e1", record: sleep, device: "d1", person: "Gavin", seq: 3)
        XCTAssertEqual(stored.facts, RecordFacts(key: "event:e1", json: sleep))
        XCTAssertEqual(stored.facts.eventType, "sleep")
        stored.record = nil
        XCTAssertEqual(stored.facts, RecordFacts(key: "event:e1", json: nil))
        stored.key = "entity:membership:m1"
        stored.record = membership
        XCTAssertEqual(stored.facts, RecordFacts(key: "entity:membership:m1", json: membership))
        XCTAssertEqual(stored.facts.role, .caregiver)
    }

    func testItIsWrittenWithoutItsFactsAndReadBackWithThem() throws {
        for stored in [StoredRecord(key: "event:e1", record: sleep, device: "d1", person: "Gavin", seq: 3),
                       StoredRecord(key: "entity:membership:m1", record: membership, device: "d2", person: "Leanne \"L\"", seq: 9),
                       StoredRecord(key: "baby:b1", record: nil, device: "d1", person: "Gavin", seq: 4)] {
            let bytes = try JSONTreeEncoder().encode(stored)
            guard case .object(let members) = try JSONValue.parse(bytes) else { return XCTFail("not an object") }
            XCTAssertEqual(Set(members.keys), stored.record == nil ? ["key", "device", "person", "seq"] : ["key", "record", "device", "person", "seq"])
            let read = try JSONTreeDecoder().decode(StoredRecord.self, from: bytes)
            XCTAssertEqual(read, stored)
            XCTAssertEqual(read.facts, RecordFacts(key: stored.key, json: stored.record))
        }
    }
}
