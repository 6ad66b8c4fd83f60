import Foundation
import XCTest
@testable import HushDomain
@testable import HushStore
import HushTestSupport

/// The checksum on every journal line, and the format upgrade that adds it.
final class JournalChecksumTests: XCTestCase {
    /// The standard check value of CRC-32C (RFC 3720, appendix B.4).
    func testCRC32CMatchesTheStandardCheckValue() {
        XCTAssertEqual(JournalChecksum.crc32c(Array("123456789".utf8)), 0xE306_9283)
        XCTAssertEqual(JournalChecksum.crc32c([UInt8](repeating: 0, count: 32)), 0x8A91_36AA)
        XCTAssertEqual(JournalChecksum.crc32c(Array("6789".utf8), continuing: JournalChecksum.crc32c(Array("12345".utf8))), 0xE306_9283)
    }

    /// The check that chooses the instruction says what the kernel says of this processor (on x86-64 Linux,
    /// whose `/proc/cpuinfo` names SSE4.2 `sse4_2`): a check that always said no would hide the instruction.
    func testTheInstructionIsFoundWhereTheProcessorHasIt() throws {
        #if arch(x86_64) && os(Linux)
        let info = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
        let flags = info.split(separator: "\n").first { $0.hasPrefix("flags") }.map { $0.split(separator: " ").map(String.init) } ?? []
        XCTAssertEqual(JournalChecksum.hardwareAvailable, flags.contains("sse4_2"))
        #else
        throw XCTSkip("checked on x86-64 Linux")
        #endif
    }

