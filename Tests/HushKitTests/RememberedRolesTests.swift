import Foundation
import XCTest
import HushDomain
import HushStore
@testable import HushKit

/// The roles remembered from line to line (``RememberedRoles``) are the state's own, and are asked again
/// whenever what decides them changes: the person, a baby, a membership, or, while a membership is bound
/// to a person id, any change at all.
final class RememberedRolesTests: XCTestCase {
    private func state(_ memberships: [String: JSONValue]) -> StoreState {
        var state = StoreState()
        state.babies = [Baby(id: "b1", name: "Eddie", birthDate: "2026-01-01", createdAt: Date(timeIntervalSince1970: 0)),
                        Baby(id: "b2", name: "Ada", birthDate: "2026-01-01", createdAt: Date(timeIntervalSince1970: 0))]
        state.entities[Membership.kind] = memberships
        state.seq = 7
        return state
    }

    private func member(_ person: String, _ role: String, baby: String = "b1", id: String? = nil) -> JSONValue {
        var fields: [String: JSONValue] = ["person": .string(person), "role": .string(role), "baby_id": .string(baby)]
        if let id { fields["person_id"] = .string(id) }
        return .object(fields)
    }

    func testTheRolesAreTheStatesAndHoldUntilWhatDecidesThemChanges() {
        var state = state(["m1": member("gavin", "primary"), "m2": member("leanne", "caregiver")])
        let roles = RememberedRoles(person: "leanne", state: state, me: nil)
        for baby in ["b1", "b2"] { XCTAssertEqual(roles.role(of: baby), .some(state.role(of: "leanne", baby: baby)), baby) }
        XCTAssertEqual(roles.role(of: "b1"), .some(.caregiver))
        XCTAssertEqual(roles.role(of: "b2"), .some(.primary), "a baby without members is everyone's")
        XCTAssertNil(roles.role(of: "b9"), "not a baby of the state: not known here")

        state.seq += 1
        XCTAssertTrue(roles.holds(for: "leanne", in: state), "a change elsewhere in the store keeps them")
        XCTAssertFalse(roles.holds(for: "gavin", in: state), "someone else typing")
        var removed = state
        removed.entities[Membership.kind]?["m2"] = nil
        XCTAssertFalse(roles.holds(for: "leanne", in: removed), "a membership removed")
        XCTAssertEqual(removed.role(of: "leanne", baby: "b1"), nil)
        var changed = state
        changed.entities[Membership.kind]?["m2"] = member("leanne", "viewer")
        XCTAssertFalse(roles.holds(for: "leanne", in: changed), "a role changed")
        var renamed = state
        renamed.babies[1].name = "Ada Lovelace"
        XCTAssertTrue(roles.holds(for: "leanne", in: renamed), "a baby renamed: roles go by id")
        var another = state
        another.babies.append(Baby(id: "b3", name: "Cy", birthDate: "2026-01-01", createdAt: Date(timeIntervalSince1970: 0)))
        XCTAssertFalse(roles.holds(for: "leanne", in: another), "a baby added")
    }

    func testABoundMembershipHoldsForOneChangeOnly() {
        var state = state(["m1": member("gavin", "primary", id: "p-gavin")])
        var asked = 0
        let roles = RememberedRoles(person: "gavin", state: state, me: { asked += 1; return SyncPerson(id: "p-gavin", name: "gavin") }())
        XCTAssertEqual(asked, 1, "the link's person is read once, however many babies")
        XCTAssertEqual(roles.role(of: "b1"), .some(.primary))
        XCTAssertTrue(roles.holds(for: "gavin", in: state))
        state.seq += 1
        XCTAssertFalse(roles.holds(for: "gavin", in: state), "who the link speaks for is a file: asked again after any change")
    }
}

private extension RememberedRoles {
    func holds(for person: String, in state: StoreState) -> Bool {
        holds(for: person, seq: state.seq, babies: state.babies, memberships: state.entities[Membership.kind])
    }
}
