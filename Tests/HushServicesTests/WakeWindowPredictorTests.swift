import Foundation
@testable import HushDomain
@testable import HushServices
import XCTest

/// Every branch of PRD section 6, pinned with numbers worked out by hand.
final class WakeWindowPredictorTests: XCTestCase {
    let calendar = ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!)
    let predictor = WakeWindowPredictor()

    func at(_ hour: Int, _ minute: Int = 0, day: Int = 20) -> Date {
        calendar.instant(from: CivilDateTime(year: 2026, month: 1, day: day, hour: hour, minute: minute))
    }

    /// Naps of an hour, each after the given wake window, on the days before Jan 20.
    func history(_ windows: [Double]) -> [Event] {
        var events: [Event] = []
        var wake = at(7, day: 10)
        for (index, window) in windows.enumerated() {
            let start = wake.addingTimeInterval(window * 60)
            let end = start.addingTimeInterval(3600)
            events.append(Event(id: "s\(index)", babyID: "b", loggedBy: "t", start: calendar.timestamp(start), end: calendar.timestamp(end),
                                data: .sleep, createdAt: start))
            wake = end
        }
        // A first sleep so the first window has a wake before it.
        let first = at(5, day: 10)
        events.insert(Event(id: "s-first", babyID: "b", loggedBy: "t", start: calendar.timestamp(first),
                            end: calendar.timestamp(at(7, day: 10)), data: .sleep, createdAt: first), at: 0)
        return events
    }

    func minutes(_ prediction: WakeWindowPredictor.Prediction, from wake: Date) -> (Double, Double) {
        (prediction.rangeStart.timeIntervalSince(wake) / 60, prediction.rangeEnd.timeIntervalSince(wake) / 60)
    }

    func testColdStartUsesTheAgeRange() {
        let wake = at(12)
        let p = predictor.predict(ageDays: 100, lastWake: wake, sleeps: [], calendar: calendar, name: "Eddie")
        XCTAssertEqual(minutes(p, from: wake).0, 75)
        XCTAssertEqual(minutes(p, from: wake).1, 120)
        XCTAssertEqual(p.confidence, "learning")
        XCTAssertEqual(p.explanation, "Based on typical wake windows for 3-month-olds. Predictions will improve as we learn Eddie's patterns.")
    }

    func testFiveSamplesPersonaliseWithThePopulationDeviation() {
        // mean 110, population deviation √200 = 14.142…: 95.858… to 124.142… minutes.
        let wake = at(12)
        let p = predictor.predict(ageDays: 100, lastWake: wake, sleeps: history([90, 100, 110, 120, 130]), calendar: calendar, name: "Eddie")
        XCTAssertEqual(p.samples.count, 5)
        XCTAssertEqual(p.rangeStart, wake.addingTimeInterval(5751), "95.8579 min = 5751.47 s, rounded")
        XCTAssertEqual(p.rangeEnd, wake.addingTimeInterval(7449), "124.1421 min = 7448.53 s, rounded")
        XCTAssertEqual(p.confidence, "learning")
        XCTAssertEqual(p.explanation, "Based on Eddie's age (3 months) and average wake time this week (1h 50m)")
    }

    func testTenSamplesAreHighConfidence() {
        let p = predictor.predict(ageDays: 100, lastWake: at(12), sleeps: history(Array(repeating: 100, count: 10)), calendar: calendar, name: "Eddie")
        XCTAssertEqual(p.confidence, "high")
        XCTAssertEqual(minutes(p, from: at(12)).0, 100, "no spread: mean ± 0")
    }

    func testFourSamplesAreNotEnough() {
        let p = predictor.predict(ageDays: 100, lastWake: at(12), sleeps: history([50, 50, 50, 50]), calendar: calendar, name: "Eddie")
        XCTAssertEqual(minutes(p, from: at(12)).0, 75, "age defaults")
    }

    func testClampingAtTheLowerBound() {
        // mean 60, deviation √50 = 7.071: 52.93 is raised to 0.8 × 75 = 60; 67.07 stays.
        let p = predictor.predict(ageDays: 100, lastWake: at(12), sleeps: history([50, 55, 60, 65, 70]), calendar: calendar, name: "Eddie")
        XCTAssertEqual(minutes(p, from: at(12)).0, 60)
        XCTAssertEqual(minutes(p, from: at(12)).1, 67.06666666666666, accuracy: 0.02)
    }

    func testClampingAtTheUpperBound() {
        // mean 150, deviation √200: 164.14 is lowered to 1.2 × 120 = 144; 135.86 stays.
        let p = predictor.predict(ageDays: 100, lastWake: at(12), sleeps: history([130, 140, 150, 160, 170]), calendar: calendar, name: "Eddie")
        XCTAssertEqual(minutes(p, from: at(12)).0, 135.85, accuracy: 0.02)
        XCTAssertEqual(minutes(p, from: at(12)).1, 144)
    }

    func testEverySampleOutsideTheBoundsPinsTheRangeToTheNearestBound() {
        let p = predictor.predict(ageDays: 100, lastWake: at(12), sleeps: history([40, 40, 40, 40, 40]), calendar: calendar, name: "Eddie")
        XCTAssertEqual(minutes(p, from: at(12)).0, 60)
        XCTAssertEqual(minutes(p, from: at(12)).1, 60)
    }

    func testMorningAndEveningFactors() {
        XCTAssertEqual(minutes(predictor.predict(ageDays: 100, lastWake: at(7), sleeps: [], calendar: calendar, name: "E"), from: at(7)).0, 67.5)
        XCTAssertEqual(minutes(predictor.predict(ageDays: 100, lastWake: at(8, 59), sleeps: [], calendar: calendar, name: "E"), from: at(8, 59)).1, 108)
        XCTAssertEqual(minutes(predictor.predict(ageDays: 100, lastWake: at(9), sleeps: [], calendar: calendar, name: "E"), from: at(9)).0, 75)
        XCTAssertEqual(minutes(predictor.predict(ageDays: 100, lastWake: at(17, 59), sleeps: [], calendar: calendar, name: "E"), from: at(17, 59)).1, 120)
        XCTAssertEqual(minutes(predictor.predict(ageDays: 100, lastWake: at(18), sleeps: [], calendar: calendar, name: "E"), from: at(18)).1, 132)
    }

    func testEveryAgeRowBoundary() {
        let expected: [(Int, Double, Double)] = [
            (0, 30, 60), (27, 30, 60), (28, 60, 90), (83, 60, 90), (84, 75, 120), (119, 75, 120), (120, 120, 180),
            (209, 120, 180), (210, 150, 210), (299, 150, 210), (300, 180, 240), (419, 180, 240), (420, 240, 360), (2000, 240, 360),
        ]
        for (days, low, high) in expected {
            XCTAssertEqual(WakeWindowPredictor.ageRange(days), .init(min: low, max: high), "day \(days)")
        }
    }

    func testAgeTransitionsBlendOverSevenDays() {
        XCTAssertEqual(WakeWindowPredictor.blendedRange(120), .init(min: 75, max: 120), "the boundary day is still the old row")
        // 3 days in: 75 + 45 × 3/7 = 94.28 → 94; 120 + 60 × 3/7 = 145.71 → 145.
        XCTAssertEqual(WakeWindowPredictor.blendedRange(123), .init(min: 94, max: 145))
        XCTAssertEqual(WakeWindowPredictor.blendedRange(127), .init(min: 120, max: 180), "7 days in: the new row")
        XCTAssertEqual(WakeWindowPredictor.blendedRange(31), .init(min: 42, max: 72), "30 + 30 × 3/7, 60 + 30 × 3/7, truncated")
    }

    func testOnlySleepsOfTwentyMinutesInTheLastFourteenDaysCount() {
        var events = history([100, 100, 100, 100, 100])
        // A 15-minute catnap does not count, nor does anything older than 14 days.
        let nap = at(16, day: 15)
        events.append(Event(id: "cat", babyID: "b", loggedBy: "t", start: calendar.timestamp(nap), end: calendar.timestamp(nap.addingTimeInterval(900)),
                            data: .sleep, createdAt: nap))
        XCTAssertEqual(WakeWindowPredictor.samples(sleeps: events, before: at(12)).count, 5)
        XCTAssertEqual(WakeWindowPredictor.samples(sleeps: events, before: at(12, day: 31)).count, 0, "all older than 14 days")
    }

    func testPredictionsContinueAcrossMidnight() {
        // A late wake at 11:30 PM: evening factor 1.1 on 75-120 min gives 12:52:30 to 1:42 AM the next day.
        let wake = at(23, 30)
        let p = predictor.predict(ageDays: 100, lastWake: wake, sleeps: [], calendar: calendar, name: "Eddie")
        XCTAssertEqual(p.rangeStart, at(0, 52, day: 21).addingTimeInterval(30))
        XCTAssertEqual(p.rangeEnd, at(1, 42, day: 21))
    }
}
