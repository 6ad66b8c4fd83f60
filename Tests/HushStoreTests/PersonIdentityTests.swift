import Foundation
@testable import HushDomain
@testable import HushStore
import XCTest

/// Names as they enter a household, and a device's own role checks once its store is linked
/// (docs/security.md, Identity).
final class PersonIdentityTests: XCTestCase {
    func testANameIsTrimmedNonEmptyBoundedAndPrintable() throws {
        XCTAssertEqual(try PersonName.validated("  Nana \n"), "Nana")
        XCTAssertEqual(try PersonName.validated("Grand-mère Zoë 👵🏽"), "Grand-mère Zoë 👵🏽")
        XCTAssertEqual(try PersonName.validated("👨‍👩‍👧 family"), "👨‍👩‍👧 family", "emoji joiners are printable")
        XCTAssertThrowsError(try PersonName.validated(" \t ")) { XCTAssertEqual($0 as? PersonName.Problem, .empty) }
        XCTAssertThrowsError(try PersonName.validated(String(repeating: "a", count: 65))) { XCTAssertEqual($0 as? PersonName.Problem, .tooLong(characters: 65)) }
        XCTAssertNoThrow(try PersonName.validated(String(repeating: "a", count: 64)))
        XCTAssertThrowsError(try PersonName.validated("Na\u{1B}[2Jna")) { XCTAssertEqual($0 as? PersonName.Problem, .unprintable(position: 3)) }
        XCTAssertThrowsError(try PersonName.validated("Nana\u{202E}")) { XCTAssertEqual($0 as? PersonName.Problem, .unprintable(position: 5)) }
        XCTAssertThrowsError(try PersonName.validated("Na\u{85}na"))
        XCTAssertEqual(PersonName.key(" Nana "), PersonName.key("nANA"))
    }

    func testOnALinkedStoreABoundMembershipIsItsPersonsAlone() {
        let t0 = Date(timeIntervalSince1970: 1_767_384_000)
        var theirs = Membership(id: "m1", babyID: "b1", person: "Gavin", role: .primary, joinedAt: t0, addedBy: "Gavin")
        theirs.personID = "pGavin"
        let mine = Membership(id: "m2", babyID: "b1", person: "gavin", role: .subscriber, joinedAt: t0, addedBy: "Gavin")
        var state = StoreState()
        state.entities[Membership.kind] = ["m1": theirs.json, "m2": mine.json]
        XCTAssertEqual(state.role(of: "Gavin", me: SyncPerson(id: "pGavin", name: "Gavin"), baby: "b1"), .primary, "bound to me")
        XCTAssertEqual(state.role(of: "Gavin", me: SyncPerson(id: "pOther", name: "Gavin"), baby: "b1"), .subscriber,
                       "another person's membership under my name is not mine; the unbound one in my name is")
        XCTAssertEqual(state.role(of: "Gavin", baby: "b1"), .primary, "unlinked: names decide, the highest role first")
        XCTAssertNil(state.role(of: "Leanne", me: SyncPerson(id: "pLeanne", name: "Leanne"), baby: "b1"))
    }
}
