import Foundation
@testable import HushStore
import XCTest

/// Record ids are how every device tells events apart: a repeated id would make two events one.
/// `RandomWords` hands out the kernel's random words from pages, so the ids here cross several pages.
final class RecordIDTests: XCTestCase {
    func testIdsMintedAcrossPagesAreDistinctVersionSevenUUIDs() {
        let milliseconds: UInt64 = 1_767_384_000_000
        var seen = Set<String>()
        for _ in 0..<3_000 {
            let id = RecordID.make(milliseconds: milliseconds)
            let bytes = Array(id.utf8)
            XCTAssertEqual(bytes.count, 36, id)
            XCTAssertTrue(id.hasPrefix("019b8"), "48 bits of milliseconds first: \(id)")
            XCTAssertEqual(bytes[14], UInt8(ascii: "7"), "version 7: \(id)")
            XCTAssertTrue("89ab".utf8.contains(bytes[19]), "RFC 9562 variant: \(id)")
            seen.insert(id)
        }
        XCTAssertEqual(seen.count, 3_000, "the same millisecond, told apart by the random bits alone")
    }

    /// A record id's time comes from the clock, which `HUSH_CLOCK_SHIFT` moves: no time, however far or
    /// not a number, may trap its conversion to milliseconds.
    func testAnyTimeGivesMillisecondsWithoutTrapping() {
        XCTAssertEqual(RecordIDSequence.milliseconds(Date(timeIntervalSince1970: 1_767_384_000.25)), 1_767_384_000_250)
        XCTAssertEqual(RecordIDSequence.milliseconds(Date(timeIntervalSince1970: -5)), 0)
        let tenThousand: UInt64 = 253_402_300_800_000
        for seconds in [1e18, 1e300, .infinity, .greatestFiniteMagnitude] {
            XCTAssertEqual(RecordIDSequence.milliseconds(Date(timeIntervalSince1970: seconds)), tenThousand, "\(seconds)")
        }
        for seconds in [-.infinity, .nan, -1e300] {
            XCTAssertEqual(RecordIDSequence.milliseconds(Date(timeIntervalSince1970: seconds)), 0, "\(seconds)")
        }
    }

    func testRandomWordsDoNotRepeatAcrossARefill() {
        let words = (0..<1_500).map { _ in RandomWords.next() }
        // A page handed out before it was filled, or twice, would repeat its words.
        XCTAssertEqual(Set(words).count, words.count)
    }
}
