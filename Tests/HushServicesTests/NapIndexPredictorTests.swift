import Foundation
@testable import HushDomain
@testable import HushServices
import XCTest

/// The by-nap method on a baby with a fixed day: night 7 PM to 6:30 AM, then naps after 2h, 2h 30m and 3h
/// awake, and bedtime 2h 15m after the last nap.
final class NapIndexPredictorTests: XCTestCase {
    let calendar = ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!)

    func at(_ hour: Int, _ minute: Int = 0, day: Int) -> Date {
        calendar.instant(from: CivilDateTime(year: 2026, month: 1, day: day, hour: hour, minute: minute))
    }

    func span(_ start: Date, _ end: Date) -> SleepSpan { .init(start: start, end: end) }

    /// `days` whole days from Jan 10, then day `days + 1` up to and including `napsToday` naps.
    func history(days: Int, napsToday: Int) -> [SleepSpan] {
        var spans: [SleepSpan] = []
        for offset in 0...days {
            let day = 10 + offset
            spans.append(span(at(19, day: day - 1), at(6, 30, day: day)))
            let naps = [span(at(8, 30, day: day), at(9, 30, day: day)), span(at(12, day: day), at(13, day: day)),
                        span(at(16, day: day), at(16, 45, day: day))]
            spans += offset == days ? Array(naps.prefix(napsToday)) : naps
        }
        return spans
    }

    func testTheSecondNapIsCentredOnTheSecondNapsWakeWindowsWithThePRDsWidth() {
        let spans = history(days: 6, napsToday: 1)
        let wake = at(9, 30, day: 16)
        let byNap = NapIndexPredictor().predict(ageDays: 130, lastWake: wake, spans: spans, calendar: calendar, name: "Eddie")
        let prd = WakeWindowPredictor().predict(ageDays: 130, lastWake: wake, spans: spans, calendar: calendar, name: "Eddie")
        XCTAssertEqual(byNap.target, .nap(index: 2))
        XCTAssertEqual(byNap.method, .byNap)
        XCTAssertEqual(byNap.indexSamples, Array(repeating: 150, count: 6))
        let centre = byNap.rangeStart.addingTimeInterval(byNap.rangeEnd.timeIntervalSince(byNap.rangeStart) / 2)
        XCTAssertEqual(centre.timeIntervalSince(wake), 150 * 60, accuracy: 1, "2h 30m after the wake, 12:00 PM")
        XCTAssertEqual(byNap.rangeEnd.timeIntervalSince(byNap.rangeStart), prd.rangeEnd.timeIntervalSince(prd.rangeStart), accuracy: 1)
        XCTAssertNotEqual(prd.rangeStart, byNap.rangeStart, "the PRD centres on every wake window's mean instead")
        XCTAssertTrue(byNap.explanation.hasPrefix("2nd nap: usually 2h 30m awake before it, last 14 days, 6 samples."), byNap.explanation)
    }

    /// Past the age table, wake windows beyond both clamp bounds made the PRD's range a point, and the by-nap
    /// window had no width ("8:11 – 8:11 AM"); the age row's width stands in for it.
    func testPastTheAgeTableTheWindowKeepsTheAgeRowsWidth() {
        var spans: [SleepSpan] = []
        for day in 10...17 {
            spans.append(span(at(22, 30, day: day - 1), at(6, 30, day: day)))
            if day < 17 { spans.append(span(at(14, day: day), at(15, day: day))) }
        }
        let wake = at(6, 30, day: 17)
        let byNap = NapIndexPredictor().predict(ageDays: 3 * 365, lastWake: wake, spans: spans, calendar: calendar, name: "Eddie")
        XCTAssertFalse(byNap.indexSamples.isEmpty, "centred on the child's own naps")
        XCTAssertEqual(byNap.rangeEnd.timeIntervalSince(byNap.rangeStart), 120 * 0.9 * 60, accuracy: 60, "the age row's 2 hours, before 9 AM")
    }

    func testFewerThanFiveSamplesForTheNapFallBackToThePRD() {
        let spans = history(days: 4, napsToday: 1)
        let wake = at(9, 30, day: 14)
        let byNap = NapIndexPredictor().predict(ageDays: 130, lastWake: wake, spans: spans, calendar: calendar, name: "Eddie")
        let prd = WakeWindowPredictor().predict(ageDays: 130, lastWake: wake, spans: spans, calendar: calendar, name: "Eddie")
        XCTAssertEqual(byNap.indexSamples, [])
        XCTAssertEqual(byNap.rangeStart, prd.rangeStart)
        XCTAssertEqual(byNap.rangeEnd, prd.rangeEnd)
        XCTAssertTrue(byNap.explanation.hasPrefix("2nd nap: fewer than 5 samples in the last 14 days (4), so the standard window."), byNap.explanation)
    }

    func testAfterTheUsualNapsTheNextSleepIsBedtime() {
        let spans = history(days: 6, napsToday: 3)
        let wake = at(16, 45, day: 16)
        let next = NapIndexPredictor().predictNext(ageDays: 130, lastWake: wake, spans: spans, calendar: calendar, name: "Eddie")
        XCTAssertEqual(next.target, .bedtime)
        XCTAssertEqual(next.indexSamples, Array(repeating: 135, count: 6), "7 PM bedtimes, 2h 15m after the 4:45 PM wake")
        let centre = next.rangeStart.addingTimeInterval(next.rangeEnd.timeIntervalSince(next.rangeStart) / 2)
        XCTAssertEqual(centre.timeIntervalSince(at(19, day: 16)), 0, accuracy: 1, "7:00 PM")
        XCTAssertTrue(next.explanation.hasPrefix("Bedtime: usually 2h 15m awake before it"), next.explanation)
        let morning = NapIndexPredictor().predictNext(ageDays: 130, lastWake: at(9, 30, day: 16), spans: history(days: 6, napsToday: 1),
                                                      calendar: calendar, name: "Eddie")
        XCTAssertEqual(morning.target, .nap(index: 2))
    }

    func testTheMedianResistsOneMissedLog() {
        XCTAssertEqual(NapIndexPredictor.centre(of: [100, 110, 120, 130, 400], by: .median), 120)
        XCTAssertEqual(NapIndexPredictor.centre(of: [100, 110, 120, 130, 400], by: .mean), 172)
        XCTAssertEqual(NapIndexPredictor.centre(of: [100, 110, 120, 130], by: .median), 115)
    }
}
