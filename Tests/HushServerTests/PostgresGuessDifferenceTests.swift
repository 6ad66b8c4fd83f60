import Foundation
@testable import HushDomain
@testable import HushStore
@testable import HushKit
@testable import HushServer
import Logging
import XCTest

/// A push planned from a snapshot must be answered exactly as one planned from a read. Two ledgers on
/// the PostgreSQL the sync tests use (`HUSH_TEST_POSTGRES`): one keeps snapshots, the other none (every
/// push read), each with a household of its own, and both get the same random pushes one after another:
/// new diapers near and far from the other device's, sleeps left open, changes sent again, records made
/// anew under a key already held, babies added and events for babies the household has or lacks. Every
/// answer and the households' changes must be the same.
final class PostgresGuessDifferenceTests: XCTestCase {
    fileprivate let f = BatchFamilies(run: String(UUID().uuidString.prefix(8).lowercased()))

    func testGuessedAndReadPushesGetTheSameAnswers() async throws {
        // HUSH_TEST_SEED replays a run that failed (its seed is in the failure's message).
        let seed = ProcessInfo.processInfo.environment["HUSH_TEST_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64.max)
        try await compare(seed: seed)
    }

    /// A seed that once found a difference, run every time: an existing event sent again under a baby
    /// the device is not connected to, beside two new ones. A guess had no stored record to see the move
    /// in, so it refused for the connection where a read refused for the move; a guess's refusals are
    /// now read again. Its pushes also go through every form of the write a guess uses.
    func testAChangeRefusedBesideAcceptedOnesGetsTheReadsReason() async throws {
        try await compare(seed: 4_380_658_865_532_981_637, everyForm: true)
    }

    private func compare(seed: UInt64, everyForm: Bool = false) async throws {
        let guessing = try await BatchFamilies.ledger("PostgresGuessDifferenceTests")
        let reading = try await BatchFamilies.ledger("PostgresGuessDifferenceTests", snapshots: 0)
        let sides = [(guessing, 1), (reading, 2)]
        for (ledger, number) in sides {
            try await ledger.createHousehold(f.device(number).household, device: f.device(number))
            try await ledger.addDevice(f.device(number, "-b"))
            let baby = Baby(id: "b1", name: "Eddie", birthDate: "2025-09-01", createdAt: f.t0)
            let membership = Membership(id: "m1", babyID: "b1", person: "Gavin", role: .primary, joinedAt: f.t0, addedBy: "Gavin")
            let first = try await ledger.push([f.change("baby", .baby(baby)), f.change("member", membership.record)],
                                              by: f.device(number), now: f.t0, trusted: false)
            XCTAssertEqual(first.accepted, 2, "\(first.refused)")
        }
        var script = PushScript(run: f.run, t0: f.t0, seed: seed)
        for step in 0..<300 {
            let (changes, byOther) = script.next()
            var answers: [String] = []
            for (ledger, number) in sides {
                let device = f.device(number, byOther ? "-b" : "")
                do {
                    let reply = try await ledger.push(changes, by: device, now: f.t0, trusted: false)
                    answers.append("accepted \(reply.accepted) duplicates \(reply.duplicates) refused \(reply.refused.sorted { $0.key < $1.key }) "
                                   + "conflicts \(reply.conflicts.map(\.kind)) seq \(reply.seq)")
                } catch {
                    answers.append("\(error)")
                }
            }
            XCTAssertEqual(answers[0], answers[1], "step \(step) of seed \(seed): \(changes.map(\.id))")
        }
        let kept = try await guessing.changes(household: f.device(1).household, after: 0, limit: 1_000)
        let read = try await reading.changes(household: f.device(2).household, after: 0, limit: 1_000)
        XCTAssertEqual(kept.map(\.change.id), read.map(\.change.id), "seed \(seed)")
        XCTAssertNotNil(guessing.snapshots[f.device(1).household], "the guessing ledger kept its household's snapshot")
        XCTAssertEqual(reading.snapshots.count, 0)
        // The write leaves out what a batch does not use (``PushWrite/Form``): the answers above came
        // through the forms with a guess's doubts, with an open sleep's, and with conflicts.
        // A random script may, rarely, write no guessed open sleep or conflict; the fixed seed does both.
        let forms = guessing.statements.names.filter { $0.hasPrefix(PushWrite.name) }
        XCTAssertTrue(forms.contains { $0.contains("doubts: true") }, "seed \(seed): \(forms)")
        if everyForm {
            XCTAssertTrue(forms.contains { $0.contains("open sleeps: true") }, "seed \(seed): \(forms)")
            XCTAssertTrue(forms.contains { $0.contains("conflicts: true") }, "seed \(seed): \(forms)")
        }
        XCTAssertTrue(reading.statements.names.filter { $0.hasPrefix(PushWrite.name) }.allSatisfy { $0.contains("doubts: false") })
        try await guessing.close()
        try await reading.close()
    }
}

/// The random pushes, the same for both households: what was sent before is remembered so it can be sent
/// again, or its key made anew.
private struct PushScript {
    let run: String
    let t0: Date
    var random: SeededGenerator
    var sent: [SyncChange] = []
    var eventIDs: [String] = []
    var minutes: [Int] = []
    var count = 0

