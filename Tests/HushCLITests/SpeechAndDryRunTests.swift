import Foundation
import XCTest

/// `set output speech` makes a store answer in sentences, as `--speak` does, until `set output text`;
/// `--dry-run` says how each line is understood and changes nothing.
final class SpeechAndDryRunTests: XCTestCase {
    private func run(_ store: TemporaryStore, _ words: [String], stdin: String? = nil) throws -> HushProcess.Result {
        try HushProcess.run(["--store", store.path, "--now", "2026-01-02T21:00:00-05:00", "--tz", "America/New_York"] + words, stdin: stdin)
    }

    func testTheOutputSettingSpeaksUntilSetBack() throws {
        let store = try TemporaryStore()
        XCTAssertEqual(try run(store, ["new", "baby", "Eddie", "born", "2025-09-01"]).status, 0)
        XCTAssertEqual(try run(store, ["set", "output", "speech"]).status, 0)
        let spoken = try run(store, ["made", "a", "4oz", "bottle"])
        XCTAssertEqual(spoken.stdout, "Made a four ounce bottle at nine PM. It expires at eleven PM.\n")
        let error = try run(store, ["ate", "fuor", "oz"])
        XCTAssertEqual(error.stderr, "Sorry, unknown word fuor, did you mean four?\n")
        XCTAssertEqual(try run(store, ["set", "output", "text"]).status, 0)
        XCTAssertEqual(try run(store, ["wet", "diaper"]).stdout, "Logged pee at 9:00 PM\n")
    }

    func testDryRunExplainsAndChangesNothing() throws {
        let store = try TemporaryStore()
        XCTAssertEqual(try run(store, ["new", "baby", "Eddie", "born", "2025-09-01"]).status, 0)
        let before = try run(store, ["export", "json"]).stdout
        let dry = try run(store, ["--dry-run"], stdin: "wet diapr\nmade a 4oz bottle\nfed 4\n")
        XCTAssertEqual(dry.stdout, "diaper contents=wet at=now (read 'diapr' as 'diaper')\nbottle-prepare amount=4oz at=now\n")
        XCTAssertTrue(dry.stderr.contains("'fed 4' could mean"), dry.stderr)
        XCTAssertEqual(try run(store, ["export", "json"]).stdout, before, "a dry run logs nothing")
    }
}
