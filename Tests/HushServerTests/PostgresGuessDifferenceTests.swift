import Foundation
@testable import HushDomain
@testable import HushStore
@testable import HushKit
@testable import HushServer
import Logging
import XCTest

/// A push planned from a snapshot must be answered exactly as one planned from a read, and the embedded
/// ledger must answer as PostgreSQL does. Two ledgers on the PostgreSQL the sync tests use
/// (`HUSH_TEST_POSTGRES`): one keeps snapshots, the other none (every push read); and an embedded one in
/// a folder of its own. Each has a household of its own, and all three get the same random pushes one
/// after another: new diapers near and far from the other device's, sleeps left open, changes sent again,
/// records made anew under a key already held, babies added and events for babies the household has or
/// lacks. Every answer and the households' changes must be the same.
final class PostgresGuessDifferenceTests: XCTestCase {
    fileprivate let f = BatchFamilies(run: String(UUID().uuidString.prefix(8).lowercased()))

    func testGuessedAndReadPushesGetTheSameAnswers() async throws {
        // HUSH_TEST_SEED replays a run that failed (its seed is in the failure's message).
        let seed = ProcessInfo.processInfo.environment["HUSH_TEST_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64.max)
        try await compare(seed: seed, people: true)
    }

    /// A seed that once found a difference, run every time: an existing event sent again under a baby
    /// the device is not connected to, beside two new ones. A guess had no stored record to see the move
    /// in, so it refused for the connection where a read refused for the move; a guess's refusals are
    /// now read again. Its pushes also go through every form of the write a guess uses.
    func testAChangeRefusedBesideAcceptedOnesGetsTheReadsReason() async throws {
        try await compare(seed: 4_380_658_865_532_981_637, everyForm: true)
    }

    /// `people`: Leanne (a caregiver) and Grandma (a subscriber) push too, and pushes edit events and
    /// Grandma's membership, besides making records (the fixed seed's script is the one it failed with).
    private func compare(seed: UInt64, everyForm: Bool = false, people: Bool = false) async throws {
        let guessing = try await BatchFamilies.ledger("PostgresGuessDifferenceTests")
        let reading = try await BatchFamilies.ledger("PostgresGuessDifferenceTests", snapshots: 0)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hush-ledger-difference-\(f.run)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let embedded = try FileLedger(directory: folder, logger: BatchFamilies.logger("PostgresGuessDifferenceTests"))
        let sides: [(any HouseholdLedger, Int)] = [(guessing, 1), (reading, 2), (embedded, 3)]
        for (ledger, number) in sides {
            try await ledger.createHousehold(f.device(number).household, device: f.device(number))
            try await ledger.addDevice(f.device(number, "-b"))
            let baby = Baby(id: "b1", name: "Eddie", birthDate: "2025-09-01", createdAt: f.t0)
            let membership = Membership(id: "m1", babyID: "b1", person: "Gavin", role: .primary, joinedAt: f.t0, addedBy: "Gavin")
            let first = try await ledger.push([f.change("baby", .baby(baby)), f.change("member", membership.record)],
                                              by: f.device(number), now: f.t0, trusted: false)
            XCTAssertEqual(first.accepted, 2, "\(first.refused)")
            for pusher in [PushScript.Pusher.leanne, .grandma] {
                let device = pusher.device(f, number)
                try await ledger.addDevice(device)
                // Bound to their person ids as joining binds them: the server's own change.
                let joined = try await ledger.push([f.change("member-\(device.person)", pusher.membership(f.t0)!.record)],
                                                   by: f.device(number), now: f.t0, trusted: true)
                XCTAssertEqual(joined.accepted, 1, "\(joined.refused)")
            }
        }
        var script = PushScript(run: f.run, t0: f.t0, seed: seed, people: people)
        for step in 0..<300 {
            let (changes, pusher) = script.next()
            var answers: [String] = []
            for (ledger, number) in sides {
                let device = pusher.device(f, number)
                do {
                    let reply = try await ledger.push(changes, by: device, now: f.t0, trusted: false)
                    answers.append("accepted \(reply.accepted) duplicates \(reply.duplicates) refused \(reply.refused.sorted { $0.key < $1.key }) "
                                   + "conflicts \(reply.conflicts.map(\.kind)) seq \(reply.seq)")
                } catch {
                    answers.append("\(error)")
                }
            }
            XCTAssertEqual(answers[0], answers[1], "guessed and read: step \(step) of seed \(seed): \(changes.map(\.id))")
            XCTAssertEqual(answers[1], answers[2], "PostgreSQL and embedded: step \(step) of seed \(seed): \(changes.map(\.id))")
        }
        let kept = try await guessing.changes(household: f.device(1).household, after: 0, limit: 1_000)
        let read = try await reading.changes(household: f.device(2).household, after: 0, limit: 1_000)
        let held = try await embedded.changes(household: f.device(3).household, after: 0, limit: 1_000)
        XCTAssertEqual(kept.map(\.change.id), read.map(\.change.id), "seed \(seed)")
        XCTAssertEqual(read.map(\.change.id), held.map(\.change.id), "seed \(seed)")
        XCTAssertEqual(reading.snapshots.count, 0)
        // The write leaves out what a batch does not use (``PushWrite/Form``): the answers above came
        // through the forms with a guess's doubts, with an open sleep's, and with conflicts.
        // A random script may, rarely, write no guessed open sleep or conflict; the fixed seed does both.
        let forms = guessing.statements.names.filter { $0.hasPrefix(PushWrite.name) }
        XCTAssertTrue(forms.contains { $0.contains("doubts: true") }, "seed \(seed): \(forms)")
        if everyForm {
            // A random script's last push may drop the snapshot (a refusal, or a record other than an event).
            XCTAssertNotNil(guessing.snapshots[f.device(1).household], "the guessing ledger kept its household's snapshot")
            XCTAssertTrue(forms.contains { $0.contains("open sleeps: true") }, "seed \(seed): \(forms)")
            XCTAssertTrue(forms.contains { $0.contains("conflicts: true") }, "seed \(seed): \(forms)")
        }
        XCTAssertTrue(reading.statements.names.filter { $0.hasPrefix(PushWrite.name) }.allSatisfy { $0.contains("doubts: false") })
        try await guessing.close()
        try await reading.close()
        await embedded.close()
    }
}

/// The random pushes, the same for every household: what was sent before is remembered so it can be sent
/// again, edited, or its key made anew.
private struct PushScript {
    /// Who sends a push: Gavin (the primary) from either of his devices, Leanne (a caregiver) or Grandma
    /// (a subscriber).
    enum Pusher {
        case gavin, gavinsOther, leanne, grandma

