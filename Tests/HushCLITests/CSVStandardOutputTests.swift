import Foundation
import XCTest

/// `export csv` to standard output, read back by another program's CSV reader (Python's `csv`): exactly
/// the header and one row per event, every record ending in CRLF and no empty row after the last.
final class CSVStandardOutputTests: XCTestCase {
    func testPythonsCSVReaderSeesNoEmptyLastRow() throws {
        let store = try TemporaryStore()
        let base = ["--store", store.path, "--as", "Gavin", "--tz", "UTC", "--now", "2026-01-05T12:00:00Z"]
        for line in ["new baby Eddie born 2025-09-01", "wet diaper at 8am", "note fussy, then fine"] {
            let result = try HushProcess.run(base + [line])
            XCTAssertEqual(result.status, 0, "\(line): \(result.stdout)\(result.stderr)")
        }
        let export = try HushProcess.run(base + ["export csv all"])
        XCTAssertEqual(export.status, 0, export.stderr)
        XCTAssertTrue(export.stdout.hasSuffix("\r\n"), "the last record ends in CRLF")
        XCTAssertFalse(export.stdout.hasSuffix("\r\n\n") || export.stdout.hasSuffix("\n\n"), "no blank line after the last record")

        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", "import csv, json, sys; print(json.dumps(list(csv.reader(sys.stdin))))"]
        let input = Pipe()
        let output = Pipe()
        python.standardInput = input
        python.standardOutput = output
        try python.run()
        input.fileHandleForWriting.write(Data(export.stdout.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        python.waitUntilExit()
        XCTAssertEqual(python.terminationStatus, 0)
        let rows = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [[String]])
        XCTAssertEqual(rows.count, 3, "the header and two events: \(rows)")
        XCTAssertEqual(rows.first?.first, "date")
        XCTAssertFalse(rows.contains { $0.isEmpty }, "an empty row: \(rows)")
        XCTAssertEqual(rows.last?.last, "fussy, then fine", "a field with a comma comes back whole")
    }
}
