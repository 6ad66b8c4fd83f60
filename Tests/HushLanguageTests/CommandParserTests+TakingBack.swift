@testable import HushLanguage
import XCTest

/// The words that take back the last change. "oops" was an undo whatever followed it (a `case` list's
/// `where` binds only its last pattern), so "oops that was a dirty diaper" undid the diaper instead of
/// correcting it; now it is refused, saying how to correct an event.
extension CommandParserTests {
    func testOopsAloneUndoesAndOopsWithMoreIsRefused() throws {
        for line in ["oops", "whoops", "oops undo", "Whoops undo", "scratch that", "undo", "undo that"] {
            XCTAssertEqual(try meaning(line), "undo", line)
        }
        for line in ["oops that was a dirty diaper", "oops I meant 5oz", "Oops, wet diaper", "whoops wet diaper"] {
            XCTAssertThrowsError(try parser.parse(line), line) { error in
                let message = (error as? ParseError)?.message ?? "\(error)"
                XCTAssertTrue(message.contains("to correct an event say how, for example 'change the last diaper to dirty'"), message)
            }
        }
        XCTAssertEqual(try meaning("change the last diaper to dirty"), "edit last-diaper contents=dirty")
    }
}
