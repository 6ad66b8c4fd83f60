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

    /// A note holds whatever a caregiver or another device wrote, and a refusal quotes what was typed;
    /// speaking either must never stop the program: digits of another script, a number no `Int` holds,
    /// a month that does not exist.
    func testSpeakingANoteOfAnyDigitsAnswers() throws {
        let store = try TemporaryStore()
        XCTAssertEqual(try run(store, ["new", "baby", "Eddie", "born", "2025-09-01"]).status, 0)
        for note in ["spit up at ٣m", "see 2026-13-01", "see 2026-00-05", "Mon Jan 7 2026 and 12:30 pm"] {
            let spoken = try run(store, ["--speak", "note", note])
            XCTAssertEqual(spoken.status, 0, "\(note): \(spoken.stderr)")
            XCTAssertTrue(spoken.stdout.hasPrefix("Noted "), spoken.stdout)
        }
        // Refused before anything is logged, and the refusal, which quotes the number, is spoken.
        for note in ["99999999999999999999m later", "99999999999999999999h 5m"] {
            let refused = try run(store, ["--speak", "note", note])
            XCTAssertEqual(refused.status, 1, "\(note): \(refused.stderr)")
            XCTAssertTrue(refused.stderr.contains("99999999999999999999"), refused.stderr)
        }
        XCTAssertEqual(try run(store, ["--speak", "note", "spit up ٣m"]).stdout, "Noted spit up ٣m.\n")
        XCTAssertEqual(try run(store, ["--speak", "note", "see 2026-13-01"]).stdout, "Noted see two thousand twenty six-thirteen-one.\n")
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
