import Foundation
@testable import HushDomain
@testable import HushStore
@testable import HushKit
import XCTest

/// The server's push rules without a server: retries, access, and both kinds of conflict (PRD 7.4).
final class PushRulesTests: XCTestCase {
    let t0 = Date(timeIntervalSince1970: 1_767_384_000)  // 2026-01-02 20:00 UTC

    func record(_ event: Event) -> JSONValue { SyncChange.json(.event(event))! }

    func diaper(_ id: String, at offset: TimeInterval, by person: String = "Gavin", updated: TimeInterval = 0) -> Event {
        let start = EventTimestamp(utc: t0.addingTimeInterval(offset), timezone: "UTC", offsetSeconds: 0)
        var event = Event(id: id, babyID: "b1", loggedBy: person, start: start, end: start, data: .diaper(.wet), createdAt: t0)
        event.updatedAt = t0.addingTimeInterval(updated)
        return event
    }

    func sleep(_ id: String, at offset: TimeInterval) -> Event {
        let start = EventTimestamp(utc: t0.addingTimeInterval(offset), timezone: "UTC", offsetSeconds: 0)
        return Event(id: id, babyID: "b1", loggedBy: "Gavin", start: start, end: nil, data: .sleep, createdAt: t0)
    }

    func stored(_ event: Event, device: String) -> StoredRecord {
        StoredRecord(key: "event:\(event.id)", record: record(event), device: device, person: device == "d1" ? "Gavin" : "Leanne", seq: 1)
    }

    func change(_ id: String, _ event: Event, before: Event? = nil) -> SyncChange {
        SyncChange(id: id, key: "event:\(event.id)", before: before.map(record), after: record(event), by: "Leanne", at: t0)
    }

    var memberships: [StoredRecord] {
        [Membership(id: "m1", babyID: "b1", person: "Gavin", role: .primary, joinedAt: t0, addedBy: "Gavin"),
         Membership(id: "m2", babyID: "b1", person: "Leanne", role: .caregiver, joinedAt: t0, addedBy: "Gavin"),
         Membership(id: "m3", babyID: "b1", person: "Grandma", role: .subscriber, joinedAt: t0, addedBy: "Gavin")]
            .map { StoredRecord(key: $0.record.key, record: SyncChange.json($0.record), device: "d1", person: "Gavin", seq: 1) }
    }

    func context(current: [StoredRecord] = [], known: Set<String> = [], neighbours: [StoredRecord] = []) -> PushRules.Context {
        PushRules.Context(current: Dictionary(uniqueKeysWithValues: current.map { ($0.key, $0) }), known: known,
                          neighbours: neighbours, memberships: memberships, babies: ["b1"])
    }

    let leanne = PushRules(device: "d2", person: .legacy("Leanne"), now: Date(timeIntervalSince1970: 1_767_384_000))

    /// The backend hands the plan the facts ``PushRules/needs(_:)`` read: the plan must be what reading
    /// them again gives, whatever is skipped, refused, rewritten or in conflict before or after.
    func testAPlanFromTheFactsTheNeedsReadIsThePlanFromTheRecords() {
        let gavins = stored(diaper("g", at: 0), device: "d1")
        let original = diaper("e1", at: 0)
        var theirs = diaper("e2", at: 30, by: "Gavin")
        theirs.notes = "from Gavin's phone"
        let changes = [change("x1", diaper("e3", at: 10)), change("x2", diaper("e4", at: 20)), change("x3", diaper("e1", at: 60, updated: 5), before: original),
                       change("x2", diaper("e4", at: 20)), change("x4", theirs), change("x5", sleep("s1", at: 40)),
                       SyncChange(id: "x6", key: "event:e9", before: nil, after: nil, by: "Leanne", at: t0),
                       SyncChange(id: "x7", key: "event:bad", before: nil, after: .object(["event": .string("no")]), by: "Leanne", at: t0)]
        let cases: [(PushRules, Set<String>)] = [(leanne, []), (leanne, ["x4"]), (PushRules(device: "d3", person: .legacy("Grandma"), now: t0), [])]
        for (rules, known) in cases {
            let loaded = context(current: [stored(diaper("e1", at: 30, updated: 9), device: "d1")], known: known, neighbours: [gavins])
            let read = rules.plan(changes, context: loaded)
            let given = rules.plan(changes, context: loaded, sent: PushRules.needs(changes).facts)
            XCTAssertEqual(given.accepted.map { $0.id }, read.accepted.map { $0.id })
            XCTAssertEqual(given.accepted.map { $0.after }, read.accepted.map { $0.after })
            XCTAssertEqual(given.acceptedFacts, read.acceptedFacts)
            XCTAssertEqual(given.refused, read.refused)
            XCTAssertEqual(given.conflicts.map { $0.kind }, read.conflicts.map { $0.kind })
            XCTAssertEqual(given.duplicates, read.duplicates)
        }
        XCTAssertEqual(PushRules.needs(changes).facts.count, changes.count)
        XCTAssertEqual(PushRules.needs(changes).facts[4].babyID, "b1")
    }