    init(run: String, t0: Date, seed: UInt64) {
        self.run = run
        self.t0 = t0
        random = SeededGenerator(seed: seed)
    }

    /// One push: its changes, and whether the household's other device sends it.
    mutating func next() -> ([SyncChange], Bool) {
        let size = random.below(2) == 0 ? 2 + random.below(2) : 1
        let changes = (0..<size).map { _ in change() }
        return (changes, random.below(2) == 0)
    }

    private mutating func change() -> SyncChange {
        count += 1
        let roll = random.below(20)
        if roll < 2, let old = sent.randomElement(using: &random) { return old }
        let made: SyncChange
        switch roll {
        case 2..<4 where !eventIDs.isEmpty:
            made = fresh(event(eventIDs[random.below(eventIDs.count)], baby: "b1", sleep: false))
        case 4:
            made = fresh(.baby(Baby(id: ["b2", "b3"][random.below(2)], name: "Ada", birthDate: "2026-01-01", createdAt: t0)))
        case 5..<8:
            made = fresh(event(newID(), baby: ["b1", "b2", "b3", "b9"][random.below(4)], sleep: false))
        case 8..<10:
            made = fresh(event(newID(), baby: "b1", sleep: true))
        default:
            made = fresh(event(newID(), baby: "b1", sleep: false))
        }
        sent.append(made)
        return made
    }

    private mutating func newID() -> String {
        let id = "e\(count)"
        eventIDs.append(id)
        return id
    }

    private func fresh(_ record: StoreRecord) -> SyncChange {
        SyncChange(id: "\(run)-c\(count)", key: record.key, before: nil, after: SyncChange.json(record), by: "Gavin", at: t0)
    }

    /// A wet diaper, or a sleep left open, somewhere in two weeks, or one time in four within three
    /// minutes of an event sent before.
    private mutating func event(_ id: String, baby: String, sleep: Bool) -> StoreRecord {
        let minute = random.below(4) == 0 && !minutes.isEmpty ? minutes[random.below(minutes.count)] + random.below(7) - 3 : random.below(20_000)
        minutes.append(minute)
        let start = EventTimestamp(utc: t0.addingTimeInterval(Double(minute) * 60), timezone: "UTC", offsetSeconds: 0)
        return .event(Event(id: "\(run)-\(id)", babyID: baby, loggedBy: "Gavin", start: start, end: sleep ? nil : start,
                            data: sleep ? .sleep : .diaper(.wet), createdAt: t0))
    }
}

extension SeededGenerator {
    /// A number in `0..<bound`, the same for a seed on every machine.
    fileprivate mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
