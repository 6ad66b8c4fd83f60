import Foundation
import XCTest

/// The pinned global options and their environment fallbacks, through the real binary.
final class GlobalOptionsTests: XCTestCase {
    func testEnvironmentFallbacksForStoreAndClock() throws {
        let store = try TemporaryStore()
        let env = ["HUSH_STORE": store.path, "HUSH_NOW": "2026-01-02T15:00:00-05:00", "TZ": "America/New_York"]
        XCTAssertEqual(try HushProcess.run(["new", "baby", "Eddie", "born", "2025-09-01"], environment: env).status, 0)
        let logged = try HushProcess.run(["wet", "diaper"], environment: env)
        XCTAssertEqual(logged.stdout, "Logged pee at 3:00 PM\n", "HUSH_NOW fixes the clock, TZ gives the zone")
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.path + "/journal.jsonl"), "HUSH_STORE chose the store")
        let flag = try HushProcess.run(["--now", "2026-01-02T16:00:00-05:00", "wet", "diaper"], environment: env)
        XCTAssertEqual(flag.stdout, "Logged pee at 4:00 PM\n", "--now wins over HUSH_NOW")
    }

    func testDefaultStoreIsPrivateUnderXDGDataHome() throws {
        let home = try TemporaryStore()
        let env = ["XDG_DATA_HOME": home.path + "/data", "HUSH_NOW": "2026-01-02T15:00:00-05:00"]
        XCTAssertEqual(try HushProcess.run(["-c", "new baby Eddie born 2025-09-01"], environment: env).status, 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: home.path + "/data/hush")
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o700)
    }

    func testColourFollowsTheFlagAndNoColor() throws {
        let store = try TemporaryStore()
        let base = ["--store", store.path, "--now", "2026-01-02T15:00:00-05:00", "--tz", "America/New_York"]
        XCTAssertEqual(try HushProcess.run(base + ["-c", "new baby Eddie born 2025-09-01"]).status, 0)
        XCTAssertTrue(try HushProcess.run(base + ["--color", "always", "status"]).stdout.contains("\u{1B}["))
        XCTAssertFalse(try HushProcess.run(base + ["--color", "never", "status"]).stdout.contains("\u{1B}["))
        XCTAssertFalse(try HushProcess.run(base + ["status"]).stdout.contains("\u{1B}["), "auto: a pipe gets no colour")
        XCTAssertFalse(try HushProcess.run(base + ["status"], environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}["))
        XCTAssertEqual(try HushProcess.run(base + ["--color", "sometimes", "status"]).status, 2)
    }

    func testAsNamesWhoLogged() throws {
        let store = try TemporaryStore()
        let base = ["--store", store.path, "--now", "2026-01-02T15:00:00-05:00"]
        _ = try HushProcess.run(base + ["-c", "new baby Eddie born 2025-09-01"])
        // Leanne needs to be a caregiver of Eddie to log for him (the people issue).
        let invite = try HushProcess.run(base + ["invite", "Leanne", "as", "caregiver", "--json"]).stdout
        let code = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(invite.utf8)) as? [String: Any])?["code"] as? String)
        XCTAssertEqual(try HushProcess.run(base + ["join", code, "as", "Leanne"]).status, 0)
        _ = try HushProcess.run(base + ["--as", "Leanne", "wet", "diaper"])
        let export = try HushProcess.run(base + ["export", "json", "--json"]).stdout
        XCTAssertTrue(export.contains("\"logged_by\":\"Leanne\""), export)
    }

    func testWithoutTheWordListOnlyACapitalSaysAName() throws {
        // "i'm exhausted" renamed the caregiver when the word list was missing, and every later log was
        // refused as someone's not connected to the baby. Without the list a lower-case word may be a word.
        let store = try TemporaryStore()
        let base = ["--store", store.path, "--now", "2026-01-02T15:00:00-05:00"]
        let missing = ["HUSH_WORDS": store.path + "/no-such-word-list.txt"]
        _ = try HushProcess.run(base + ["-c", "new baby Eddie born 2025-09-01"])
        let tired = try HushProcess.run(base + ["i'm exhausted"], environment: missing)
        XCTAssertNotEqual(tired.status, 0)
        XCTAssertTrue(tired.stderr.contains("'exhausted' may read as a word, not a name"), tired.stderr)
        XCTAssertEqual(try HushProcess.run(base + ["wet diaper"], environment: missing).status, 0)
        XCTAssertEqual(try HushProcess.run(base + ["I'm Gavin"], environment: missing).status, 0)
    }
}
