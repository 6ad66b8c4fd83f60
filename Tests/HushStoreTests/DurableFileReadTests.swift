import Foundation
import XCTest
@testable import HushStore

/// `DurableFile`'s reads size their buffers to the file and to what is asked for; these hold them to
/// the bytes on disk at the sizes where a buffer ends (empty, one byte, a page, 64 KB and either side).
final class DurableFileReadTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "hush-durable-read-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func bytes(_ count: Int) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
    }

    func testAWholeFileIsReadAsItIsAtEverySize() throws {
        for count in [0, 1, 4_095, 4_096, 4_097, 65_535, 65_536, 65_537, 200_000] {
            let path = folder + "/file-\(count)"
            let data = bytes(count)
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: data))
            XCTAssertEqual(try DurableFile.read(path), data, "\(count) bytes")
        }
        XCTAssertNil(try DurableFile.read(folder + "/missing"))
    }

    /// The checksum read through its 64 KB buffer is the file's length and the CRC of its bytes read
    /// whole, at every size where the buffer fills, and nothing for a file that is not there.
    func testAChecksumReadInPiecesIsTheWholeFilesChecksum() throws {
        for count in [0, 1, 4_096, 65_535, 65_536, 65_537, 131_072, 200_000] {
            let path = folder + "/sum-\(count)"
            let data = bytes(count)
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: data))
            let sum = try XCTUnwrap(DurableFile.checksum(path), "\(count) bytes")
            XCTAssertEqual(sum.length, count)
            XCTAssertEqual(sum.crc, JournalChecksum.softwareCRC32C(data), "\(count) bytes")
        }
        XCTAssertNil(DurableFile.checksum(folder + "/missing"))
        XCTAssertNil(DurableFile.checksum(folder), "a folder is not read as a file")
    }

    func testAPartReadStopsAtItsLimitOrTheEnd() throws {
        let path = folder + "/part"
        let data = bytes(70_000)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: data))
        XCTAssertEqual(try DurableFile.read(path, from: 0, upTo: 4_096), data.prefix(4_096))
        XCTAssertEqual(try DurableFile.read(path, from: 10, upTo: 1), data.subdata(in: 10..<11))
        XCTAssertEqual(try DurableFile.read(path, from: 0, upTo: 0), Data())
        XCTAssertEqual(try DurableFile.read(path, from: 69_990), data.suffix(10))
        XCTAssertEqual(try DurableFile.read(path, from: 100, upTo: 66_000), data.subdata(in: 100..<66_100))
        XCTAssertEqual(try DurableFile.read(path, from: 0), data)
        XCTAssertEqual(try DurableFile.read(path, from: 69_000, upTo: 5_000), data.suffix(1_000), "a limit past the end")
        XCTAssertEqual(try DurableFile.read(path, from: 80_000), Data(), "an offset past the end")
        XCTAssertEqual(try DurableFile.read(path, from: 0, upTo: -1), Data(), "a limit under nothing")
        XCTAssertEqual(try DurableFile.read(path, from: 0, upTo: 70_000), data, "exactly the file")
    }
}
