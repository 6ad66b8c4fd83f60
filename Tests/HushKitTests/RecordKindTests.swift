import Foundation
@testable import HushStore
@testable import HushKit
import XCTest

/// The authority table names every kind of record that travels, by the same name the records carry, so
/// no kind can travel without a row of its own (a kind the table lacked would be refused outright).
final class RecordKindTests: XCTestCase {
    func testEveryTravellingKindHasARowAndNoOtherDoes() {
        let keys = ["baby:b1", "event:e1", "entity:\(Membership.kind):m1", "entity:\(Invite.kind):i1",
                    "entity:\(OfficeHours.kind):b1", "entity:\(InboxItem.kind):n1", "entity:\(HouseholdZone.kind):b1"]
        XCTAssertTrue(keys.allSatisfy(SyncChange.travels))
        XCTAssertEqual(Set(keys.compactMap(RecordKind.init(key:))), Set(RecordKind.allCases))
        for key in ["preference:units", "routine:r1", "entity:delivery:d1"] {
            XCTAssertFalse(SyncChange.travels(key))
            XCTAssertNil(RecordKind(key: key), key)
        }
    }

    func testTheTableKeepsDeletingABabyAndCaregiverRolesToThePrimary() {
        XCTAssertEqual(RecordAuthority(kind: .baby, action: .delete).roles(granting: nil), [.primary])
        for kind in [RecordKind.membership, .invite] {
            for action in RecordAction.allCases {
                XCTAssertEqual(RecordAuthority(kind: kind, action: action).roles(granting: .caregiver), [.primary], "\(kind) \(action)")
                XCTAssertEqual(RecordAuthority(kind: kind, action: action).roles(granting: .subscriber), [.primary, .caregiver])
            }
        }
        for kind in RecordKind.allCases {
            for action in RecordAction.allCases {
                XCTAssertFalse(RecordAuthority(kind: kind, action: action).roles(granting: .subscriber).contains(.subscriber), "\(kind) \(action)")
            }
        }
    }
}
