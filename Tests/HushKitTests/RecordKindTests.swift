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

    /// `RecordKey` reads a key at its colons in place; this holds it to reading the key split into
    /// strings, as it was read before, over keys made of the pieces that matter: the prefixes, every
    /// entity kind, ids good and bad, extra and missing colons.
    func testAnIDIsShortPrintableASCIIWithoutSeparators() {
        let good = ["e1", "0190abc-DEF_9", "~!#$%&'()*+,-./;<=>?@[]^`{|}", String(repeating: "x", count: SyncLimits.idBytes)]
        let bad = ["", "a b", "a:b", "a\"b", "é", "a\u{7F}", "tab\there", "new\nline", String(repeating: "x", count: SyncLimits.idBytes + 1)]
        for id in good {
            XCTAssertTrue(RecordKey.isID(id), id)
            XCTAssertTrue(RecordKey.isID(("<" + id + ">").dropFirst().dropLast()), "\(id) as a substring")
        }
        for id in bad {
            XCTAssertFalse(RecordKey.isID(id), id)
            XCTAssertFalse(RecordKey.isID(("<" + id + ">").dropFirst().dropLast()), "\(id) as a substring")
        }
    }

    func testAKeyReadInPlaceNamesWhatItsSplitPartsName() {
        func split(_ key: String) -> (RecordKind, String)? {
            let parts = key.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            let found: RecordKind?
            switch parts.first {
            case "event" where parts.count == 2: found = .event
            case "baby" where parts.count == 2: found = .baby
            case "entity" where parts.count == 3: found = RecordKind.allCases.first { $0.entityKind == parts[1] }
            default: found = nil
            }
            guard let found, let id = parts.last, RecordKey.isID(id) else { return nil }
            return (found, id)
        }
        let pieces = ["event", "baby", "entity", "routine", "", ":", "::", "e1", "0190abc", "a b", "a\"b", "é",
                      String(repeating: "x", count: 200)] + RecordKind.allCases.compactMap(\.entityKind)
        var keys: [String] = []
        for first in pieces {
            for second in pieces {
                keys.append(first + ":" + second)
                for third in pieces.prefix(9) { keys.append(first + ":" + second + ":" + third) }
            }
            keys.append(first)
        }
        for key in keys {
            let read = RecordKey(key)
            let expected = split(key)
            XCTAssertEqual(read?.kind, expected?.0, key)
            XCTAssertEqual(read?.id, expected?.1, key)
        }
        XCTAssertEqual(RecordKey("entity:office_hours:b1")?.kind, .officeHours)
        XCTAssertNil(RecordKey("event:a:b"))
    }
}
