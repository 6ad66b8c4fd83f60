import Foundation
@testable import HushDomain
@testable import HushRendering
@testable import HushServices
import XCTest

/// A nap window's range drops the start's meridiem when both ends share it ("2:30 – 3:00 PM"), now by
/// cutting the clock text's last three characters instead of NSString's replacement. Every window, on
/// any day, in any zone, must read as the replacement made it.
final class NapTextRangeTests: XCTestCase {
    func testEveryRangeReadsAsTheReplacementMadeIt() {
        var random = SeededGenerator(seed: 4)
        for zone in ["America/New_York", "Asia/Kolkata", "Pacific/Chatham", "UTC"] {
            let calendar = ZonedCalendar(zone: ZoneRules(identifier: zone)!)
            let now = Date(timeIntervalSince1970: 1_767_384_000)
            let text = NapText(style: TextStyle(enabled: false), calendar: calendar, now: now)
            for _ in 0..<3_000 {
                // Windows from two years back to a year ahead, 10 minutes to 3 hours long.
                let start = now.addingTimeInterval(Double(Int.random(in: -730 * 1_440...365 * 1_440, using: &random)) * 60)
                let end = start.addingTimeInterval(Double(Int.random(in: 10...180, using: &random)) * 60)
                let prediction = WakeWindowPredictor.Prediction(rangeStart: start, rangeEnd: end, confidence: "high", samples: [],
                                                                ageDays: 100, explanation: "")
                let startCivil = calendar.civil(start), endCivil = calendar.civil(end)
                let startText = TimeText.clock(start, calendar: calendar, now: now), endText = TimeText.clockOnly(endCivil)
                let replaced = startCivil.dayNumber == endCivil.dayNumber && (startCivil.hour < 12) == (endCivil.hour < 12)
                    ? startText.replacingOccurrences(of: startCivil.hour < 12 ? " AM" : " PM", with: "") + " – " + endText
                    : startText + " – " + endText
                XCTAssertEqual(text.range(prediction), replaced, "\(zone) \(start) – \(end)")
            }
        }
    }
}
