import Foundation
import XCTest
@testable import HushStore

/// The gzip the daily snapshots are written with (libdeflate) and read with (zlib): round trips, reads what
/// `gzip` writes and the other way round, refuses a cut file.
final class GzipTests: XCTestCase {
    func testRoundTripsAndShrinksAJournal() throws {
        var journal = Data()
        for seq in 1...2_000 {
            journal.append(contentsOf: JournalChecksum.seal(Array(#"{"action":"do","seq":\#(seq),"summary":"Logged pee at 3:00 PM"}"#.utf8)))
            journal.append(10)
        }
        let packed = try Gzip.compress(journal)
        XCTAssertTrue(Gzip.isCompressed(packed))
        XCTAssertLessThan(packed.count * 8, journal.count, "JSON lines compress well")
        XCTAssertEqual(try Gzip.decompress(packed), journal)
        XCTAssertEqual(try Gzip.decompress(try Gzip.compress(Data())), Data())
        XCTAssertThrowsError(try Gzip.decompress(packed.prefix(packed.count / 2)), "a cut file is refused, not half read")
        XCTAssertThrowsError(try Gzip.decompress(Data("not gzip".utf8)))
        // Members one after another read as one file, as the daily snapshots are built.
        let more = Data("{\"seq\":2001}\n".utf8)
        XCTAssertEqual(try Gzip.decompress(packed + (try Gzip.compress(more))), journal + more)
    }

    /// The system's `gzip` reads what this writes, and this reads what it writes.
    func testInteroperatesWithTheGzipTool() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/gzip") || FileManager.default.isExecutableFile(atPath: "/bin/gzip") else {
            throw XCTSkip("no gzip tool on this machine")
        }
        let tool = FileManager.default.isExecutableFile(atPath: "/usr/bin/gzip") ? "/usr/bin/gzip" : "/bin/gzip"
        let text = Data(String(repeating: "{\"seq\":1,\"summary\":\"wet diaper\"}\n", count: 500).utf8)
        func run(_ arguments: [String], input: Data) throws -> Data {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
            let stdin = Pipe(), stdout = Pipe()
            process.standardInput = stdin
            process.standardOutput = stdout
            try process.run()
            stdin.fileHandleForWriting.write(input)
            try stdin.fileHandleForWriting.close()
            let output = stdout.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0)
            return output
        }
        XCTAssertEqual(try run(["-dc"], input: try Gzip.compress(text)), text)
        let toolWritten = try run(["-c"], input: text)
        XCTAssertEqual(try Gzip.decompress(toolWritten), text)
        // A daily written by zlib before, with a member of ours after it: one file to both readers.
        let more = Data("{\"seq\":2}\n".utf8)
        XCTAssertEqual(try Gzip.decompress(toolWritten + (try Gzip.compress(more))), text + more)
        XCTAssertEqual(try run(["-dc"], input: toolWritten + (try Gzip.compress(more))), text + more)
    }

    /// A level the compressor does not have is said, not written at some other level.
    func testALevelOutsideTheCompressorsIsRefused() {
        XCTAssertThrowsError(try Gzip.compress(Data("x".utf8), level: 13)) { error in
            XCTAssertEqual(error as? Gzip.Failure, .noCompressor(level: 13))
        }
    }
}
