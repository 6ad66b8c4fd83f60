import Foundation
import HushServer
import XCTest

/// The server's pinned clock (`HUSH_NOW`) is held to the years a record holds, as `hush --now` is: a
/// server pinned to the year 9999 would answer every voice line with ages and gaps of millennia.
final class VoiceClockTests: XCTestCase {
    func testAPinnedTimeOutsideTheRecordsYearsIsRefused() throws {
        for now in ["9999-01-01T06:00:00Z", "2200-01-01T00:00:00Z", "1969-12-31T23:59:59Z"] {
            XCTAssertThrowsError(try VoiceClock.fromEnvironment(["TZ": "UTC", "HUSH_NOW": now]), now) { error in
                XCTAssertEqual("\(error)", "HUSH_NOW '\(now)' is outside the times Hush keeps; use a time from 1970 to the end of 2199")
            }
        }
        let pinned = try VoiceClock.fromEnvironment(["TZ": "UTC", "HUSH_NOW": "2199-12-31T23:00:00Z"])
        XCTAssertEqual(pinned.now(), Date(timeIntervalSince1970: 7_258_114_800))
        XCTAssertThrowsError(try VoiceClock.fromEnvironment(["HUSH_NOW": "soon"]), "not a time at all")
    }
}