    /// The processor's instruction and the table agree on thousands of random buffers: every length up to a few
    /// words (the eight-byte loop and its tail), unaligned starts, and a checksum continued across two pieces.
    func testHardwareAndTableAgreeOnRandomBuffers() throws {
        try XCTSkipUnless(JournalChecksum.hardwareAvailable, "this processor has no CRC-32C instruction")
        var random = SeededGenerator(seed: 32)
        let pool = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &random) }
        pool.withUnsafeBufferPointer { pool in
            for round in 0..<5000 {
                let count = round < 300 ? round % 100 : Int.random(in: 0...3000, using: &random)
                let start = Int.random(in: 0...(pool.count - count), using: &random)
                let bytes = UnsafeBufferPointer(rebasing: pool[start..<(start + count)])
                let seed = round % 3 == 0 ? 0 : UInt32.random(in: 0...UInt32.max, using: &random)
                let table = JournalChecksum.softwareCRC32C(bytes, continuing: seed)
                XCTAssertEqual(JournalChecksum.hardwareCRC32C(bytes, continuing: seed), table, "\(count) bytes at \(start)")
                let cut = count == 0 ? 0 : Int.random(in: 0...count, using: &random)
                let first = JournalChecksum.hardwareCRC32C(UnsafeBufferPointer(rebasing: bytes[..<cut]), continuing: seed)
                XCTAssertEqual(JournalChecksum.hardwareCRC32C(UnsafeBufferPointer(rebasing: bytes[cut...]), continuing: first), table)
            }
        }
        XCTAssertEqual(Array("123456789".utf8).withUnsafeBufferPointer { JournalChecksum.hardwareCRC32C($0) }, 0xE306_9283)
    }

    /// Every single-byte change anywhere in a sealed line is caught: in the entry, in the seal, in the digits.
    func testEveryChangedByteIsCaught() {
        let line = JournalChecksum.seal(Array(#"{"action":"do","seq":7,"summary":"Logged pee"}"#.utf8))
        XCTAssertTrue(String(decoding: line, as: UTF8.self).hasPrefix(#"{"action":"do","seq":7,"summary":"Logged pee","crc":""#))
        XCTAssertEqual(JournalChecksum.verify(Data(line)), .intact)
        for index in line.indices {
            for flip: UInt8 in [0x01, 0x20, 0x80] {
                var damaged = line
                damaged[index] ^= flip
                XCTAssertNotEqual(JournalChecksum.verify(Data(damaged)), .intact, "byte \(index) ^ \(flip) went unnoticed")
            }
        }
        XCTAssertEqual(JournalChecksum.verify(Data(line.dropLast(3))), .unsealed)
        XCTAssertEqual(JournalChecksum.verify(Data(#"{"seq":7}"#.utf8)), .unsealed)
    }

    /// The upgrade seals each line of a format-1 journal and maps line offsets (sync's cursor) across.
    func testTheUpgradeSealsEachLineAndMapsOffsets() throws {
        let lines = [#"{"format":"hush-journal","version":1}"#, #"{"seq":1,"summary":"a"}"#, #"{"seq":2,"summary":"bb"}"#]
        let old = Data((lines.joined(separator: "\n") + "\n").utf8)
        let upgrade = try JournalUpgrade(old, path: "journal.jsonl")
        let sealed = upgrade.data.split(separator: 10).map { Data($0) }
        XCTAssertEqual(sealed.count, 3)
        XCTAssertTrue(sealed.allSatisfy { JournalChecksum.verify($0) == .intact })
        XCTAssertEqual(JournalChecksum.unsealed(sealed[1]), Data(lines[1].utf8))
        let secondLine = lines[0].utf8.count + 1, thirdLine = secondLine + lines[1].utf8.count + 1
        XCTAssertEqual(upgrade.offset(0), 0)
        XCTAssertEqual(upgrade.offset(secondLine), sealed[0].count + 1)
        XCTAssertEqual(upgrade.offset(thirdLine), sealed[0].count + sealed[1].count + 2)
        XCTAssertEqual(upgrade.offset(old.count), upgrade.data.count)
        XCTAssertEqual(upgrade.offset(thirdLine + 3), upgrade.offset(thirdLine), "inside a line: that line's start, so nothing is skipped")
    }

    /// A linked store's outbox cursor points at the same change after the upgrade (through the carry file).
    func testTheUpgradeCarriesTheSyncCursorAcross() throws {
        let folder = NSTemporaryDirectory() + "hush-upgrade-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = JournalStore(directory: folder)
        try store.begin()
        for number in 1...3 {
            try store.commit(action: .set, summary: "Setting \(number)", changes: [RecordChange(before: nil, after: .preference(Preference(key: "k\(number)", value: "v")))],
                             at: Date(timeIntervalSince1970: 1_767_000_000), by: "gavin")
        }
        try store.end()
        let sealed = try Data(contentsOf: URL(fileURLWithPath: folder + "/journal.jsonl"))
        var text = String(decoding: sealed, as: UTF8.self)
        text = text.replacingOccurrences(of: #","crc":"[0-9a-f]{8}"\}"#, with: "}", options: .regularExpression)
            .replacingOccurrences(of: #""version":2}"#, with: #""version":1}"#)
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/journal.jsonl"))
        // A format-1 store has no watermark.
        try FileManager.default.removeItem(atPath: folder + "/journal.confirmed")
        let oldLines = text.split(separator: "\n")
        let pushed = oldLines[0].utf8.count + oldLines[1].utf8.count + 2   // after change 1
        var sync = SyncState()
        sync.household = "h"
        sync.token = "t"
        sync.pushedOffset = pushed
        sync.pushedSeq = 1
        try sync.save(store: folder)

        let reopened = JournalStore(directory: folder)
        try reopened.begin()
        try reopened.commit(action: .set, summary: "Setting 4", changes: [RecordChange(before: nil, after: .preference(Preference(key: "k4", value: "v")))],
                            at: Date(timeIntervalSince1970: 1_767_000_000), by: "gavin")
        try reopened.end()
        let carried = try XCTUnwrap(try CompactionCarry.read(folder)?.restart)
        XCTAssertEqual(carried.seq, 1)
        let outbox = try reopened.committedEntries(from: carried.offset)
        XCTAssertEqual(outbox.map(\.entry.seq), [2, 3, 4], "the outbox after the upgrade starts at the same change")
    }
}
