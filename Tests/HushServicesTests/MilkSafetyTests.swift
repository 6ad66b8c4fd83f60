import Foundation
@testable import HushDomain
@testable import HushStore
@testable import HushServices
import XCTest

/// Breast milk's windows (the CDC's figures, each settable), the earlier limit standing, calendar months
/// in the freezer, and old bottle records reading as formula.
final class MilkSafetyTests: XCTestCase {
    let zone = ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!)

    func at(_ m: Int, _ d: Int, _ h: Int, _ min: Int = 0, year: Int = 2026) -> Date {
        zone.instant(from: CivilDateTime(year: year, month: m, day: d, hour: h, minute: min))
    }

    func bottle(_ made: Date, _ change: (inout EventData.Bottle) -> Void = { _ in }) -> Event {
        var data = EventData.Bottle(prepared: Volume(4, .oz))
        data.contents = .breastMilk
        change(&data)
        return Event(id: "b", babyID: "e", loggedBy: "me", start: zone.timestamp(made), end: nil, data: .bottle(data), createdAt: made)
    }

    func portion(_ pumped: Date, _ storage: MilkStorage, thawed: Date? = nil) -> Event {
        var pump = EventData.Pump(amount: Volume(5, .oz), storage: storage)
        pump.thawedAt = thawed
        return Event(id: "p", babyID: "e", loggedBy: "me", start: zone.timestamp(pumped), end: zone.timestamp(pumped), data: .pump(pump), createdAt: pumped)
    }

    func testBreastMilkBottleWindows() {
        let safety = BottleSafety(settings: BabySettings())
        XCTAssertEqual(safety.expiry(of: bottle(at(1, 5, 8))), at(1, 5, 12), "fresh, room temperature: 4 hours")
        XCTAssertEqual(safety.expiry(of: bottle(at(1, 5, 8)) { $0.refrigerated = true }), at(1, 9, 8), "fresh, in the fridge: 4 days")
        XCTAssertEqual(safety.expiry(of: bottle(at(1, 5, 8)) { $0.thawed = true }), at(1, 5, 10), "thawed, room temperature: 2 hours")
        XCTAssertEqual(safety.expiry(of: bottle(at(1, 5, 8)) { $0.thawed = true; $0.refrigerated = true }), at(1, 6, 8), "thawed, fridge: 24 hours")
        XCTAssertEqual(safety.expiry(of: bottle(at(1, 5, 8)) { $0.feedingStartedAt = at(1, 5, 9) }), at(1, 5, 11), "2 hours from the first sip")
        XCTAssertEqual(safety.expiry(of: bottle(at(1, 5, 8)) { $0.feedingStartedAt = at(1, 5, 11) }), at(1, 5, 12), "the earlier limit stands")
        XCTAssertEqual(safety.expiry(of: bottle(at(1, 5, 8)) { $0.stashUseBy = at(1, 5, 9, 30) }), at(1, 5, 9, 30), "the portion's use-by stands")
        XCTAssertEqual(safety.expiry(of: bottle(at(1, 5, 8)) { $0.stashID = "p"; $0.stashUseBy = at(1, 8, 8) }), at(1, 5, 10),
                       "out of the fridge's stash and left out: 2 hours, not fresh milk's 4")
        var formula = bottle(at(1, 5, 8))
        formula.data = .bottle(EventData.Bottle(prepared: Volume(4, .oz)))
        XCTAssertEqual(safety.expiry(of: formula), at(1, 5, 10), "formula keeps its own 2 hours")
    }

    func testSettingsChangeTheWindows() {
        var settings = BabySettings()
        settings.milkRoomMinutes = 180
        settings.milkFeedingMinutes = 60
        settings.milkFreezerMonths = 12
        let safety = BottleSafety(settings: settings)
        XCTAssertEqual(safety.expiry(of: bottle(at(1, 5, 8))), at(1, 5, 11))
        XCTAssertEqual(safety.expiry(of: bottle(at(1, 5, 8)) { $0.feedingStartedAt = at(1, 5, 8, 30) }), at(1, 5, 9, 30))
        XCTAssertEqual(MilkSafety(settings: settings).useBy(of: portion(at(1, 5, 8), .freezer), calendar: zone), at(1, 5, 8, year: 2027))
    }

    func testPortionUseBy() {
        let milk = MilkSafety()
        XCTAssertEqual(milk.useBy(of: portion(at(1, 5, 8), .fridge), calendar: zone), at(1, 9, 8))
        XCTAssertEqual(milk.useBy(of: portion(at(1, 5, 8), .freezer), calendar: zone), at(7, 5, 8), "6 calendar months, across DST")
        XCTAssertEqual(milk.useBy(of: portion(at(8, 31, 8, year: 2025), .freezer), calendar: zone), at(2, 28, 8), "a day past the month's end is its last day")
        XCTAssertEqual(milk.useBy(of: portion(at(1, 5, 8), .freezer, thawed: at(1, 20, 7)), calendar: zone), at(1, 21, 7), "thawed: 24 hours")
        let session = Event(id: "s", babyID: "e", loggedBy: "me", start: zone.timestamp(at(1, 5, 8)), end: nil,
                            data: .pump(EventData.Pump(amount: Volume(3, .oz))), createdAt: at(1, 5, 8))
        XCTAssertNil(milk.useBy(of: session, calendar: zone), "milk that wasn't stored has no use-by")
    }

    func testOldBottleRecordsReadAsFormula() throws {
        let old = #"{"baby_id":"e","created_at":"2026-01-05T13:00:00Z","data":{"amount_prepared":4,"amount_remaining":null,"discarded":false,"feeding_started_at":null,"method":"bottle","refrigerated":false,"unit":"oz"},"deleted_at":null,"end_time":null,"event_type":"eat","id":"b","logged_by":"me","notes":null,"start_time":{"offset_seconds":-18000,"timezone":"America/New_York","utc":"2026-01-05T13:00:00Z"},"updated_at":"2026-01-05T13:00:00Z"}"#
        let read = try JSONRecordReader.event(try JSONValue.parse(Array(old.utf8)))
        XCTAssertEqual(read.data.bottle?.contents, .formula)
        let decoded = try JSONDecoder().decode(Event.self, from: Data(old.utf8))
        XCTAssertEqual(decoded.data.bottle?.contents, .formula)
        var writer = JSONLineWriter()
        writer.partitionLine(event: read, gone: nil)
        XCTAssertTrue(String(decoding: writer.bytes, as: UTF8.self).contains(#""contents":"formula""#), "pinned when written again")
    }
}
