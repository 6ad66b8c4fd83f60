import Foundation
@testable import HushDomain
@testable import HushStore
import HushTestSupport
import XCTest

/// A week's lines are read straight from their bytes when they are as the writer wrote them, and through
/// the tree otherwise. The fast reading must read every line the writer writes (or it saves nothing), and
/// whatever it reads, on any line at all, the tree must read the same.
final class WeekLineReaderTests: XCTestCase {
    /// The tree's reading of a line, as `WeekPartition` did it before: nil where it throws.
    private func tree(_ line: [UInt8]) -> WeekLineReader.Line? {
        guard let item = try? JSONValue.parse(line) else { return nil }
        if let event = item["event"] { return (try? JSONRecordReader.event(event)).map(WeekLineReader.Line.event) }
        return item["gone"]?.string.map(WeekLineReader.Line.gone)
    }

    private func fast(_ line: [UInt8]) -> WeekLineReader.Line? {
        line.withUnsafeBufferPointer { WeekLineReader.read($0) }
    }

    /// Every sample event, and each changed in the ways stored events differ: deleted, updated within a
    /// second (milliseconds), ended or not, with notes that need escapes.
    private func lines() -> [[UInt8]] {
        var events = SampleEvents.all()
        for (index, event) in SampleEvents.all().enumerated() {
            var changed = event
            changed.updatedAt = event.createdAt.addingTimeInterval(0.25)
            if index % 2 == 0 { changed.deletedAt = event.createdAt.addingTimeInterval(60) }
            if index % 3 == 0 { changed.notes = "Spit up \"a lot\" — then\nslept 😴 \\ fine" }
            if index % 4 == 0 { changed.end = nil }
            events.append(changed)
        }
        var lines = events.map { event -> [UInt8] in
            var writer = JSONLineWriter()
            writer.partitionLine(event: event, gone: nil)
            return writer.bytes
        }
        var gone = JSONLineWriter()
        gone.partitionLine(event: nil, gone: "018cc4d8-50c0-796f-9844-e32ad1e1641e")
        lines.append(gone.bytes)
        return lines
    }

    func testEveryLineTheWriterWritesIsReadFastAndAsTheTreeReadsIt() throws {
        let lines = lines()
        XCTAssertGreaterThan(lines.count, 20)
        for line in lines {
            let read = try XCTUnwrap(fast(line), "not read fast: \(String(decoding: line, as: UTF8.self))")
            XCTAssertEqual(read, tree(line), String(decoding: line, as: UTF8.self))
        }
    }

    /// The same lines with their keys in another order and white space between every token, as another
    /// writer might leave them: still read fast, and still as the tree reads them.
    func testKeysInAnyOrderAndWhiteSpaceReadTheSame() throws {
        for line in lines() {
            let object = try JSONSerialization.jsonObject(with: Data(line)) as! [String: Any]
            let reordered = Self.write(object, reversed: true)
            let read = try XCTUnwrap(fast(reordered), String(decoding: reordered, as: UTF8.self))
            XCTAssertEqual(read, tree(line))
            XCTAssertEqual(read, tree(reordered))
        }
    }

    /// Damaged lines (a byte removed, changed or added; a key twice; a value of another type): whenever the
    /// fast reading reads one, the tree reads the same from it.
    func testOnDamagedLinesTheFastReadingNeverDisagreesWithTheTree() {
        var random = SeededGenerator(seed: 1_130)
        var fastReads = 0, agreements = 0
        for line in lines() {
            for round in 0..<400 {
                let damaged = LineDamage.apply(1 + round % 3, to: line, keysTwice: true, using: &random)
                let read = fast(damaged)
                if read != nil { fastReads += 1 }
                if read == nil || read == tree(damaged) { agreements += 1 } else {
                    XCTFail("fast \(String(describing: read)) against the tree's \(String(describing: tree(damaged))) for \(String(decoding: damaged, as: UTF8.self))")
                }
            }
        }
        XCTAssertGreaterThan(fastReads, 1_000, "the damage left almost nothing the fast reading reads; the test tests little")
        XCTAssertEqual(agreements, lines().count * 400)
    }

    /// Objects written with their keys reversed and a space around every token.
    private static func write(_ value: Any, reversed: Bool) -> [UInt8] {
        switch value {
        case let object as [String: Any]:
            let keys = object.keys.sorted(by: reversed ? (>) : (<))
            let members = keys.map { String(decoding: write($0, reversed: reversed), as: UTF8.self) + " : " + String(decoding: write(object[$0]!, reversed: reversed), as: UTF8.self) }
            return Array(("{ " + members.joined(separator: " , ") + " }").utf8)
        case let array as [Any]:
            return Array(("[ " + array.map { String(decoding: write($0, reversed: reversed), as: UTF8.self) }.joined(separator: " , ") + " ]").utf8)
        default:
            return try! JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]).map { $0 }
        }
    }
}
