import Foundation
import HushKit

extension PushWrite {
    /// One household's share of a batch's write: its plan's changes numbered, the records they leave
    /// current, its conflicts. A class: a part is handed through a batch's lists several times, and as a
    /// struct of seventeen arrays each copy and release went through its value witnesses, about 3%
    /// of a push's instructions.
    ///
    /// ```swift
    /// let part = try PushWrite.Part(household: id, device: device, expected: 41, plan: plan)
    /// part.seq   // 41 + the accepted changes
    /// ```
    final class Part: Sendable {
        let household: String
        let seq: Int
        let expected: Int
        let device: String
        let person: String
        let changes: (seqs: [Int], ids: [String], bodies: [String])
        let records: (keys: [String], bodies: [String?], seqs: [Int], kinds: [String], babies: [String?],
                      types: [String?], starts: [Date?], open: [Bool], invites: [String?])
        let conflicts: (ids: [String], bodies: [String])

        /// Numbers the accepted changes from `expected + 1`. A key changed twice in one push is written
        /// once, as its last change left it (one row may not be upserted twice in one statement).
        init(household: String, device: DeviceRecord, expected: Int, plan: PushPlan) throws {
            self.household = household
            self.expected = expected
            self.device = device.id
            self.person = device.person
            var changes = (seqs: [Int](), ids: [String](), bodies: [String]())
            var records = (keys: [String](), bodies: [String?](), seqs: [Int](), kinds: [String](), babies: [String?](),
                           types: [String?](), starts: [Date?](), open: [Bool](), invites: [String?]())
            var conflicts = (ids: [String](), bodies: [String]())
            var seq = expected
            var last: [String: Int] = [:]
            var afters: [String?] = []
            for change in plan.accepted {
                seq += 1
                let texts = PushWrite.texts(change)
                changes.seqs.append(seq)
                changes.ids.append(change.id)
                changes.bodies.append(texts.change)
                afters.append(texts.record)
                last[change.key] = changes.ids.count - 1
            }
            self.seq = seq
            for (offset, change) in plan.accepted.enumerated() where last[change.key] == offset {
                let facts = plan.acceptedFacts[offset]
                records.keys.append(change.key)
                records.bodies.append(afters[offset])
                records.seqs.append(changes.seqs[offset])
                records.kinds.append(facts.kind)
                records.babies.append(facts.babyID)
                records.types.append(facts.eventType)
                records.starts.append(facts.start)
                records.open.append(facts.isOpen && !facts.isDeleted)
                records.invites.append(facts.inviteCode)
            }
            for conflict in plan.conflicts {
                conflicts.ids.append(conflict.id)
                conflicts.bodies.append(try PostgresLedger.text(conflict))
            }
            self.changes = changes
            self.records = records
            self.conflicts = conflicts
        }
    }
}
