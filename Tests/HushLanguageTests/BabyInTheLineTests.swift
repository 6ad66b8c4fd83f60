@testable import HushLanguage
import XCTest

/// A baby named in the line is whose the command is, at the command level (``BabyMention``,
/// ``NoteAddressee``), and what is said before a command is not part of it (``LineOpening``). The
/// grammar README's rows hold the phrasings; these hold the cases that depend on the selected baby and
/// the opening words that must stay.
final class BabyInTheLineTests: XCTestCase {
    private func meaning(_ line: String, selected: String? = "Eddie") throws -> String {
        CommandMeaning.describe(try CommandParser(knownNames: ["Eddie", "Mia"], selectedBaby: selected).parse(line))
    }

    func testANoteGoesToTheBabyItNamesNeverToAnother() throws {
        XCTAssertEqual(try meaning("note for Mia: rash on cheek"), "note text=rash on cheek baby=Mia")
        XCTAssertEqual(try meaning("note for Mia - rash on cheek"), "note text=rash on cheek baby=Mia")
        XCTAssertEqual(try meaning("note Mia's rash is better"), "note text=Mia's rash is better baby=Mia")
        // Naming the selected baby among others, it is the selected baby's; naming only others, refused.
        XCTAssertEqual(try meaning("note Mia pulled Eddie's hair"), "note text=Mia pulled Eddie's hair")
        XCTAssertThrowsError(try meaning("note Mia pulled Eddie's hair", selected: nil))
        XCTAssertEqual(try meaning("note for Mia: she pulled Eddie's hair"), "note text=she pulled Eddie's hair baby=Mia")
        XCTAssertThrowsError(try meaning("note for Mia:"))
        XCTAssertEqual(try meaning("note gave vitamin D"), "note text=gave vitamin D")
    }

    func testACommandAboutOneBabyNeverDropsTheNameItWasGiven() throws {
        XCTAssertEqual(try meaning("Mia fell asleep 10 minutes earlier"), "edit last-sleep shift start=-10m baby=Mia")
        XCTAssertEqual(try meaning("timeline yesterday for Mia"), "timeline day=yesterday baby=Mia")
        XCTAssertEqual(try meaning("mias last diaper was dirty"), "edit last-diaper contents=dirty baby=Mia")
        // Two babies in one edit, or a name that is no baby's: refused, not run for the selected baby.
        XCTAssertThrowsError(try meaning("Mia's last diaper was dirty for Eddie"))
        XCTAssertThrowsError(try meaning("timeline for Zed")) { error in
            XCTAssertEqual((error as? ParseError)?.message, "no baby named 'Zed'; 'new baby Zed born YYYY-MM-DD' adds one")
        }
        // Commands whose own words hold a name keep reading it themselves.
        XCTAssertEqual(try meaning("baby Mia"), "select-baby name=Mia")
        XCTAssertEqual(try meaning("status for Mia"), "status baby=Mia")
    }

    func testWhatIsSaidBeforeACommandIsTakenOffAndNothingElse() {
        func opened(_ line: String) -> String { LineOpening.command(Lexer.tokens(in: line)).map(\.text).joined(separator: " ") }
        XCTAssertEqual(opened("um, hey hush, tell hush to log a wet diaper"), "a wet diaper")
        XCTAssertEqual(opened("ok so to export my data"), "export my data")
        XCTAssertEqual(opened("please record that she pooped"), "she pooped")
        XCTAssertEqual(opened("add my phone"), "add my phone")
        XCTAssertEqual(opened("um add a new device"), "add a new device")
        XCTAssertEqual(opened("hush up"), "hush up")
        XCTAssertEqual(opened("ok"), "ok")
        XCTAssertEqual(opened("log"), "log")
    }
}
