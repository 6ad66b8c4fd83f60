import Foundation
import HushDomain
import XCTest

/// Times read in place from a line's bytes must read exactly as the text reading reads them: the same
/// instant for every valid time, nil for every invalid one, whatever the form.
final class UTCTextBytesTests: XCTestCase {
    private func bytesReading(_ text: String) -> Date? {
        Array(text.utf8).withUnsafeBufferPointer { UTCText.parse(bytes: $0) }
    }

    func testEveryFormReadsAsTheTextReadingReadsIt() {
        var random = SeededGenerator(seed: 20)
        var texts = ["2024-01-01T11:46:00Z", "2024-02-29T23:59:59Z", "2023-02-29T10:00:00Z", "2026-13-01T00:00:00Z",
                     "2026-01-01T24:00:00Z", "2026-01-01T23:60:00Z", "2026-01-01T23:59:60Z", "0000-01-01T00:00:00Z",
                     "9999-12-31T23:59:59Z", "2026-01-01t10:00:00Z", "2026-01-01T10:00:00z", "2026-01-01 10:00:00Z",
                     "2026-01-02T08:20:00.250Z", "2026-01-02T08:20:00-05:00", "2026-01-02T08:20Z", "", "2026-01-0xT10:00:00Z"]
        func padded(_ value: Int, _ width: Int) -> String {
            String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
        }
        for _ in 0..<20_000 {
            // The written form, each field from a range a little wider than its valid one (February 29th,
            // the 31st of short months, hour 24, second 60), sometimes with a byte changed.
            let fields = [Int.random(in: 1...9999, using: &random), Int.random(in: 0...13, using: &random),
                          Int.random(in: 0...32, using: &random), Int.random(in: 0...24, using: &random),
                          Int.random(in: 0...60, using: &random), Int.random(in: 0...60, using: &random)]
            var bytes = Array((padded(fields[0], 4) + "-" + padded(fields[1], 2) + "-" + padded(fields[2], 2) + "T"
                + padded(fields[3], 2) + ":" + padded(fields[4], 2) + ":" + padded(fields[5], 2) + "Z").utf8)
            if Int.random(in: 0..<5, using: &random) == 0 {
                bytes[Int.random(in: 0..<20, using: &random)] = UInt8.random(in: 32...126, using: &random)
            }
            texts.append(String(decoding: bytes, as: UTF8.self))
        }
        var valid = 0
        for text in texts {
            XCTAssertEqual(bytesReading(text), UTCText.parse(text), text)
            if UTCText.parse(text) != nil { valid += 1 }
        }
        XCTAssertGreaterThan(valid, 1_000, "too few valid times to compare")
    }
}
