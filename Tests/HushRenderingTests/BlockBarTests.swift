import XCTest
@testable import HushRendering

/// The trends table's bars: counted in cells from their eighths, so every bar fills exactly its width
/// (the table's columns line up) and its blocks say the share drawn.
final class BlockBarTests: XCTestCase {
    /// How many eighths a bar draws, read back from its blocks.
    private func eighths(_ bar: String) -> Int {
        bar.reduce(0) { total, block in
            if block == "█" { return total + 8 }
            return total + (BlockBar.eighths.firstIndex(of: String(block)) ?? 0)
        }
    }

    func testEveryBarFillsItsWidthAndDrawsItsShare() {
        for width in 0...12 {
            for units in 0...(width * 8) {
                let value = Double(units), maximum = Double(width * 8)
                let bar = BlockBar.text(value, of: maximum, width: width)
                XCTAssertEqual(bar.count, width, "width \(width), \(units) eighths: \(bar.debugDescription)")
                XCTAssertEqual(eighths(bar), width == 0 ? 0 : units, "width \(width), \(units) eighths: \(bar.debugDescription)")
                XCTAssertFalse(bar.hasPrefix(" ") && units > 0, bar.debugDescription)
            }
        }
    }

    func testSharesPastTheWholeOrNoneFillAndSomethingIsNeverNothing() {
        XCTAssertEqual(BlockBar.text(12, of: 6, width: 3), "███")
        XCTAssertEqual(BlockBar.text(.infinity, of: .infinity, width: 2), "██")
        XCTAssertEqual(BlockBar.text(0.0001, of: 100, width: 4), "▏   ")
        XCTAssertEqual(BlockBar.text(0, of: 100, width: 4), "    ")
        XCTAssertEqual(BlockBar.text(-5, of: 100, width: 2), "  ")
        XCTAssertEqual(BlockBar.text(3, of: 8, width: 4), "█▌  ")
    }
}
