import XCTest
@testable import HushDomain
@testable import HushLanguage
@testable import HushServices

/// OWASP's CSV injection guidance: a cell starting with `=`, `+`, `-`, `@`, tab or carriage return is
/// text, not a formula, once it has a leading single quote; nothing else changes.
final class CSVInjectionTests: XCTestCase {
    func testFormulaStartsGetALeadingQuote() {
        XCTAssertEqual(CSVField.escaped("=1+2"), "'=1+2")
        XCTAssertEqual(CSVField.escaped("+1 555 0100"), "'+1 555 0100")
        XCTAssertEqual(CSVField.escaped("-fussy"), "'-fussy")
        XCTAssertEqual(CSVField.escaped("@SUM(A1)"), "'@SUM(A1)")
        XCTAssertEqual(CSVField.escaped("\t=1"), #"'\u0009=1"#)
        XCTAssertEqual(CSVField.escaped("\r=1"), #"'\u000d=1"#)
        // Quoting still applies after the quote is added.
        XCTAssertEqual(CSVField.escaped("=HYPERLINK(\"http://x\",\"y\")"), "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"")
        XCTAssertEqual(CSVField.escaped("=a,b"), "\"'=a,b\"")
    }

    func testOrdinaryCellsAreUnchanged() {
        for cell in ["", "4.5", "0", "fussy - then slept", "a=b", "email me@x", " =1", "'quoted", "2026-01-02", "wet", "Gavin"] {
            XCTAssertEqual(CSVField.escaped(cell), cell)
        }
        XCTAssertEqual(CSVField.escaped("two\nlines"), "\"two\nlines\"")
    }

    func testANoteThatIsAFormulaExportsAsText() {
        let start = EventTimestamp(utc: Date(timeIntervalSince1970: 1_767_369_600), timezone: "UTC", offsetSeconds: 0)
        let event = Event(id: "e1", babyID: "b", loggedBy: "-Leanne", start: start, end: nil, data: .note(category: nil),
                          notes: "=cmd|' /C calc'!A0", createdAt: start.utc)
        let text = CSVExport.text(events: [event], range: .all, now: start.utc, calendar: ZonedCalendar(zone: ZoneRules(identifier: "UTC")!))
        XCTAssertEqual(text.split(separator: "\r\n").last, "2026-01-02,16:00,note,,,,,'-Leanne,'=cmd|' /C calc'!A0")
    }
}
