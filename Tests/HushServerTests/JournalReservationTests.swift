import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import HushDomain
import HushStore
@testable import HushServer
import XCTest

/// The embedded ledger's journal is written into zeros reserved ahead of its lines (``JournalWriter``):
/// a running server's file is longer than its lines, a stopped one's is not, and a crash at any point of
/// a flush, its pages written in any order, leaves every line before that flush readable, with nothing
/// after the zeros taken for a line unless it is damage. Real ledgers in temporary folders, real files.
final class JournalReservationTests: XCTestCase {
    private func folder() throws -> String {
        let path = NSTemporaryDirectory() + "hush-reservation-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    private func device(_ number: Int) -> DeviceRecord {
        DeviceRecord(id: "d\(number)", household: "h\(number)", person: "Gavin", personID: "p\(number)", tokenHash: "t\(number)",
                     createdAt: Date(timeIntervalSince1970: 1_767_384_000))
    }

    /// A journal of `count` lines written by a real ledger, closed: its bytes end at its last line.
    private func journal(lines count: Int) async throws -> (dir: String, bytes: [UInt8]) {
        let dir = try folder()
        let ledger = try FileLedger(directory: dir)
        for number in 1...count { try await ledger.createHousehold("h\(number)", device: device(number)) }
        await ledger.close()
        return (dir, Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/ledger.jsonl"))))
    }

    func testARunningLedgerReservesZerosAheadAndClosingCutsThem() async throws {
        let dir = try folder()
        let path = dir + "/ledger.jsonl"
        let (running, length) = try await writeAndClose(dir: dir, path: path)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), running.prefix(length))

        let again = try FileLedger(directory: dir)
        let read = await again.point.length
        XCTAssertEqual(read, length, "a start reads the same lines")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)).count, length, "and reserves nothing until it writes")
        await again.close()
    }

    /// Three lines written: the file as it was while running, and where its lines end. The ledger is
    /// closed and released (its folder's lock with it) on return.
    private func writeAndClose(dir: String, path: String) async throws -> (running: Data, length: Int) {
        let ledger = try FileLedger(directory: dir)
        for number in 1...3 { try await ledger.createHousehold("h\(number)", device: device(number)) }
        let running = try Data(contentsOf: URL(fileURLWithPath: path))
        let length = await ledger.point.length
        XCTAssertEqual(running.count, JournalWriter.reservationStep, "a mebibyte reserved")
        XCTAssertTrue(running[length...].allSatisfy { $0 == 0 })
        let scan = LedgerScan(running) { _, _ in }
        XCTAssertEqual(scan.lines, 3)
        XCTAssertEqual(scan.wholeLength, length)
        XCTAssertEqual(scan.reservedBytes, running.count - length)
        XCTAssertEqual(scan.tornBytes, 0)
        XCTAssertEqual(scan.damage, [])
        await ledger.close()
        return (running, length)
    }

    /// Every crash of the last flush: its bytes, in pages of 64 bytes, each written or still zero, and
    /// zeros after. The lines before the flush are always read; the flush's own are read only up to the
    /// first page lost; nothing traps. An intact line after a lost page is reported as damage, never read.
    func testACrashAnywhereInAFlushKeepsEveryLineBeforeIt() async throws {
        let (_, whole) = try await journal(lines: 12)
        let ends = whole.indices.filter { whole[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
        var generator = SeededGenerator(seed: 38)
        for trial in 0..<400 {
            let flushStart = ends[Int.random(in: 0..<8, using: &generator)]
            let page = 64
            var bytes = Array(whole.prefix(flushStart))
            var lostOne = false
            for start in stride(from: flushStart, to: whole.count, by: page) {
                let piece = whole[start..<min(start + page, whole.count)]
                let written = trial % 5 == 0 ? true : Bool.random(using: &generator)
                lostOne = lostOne || !written
                bytes += written ? Array(piece) : [UInt8](repeating: 0, count: piece.count)
            }
            bytes += [UInt8](repeating: 0, count: Int.random(in: 0...300, using: &generator))
            let scan = LedgerScan(Data(bytes)) { _, _ in }
            let linesBefore = ends.firstIndex(of: flushStart)! + 1
            XCTAssertGreaterThanOrEqual(scan.lines, linesBefore, "trial \(trial): a line before the flush was lost")
            XCTAssertLessThanOrEqual(scan.wholeLength, bytes.firstIndex(of: 0) ?? bytes.count)
            if !lostOne { XCTAssertEqual(scan.lines, 12, "trial \(trial): every page written, every line read") }
            for damage in scan.damage { XCTAssertEqual(damage, .zeros(line: scan.lines + 1), "trial \(trial)") }
        }
    }

    /// Near a full disk there may be room for a line and not for a mebibyte of zeros: the batch is then
    /// appended, and a later reservation, once there is room again, starts after it, never over it.
    func testALineAppendedWithoutRoomForZerosIsNeverZeroedLater() async throws {
        let path = try folder() + "/ledger.jsonl"
        let writer = try JournalWriter(path: path, length: 0)
        let first = Data((JournalChecksum.seal(Array(#"{"a":1}"#.utf8)) + [UInt8(ascii: "\n")]))
        let second = Data((JournalChecksum.seal(Array(#"{"b":2}"#.utf8)) + [UInt8(ascii: "\n")]))
        // The file may grow to 64 KiB: a line fits, the zeros do not (a write past it fails with EFBIG).
        let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
        var saved = rlimit()
        XCTAssertEqual(getrlimit(resource, &saved), 0)
        let ignored = signal(SIGXFSZ, SIG_IGN)
        var small = saved
        small.rlim_cur = 64 * 1024
        XCTAssertEqual(setrlimit(resource, &small), 0)
        do {
            try await writer.append(first)
        } catch {
            XCTFail("the line fits: \(error)")
        }
        XCTAssertEqual(setrlimit(resource, &saved), 0)
        signal(SIGXFSZ, ignored)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), first, "appended, with no zeros after it")

        try await writer.append(second)
        let file = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(file.prefix(first.count + second.count), first + second, "the first line is still there")
        XCTAssertEqual(file.count, JournalWriter.reservationStep)
        let scan = LedgerScan(file) { _, _ in }
        XCTAssertEqual(scan.wholeLength, first.count + second.count)
        await writer.release()
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), first + second)
    }

    func testNoBytesMakeTheScanTrap() {
        var generator = SeededGenerator(seed: 3_838)
        for _ in 0..<2_000 {
            let alphabet: [UInt8] = [0, 0, 0, UInt8(ascii: "\n"), UInt8(ascii: "{"), UInt8(ascii: "}"), 0xFF, UInt8(ascii: "a")]
            let bytes = (0..<Int.random(in: 0...200, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let scan = LedgerScan(Data(bytes)) { _, _ in }
            XCTAssertEqual(scan.wholeLength + scan.tornBytes + scan.reservedBytes, bytes.count)
        }
    }
}
