import Foundation
import XCTest
@testable import HushDomain
@testable import HushKit
@testable import HushStore
@testable import HushServices
@testable import HushRendering
@testable import hush

/// The `hush` program's clipboard (`Clipboard`, given to sessions as `SystemClipboard`), copying through
/// real processes: shell scripts on a scratch PATH stand in for `xclip` and friends.
final class ClipboardTests: XCTestCase {
    let calendar = ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!)
    var now: Date { calendar.instant(from: CivilDateTime(year: 2026, month: 1, day: 2, hour: 20, minute: 0)) }

    /// A scratch directory holding executable shell scripts, standing in for clipboard tools.
    func tools(_ scripts: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hush-clip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        for (name, body) in scripts {
            let path = directory.appendingPathComponent(name).path
            try Data("#!/bin/sh\n\(body)\n".utf8).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        return directory
    }

    func testClipboardOverridePipesTheTextToTheCommand() throws {
        let directory = try tools(["copy-to": "cat > \"$1\""])
        let target = directory.appendingPathComponent("copied.csv").path
        let start = calendar.instant(from: CivilDateTime(year: 2026, month: 1, day: 2, hour: 9, minute: 0))
        let note = Event(id: "n1", babyID: "b1", loggedBy: "gavin", start: calendar.timestamp(start), end: nil,
                         data: .note(category: nil), notes: "a, \"b\"\nc", createdAt: start)
        let text = CSVExport.text(events: [note],
                                  range: .all, now: now, calendar: calendar)
        let env = ["PATH": "\(directory.path):/usr/bin:/bin", "HUSH_CLIPBOARD": "copy-to  \(target)"]
        XCTAssertEqual(try Clipboard.copy(text, environment: env), "copy-to")
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), text)
    }

    func testClipboardPicksXclipOnlyWithADisplay() throws {
        // PATH holds only the fake tool (so no real one is picked); it calls cat by absolute path.
        let directory = try tools(["xclip": "echo \"$@\" > \"${0%/*}/args\"; /bin/cat > \"${0%/*}/got\""])
        var env = ["PATH": directory.path]
        XCTAssertThrowsError(try Clipboard.copy("x", environment: env)) { error in
            XCTAssertTrue("\(error)".contains("xclip is installed but DISPLAY is not set"), "\(error)")
        }
        env["DISPLAY"] = ":0"
        XCTAssertEqual(try Clipboard.copy("hello\r\n", environment: env), "xclip")
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("args"), encoding: .utf8), "-selection clipboard\n")
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("got"), encoding: .utf8), "hello\r\n")
    }

    func testClipboardWithNoToolNamesAllThree() {
        XCTAssertThrowsError(try Clipboard.copy("x", environment: ["PATH": "", "DISPLAY": ":0", "WAYLAND_DISPLAY": "w"])) { error in
            let message = "\(error)"
            for tool in ["wl-copy", "xclip", "pbcopy"] { XCTAssertTrue(message.contains(tool), message) }
        }
    }

    func testClipboardToolThatFailsOrStopsReadingIsAnErrorNotACrash() throws {
        let directory = try tools(["quits": "exit 3", "grumpy": "cat > /dev/null; echo no >&2; exit 1"])
        let big = String(repeating: "2026-01-02,08:15,eat,,4,3.5,,gavin,\r\n", count: 50_000)  // well past a pipe's buffer
        for tool in ["quits", "grumpy"] {
            XCTAssertThrowsError(try Clipboard.copy(big, environment: ["PATH": directory.path, "HUSH_CLIPBOARD": tool])) { error in
                XCTAssertTrue("\(error)".contains("\(tool) "), "\(error)")
            }
        }
        XCTAssertThrowsError(try Clipboard.copy("x", environment: ["PATH": directory.path, "HUSH_CLIPBOARD": "missing"])) { error in
            XCTAssertTrue("\(error)".contains("'missing'"), "\(error)")
        }
    }

    func testTheSessionsClipboardIsTheSystemOne() throws {
        let directory = try tools(["copy-to": "cat > \"$1\""])
        let target = directory.appendingPathComponent("copied.txt").path
        setenv("HUSH_CLIPBOARD", "\(directory.path)/copy-to \(target)", 1)
        defer { unsetenv("HUSH_CLIPBOARD") }
        XCTAssertEqual(try SystemClipboard().copy("hello"), "copy-to")
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "hello")
    }
}
