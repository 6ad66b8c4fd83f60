import Foundation
@testable import HushDomain
@testable import HushLanguage
@testable import HushStore
@testable import HushServices
import XCTest

/// An edit is held to the rules a new log of the changed event meets: amounts no bottle holds are
/// refused, a number without a unit takes the units setting, what was left is converted with the
/// bottle's unit (``BottleLeftover``), and a span keeps a length. Each refusal changes nothing.
final class EventEditorChecksTests: XCTestCase {
    let zone = ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!)
    /// 3 PM New York time on 2026-01-02.
    let now = Date(timeIntervalSince1970: 1_767_384_000)

    func at(_ hour: Int, _ minute: Int) -> Date {
        zone.instant(from: CivilDateTime(year: 2026, month: 1, day: 2, hour: hour, minute: minute))
    }

    var editor: EventEditor {
        EventEditor(context: LogContext(now: now, calendar: zone, babyID: "e", babyName: "Eddie", loggedBy: "gavin"), units: .oz)
    }

    func event(_ data: EventData, _ start: Date, _ end: Date?) -> Event {
        Event(id: "x", babyID: "e", loggedBy: "gavin", start: zone.timestamp(start), end: end.map(zone.timestamp), data: data, createdAt: start)
    }

    /// "ate 4oz, 0.5 left" at 3 PM.
    var bottle: Event { event(.bottle(.init(prepared: Volume(4, .oz), remaining: 0.5)), at(15, 0), at(15, 0)) }

    func change(_ line: String) throws -> EditChange {
        guard case .edit(_, let change) = try CommandParser().parse(line).command else { throw XCTSkip("'\(line)' is no edit") }
        return change
    }

    func edited(_ line: String, _ original: Event) throws -> Event {
        try XCTUnwrap(editor.apply(try change(line), to: original).event)
    }

    func refusal(_ line: String, _ original: Event) -> String? {
        do {
            _ = try editor.apply(try change(line), to: original)
            return nil
        } catch {
            return (error as? DomainError)?.message ?? "\(error)"
        }
    }

    func testAnAmountNoBottleHoldsIsRefusedAsInANewLog() throws {
        XCTAssertEqual(refusal("last bottle was 40oz", bottle), "40 oz is more than a bottle holds")
        XCTAssertEqual(refusal("last bottle was 600ml", bottle), "600 ml is more than a bottle holds")
        XCTAssertEqual(refusal("last bottle was 150", bottle), "150 oz is more than a bottle holds; did you mean 150 ml?")
        let pump = event(.pump(.init(amount: Volume(4, .oz))), at(14, 0), at(14, 0))
        XCTAssertEqual(refusal("last pump was 30oz", pump), "30 oz is more than a bottle holds")
        // 14 oz is possible: the dispatcher asks first, as for a new log (EventPlausibility).
        XCTAssertEqual(try edited("last bottle was 14oz", bottle).data.bottle?.prepared, Volume(14, .oz))
    }

    func testTheLeftoverIsConvertedWithTheBottlesUnitNeverRelabelled() throws {
        let metric = try edited("last bottle was 120ml", bottle).data.bottle
        XCTAssertEqual(metric?.prepared, Volume(120, .ml))
        XCTAssertEqual(metric?.remaining, 14.79, "half an ounce is 14.79 ml, not 0.5 ml")
        XCTAssertEqual(try edited("last bottle had 10ml left", bottle).data.bottle?.remaining, 0.34, "10 ml of a 4 oz bottle")
        XCTAssertEqual(refusal("last bottle had 200ml left", bottle), "200 ml left is more than the 4 oz bottle held")
        let full = event(.bottle(.init(prepared: Volume(4, .oz), remaining: 3)), at(15, 0), at(15, 0))
        XCTAssertEqual(refusal("last bottle was 60ml", full), "3 oz left is more than the 60 ml bottle held")
        XCTAssertEqual(BottleLeftover.value(0.5, from: .oz, in: .ml), 14.79)
        XCTAssertEqual(BottleLeftover.value(0.5, from: .oz, in: .oz), 0.5)
    }

    func testABareNumberTakesTheUnitsSettingAsANewLogDoes() throws {
        let metric = event(.bottle(.init(prepared: Volume(120, .ml), remaining: 14.79)), at(15, 0), at(15, 0))
        let changed = try edited("last bottle was 5", metric).data.bottle
        XCTAssertEqual(changed?.prepared, Volume(5, .oz), "'ate 5' in an ounce household is 5 oz")
        XCTAssertEqual(changed?.remaining, 0.5, "the leftover follows the bottle into ounces")
        let pump = event(.pump(.init(amount: Volume(100, .ml))), at(14, 0), at(14, 0))
        XCTAssertEqual(try edited("last pump was 5", pump).data.pump?.amount, Volume(5, .oz))
    }

    func testAnEditedSpanKeepsALength() throws {
        let nap = event(.sleep, at(12, 10), at(13, 30))
        XCTAssertEqual(refusal("last nap started at 1:30", nap),
                       "the sleep would start at 1:30 PM and end at 1:30 PM; its start must come before its end, so say a start before 1:30 PM, or 'move the last sleep to …' to move it whole")
        XCTAssertEqual(refusal("last nap ended at 12:10", nap),
                       "the sleep would start at 12:10 PM and end at 12:10 PM; its end must come after its start, so say an end after 12:10 PM")
        XCTAssertEqual(refusal("last nap started at 1:45", nap),
                       "the sleep would start at 1:45 PM and end at 1:30 PM; its start must come before its end, so say a start before 1:30 PM, or 'move the last sleep to …' to move it whole")
        XCTAssertEqual(refusal("fell asleep 80 minutes later", nap),
                       "the sleep would start at 1:30 PM and end at 1:30 PM; its start must come before its end, so say a start before 1:30 PM, or 'move the last sleep to …' to move it whole")
        let open = event(.sleep, at(12, 10), nil)
        XCTAssertEqual(refusal("last sleep ended at 12:10", open),
                       "the sleep would start at 12:10 PM and end at 12:10 PM; its end must come after its start, so say an end after 12:10 PM")
        let feed = event(.breast(.init(startedSide: .left, bothSides: false)), at(14, 0), at(14, 20))
        XCTAssertNotNil(refusal("last feed ended at 2", feed))
        // A start before the end still changes, and a moment stays one wherever it is set.
        XCTAssertEqual(try edited("last nap started at 12:00", nap).start.utc, at(12, 0))
        let moved = try edited("last bottle ended at 2:50", bottle)
        XCTAssertEqual([moved.start.utc, moved.end?.utc], [at(14, 50), at(14, 50)])
    }
}
