import Foundation
@testable import HushServer
import XCTest

/// The `Date` header the push lane writes by hand (``HTTPDateCache``) is the one Foundation's formatter
/// writes, on the days a civil-date calculation gets wrong first: the epoch, leap days, the turn of a
/// century that is not a leap year and of one that is, the last second of a year, and before 1970.
final class HTTPDateCacheTests: XCTestCase {
    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter
    }()

    func testDatesAreWrittenAsFoundationWritesThem() {
        let days = ["1970-01-01T00:00:00Z", "2024-02-29T12:34:56Z", "2100-03-01T00:00:00Z", "2000-02-29T23:59:59Z",
                    "2026-12-31T23:59:59Z", "1969-12-31T23:59:59Z", "1900-03-01T08:00:00Z", "2026-11-29T09:23:27Z"]
        let reader = ISO8601DateFormatter()
        for day in days {
            let date = reader.date(from: day)!
            XCTAssertEqual(HTTPDateCache.text(seconds: Int(date.timeIntervalSince1970)), Self.formatter.string(from: date), day)
        }
        XCTAssertEqual(HTTPDateCache.text(seconds: 1_795_944_207), "Sun, 29 Nov 2026 09:23:27 GMT")
        // Every hour of four years, stepping by a prime so the minutes and seconds move too.
        var seconds = 1_700_000_000
        while seconds < 1_700_000_000 + 4 * 366 * 86_400 {
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            XCTAssertEqual(HTTPDateCache.text(seconds: seconds), Self.formatter.string(from: date))
            seconds += 3_607
        }
    }

    func testTheTextChangesWithTheSecondOnly() {
        var cache = HTTPDateCache()
        let first = cache.text(now: Date(timeIntervalSince1970: 1_795_944_207.2))
        XCTAssertEqual(cache.text(now: Date(timeIntervalSince1970: 1_795_944_207.9)), first)
        XCTAssertEqual(cache.text(now: Date(timeIntervalSince1970: 1_795_944_208.0)), "Sun, 29 Nov 2026 09:23:28 GMT")
    }
}
