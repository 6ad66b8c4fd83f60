import Foundation
import XCTest
@testable import HushDomain
import HushTestSupport

/// The tree codec stands in for `JSONEncoder`/`JSONDecoder` on the sync path, so it is held to them:
/// the same bytes for the same value, the same values read back, the same kinds of error (the sync
/// messages themselves in `SyncMessagesCodecTests`).
final class JSONTreeCodecTests: XCTestCase {
    private let foundation: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    func testRandomTreesAreWrittenAsJSONEncoderWritesThem() throws {
        var random = SeededGenerator(seed: 2026_11_26)
        for _ in 0..<2_000 {
            let value = RandomJSON.tree(&random, depth: 0)
            let expected = Array(try foundation.encode(value))
            XCTAssertEqual(String(decoding: try JSONTreeEncoder().encode(value), as: UTF8.self), String(decoding: expected, as: UTF8.self))
            XCTAssertEqual(value.serialized, expected)
        }
    }

    func testRandomTreesReadBackAsWritten() throws {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            let value = RandomJSON.tree(&random, depth: 0)
            let bytes = try foundation.encode(value)
            // Whole doubles come back as integers (`4.0` is written `4`, `-0.0` `-0`), as with JSONDecoder.
            let read = try JSONTreeDecoder().decode(JSONValue.self, from: bytes)
            XCTAssertEqual(read, try JSONDecoder().decode(JSONValue.self, from: bytes))
            XCTAssertEqual(try JSONTreeDecoder().decode([String: JSONValue].self, from: Array(try foundation.encode(["v": value])))["v"], read)
        }
    }

    /// Dates, data, URLs, small integers, floats, optionals and nested arrays take JSONEncoder's default strategies.
    private struct Assorted: Codable, Equatable {
        var date: Date
        var data: Data
        var url: URL
        var small: Int8
        var unsigned: UInt16
        var float: Float
        var missing: String?
        var present: Int?
        var grid: [[Int]]
        var flags: [String: Bool]
    }

    func testFoundationStrategiesAreKept() throws {
        let value = Assorted(date: Date(timeIntervalSinceReferenceDate: 12345.5), data: Data([0, 1, 254, 255]), url: URL(string: "https://example.com/a?b=c")!,
                             small: -8, unsigned: 65535, float: 0.25, missing: nil, present: 3, grid: [[1, 2], [], [3]], flags: ["on": true, "off": false])
        let expected = try foundation.encode(value)
        XCTAssertEqual(String(decoding: try JSONTreeEncoder().encode(value), as: UTF8.self), String(decoding: expected, as: UTF8.self))
        XCTAssertEqual(try JSONTreeDecoder().decode(Assorted.self, from: expected), value)
    }

    /// A hostile document nested past any real one is refused, not followed down the stack.
    func testDeepNestingIsRefused() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertThrowsError(try JSONTreeDecoder().decode(JSONValue.self, from: Array(deep.utf8)))
        let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        XCTAssertNoThrow(try JSONTreeDecoder().decode(JSONValue.self, from: Array(fine.utf8)))
    }

    func testNonFiniteNumbersAreRefusedAsJSONEncoderRefusesThem() {
        XCTAssertThrowsError(try JSONTreeEncoder().encode([Double.infinity]))
        XCTAssertThrowsError(try foundation.encode([Double.infinity]))
    }
}
