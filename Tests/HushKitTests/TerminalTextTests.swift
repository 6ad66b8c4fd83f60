@testable import HushDomain
@testable import HushServices
@testable import HushRendering
@testable import HushKit
import XCTest

/// Control characters in text from elsewhere are written escaped (their JSON form), Hush's own colours
/// are not, and words read aloud drop them.
final class TerminalTextTests: XCTestCase {
    func testControlCharactersAreWrittenAsTheirJSONEscapes() {
        XCTAssertEqual(TerminalText.escaped("fussy\u{1B}]0;pwned\u{7}"), #"fussy\u001b]0;pwned\u0007"#)
        XCTAssertEqual(TerminalText.escaped("a\u{0}b\u{8}c\td\u{7F}"), #"a\u0000b\u0008c\u0009d\u007f"#)
        XCTAssertEqual(TerminalText.escaped("csi \u{9B}2J, nel \u{85}"), #"csi \u009b2J, nel \u0085"#)
        XCTAssertEqual(TerminalText.escaped("\u{202E}exe.txt \u{2066}x\u{2069}"), #"\u202eexe.txt \u2066x\u2069"#)
        // Kept: line breaks, CRLF record ends, and everything printable, accents and emoji included.
        XCTAssertEqual(TerminalText.escaped("one\ntwo\r\nthree"), "one\ntwo\r\nthree")
        XCTAssertEqual(TerminalText.escaped("lone\rreturn"), #"lone\u000dreturn"#)
        XCTAssertEqual(TerminalText.escaped("Zoë ate purée 👶 · ¿ñ? \u{A0}\u{2028}"), "Zoë ate purée 👶 · ¿ñ? \u{A0}\u{2028}")
        XCTAssertEqual(TerminalText.escaped("\u{2029}\u{202F}\u{2065}\u{206A}"), "\u{2029}\u{202F}\u{2065}\u{206A}", "neighbours of the escaped ranges stay")
    }

    func testTheEscapedFormIsTheSameValueInsideJSON() throws {
        let value = "note \u{1B}[2J\u{9B}\u{202E}"
        let data = try JSONEncoder().encode(["notes": value])
        let shown = TerminalText.shown(String(decoding: data, as: UTF8.self))
        XCTAssertFalse(shown.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x202E }, shown)
        XCTAssertEqual(try JSONDecoder().decode([String: String].self, from: Data(shown.utf8))["notes"], value)
    }

    func testOwnColoursSurviveAndPushedOnesDoNot() {
        let style = TextStyle(enabled: true)
        let shown = TerminalText.shown(style.bold("Eddie") + " \u{1B}[2J")
        XCTAssertEqual(shown, "\u{1B}[1mEddie\u{1B}[0m \\u001b[2J")
        XCTAssertEqual(TerminalText.shown(TextStyle(enabled: false).bold("Eddie")), "Eddie")
        XCTAssertFalse(TerminalText.styleEscape.unicodeScalars.contains { $0.value < 0xE000 || $0.value > 0xF8FF })
    }

    func testSpokenWordsDropControlCharacters() {
        XCTAssertEqual(TerminalText.unspoken("Logged a note\u{1B}[2J\u{7}."), "Logged a note[2J.")
        XCTAssertEqual(SpeechRenderer().error("no baby named Ed\u{1B}die"), "Sorry, no baby named Eddie.")
    }

    func testNotificationHooksGetEscapedText() {
        let reminder = Reminder(kind: .feedingDue, key: "k", due: Date(timeIntervalSince1970: 0), title: "Feed \u{1B}]0;x\u{7}",
                                body: "due\u{9B}", babyName: "Ed\u{7}die")
        let batch = NotificationBatch(reminders: [reminder])
        let variables = NotificationHook.variables(for: batch)
        XCTAssertEqual(variables["HUSH_TITLE"], #"Feed \u001b]0;x\u0007"#)
        XCTAssertEqual(variables["HUSH_BODY"], #"due\u009b"#)
        XCTAssertEqual(variables["HUSH_BABY"], #"Ed\u0007die"#)
    }
}
