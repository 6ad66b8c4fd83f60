import Foundation
import XCTest

/// Dates outside the years a record holds (1970 to the end of 2199), through the real binary: a pinned
/// clock there is refused, as a moved one is; a birth year typed as "0001" is refused at the date; an
/// import names what is wrong with its file before reading it. And a baby born on a day that is still
/// tomorrow here is "not born yet", not "not born yet old".
final class OutOfRangeDatesTests: XCTestCase {
    func testAPinnedClockOutsideTheRecordsYearsIsRefusedAndChangesNothing() throws {
        let store = try TemporaryStore()
        let base = ["--store", store.path, "--tz", "America/New_York"]
        XCTAssertEqual(try HushProcess.run(base + ["--now", "2026-01-02T15:00:00Z", "new", "baby", "Eddie", "born", "2025-09-01"]).status, 0)
        let journal = try Data(contentsOf: URL(fileURLWithPath: store.path + "/journal.jsonl"))
        for now in ["9999-01-01T06:00:00Z", "2200-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "1000-01-01T00:00:00Z"] {
            let flag = try HushProcess.run(base + ["--now", now, "wet", "diaper"])
            XCTAssertEqual(flag.status, 2, now)
            XCTAssertTrue(flag.stderr.contains("--now '\(now)' is outside the times Hush keeps; use a time from 1970 to the end of 2199"), flag.stderr)
            let variable = try HushProcess.run(base + ["status"], environment: ["HUSH_NOW": now])
            XCTAssertNotEqual(variable.status, 0, now)
            XCTAssertTrue(variable.stderr.contains("is outside the times Hush keeps"), variable.stderr)
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: store.path + "/journal.jsonl")), journal, "nothing was logged")
        // The edges themselves are times a record holds.
        XCTAssertEqual(try HushProcess.run(base + ["--now", "2199-12-31T23:00:00Z", "status"]).status, 0)
    }

    func testABirthYearBefore1970IsRefusedAtTheDate() throws {
        let store = try TemporaryStore()
        let base = ["--store", store.path, "--now", "2026-01-02T15:00:00Z", "--tz", "America/New_York"]
        for date in ["0001-01-01", "1969-12-31"] {
            let result = try HushProcess.run(base + ["-c", "new baby Max born \(date)"])
            XCTAssertEqual(result.status, 1, date)
            XCTAssertEqual(result.stderr, """
                error: a birth date of \(date) is before 1970, earlier than anything Hush keeps; check the year
                    new baby Max born \(date)
                                      ^~~~~~~~~~

                """)
        }
        XCTAssertFalse(try HushProcess.run(base + ["babies"]).stdout.contains("Max"), "no baby was added")
        XCTAssertEqual(try HushProcess.run(base + ["-c", "new baby Max born 1970-01-01"]).status, 0)
    }

    func testABabyBornOnADayThatIsStillTomorrowHereIsNotBornYet() throws {
        let store = try TemporaryStore()
        // 2026-01-02 12:00 UTC: already Jan 3 at +14 hours, still Jan 2 in New York.
        let now = ["--store", store.path, "--now", "2026-01-02T12:00:00Z"]
        XCTAssertEqual(try HushProcess.run(now + ["--tz", "Pacific/Kiritimati", "-c", "new baby Kit born 2026-01-03"]).stdout,
                       "Added Kit, born Sat Jan 3 2026 (0 days old); Kit is selected\n")
        let status = try HushProcess.run(now + ["--tz", "America/New_York", "status"])
        XCTAssertEqual(status.status, 0, status.stderr)
        XCTAssertTrue(status.stdout.hasPrefix("Kit · not born yet · "), status.stdout)
    }

    func testAnImportNamesWhatIsWrongWithItsFileBeforeReadingIt() throws {
        let store = try TemporaryStore()
        let base = ["--store", store.path, "--now", "2026-01-02T15:00:00Z", "--tz", "America/New_York"]
        XCTAssertEqual(try HushProcess.run(base + ["-c", "new baby Eddie born 2025-09-01"]).status, 0)
        // Sparse: 3 GB long, no room taken on the disk.
        let big = store.path + "/big.json"
        XCTAssertTrue(FileManager.default.createFile(atPath: big, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
        try handle.truncate(atOffset: 3 << 30)
        try handle.close()
        let cases = [("/dev/zero", "/dev/zero is not a regular file; name the exported file"),
                     (store.path, "\(store.path) is a folder; name the exported file"),
                     (big, "\(big) holds 3.0 GB; Hush imports files of up to 1 GB"),
                     (store.path + "/absent.json", "no file at \(store.path)/absent.json")]
        for (path, message) in cases {
            let result = try HushProcess.run(base + ["-c", "import json \(path)"])
            XCTAssertEqual(result.status, 1, path)
            XCTAssertTrue(result.stderr.contains("can't read the file: " + message), result.stderr)
        }
    }
}
