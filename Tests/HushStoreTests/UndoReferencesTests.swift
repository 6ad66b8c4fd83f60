import Foundation
@testable import HushDomain
@testable import HushStore
import HushTestSupport
import XCTest

/// The undo history is kept as the state's text and read by one loop over its bytes when asked. Whatever
/// the text (a damaged cache included), it must read what the reading before did (the references whose
/// numbers fit), be kept in the one written form, and push and trim as an array of references did.
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
            let history = UndoHistory(undo: text, redo: text)
            XCTAssertEqual(history.undo, specified(text), text)
            XCTAssertEqual(history.redo, specified(text), text)
            // Kept in the one form: what joining "seq:offset" strings wrote.
            let written = specified(text).map { "\($0.seq):\($0.offset)" }.joined(separator: " ")
            XCTAssertEqual(String(decoding: history.undoText, as: UTF8.self), written, text)
            XCTAssertEqual(history, UndoHistory(undo: written, redo: written), text)
        }
    }

    /// Pushing past the depth drops the oldest, as removing the first of an array did, whether the history
    /// started from text or from references.
    func testPushesKeepTheNewestThousand() {
        var random = SeededGenerator(seed: 9)
        var expected = (0..<990).map { UndoHistory.Reference(seq: $0, offset: $0 * 700) }
        var fromText = UndoHistory(undo: expected.map { "\($0.seq):\($0.offset)" }.joined(separator: " "), redo: "")
        var fromReferences = UndoHistory()
        fromReferences.undo = expected
        for seq in 990..<2_500 {
            let reference = UndoHistory.Reference(seq: seq, offset: Int.random(in: 0...50_000_000_000, using: &random))
            expected.append(reference)
            if expected.count > UndoHistory.depth { expected.removeFirst(expected.count - UndoHistory.depth) }
            fromText.pushUndo(reference)
            fromReferences.pushUndo(reference)
            if seq % 97 == 0 || seq > 2_490 {
                XCTAssertEqual(fromText.undo, expected)
                XCTAssertEqual(fromReferences, fromText)
            }
        }
    }

    /// Taking a reference off the undo stack does what removing the last match from an array did: the
    /// last reference (read from the text's end), one further back, one pushed twice, one not there, down
    /// to an empty stack; pushes and takes mixed keep the count that trims at the depth.
    func testTakingAnUndoRemovesTheLatestMatchAsAnArrayDid() {
        var random = SeededGenerator(seed: 2026_11_29)
        var expected: [UndoHistory.Reference] = []
        var history = UndoHistory()
        for step in 0..<6_000 {
            if Int.random(in: 0..<3, using: &random) > 0 || expected.isEmpty {
                // Sequence numbers from a small range, so the same one is sometimes pushed twice.
                let reference = UndoHistory.Reference(seq: Int.random(in: 0..<1_500, using: &random), offset: step * 131)
                history.pushUndo(reference)
                expected.append(reference)
                if expected.count > UndoHistory.depth { expected.removeFirst() }
            } else {
                let seq = Bool.random(using: &random) ? expected.last!.seq : Int.random(in: 0..<1_600, using: &random)
                let index = expected.lastIndex(where: { $0.seq == seq })
                let taken = history.takeUndo(seq: seq)
                XCTAssertEqual(taken, index.map { expected.remove(at: $0) }, "step \(step), seq \(seq)")
            }
            if step % 50 == 0 || expected.count < 3 {
                XCTAssertEqual(history.undo, expected, "step \(step)")
                XCTAssertEqual(history, UndoHistory(undo: expected.map { "\($0.seq):\($0.offset)" }.joined(separator: " "), redo: ""))
            }
        }
        while let last = expected.popLast() {
            XCTAssertEqual(history.takeUndo(seq: last.seq), last)
        }
        XCTAssertEqual(history.undo, [])
        XCTAssertNil(history.takeUndo(seq: 3))
    }
}
