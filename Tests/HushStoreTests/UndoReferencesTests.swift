import Foundation
@testable import HushDomain
@testable import HushStore
import HushTestSupport
import XCTest

/// The undo history is read from the state's text by one loop over its bytes. Whatever the text (a
/// damaged cache included), it must read what the reading before did: the references whose numbers fit.
final class UndoReferencesTests: XCTestCase {
    /// The reading as it was first written, kept here as the specification.
    private func specified(_ text: String) -> [UndoHistory.Reference] {
        var references: [UndoHistory.Reference] = []
        var seq = 0, offset = 0, inOffset = false, digits = false, overflow = false
        func shifted(_ value: Int, _ byte: UInt8) -> Int {
            let (tens, over) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = tens.addingReportingOverflow(Int(byte - 48))
            overflow = overflow || over || carry
            return sum
        }
        for byte in text.utf8 + [UInt8(ascii: " ")] {
            switch byte {
            case 48...57:
                if inOffset { offset = shifted(offset, byte) } else { seq = shifted(seq, byte) }
                digits = true
            case UInt8(ascii: ":"):
                inOffset = true
            default:
                if digits && inOffset && !overflow { references.append(.init(seq: seq, offset: offset)) }
                seq = 0; offset = 0; inOffset = false; digits = false; overflow = false
            }
        }
        return references
    }

    func testAnyTextReadsAsTheSpecificationReadsIt() {
        var random = SeededGenerator(seed: 77)
        let pieces = ["0", "7", "12", "9223372036854775807", "9223372036854775808", "99999999999999999999", ":", "::", " ", "  ", "x", "é", "-", "\n"]
        var texts = ["", " ", ":", "1:", ":1", "1:2", "1:2 3:4", "1:2:3", "12:3456 13:3890", "9223372036854775807:9223372036854775807"]
        texts += (0..<5_000).map { _ in (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined() }
        for text in texts {
            XCTAssertEqual(UndoHistory.references(text), specified(text), text)
        }
    }
}