    func testARetriedChangeIsADuplicate() {
        let plan = leanne.plan([change("x1", diaper("e1", at: 0))], context: context(known: ["x1"]))
        XCTAssertEqual(plan.duplicates, 1)
        XCTAssertTrue(plan.accepted.isEmpty)
    }

    func testAnEditOnTopOfAnotherDevicesNewerVersionIsAnEditConflictAndStillKept() {
        let original = diaper("e1", at: 0)
        let gavins = diaper("e1", at: 60, updated: 10)
        let leannes = diaper("e1", at: 120, updated: 11)
        let plan = leanne.plan([change("x2", leannes, before: original)], context: context(current: [stored(gavins, device: "d1")]))
        XCTAssertEqual(plan.accepted.count, 1, "the later arrival becomes current")
        XCTAssertEqual(plan.conflicts.map(\.kind), [.edit])
        XCTAssertEqual(plan.conflicts.first?.first.record, record(gavins))
        XCTAssertEqual(plan.conflicts.first?.second.record, record(leannes))
    }

    func testEditingTheCurrentVersionOrOnesOwnIsNoConflict() {
        let original = diaper("e1", at: 0)
        let edited = diaper("e1", at: 60, updated: 5)
        XCTAssertTrue(leanne.plan([change("x3", edited, before: original)], context: context(current: [stored(original, device: "d1")])).conflicts.isEmpty)
        let mine = diaper("e1", at: 30, updated: 3)
        XCTAssertTrue(leanne.plan([change("x4", edited, before: original)], context: context(current: [stored(mine, device: "d2")])).conflicts.isEmpty)
    }

    func testSimilarEventsWithinFiveMinutesFromAnotherDevice() {
        let gavins = stored(diaper("g", at: 0), device: "d1")
        XCTAssertEqual(leanne.plan([change("x5", diaper("l", at: 299))], context: context(neighbours: [gavins])).conflicts.map(\.kind), [.similar])
        XCTAssertTrue(leanne.plan([change("x6", diaper("l", at: 301))], context: context(neighbours: [gavins])).conflicts.isEmpty)
        let own = stored(diaper("g", at: 0), device: "d2")
        XCTAssertTrue(leanne.plan([change("x7", diaper("l", at: 10))], context: context(neighbours: [own])).conflicts.isEmpty)
        var deleted = diaper("g", at: 0)
        deleted.deletedAt = t0
        XCTAssertTrue(leanne.plan([change("x8", diaper("l", at: 10))], context: context(neighbours: [stored(deleted, device: "d1")])).conflicts.isEmpty)
    }

    func testTwoSleepsInProgressConflictWhateverTheirStarts() {
        let gavins = stored(sleep("g", at: 0), device: "d1")
        let plan = leanne.plan([change("x9", sleep("l", at: 3_600))], context: context(neighbours: [gavins]))
        XCTAssertEqual(plan.conflicts.map(\.kind), [.similar])
    }

    func testSubscribersAndStrangersAreRefused() {
        let grandma = PushRules(device: "d3", person: .legacy("Grandma"), now: t0)
        XCTAssertEqual(grandma.plan([change("y1", diaper("e9", at: 0))], context: context()).refused["y1"], "a subscriber sees office hours only")
        let stranger = PushRules(device: "d4", person: .legacy("Mallory"), now: t0)
        XCTAssertEqual(stranger.plan([change("y2", diaper("e9", at: 0))], context: context()).refused["y2"], "not connected to this baby")
        var other = diaper("e9", at: 0)
        other.babyID = "someone-elses-baby"
        XCTAssertNotNil(leanne.plan([change("y3", other)], context: context()).refused["y3"], "a baby this household lacks")
        let caregiver = Membership(id: "m9", babyID: "b1", person: "Mallory", role: .caregiver, joinedAt: t0, addedBy: "Leanne")
        let promote = SyncChange(id: "y4", key: caregiver.record.key, before: nil, after: SyncChange.json(caregiver.record), by: "Leanne", at: t0)
        XCTAssertNotNil(leanne.plan([promote], context: context()).refused["y4"], "a caregiver cannot add caregivers")
    }

