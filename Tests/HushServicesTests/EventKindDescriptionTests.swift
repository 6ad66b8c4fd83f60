import Foundation
@testable import HushDomain
@testable import HushStore
@testable import HushServices
import HushTestSupport
import XCTest

/// Each kind's field list (HushDomain/Kinds) is what its JSON is written and read from: these hold the
/// list to what is written, and every kind to having a presentation.
final class EventKindDescriptionTests: XCTestCase {
    func events() -> [Event] {
        let sample = SampleEvents.self
        let start = sample.zone.timestamp(sample.at)
        let meals = [Solids(foods: ["oatmeal", "peanut"], amount: "2 tbsp", reaction: "rash"), Solids(foods: [])]
        return sample.all() + meals.map {
            Event(id: "s", babyID: "b1", loggedBy: "me", start: start, end: start, data: .solids($0), createdAt: sample.at)
        } + [Event(id: "d", babyID: "b1", loggedBy: "me", start: start, end: start, data: .diaper(nil), createdAt: sample.at)]
    }

    /// The fields written are exactly the listed ones, in key order, `null` only where the list allows it,
    /// and reading them back gives the same data.
    func testWrittenFieldsAreTheListedOnes() throws {
        for event in events() {
            var writer = JSONLineWriter()
            writer.event(event)
            let json = try JSONValue.parse(writer.bytes)
            guard case .object(let data)? = json["data"] else { return XCTFail("no data object") }
            let fields = event.data.payload.fieldSummary
            XCTAssertEqual(Set(data.keys), Set(fields.map(\.key)), "\(event.kind)")
            for field in fields where !field.nullable {
                XCTAssertNotEqual(data[field.key], .null, "\(event.kind).\(field.key) is written null but may not be")
            }
            let written = String(decoding: writer.bytes, as: UTF8.self)
            let keys = fields.map(\.key).sorted()
            let positions = keys.compactMap { written.range(of: "\"\($0)\":")?.lowerBound }
            XCTAssertEqual(positions, positions.sorted(), "journal keys in sorted order")
            XCTAssertEqual(try EventData.read(kind: event.kind, data: json["data"]!), event.data)
            XCTAssertEqual(event.data.payload.eventData, event.data)
            XCTAssertFalse(event.data.presentation.noun.isEmpty)
        }
    }

    /// A record arriving through JSONDecoder reads as the store reads its files: damage is an error, not a guess.
    func testCodableReadsAsTheStoreDoes() throws {
        let damaged = #"{"id":"e","baby_id":"b","logged_by":"me","event_type":"diaper","data":{},"#
            + #""start_time":{"utc":"2026-01-02T20:00:00Z","timezone":"UTC","offset_seconds":0},"end_time":null,"#
            + #""notes":null,"created_at":"2026-01-02T20:00:00Z","updated_at":"2026-01-02T20:00:00Z","deleted_at":null}"#
        XCTAssertThrowsError(try JSONDecoder().decode(Event.self, from: Data(damaged.utf8)))
        let recorded = damaged.replacingOccurrences(of: #""data":{}"#, with: #""data":{"contents":null}"#)
        XCTAssertEqual(try JSONDecoder().decode(Event.self, from: Data(recorded.utf8)).data, .diaper(nil))
    }
}
