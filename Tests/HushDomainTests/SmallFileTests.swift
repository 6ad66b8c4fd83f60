#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest
import HushDomain

/// ``SmallFile`` reads a real file whole, and answers nil, without blocking, for what is not a small
/// regular file.
final class SmallFileTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "small-file-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func testAFileIsReadWholeUpToItsLimit() throws {
        let path = folder + "/a"
        let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(SmallFile.bytes(atPath: path, limit: 70_000), bytes)
        XCTAssertNil(SmallFile.bytes(atPath: path, limit: 69_999), "one byte over the limit")
        try Data().write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(SmallFile.bytes(atPath: path, limit: 10), [])
    }

    func testWhatIsNotARegularFileIsNil() {
        XCTAssertNil(SmallFile.bytes(atPath: folder + "/missing", limit: 100))
        XCTAssertNil(SmallFile.bytes(atPath: folder, limit: 1 << 20), "a directory")
        let fifo = folder + "/fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        // Opened without blocking, though no one writes to it.
        XCTAssertNil(SmallFile.bytes(atPath: fifo, limit: 100))
    }
}
