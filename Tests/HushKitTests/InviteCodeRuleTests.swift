import Foundation
@testable import HushDomain
@testable import HushStore
@testable import HushKit
import XCTest

/// The push rule that keeps an invite code with one invite on the server (``InviteCodeHolder``), without
/// a server: what each backend looks up is handed in as the context's `inviteCodes`.
final class InviteCodeRuleTests: XCTestCase {
    let t0 = Date(timeIntervalSince1970: 1_767_384_000)  // 2026-01-02 20:00 UTC
    let gavin = PushRules(device: "d1", person: SyncPerson(id: "pGavin", name: "Gavin"), now: Date(timeIntervalSince1970: 1_767_384_000))

    func change(_ id: String, invite: String, code: String, revoked: Bool = false) -> SyncChange {
        var record = Invite(id: invite, code: code, babyID: "b1", role: .subscriber, createdBy: "Gavin", createdAt: t0,
                            expiresAt: t0.addingTimeInterval(7 * 86_400), invitee: "Grandma")
        if revoked { record.revokedAt = t0 }
        return SyncChange(id: id, key: record.record.key, before: nil, after: SyncChange.json(record.record), by: "Gavin", at: t0)
    }

    func context(_ codes: [String: InviteCodeHolder]) -> PushRules.Context {
        let membership = Membership(id: "m1", babyID: "b1", person: "Gavin", role: .primary, joinedAt: t0, addedBy: "Gavin")
        var bound = membership
        bound.personID = "pGavin"
        let record = StoredRecord(key: bound.record.key, record: SyncChange.json(bound.record), device: "d1", person: "Gavin", seq: 1)
        return PushRules.Context(current: [:], known: [], neighbours: [], memberships: [record], babies: ["b1"], inviteCodes: codes)
    }

    func testTheNeedsNameEveryCodeThePushCarriesNormalised() {
        let needs = PushRules.needs([change("x1", invite: "i1", code: "7KQM-X2PD-HN4RT"), change("x2", invite: "i2", code: "rt7a asb3 nn5de")])
        XCTAssertEqual(needs.inviteCodes, ["7KQMX2PDHN4RT", "RT7AASB3NN5DE"])
    }

    func testACodeAnotherHouseholdHoldsIsRefused() {
        let plan = gavin.plan([change("x1", invite: "i1", code: "7KQM-X2PD-HN4RT")], context: context(["7KQMX2PDHN4RT": .elsewhere]))
        XCTAssertEqual(plan.refused["x1"], PushRules.codeTaken)
        XCTAssertTrue(plan.accepted.isEmpty)
    }

    func testTheInviteHoldingItsCodeMayChange() {
        let plan = gavin.plan([change("x1", invite: "i1", code: "7KQM-X2PD-HN4RT", revoked: true)],
                              context: context(["7KQMX2PDHN4RT": .here(key: "entity:invite:i1")]))
        XCTAssertEqual(plan.accepted.count, 1, "\(plan.refused)")
    }

    func testAnotherInviteOfTheSameHouseholdOrPushMayNotTakeIt() {
        let held = gavin.plan([change("x1", invite: "i2", code: "7KQM-X2PD-HN4RT")], context: context(["7KQMX2PDHN4RT": .here(key: "entity:invite:i1")]))
        XCTAssertEqual(held.refused["x1"], PushRules.codeTaken)
        let twice = gavin.plan([change("x1", invite: "i1", code: "7KQM-X2PD-HN4RT"), change("x2", invite: "i2", code: "7KQMX2PDHN4RT")],
                               context: context([:]))
        XCTAssertEqual(twice.accepted.map(\.id), ["x1"])
        XCTAssertEqual(twice.refused["x2"], PushRules.codeTaken)
    }

    func testTheServersOwnChangesAreHeldToItToo() {
        let trusted = PushRules(device: "server", person: SyncPerson(id: "pGavin", name: "Gavin"), now: t0, trusted: true)
        let plan = trusted.plan([change("x1", invite: "i1", code: "7KQM-X2PD-HN4RT")], context: context(["7KQMX2PDHN4RT": .elsewhere]))
        XCTAssertEqual(plan.refused["x1"], PushRules.codeTaken)
    }
}
