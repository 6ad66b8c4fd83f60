import Foundation
@testable import HushServer
import NIOCore
import PostgresNIO
import XCTest

/// A batch's array arguments are written by Hush in one pass, not through PostgresNIO's generic array
/// encoder; PostgreSQL must read the same thing either way. Each is compared byte for byte, with its
/// type and format, against what PostgresNIO's own encoding of the same values makes; PostgresNIO has
/// no arrays with NULLs, so those are compared with the binary array format written out here, each
/// element as PostgresNIO encodes it.
final class PostgresArgumentTests: XCTestCase {
    func testTextArraysAreWrittenAsPostgresNIOWritesThem() throws {
        for texts in [[], [""], ["event:a", "event:b"], ["snø", "😴 nap", String(repeating: "x", count: 5_000)],
                      [String(decoding: [0x61, 0x00, 0x62], as: UTF8.self)]] as [[String]] {
            try assertSame(try PostgresData.argument(texts), texts, "\(texts.map(\.count))")
        }
    }

    func testTextArraysWithNullsAreWrittenInPostgreSQLsArrayFormat() throws {
        for texts in [[], [nil], [nil, nil], ["a", nil, "ü"], [nil, ""]] as [[String?]] {
            try assertSame(try PostgresData.argument(NullableArray(texts)), nullable: texts, of: .text, as: .textArray, "\(texts)")
        }
    }

    func testNumbersFlagsAndTimesAreWrittenAsPostgresNIOWritesThem() throws {
        for numbers in [[], [0], [1, -1, Int.max, Int.min, 1_700_000_000]] as [[Int]] {
            try assertSame(try PostgresData.argument(numbers), numbers, "\(numbers)")
        }
        for flags in [[], [true], [false, true, false]] as [[Bool]] {
            try assertSame(try PostgresData.argument(flags), flags, "\(flags)")
        }
        let times = [Date(timeIntervalSince1970: 1_700_000_000.123456), Date(timeIntervalSince1970: 946_684_800),
                     Date(timeIntervalSince1970: 0.5), Date(timeIntervalSince1970: -1_234.000_001), Date(timeIntervalSince1970: 4_102_444_800.999_999)]
        try assertSame(try PostgresData.argument(times), times, "times")
        // Microseconds are worked out in floating point: a thousand times with fractions of every size.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let many = (0..<1_000).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Date(timeIntervalSince1970: Double(state >> 11) / Double(1 << 53) * 4_000_000_000 - 500_000_000)
        }
        try assertSame(try PostgresData.argument(many), many, "a thousand times")
        try assertSame(try PostgresData.argument([Date]()), [Date](), "no times")
        let someTimes: [Date?] = [nil, times[0], nil, times[3]]
        try assertSame(try PostgresData.argument(NullableArray(someTimes)), nullable: someTimes, of: .timestamptz, as: .timestamptzArray, "times with NULLs")
    }

    /// A time no timestamp can hold is clamped, not trapped on: a conversion that traps would end the
    /// server.
    func testATimeBeyondAnyTimestampDoesNotTrap() throws {
        for seconds in [1e300, -1e300, Double.infinity, -Double.infinity, Double.nan] {
            let data = try PostgresData.argument([Date(timeIntervalSince1970: seconds)])
            XCTAssertEqual(data.value?.readableBytes, 20 + 4 + 8)
        }
    }

    /// PostgreSQL's binary array: dimensions (0 when empty), whether any element is NULL, the element
    /// type; when not empty, the one dimension's length and lower bound (1); then each element's length
    /// (-1 for NULL) and bytes.
    private func assertSame<Element: PostgresEncodable>(_ data: PostgresData, nullable elements: [Element?], of elementType: PostgresDataType,
                                                        as arrayType: PostgresDataType, _ label: String,
                                                        file: StaticString = #filePath, line: UInt = #line) throws {
        var expected = ByteBuffer()
        expected.writeInteger(elements.isEmpty ? 0 : 1, as: Int32.self)
        expected.writeInteger(elements.contains { $0 == nil } ? 1 : 0, as: Int32.self)
        expected.writeInteger(elementType.rawValue)
        if !elements.isEmpty {
            expected.writeInteger(Int32(elements.count))
            expected.writeInteger(1, as: Int32.self)
        }
        for element in elements {
            guard let element else {
                expected.writeInteger(-1, as: Int32.self)
                continue
            }
            var bytes = ByteBuffer()
            try element.encode(into: &bytes, context: .default)
            expected.writeInteger(Int32(bytes.readableBytes))
            expected.writeImmutableBuffer(bytes)
        }
        XCTAssertEqual(data.type, arrayType, label, file: file, line: line)
        XCTAssertEqual(data.formatCode, .binary, label, file: file, line: line)
        XCTAssertEqual(data.value.map { Array($0.readableBytesView) }, Array(expected.readableBytesView), label, file: file, line: line)
    }

    private func assertSame<Value: PostgresEncodable>(_ data: PostgresData, _ value: Value, _ label: String,
                                                      file: StaticString = #filePath, line: UInt = #line) throws {
        var expected = ByteBuffer()
        try value.encode(into: &expected, context: .default)
        XCTAssertEqual(data.type, Value.psqlType, label, file: file, line: line)
        XCTAssertEqual(data.formatCode, Value.psqlFormat, label, file: file, line: line)
        XCTAssertEqual(data.value.map { Array($0.readableBytesView) }, Array(expected.readableBytesView), label, file: file, line: line)
    }
}
