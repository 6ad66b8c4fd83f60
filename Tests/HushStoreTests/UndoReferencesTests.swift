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
            XCTAssertEqual(UndoReferenceText.decode(Array(text.utf8)), specified(text), text)
            let history = UndoHistory(undo: text, redo: text)
            XCTAssertEqual(history.undo, specified(text), text)
            XCTAssertEqual(history.redo, specified(text), text)
            // Kept in the one form: what joining "seq:offset" strings wrote.
            let written = specified(text).map { "\($0.seq):\($0.offset)" }.joined(separator: " ")
            XCTAssertEqual(String(decoding: history.undoText, as: UTF8.self), written, text)
            XCTAssertEqual(history, UndoHistory(undo: written, redo: written), text)
        }
    }

    /// Pushing past the depth forgets only the oldest, and never so many that fewer than the depth are
    /// left, whether the history started from text or from references.
    func testPushesKeepAtLeastTheNewestThousand() {
        var random = SeededGenerator(seed: 9)
        var pushed = (0..<990).map { UndoHistory.Reference(seq: $0, offset: $0 * 700) }
        var fromText = UndoHistory(undo: pushed.map { "\($0.seq):\($0.offset)" }.joined(separator: " "), redo: "")
        var fromReferences = UndoHistory()
        fromReferences.setUndo(pushed)
        for seq in 990..<2_500 {
            let reference = UndoHistory.Reference(seq: seq, offset: Int.random(in: 0...50_000_000_000, using: &random))
            pushed.append(reference)
            fromText.pushUndo(reference)
            fromReferences.pushUndo(reference)
            for history in [fromText, fromReferences] {
                let kept = history.undo ?? []
                XCTAssertEqual(kept, Array(pushed.suffix(kept.count)), "seq \(seq): only the oldest are forgotten")
                XCTAssertTrue((min(pushed.count, UndoHistory.depth)...UndoHistory.reachLimit).contains(kept.count), "seq \(seq): \(kept.count)")
                XCTAssertLessThanOrEqual(history.undoCount, UndoHistory.recentLimit, "the state holds a bounded part")
            }
        }
    }

    /// A part emptied with more files than it keeps free (a history set anew) frees the newest few and
    /// gives the rest to remove; its next segment goes into a free file, not a new one.
    func testFreeFilesBeyondTheLimitAreRemovedAndTheRestReused() {
        var older = UndoOlderReferences()
        let references = (1...6 * UndoOlderReferences.segmentLimit).map { "\($0):\($0 * 10)" }.joined(separator: " ")
        older.append(Array(references.utf8), count: 6 * UndoOlderReferences.segmentLimit)
        XCTAssertEqual(older.written(), [], "nothing to remove yet")
        let files = older.segments.map(\.file)
        XCTAssertEqual(files.count, 6)
        var empty = older.emptied()
        XCTAssertEqual(empty.free, [], "retired, not free, until a state without them is written")
        let removed = empty.written()
        XCTAssertEqual(removed.count, 6 - UndoOlderReferences.freeLimit)
        XCTAssertEqual(empty.free.count, UndoOlderReferences.freeLimit)
        XCTAssertEqual(Set(removed + empty.free), Set(files), "every file either kept free or removed")
        empty.append(Array("9000:1".utf8), count: 1)
        XCTAssertTrue(empty.free.count == UndoOlderReferences.freeLimit - 1 && files.contains(empty.segments[0].file),
                      "the new segment went into a free file")
    }

    /// Taking a reference off the undo stack does what removing the last match from an array does: the
    /// newest reference, one further back (in the state's part or the older one), one pushed twice, one
    /// not there, down to an empty stack. Now and then the history is written and read back as the store
    /// does it, so the older part is only on disk, and is given its text only when the history says it
    /// needs it: an operation that needed it without saying so would go wrong against the array.
    func testTakingAnUndoRemovesTheLatestMatchAsAnArrayDoes() throws {
        var random = SeededGenerator(seed: 2026_11_29)
        var expected: [UndoHistory.Reference] = []
        var history = UndoHistory()
        var reads = 0
        // As a fresh command finds the history: written and read back, the older part's text set aside
        // (the file) and given back only when the history asks for it.
        func reload() throws {
            // What the store's save writes to the files, and removes after the state.
            for segment in history.older.segments {
                switch segment.pending {
                case .none: break
                case .append(let offset, let bytes):
                    let file = try XCTUnwrap(stashed[segment.file])
                    XCTAssertEqual(offset, namedOnDisk[segment.file], "an append goes after what the state on disk names")
                    stashed[segment.file] = Array(file.prefix(offset)) + bytes + file.dropFirst(offset + bytes.count)
                case .create:
                    XCTAssertNil(namedOnDisk[segment.file], "a new segment's file is one no state on disk names as a segment")
                    // Written from the start over what a free file held, not cut to length.
                    let text = segment.text ?? [], file = stashed[segment.file] ?? []
                    stashed[segment.file] = text + file.dropFirst(text.count)
                }
            }
            for file in history.older.written() { stashed[file] = nil }
            XCTAssertEqual(Set(stashed.keys), Set(history.older.segments.map(\.file) + history.older.free), "the files are those the state names")
            XCTAssertLessThanOrEqual(history.older.free.count, UndoOlderReferences.freeLimit)
            namedOnDisk = Dictionary(uniqueKeysWithValues: history.older.segments.map { ($0.file, $0.length) })
            var state = StoreState()
            state.undo = history
            var writer = JSONLineWriter()
            writer.state(state)
            history = try JSONRecordReader.state(try JSONValue.parse(writer.bytes)).undo
        }
        for step in 0..<8_000 {
            if step % 7 == 0 { try reload() }
            if Int.random(in: 0..<3, using: &random) > 0 || expected.isEmpty {
                // Sequence numbers from a small range, so the same one is sometimes pushed twice.
                let reference = UndoHistory.Reference(seq: Int.random(in: 0..<1_500, using: &random), offset: step * 131)
                history.pushUndo(reference)
                expected.append(reference)
                if history.undoDepth < expected.count {
                    // Only a push that moves references out forgets: the oldest, never below the depth.
                    XCTAssertGreaterThanOrEqual(history.undoDepth, UndoHistory.depth, "step \(step)")
                    expected.removeFirst(expected.count - history.undoDepth)
                }
            } else {
                let seq = Bool.random(using: &random) ? expected.last!.seq : Int.random(in: 0..<1_600, using: &random)
                if history.needsOlderToTake(seq: seq) { give(&history, &reads) }
                let index = expected.lastIndex(where: { $0.seq == seq })
                let taken = history.takeUndo(seq: seq)
                XCTAssertEqual(taken, index.map { expected.remove(at: $0) }, "step \(step), seq \(seq)")
            }
            if history.needsOlderForLast { give(&history, &reads) }
            XCTAssertEqual(history.undoDepth, expected.count, "step \(step)")
            XCTAssertEqual(history.lastUndo, expected.last, "step \(step)")
            if step % 50 == 0 || expected.count < 3 {
                give(&history, &reads)
                let kept = try XCTUnwrap(history.undo)
                XCTAssertEqual(kept, expected, "step \(step)")
            }
        }
        XCTAssertGreaterThan(reads, 20, "the older part was read back from its text many times")
        give(&history, &reads)
        expected = try XCTUnwrap(history.undo)
        while let last = expected.popLast() {
            // Back through the older part, its text given back only when the state's own run out.
            if expected.count % 5 == 0 { try reload() }
            if history.needsOlderToTake(seq: last.seq) { give(&history, &reads) }
            XCTAssertEqual(history.takeUndo(seq: last.seq), last)
        }
        XCTAssertEqual(history.undo, [])
        XCTAssertNil(history.takeUndo(seq: 3))
    }

    /// The older part's files by number, as the store's saves leave them.
    private var stashed: [Int: [UInt8]] = [:]
    /// The segments' files the last state written names, with the length it names of each.
    private var namedOnDisk: [Int: Int] = [:]

    private func give(_ history: inout UndoHistory, _ reads: inout Int) {
        guard history.older.isOnDisk else { return }
        for (index, segment) in history.older.segments.enumerated() where segment.isOnDisk {
            XCTAssertTrue(history.older.accept(stashed[segment.file] ?? [], segment: index), "file \(segment.file) holds the segment described: \(segment.count) \(segment.length) \(segment.pending)")
        }
        reads += 1
    }
}
