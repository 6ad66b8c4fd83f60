import Foundation
@testable import HushLanguage
@testable import HushServer
import XCTest

/// The voice scope is decided on a line's command, whatever is said before it, and a refused command is
/// refused on its first words (before its grammar coaches the person towards something voice refuses).
/// These walk the command table and the grammar's documented examples, so a new command without a
/// voice decision fails here (its first word) or does not compile (``VoiceScope/refused(_:)``).
final class VoiceScopeTests: XCTestCase {
    /// Every word a row of the command table starts with has a decision in ``VoiceScope/firstWords(_:)``.
    func testEveryStartWordOfTheCommandTableHasAVoiceDecision() {
        var undecided: Set<String> = []
        for row in CommandTable.rows {
            guard case .words(let words) = row.start else { continue }
            undecided.formUnion(words.filter { VoiceScope.firstWords($0) == nil })
        }
        XCTAssertEqual(undecided.sorted(), [], "start words with no voice decision in VoiceScope.firstWords")
    }

    /// Every example of the grammar's README: refused on its first words exactly when its command is
    /// refused, except where ``VoiceScope/FirstWord/onTheCommand`` says the words cannot tell.
    func testTheFirstWordsAgreeWithTheCommandOnEveryDocumentedExample() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("grammar/README.md")
        let parser = CommandParser(knownNames: ["Eddie", "Mia"])
        var checked = 0, refused = 0
        for row in try String(contentsOf: readme, encoding: .utf8).split(separator: "\n") where row.hasPrefix("| `") {
            let phrase = String(row.split(separator: "|")[0].trimmingCharacters(in: .whitespaces).dropFirst().dropLast())
            guard let parsed = try? parser.parse(phrase) else { continue }
            let byCommand = VoiceScope.refused(parsed.command)
            let byWords = VoiceScope.refusal(forLine: phrase)
            if byWords != nil { XCTAssertNotNil(byCommand, "'\(phrase)' may run by voice, but its first words refuse it") }
            if let byCommand, case .notByVoice = byCommand {
                let first = LineOpening.commandWords(in: phrase).first ?? ""
                if case .onTheCommand? = VoiceScope.firstWords(first) { continue }
                XCTAssertNotNil(byWords, "'\(phrase)' is refused by voice (\(byCommand)), so its first words must say so")
                refused += 1
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 300, "the README's tables were not found")
        XCTAssertGreaterThan(refused, 30)
    }

    /// What comes before a command does not change its scope; the commands the first words missed before.
    func testRefusedOnTheCommandWhateverComesBeforeIt() {
        let lines = [
            "export my data", "um export my data", "ok export json", "hey hush export json", "hey hush, export my data",
            "to export my data", "tell hush to export json", "please, export csv", "join ABCD-EFGH as Leanne", "reset all data",
            "revoke device 2", "revoke invite Leanne", "buy premium", "start routine Oprah", "switch to routine Oprah",
            "edit routine Oprah", "delete routine Oprah", "restore from hush.backup", "restore purchases", "add a new phone",
            "um add device", "new baby Mia born 2025-12-01", "delete baby Mia", "delete my account", "remove caregiver Leanne",
            "make Leanne primary", "who has access", "show routine Oprah", "my routine", "done 2", "check 2", "set units ml",
            "routine yesterday", "report 7d to x.html", "keep mine", "link this device",
        ]
        for line in lines {
            XCTAssertNotNil(VoiceScope.refusal(forLine: line), "'\(line)' was coached through grammar instead of refused")
        }
        let running = [
            "um wet diaper", "log a wet diaper", "hey hush, log a wet diaper", "tell hush to log a wet diaper", "to log a wet diaper",
            "add a wet diaper", "record a dirty diaper", "restore the last diaper", "delete the last diaper for Mia",
            "delete Mia's last diaper", "start feeding", "show last sleep", "edit sleep 3 ended at 4pm", "timeline for Mia",
            "new diaper", "done", "who am i", "handover for Mia", "hey, when did Mia last eat",
        ]
        for line in running {
            XCTAssertNil(VoiceScope.refusal(forLine: line), "'\(line)' was refused on its first words")
        }
    }

    /// "baby Mia" is refused on its command, saying how to name the baby instead (a form voice takes).
    func testSwitchingBabiesSaysHowToNameTheBaby() throws {
        let parsed = try CommandParser(knownNames: ["Eddie", "Mia"]).parse("baby Mia")
        let refusal = try XCTUnwrap(VoiceScope.refused(parsed.command))
        XCTAssertTrue(refusal.description.contains("'wet diaper for Mia'"), refusal.description)
        XCTAssertFalse(refusal.description.contains("\""), "quotes the speech would read out: \(refusal.description)")
        XCTAssertNil(VoiceScope.refused(try CommandParser(knownNames: ["Eddie", "Mia"]).parse("timeline for Mia").command))
    }
}
