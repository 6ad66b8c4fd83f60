import Foundation
import HushDomain
import XCTest

/// Times read in place from a line's bytes: the written form (`2026-01-02T08:20:00Z`) read as Foundation's
/// Gregorian calendar in UTC reads it, an invalid date or time refused, and every other form read from
/// bytes exactly as from text.
final class UTCTextBytesTests: XCTestCase {
    private func bytesReading(_ text: String) -> Date? {
        Array(text.utf8).withUnsafeBufferPointer { UTCText.parse(bytes: $0) }
    }

    /// The calendar's instant for the written form's fields, or nil when they name no real moment (a day
    /// the month lacks, hour 24, second 60), which the calendar would otherwise roll over.
    private func calendarReading(_ fields: [Int]) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let components = DateComponents(year: fields[0], month: fields[1], day: fields[2], hour: fields[3], minute: fields[4], second: fields[5])
        guard let date = calendar.date(from: components) else { return nil }
        let back = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        guard [back.year, back.month, back.day, back.hour, back.minute, back.second] == fields.map(Optional.init) else { return nil }
        return date
    }

    private func padded(_ value: Int, _ width: Int) -> String {
        String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
    }

    func testTheWrittenFormReadsAsTheCalendarReadsIt() {
        var random = SeededGenerator(seed: 20)
        var valid = 0
        for _ in 0..<20_000 {
            // Each field from a range a little wider than its valid one (February 29th, the 31st of short
            // months, hour 24, second 60). Years from 1583: Foundation's Gregorian calendar is Julian before
            // October 1582, where Hush's reads the Gregorian rules back (proleptic).
            let fields = [Int.random(in: 1583...9999, using: &random), Int.random(in: 0...13, using: &random),
                          Int.random(in: 0...32, using: &random), Int.random(in: 0...24, using: &random),
                          Int.random(in: 0...60, using: &random), Int.random(in: 0...60, using: &random)]
            let text = padded(fields[0], 4) + "-" + padded(fields[1], 2) + "-" + padded(fields[2], 2) + "T"
                + padded(fields[3], 2) + ":" + padded(fields[4], 2) + ":" + padded(fields[5], 2) + "Z"
            let expected = calendarReading(fields)
            XCTAssertEqual(bytesReading(text), expected, text)
            if expected != nil { valid += 1 }
        }
        XCTAssertGreaterThan(valid, 10_000, "too few valid times to compare")
    }

    func testOtherFormsReadFromBytesAsFromText() {
        var random = SeededGenerator(seed: 21)
        var texts = ["2026-01-01t10:00:00Z", "2026-01-01T10:00:00z", "2026-01-01 10:00:00Z", "2026-01-02T08:20:00.250Z",
                     "2026-01-02T08:20:00-05:00", "2026-01-02T08:20Z", "", "2026-01-0xT10:00:00Z", "2026-01-02", "2026-01-02T08:20:00"]
        for _ in 0..<5_000 {
            var bytes = Array("2026-01-02T08:20:00.125+05:30".utf8)
            bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 32...126, using: &random)
            texts.append(String(decoding: bytes.prefix(Int.random(in: 0...bytes.count, using: &random)), as: UTF8.self))
        }
        for text in texts {
            XCTAssertEqual(bytesReading(text), UTCText.parse(text), text)
        }
        XCTAssertEqual(bytesReading("2026-01-02T08:20:00.250Z")?.timeIntervalSince1970, 1_767_342_000.25)
        XCTAssertEqual(bytesReading("2026-01-02T08:20:00-05:00")?.timeIntervalSince1970, 1_767_360_000)
    }
}