        func device(_ f: BatchFamilies, _ number: Int) -> DeviceRecord {
            switch self {
            case .gavin: return f.device(number)
            case .gavinsOther: return f.device(number, "-b")
            case .leanne, .grandma:
                let person = self == .leanne ? "Leanne" : "Grandma"
                return DeviceRecord(id: "batch-\(f.run)-d\(number)-\(person)", household: f.device(number).household, person: person,
                                    personID: "p\(person)", tokenHash: "batch-\(f.run)-t\(number)-\(person)", createdAt: f.t0)
            }
        }

        /// Their membership of Eddie, bound to their person id; none kept for Gavin here.
        func membership(_ t0: Date, role: Membership.Role? = nil) -> Membership? {
            let person: String, given: Membership.Role
            switch self {
            case .gavin, .gavinsOther: return nil
            case .leanne: (person, given) = ("Leanne", .caregiver)
            case .grandma: (person, given) = ("Grandma", .subscriber)
            }
            var membership = Membership(id: "m-\(person)", babyID: "b1", person: person, role: role ?? given, joinedAt: t0, addedBy: "Gavin")
            membership.personID = "p\(person)"
            return membership
        }
    }

    let run: String
    let t0: Date
    let people: Bool
    var random: SeededGenerator
    var sent: [SyncChange] = []
    /// The last version sent of each event key, which an edit names as the one it replaces.
    var lastSent: [String: JSONValue] = [:]
    var eventIDs: [String] = []
    var minutes: [Int] = []
    var count = 0

    init(run: String, t0: Date, seed: UInt64, people: Bool) {
        self.run = run
        self.t0 = t0
        self.people = people
        random = SeededGenerator(seed: seed)
    }

    /// One push: its changes, and who sends it.
    mutating func next() -> ([SyncChange], Pusher) {
        let size = random.below(2) == 0 ? 2 + random.below(2) : 1
        let changes = (0..<size).map { _ in change() }
        let pusher: Pusher = random.below(2) == 0 ? .gavinsOther : .gavin
        guard people else { return (changes, pusher) }
        return (changes, [pusher, pusher, .leanne, .grandma][random.below(4)])
    }

    private mutating func change() -> SyncChange {
        count += 1
        let roll = random.below(people ? 24 : 20)
        if roll < 2, let old = sent.randomElement(using: &random) { return old }
        let made: SyncChange
        switch roll {
        case 20..<23 where !eventIDs.isEmpty:
            // An edit: a new time for an event sent before, naming the version last sent (which the server
            // may hold as another device's, or not at all).
            let id = eventIDs[random.below(eventIDs.count)]
            let record = event(id, baby: "b1", sleep: false)
            made = SyncChange(id: "\(run)-c\(count)", key: record.key, before: lastSent[record.key], after: SyncChange.json(record),
                              by: "Gavin", at: t0)
        case 23:
            // Grandma's membership made a caregiver's or a primary's, or left as it is.
            let role = [Membership.Role.caregiver, .primary, .subscriber][random.below(3)]
            let original = PushScript.Pusher.grandma.membership(t0)!
            let changed = PushScript.Pusher.grandma.membership(t0, role: role)!
            made = SyncChange(id: "\(run)-c\(count)", key: changed.record.key, before: SyncChange.json(original.record),
                              after: SyncChange.json(changed.record), by: "Gavin", at: t0)
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
        if made.key.hasPrefix("event:") { lastSent[made.key] = made.after }
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
