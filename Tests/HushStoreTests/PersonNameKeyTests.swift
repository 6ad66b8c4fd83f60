@testable import HushStore
import XCTest

/// `PersonName.key`, the one comparison of names: names a reader cannot tell apart compare equal
/// (docs/security.md, Identity), and names that differ stay different.
final class PersonNameKeyTests: XCTestCase {
    func testLookalikesShareOneKey() {
        let gavin = PersonName.key("Gavin")
        for lookalike in ["gavin", " GAVIN ", "Gav\u{200D}in", "G\u{200B}avin", "Ga\u{200C}vin", "Gavin\u{FE0F}", "Gav\u{00AD}in",
                          "ＧＡＶＩＮ", "Gav\u{2060}in", "\u{FEFF}Gavin", "Gavin\u{E0041}", "Gav\u{034F}in"] {
            XCTAssertEqual(PersonName.key(lookalike), gavin, lookalike.debugDescription)
        }
        XCTAssertEqual(PersonName.key("Straße"), PersonName.key("STRASSE"), "case is folded, not only lowered")
        XCTAssertEqual(PersonName.key("Zoe\u{0308}"), PersonName.key("Zoë"), "composed and decomposed letters are one")
        XCTAssertEqual(PersonName.key("ﬁona"), PersonName.key("Fiona"), "ligatures are their letters")
    }

    func testDifferentNamesStayDifferent() {
        XCTAssertNotEqual(PersonName.key("Gavin"), PersonName.key("Gavan"))
        XCTAssertNotEqual(PersonName.key("Zoë"), PersonName.key("Zoe"), "a diacritic is part of the name")
        XCTAssertNotEqual(PersonName.key("Nana"), PersonName.key("Nana 2"))
    }

    func testANameOfInvisibleCharactersOnlyIsEmpty() {
        XCTAssertThrowsError(try PersonName.validated("\u{200D}\u{200C}")) { XCTAssertEqual($0 as? PersonName.Problem, .empty) }
        XCTAssertEqual(try PersonName.validated("👨‍👩‍👧"), "👨‍👩‍👧", "an emoji family is visible")
    }
}
