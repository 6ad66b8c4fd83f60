import Foundation
@testable import HushDomain
import XCTest

/// Amounts are written with their hundredths by hand instead of with String(format: "%.2f"); every
/// amount must read as it did: at most two decimals, no trailing zeros, Swift's own form past 10^13.
final class VolumeNumberTests: XCTestCase {
    /// The writing as it was, kept here as the specification.
    private func specified(_ value: Double) -> String {
        guard value.magnitude < 1e13 else { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    func testEveryAmountReadsAsItDid() {
        var random = SeededGenerator(seed: 13)
        var values: [Double] = [0, -0.0, 0.5, -0.5, 0.005, 0.015, 0.025, 0.994, 0.995, 0.999, 1.005, 4.5, 120, 1.0 / 3, -1.0 / 3,
                                2.675, 1e12 + 0.25, 9_999_999_999_999.99, -9_999_999_999_999.99, 1e13, -1e13, 1e300, .nan,
                                .infinity, -.infinity, .leastNonzeroMagnitude, 0.01, 0.1, 0.09, 0.11]
        for scale in [1.0, 10, 100, 1_000, 1e6, 1e9, 1e12] {
            values += (0..<2_000).map { _ in Double.random(in: -scale...scale, using: &random) }
            values += (0..<500).map { _ in (Double(Int.random(in: -100_000...100_000, using: &random)) / 100 + 0.005) * scale / 1_000 }
        }
        for value in values {
            XCTAssertEqual(Volume.number(value), specified(value), "\(value)")
        }
    }
}
