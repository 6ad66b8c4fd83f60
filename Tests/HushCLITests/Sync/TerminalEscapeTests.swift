import Foundation
import XCTest

/// Nothing a device receives can drive the terminal: one device of the household pushes, straight to a
/// real server, a note and a name full of escape sequences (a window title, a screen clear, an 8-bit CSI,
/// a right-to-left override) and a spreadsheet formula; the other device syncs and every view of it shows
/// them escaped, `--json` keeps their exact value, and `export csv` neutralises the formula. (The name, in
/// `logged_by`, never arrives: the server keeps the author it holds.)
final class TerminalEscapeTests: XCTestCase {
    static let hostile = "=HYPERLINK(\"http://evil.example\",\"ok\") \u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}31m\u{202E}gnp.exe"
    static let hostileName = "Le\u{1B}[8manne"
    /// What must never reach a terminal raw.
    static let raw: [Character] = ["\u{1B}", "\u{7}", "\u{9B}", "\u{202E}"]

    func testPushedControlCharactersAreShownEscapedOnTheOtherDevice() throws {
        let server = try SyncServerProcess.start()
        var (gavin, leanne) = try SyncScenarios.family(server)
        // One pinned moment: the note is in `today` even when the test runs across a midnight.
        (gavin.now, leanne.now) = ("2026-01-02T15:00:00Z", "2026-01-02T15:00:00Z")
        try leanne.ok("note placeholder")
        try leanne.ok("sync")
        let token = try XCTUnwrap(leanne.token)
        let pulled = try RawSyncHTTP.pullAll(server.url, token: token)
        let changes = pulled.compactMap { $0["change"] as? [String: Any] }
        let noteChange = try XCTUnwrap(changes.last { ($0["key"] as? String)?.hasPrefix("event:") == true })
        var after = try XCTUnwrap(noteChange["after"] as? [String: Any])
        var event = try XCTUnwrap(after["event"] as? [String: Any])
        event["notes"] = Self.hostile
        event["logged_by"] = Self.hostileName
        after["event"] = event
        let forged: [String: Any] = ["id": "hostile-1", "key": noteChange["key"]!, "before": noteChange["after"]!, "after": after,
                                     "by": "Leanne", "at": "2026-01-02T20:00:00Z"]
        let (status, reply) = try RawSyncHTTP.send("POST", server.url + "/v1/changes", token: token, body: ["changes": [forged]])
        XCTAssertEqual(status, 200, "\(String(describing: reply))")
        XCTAssertEqual(((reply as? [String: Any])?["refused"] as? [String: String])?.count ?? 0, 0, "\(String(describing: reply))")

        try assertContains(try gavin.ok("sync"), "from Leanne")
        var outputs: [(String, String)] = []
        for command in ["today", "show last note", "handover", "timeline", "status", "export csv", "deleted", "sync", "conflicts"] {
            let result = try gavin.run(command)
            outputs.append((command, result.stdout + result.stderr))
        }
        let spoken = try HushProcess.run(["--store", gavin.store.path, "--as", "Gavin", "--speak", "show last note"], environment: ["HUSH_AUTOSYNC": "0"])
        outputs.append(("--speak show last note", spoken.stdout + spoken.stderr))
        for (command, text) in outputs {
            for character in Self.raw {
                XCTAssertFalse(text.contains(character), "\(command) wrote U+\(String(character.unicodeScalars.first!.value, radix: 16)) raw: \(text)")
            }
        }
        let today = try XCTUnwrap(outputs.first { $0.0 == "today" }?.1)
        assertContains(today, "=HYPERLINK(")
        let shown = try XCTUnwrap(outputs.first { $0.0 == "show last note" }?.1)
        assertContains(shown, #"\u001b]0;pwned\u0007\u001b[2J\u009b31m\u202egnp.exe"#)

        // CSV: the formula is text (a leading quote), the escapes visible, to the terminal and to a file.
        let csv = try XCTUnwrap(outputs.first { $0.0 == "export csv" }?.1)
        assertContains(csv, #""'=HYPERLINK(""http://evil.example"",""ok"") \u001b]0;pwned"#)
        let file = gavin.store.path + "/out.csv"
        try gavin.ok("export csv to \(file)")
        let written = try String(contentsOfFile: file, encoding: .utf8)
        XCTAssertFalse(Self.raw.contains { written.contains($0) }, written)
        assertContains(written, #"'=HYPERLINK"#)

        // JSON: the same characters, escaped the JSON way, so a program reads back exactly what was pushed.
        let json = try gavin.ok("show last note --json")
        XCTAssertFalse(Self.raw.contains { json.contains($0) }, json)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let shownEvent = try XCTUnwrap(object["event"] as? [String: Any], json)
        XCTAssertEqual(shownEvent["notes"] as? String, Self.hostile)
        // The name never arrives: an edit keeps the author the server holds (RecordAuthors).
        XCTAssertEqual(shownEvent["logged_by"] as? String, "Leanne")
        XCTAssertEqual(try gavin.events().values.first { $0["event_type"] as? String == "note" }?["notes"] as? String, Self.hostile,
                       "the store keeps what was pushed; only its display is escaped")
    }
}
