@testable import HushServer
import XCTest

/// A push's `Content-Length`, as the lane reads it to refuse a body past the limit before reading it:
/// digits no `Int` holds are past every limit, not "no length" (which read 32 MB before refusing).
final class DeclaredLengthTests: XCTestCase {
    func testDigitsAreALengthAndDigitsPastAnIntArePastEveryLimit() {
        XCTAssertEqual(PushLane.declaredLength("0"), 0)
        XCTAssertEqual(PushLane.declaredLength("33554432"), 32 << 20)
        XCTAssertEqual(PushLane.declaredLength(String(Int.max)), Int.max)
        for text in ["9223372036854775808", "18446744073709551615", "99999999999999999999", String(repeating: "9", count: 500)] {
            XCTAssertEqual(PushLane.declaredLength(text), .max, text)
        }
        for text in [nil, "", "-1", "+5", "5, 5", " 5", "1e9", "٣", "0x10"] {
            XCTAssertNil(PushLane.declaredLength(text), text ?? "nil")
        }
    }
}
