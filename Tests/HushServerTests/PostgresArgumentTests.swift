import Foundation
@testable import HushServer
import NIOCore
import PostgresNIO
import XCTest

/// A batch's array arguments are written by Hush in one pass, not through PostgresNIO's generic array
/// encoder; PostgreSQL must read the same thing either way. Each is compared byte for byte, with its
/// type and format, against what PostgresNIO's own encoding of the same values makes (and, for arrays
/// with NULLs, against ``NullableArray``'s).
final class PostgresArgumentTests: XCTestCase {
    func testTextArraysAreWrittenAsPostgresNIOWritesThem() throws {
        for texts in [[], [""], ["event:a", "event:b"], ["snø", "😴 nap", String(repeating: "x", count: 5_000)],
                      [String(decoding: [0x61, 0x00, 0x62], as: UTF8.self)]] as [[String]] {
            try assertSame(try PostgresData.argument(texts), texts, "\(texts.map(\.count))")
        }
    }

    func testTextArraysWithNullsAreWrittenAsNullableArrayWritesThem() throws {
        for texts in [[], [nil], [nil, nil], ["a", nil, "ü"], [nil, ""]] as [[String?]] {
            try assertSame(try PostgresData.argument(NullableArray(texts)), NullableArray(texts), "\(texts)")
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
        try assertSame(try PostgresData.argument(NullableArray(someTimes)), NullableArray(someTimes), "times with NULLs")
    }

    /// A time no timestamp can hold is clamped, not trapped on: a conversion that traps would end the
    /// server.
    func testATimeBeyondAnyTimestampDoesNotTrap() throws {
        for seconds in [1e300, -1e300, Double.infinity, -Double.infinity, Double.nan] {
            let data = try PostgresData.argument([Date(timeIntervalSince1970: seconds)])
            XCTAssertEqual(data.value?.readableBytes, 20 + 4 + 8)
        }
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
