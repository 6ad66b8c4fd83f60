import Foundation
@testable import HushDomain
import XCTest

/// A number in a journal line, a week file or the state is written as Swift's shortest form that reads
/// back to the same double, without a trailing `.0`. Whole numbers and quarters take a quicker way; it
/// must give exactly what `description` gives, and every number must read back as itself.
final class JSONNumberWritingTests: XCTestCase {
    /// The form the writer promises, made the slow way.
    private static func expected(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        var text = number.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    private static func written(_ number: Double) -> String {
        var bytes: [UInt8] = []
        JSONValue.appendNumber(number, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func check(_ number: Double, file: StaticString = #filePath, line: UInt = #line) {
        let text = Self.written(number)
        XCTAssertEqual(text, Self.expected(number), "\(number.bitPattern)", file: file, line: line)
        if number.isFinite, let back = Double(text) {
            XCTAssertEqual(back.bitPattern, number.bitPattern, text, file: file, line: line)
        }
    }

    func testTheEdgesOfTheQuickWay() {
        let edges: [Double] = [
            0, -0.0, 0.25, 0.5, 0.75, 1, -1, 4, 4.5, -2.25, 0.125, 0.1, 0.2, 0.3, 1.0 / 3, 0.30000000000000004,
            999_999_999.75, 999_999_999.5, 1e9, 1e9 + 0.25, 1e9 + 0.5, -1e9, 4e9, 1e15, 9_007_199_254_740_992,
            1e16, 1e17, 1e300, 5e-324, 1e-7, -1e-7, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            .leastNormalMagnitude, .infinity, -.infinity, .nan, 0.25.nextUp, 0.25.nextDown, 3.nextUp, 3.nextDown,
        ]
        for number in edges { check(number) }
    }

    func testQuartersAndWholeNumbersAcrossTheirRange() {
        var random = SeededGenerator(seed: 38)
        for _ in 0..<50_000 {
            let quarters = Int64.random(in: -5_000_000_000...5_000_000_000, using: &random)
            check(Double(quarters) / 4)
            check(Double(Int.random(in: -2_000...2_000, using: &random)))
        }
    }

    func testAnyDoubleReadsTheSame() {
        var random = SeededGenerator(seed: 2027)
        for round in 0..<50_000 {
            // Any bit pattern, and amounts with one or two decimals as people type them.
            let number = round % 2 == 0
                ? Double(bitPattern: random.next())
                : Double(Int.random(in: -100_000...100_000, using: &random)) / 100
            check(number)
        }
    }
}
