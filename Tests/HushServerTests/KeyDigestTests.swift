import Foundation
@testable import HushKit
@testable import HushStore
import HushDomain
@testable import HushServer
import XCTest

/// The embedded server's digests of keys and change ids (``KeyDigester``, ``SipHash``, ``KeyDigest``):
/// SipHash-2-4 gives the reference's values, and a digest that leads to another record's change (two texts
/// meeting, forced here by hand) finds nothing rather than the other record.
final class KeyDigestTests: XCTestCase {
    func testSipHashGivesTheReferenceVectors() {
        // Key 00 01 … 0F, message 00 01 … (n − 1), from the reference implementation's table.
        let hash = SipHash(k0: 0x0706_0504_0302_0100, k1: 0x0F0E_0D0C_0B0A_0908)
        let expected: [(Int, UInt64)] = [(0, 0x726F_DB47_DD0E_0E31), (1, 0x74F8_39C5_93DC_67FD), (7, 0xAB02_00F5_8B01_D137),
                                         (8, 0x93F5_F579_9A93_2462), (15, 0xA129_CA61_49BE_45E5), (16, 0x3F2A_CC7F_57C2_9BDB),
                                         (63, 0x958A_324C_EB06_4572)]
        for (length, value) in expected {
            XCTAssertEqual(hash.hash((0..<UInt8(length)).map { $0 }), value, "\(length) bytes")
        }
        let other = SipHash(k0: 0x0123_4567_89AB_CDEF, k1: 0xFEDC_BA98_7654_3210)
        XCTAssertEqual(other.hash(Array("event:e1".utf8)), 0x24BD_FE65_CF06_1F51)
    }

    func testDigestsDependOnTheTextAndTheKey() {
        let one = KeyDigester.random(), two = KeyDigester.random()
        XCTAssertEqual(one.digest("event:e1"), one.digest("event:e1"))
        XCTAssertNotEqual(one.digest("event:e1"), one.digest("event:e2"))
        XCTAssertNotEqual(one.digest("event:e1"), two.digest("event:e1"), "each ledger draws its own key")
        XCTAssertNotEqual(one.digest("é"), one.digest("e\u{301}"), "bytes, not canonical equivalence")
    }

    func testADigestLeadingToAnotherRecordFindsNothing() throws {
        let t0 = Date(timeIntervalSince1970: 1_767_384_000)
        var household = HouseholdMemory(digester: .random())
        let after = JSONValue.object(["event": .object(["id": .string("e1")])])
        let stored = ServerChange(seq: 1, device: "d1", person: "Gavin",
                                  change: SyncChange(id: "c1", key: "event:e1", before: nil, after: after, by: "Gavin", at: t0))
        household.apply(stored, at: ChangePlace(line: LinePlace(offset: 0, length: 10, line: 1), index: 0))
        let read: (Int) throws -> ServerChange = { seq in
            XCTAssertEqual(seq, 1)
            return stored
        }
        XCTAssertEqual(try household.record("event:e1", read: read)?.seq, 1)
        XCTAssertTrue(try household.knows(changeID: "c1", read: read))
        XCTAssertNil(try household.record("event:e2", read: read))
        XCTAssertFalse(try household.knows(changeID: "c2", read: read))

        // Two texts meeting: "event:e2" and "c2" made to lead where "event:e1" and "c1" do.
        household.events[household.digester.digest("event:e2")] = household.events[household.digester.digest("event:e1")]
        household.changes[household.digester.digest("c2")] = 1
        XCTAssertNil(try household.record("event:e2", read: read), "not e1's record under e2's name")
        XCTAssertFalse(try household.knows(changeID: "c2", read: read), "c2 is not taken for c1, so it is not dropped")
    }
}