    /// Memberships from before person ids are their name's (`.legacy`); one bound to a person id is that
    /// person's alone, whatever name another token has.
    func testARoleComesFromThePersonIDNeverTheName() {
        var bound = Membership(id: "m5", babyID: "b2", person: "Gavin", role: .primary, joinedAt: t0, addedBy: "Gavin")
        bound.personID = "pGavin"
        let record = StoredRecord(key: bound.record.key, record: SyncChange.json(bound.record), device: "d1", person: "Gavin", seq: 1)
        let access = SyncAccess(memberships: [record], babies: ["b2"])
        XCTAssertEqual(access.role(of: SyncPerson(id: "pGavin", name: "Gavin"), baby: "b2"), .primary)
        XCTAssertNil(access.role(of: SyncPerson(id: "pMallory", name: "gavin"), baby: "b2"), "the same name, another person")
        XCTAssertNil(access.role(of: .legacy("Gavin"), baby: "b2"), "a name alone is no one once the membership has an id")
        var event = diaper("e10", at: 0)
        event.babyID = "b2"
        let impostor = PushRules(device: "d9", person: SyncPerson(id: "pMallory", name: "Gavin"), now: t0)
        let plan = impostor.plan([change("z1", event)], context: PushRules.Context(current: [:], known: [], neighbours: [], memberships: [record], babies: ["b2"]))
        XCTAssertEqual(plan.refused["z1"], "not connected to this baby")
    }

    func testAMembershipIsBoundToThePusherWhenItNamesThemAndItsIDNeverMoves() {
        let gavin = PushRules(device: "d1", person: SyncPerson(id: "pGavin", name: "Gavin"), now: t0)
        let own = Membership(id: "m6", babyID: "b3", person: "gavin", role: .primary, joinedAt: t0, addedBy: "Gavin")
        let nana = Membership(id: "m7", babyID: "b3", person: "Nana", role: .subscriber, joinedAt: t0, addedBy: "Gavin")
        let baby = Baby(id: "b3", name: "Huck", birthDate: "2025-01-01", createdAt: t0)
        let changes = [SyncChange(id: "n0", key: "baby:b3", before: nil, after: SyncChange.json(.baby(baby)), by: "Gavin", at: t0)]
            + [own, nana].enumerated().map { SyncChange(id: "n\($0.offset + 1)", key: $0.element.record.key, before: nil, after: SyncChange.json($0.element.record), by: "Gavin", at: t0) }
        let plan = gavin.plan(changes, context: PushRules.Context(current: [:], known: [], neighbours: [], memberships: [], babies: []))
        XCTAssertEqual(plan.accepted.count, 3, "\(plan.refused)")
        XCTAssertEqual(RecordFacts(key: own.record.key, json: plan.accepted[1].after).personID, "pGavin", "the pusher's own, by its name, once")
        XCTAssertNil(RecordFacts(key: nana.record.key, json: plan.accepted[2].after).personID, "someone else's stays unbound")
        // Re-pointing a bound membership at another person is refused, whoever asks.
        var moved = own
        moved.personID = "pMallory"
        let current = StoredRecord(key: own.record.key, record: plan.accepted[1].after, device: "d1", person: "Gavin", seq: 2)
        let move = SyncChange(id: "n4", key: own.record.key, before: plan.accepted[1].after, after: SyncChange.json(moved.record), by: "Gavin", at: t0)
        let refused = gavin.plan([move], context: PushRules.Context(current: [own.record.key: current], known: [], neighbours: [], memberships: [current], babies: ["b3"]))
        XCTAssertNotNil(refused.refused["n4"])
        // A membership for a baby this household does not have is refused.
        let foreign = Membership(id: "m8", babyID: "another-households-baby", person: "Gavin", role: .primary, joinedAt: t0, addedBy: "Gavin")
        let planted = SyncChange(id: "n5", key: foreign.record.key, before: nil, after: SyncChange.json(foreign.record), by: "Gavin", at: t0)
        XCTAssertEqual(gavin.plan([planted], context: context()).refused["n5"], "not connected to this baby")
    }

    func testMergeTakesTheLatestNonNullField() {
        var mine = diaper("e1", at: 0, updated: 10)
        mine.notes = "leaked"
        var theirs = diaper("e1", at: 60, updated: 20)
        theirs.data = .diaper(.dirty)
        let merged = try? SyncChange.record(ConflictMerge.merged(record(mine), record(theirs), mineArrivedLater: true))
        guard case .event(let event)?? = merged else { return XCTFail("no merge") }
        XCTAssertEqual(event.notes, "leaked", "only mine has a note")
        XCTAssertEqual(event.data, .diaper(.dirty), "theirs is newer")
        XCTAssertEqual(event.start.utc, theirs.start.utc)
        XCTAssertEqual(event.updatedAt, theirs.updatedAt)
        XCTAssertEqual(ConflictMerge.differences(record(mine), record(theirs)).map(\.field), ["data.contents", "end_time", "notes", "start_time"])
        // Stamps equal (two edits within one second): the version the server took last counts as the later.
        theirs.updatedAt = mine.updatedAt
        for (mineLater, expected) in [(true, DiaperContents.wet), (false, .dirty)] {
            guard case .event(let tie)?? = try? SyncChange.record(ConflictMerge.merged(record(mine), record(theirs), mineArrivedLater: mineLater)) else {
                return XCTFail("no merge")
            }
            XCTAssertEqual(tie.data, .diaper(expected))
        }
    }
}
