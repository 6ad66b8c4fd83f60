import Foundation
@testable import HushDomain
@testable import HushServices
import XCTest

/// The dashboard spec's own test cases and formats, on the pure `Dashboard` and `DayListing`.
final class DashboardTests: XCTestCase {
    let calendar = ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!)
    var now: Date { at(15, 0) }
    var dayStart: Date { calendar.startOfDay(containing: now) }
    let baby = Baby(id: "b1", name: "Eddie", birthDate: "2025-09-01", createdAt: Date(timeIntervalSince1970: 1_767_000_000))

    func at(_ hour: Int, _ minute: Int, day: Int = 2) -> Date {
        calendar.instant(from: CivilDateTime(year: 2026, month: 1, day: day, hour: hour, minute: minute))
    }

    func event(_ data: EventData, _ start: Date, _ end: Date?) -> Event {
        Event(id: UUID().uuidString, babyID: "b1", loggedBy: "t", start: calendar.timestamp(start), end: end.map(calendar.timestamp),
              data: data, createdAt: start)
    }

    func dashboard(_ events: [Event]) -> Dashboard {
        Dashboard.build(baby: baby, now: now, calendar: calendar, open: events.filter { $0.end == nil }, lastFeed: nil,
                        lastDiaper: nil, lastSleep: nil, today: events, dayStart: dayStart)
    }

    func testEmptyDayUsesTheSpecsEmptyStates() {
        XCTAssertEqual(dashboard([]).summaryLine, "0 feeds · 0 pee · 0 poop · 0h 0m total sleep")
    }

    func testSpecCase11ThreeFeedsTwoPeeAndABoth() {
        let finished = EventData.bottle(.init(prepared: Volume(4, .oz), remaining: 0))
        let events = [
            event(finished, at(8, 0), at(8, 0)), event(finished, at(11, 0), at(11, 0)),
            event(.breast(.init(startedSide: .left, bothSides: false)), at(13, 0), at(13, 15)),
            event(.diaper(.wet), at(9, 0), at(9, 0)), event(.diaper(.wet), at(10, 0), at(10, 0)),
            event(.diaper(.both), at(12, 0), at(12, 0)),
        ]
        XCTAssertEqual(dashboard(events).summaryLine, "3 feeds · 3 pee · 1 poop · 0h 0m total sleep")
    }

    /// Imported events recorded without a detail: a bottle without an amount is still a feed; a diaper
    /// without contents is counted apart, never guessed as pee or poop; the listing names what is missing.
    func testEventsWithMissingDetails() {
        let events = [event(.bottle(.init(prepared: nil)), at(8, 0), at(8, 0)), event(.diaper(nil), at(9, 0), at(9, 0)),
                      event(.diaper(.wet), at(10, 0), at(10, 0))]
        XCTAssertEqual(dashboard(events).summaryLine, "1 feed · 1 pee · 0 poop · 1 diaper (contents not recorded) · 0h 0m total sleep")
        let safety = BottleSafety()
        XCTAssertEqual(DayListing.detail(events[0], now: now, calendar: calendar, safety: safety), "Bottle · amount not recorded")
        XCTAssertEqual(DayListing.detail(events[1], now: now, calendar: calendar, safety: safety), "Diaper")
    }

    func testPreparedOrDiscardedBottlesAreNotFeeds() {
        var discarded = EventData.Bottle(prepared: Volume(4, .oz))
        discarded.discarded = true
        let events = [event(.bottle(.init(prepared: Volume(4, .oz))), at(14, 0), nil), event(.bottle(discarded), at(9, 0), at(11, 0))]
        XCTAssertEqual(dashboard(events).feeds, 0)
    }

    func testSleepCountsOnlyItsPartOfTodayIncludingTheRunningOne() {
        let overnight = event(.sleep, at(20, 0, day: 1), at(6, 0))
        let nap = event(.sleep, at(13, 0), at(14, 30))
        let running = event(.sleep, at(14, 45), nil)
        let d = dashboard([overnight, nap, running])
        let expected: TimeInterval = 6 * 3600 + 90 * 60 + 15 * 60
        XCTAssertEqual(d.sleepSeconds, expected)
        XCTAssertEqual(d.summaryLine, "0 feeds · 0 pee · 0 poop · 7h 45m total sleep")
        XCTAssertEqual(d.activeSleep?.id, running.id)
    }

    func testNotesAppearOnlyOnceThereAreSome() {
        let note = event(.note(category: "Medication"), at(10, 0), at(10, 0))
        XCTAssertEqual(dashboard([note, note]).summaryLine, "0 feeds · 0 pee · 0 poop · 0h 0m total sleep · 2 notes")
    }

    func testSideIndicators() {
        XCTAssertEqual(EventData.Breast(startedSide: .left, bothSides: false).indicator, "L")
        XCTAssertEqual(EventData.Breast(startedSide: .right, bothSides: false).indicator, "R")
        XCTAssertEqual(EventData.Breast(startedSide: .left, bothSides: true).indicator, "L+R")
        XCTAssertEqual(EventData.Breast(startedSide: .right, bothSides: true).indicator, "R+L")
        XCTAssertEqual(BreastSide.left.opposite, .right, "the suggested side is the opposite of the last start")
    }

    func testElapsedFormats() {
        XCTAssertEqual(DurationText.ago(45 * 60), "45m ago")
        XCTAssertEqual(DurationText.ago(2 * 3600 + 15 * 60), "2h 15m ago")
        XCTAssertEqual(DurationText.ago(27 * 3600), "1d 3h ago")
        XCTAssertEqual(DurationText.hoursMinutes(8 * 3600 + 30 * 60), "8h 30m")
    }

    func testTodayDetailLinesAndOzConversion() {
        let safety = BottleSafety()
        func detail(_ e: Event, units: Volume.Unit? = nil) -> String {
            DayListing.detail(e, now: now, calendar: calendar, safety: safety, units: units)
        }
        XCTAssertEqual(detail(event(.breast(.init(startedSide: .left, bothSides: false)), at(14, 30), at(14, 45))), "Left breast · 15 min")
        XCTAssertEqual(detail(event(.breast(.init(startedSide: .left, bothSides: true)), at(14, 30), at(14, 45))), "Both (L→R) · 15 min")
        XCTAssertEqual(detail(event(.diaper(.both), at(13, 45), at(13, 45))), "Pee + Poop")
        XCTAssertEqual(detail(event(.diaper(.dirty), at(13, 45), at(13, 45))), "Poop")
        XCTAssertEqual(detail(event(.sleep, at(10, 0), at(12, 15))), "Nap · 2h 15m")
        XCTAssertEqual(detail(event(.sleep, at(20, 0, day: 1), at(6, 0))), "Sleep · 10h 0m")
        XCTAssertEqual(detail(event(.sleep, at(14, 0), nil)), "Started 2:00 PM")
        var note = event(.note(category: "Medication"), at(10, 30), at(10, 30))
        note.notes = "Vitamin D drops, one each morning with the first feed"
        XCTAssertEqual(detail(note), "Note · Medication · Vitamin D drops, one each morn...")
        let bottle = event(.bottle(.init(prepared: Volume(120, .ml), remaining: 0)), at(9, 0), at(9, 20))
        XCTAssertEqual(detail(bottle, units: .oz), "Bottle · 4 oz · drank 4 oz", "120 mL displays as 4 oz (spec test)")
    }

    func testBottleExpiryTheEarlierLimitStands() {
        let safety = BottleSafety()
        var late = event(.bottle(.init(prepared: Volume(4, .oz), feedingStartedAt: at(9, 30))), at(8, 0), nil)
        XCTAssertEqual(safety.expiry(of: late), at(10, 0), "made 8:00, started 9:30: expires 10:00, not 10:30")
        late.data = .bottle(.init(prepared: Volume(4, .oz), feedingStartedAt: at(8, 30)))
        XCTAssertEqual(safety.expiry(of: late), at(9, 30))
        XCTAssertEqual(safety.expiry(of: event(.bottle(.init(prepared: Volume(5, .oz), refrigerated: true)), at(8, 0), nil)), at(8, 0, day: 3))
        let fresh = event(.bottle(.init(prepared: Volume(4, .oz))), at(14, 0), nil)
        XCTAssertEqual(safety.urgency(of: fresh, now: at(14, 0)), .fresh)
        XCTAssertEqual(safety.urgency(of: fresh, now: at(15, 30)), .soon)
        XCTAssertEqual(safety.urgency(of: fresh, now: at(15, 45)), .urgent)
        XCTAssertEqual(safety.urgency(of: fresh, now: at(16, 0)), .expired)
        XCTAssertEqual(safety.countdown(of: fresh, now: at(14, 18)), "Expires in 1h 42m")
    }
}
