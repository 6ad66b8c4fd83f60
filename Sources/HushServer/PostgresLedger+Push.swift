import Foundation
import HushKit
import PostgresNIO

/// A push in one transaction: the household's row locked, ``PushRules`` fed from the tables, what they
/// accept written, and `NOTIFY` sent for the other servers once it commits.
extension PostgresLedger {
    public func push(_ changes: [SyncChange], by device: DeviceRecord, now: Date, trusted: Bool) async throws -> PushReply {
        let logger = self.logger
        let (reply, changed) = try await client.withTransaction(logger: logger) { connection -> (PushReply, Bool) in
            // The household's row lock: pushes to one household run one at a time, on any server.
            var seq = 0
            for try await value in try await connection.query("SELECT seq FROM hush_households WHERE id = \(device.household) FOR UPDATE", logger: logger).decode(Int.self) {
                seq = value
            }
            let needs = PushRules.needs(changes)
            let context = PushRules.Context(
                current: Dictionary(try await records(needs.keys, household: device.household, connection).map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a }),
                known: try await known(needs.changeIDs, household: device.household, connection),
                neighbours: try await neighbours(needs.probes, household: device.household, connection),
                memberships: try await records(kind: Membership.kind, household: device.household, connection),
                babies: Set(try await records(kind: "baby", household: device.household, connection).compactMap(\.facts.babyID)))
            let plan = PushRules(device: device.id, person: device.identity, now: now, trusted: trusted).plan(changes, context: context)
            for change in plan.accepted {
                seq += 1
                try await record(ServerChange(seq: seq, device: device.id, person: device.person, change: change), household: device.household, connection)
            }
            for conflict in plan.conflicts {
                try await connection.query("""
                    INSERT INTO hush_conflicts (household, id, body) VALUES (\(device.household), \(conflict.id), \(try Self.text(conflict)))
                    ON CONFLICT DO NOTHING
                    """, logger: logger)
            }
            let changed = !plan.accepted.isEmpty || !plan.conflicts.isEmpty
            if changed {
                try await connection.query("UPDATE hush_households SET seq = \(seq) WHERE id = \(device.household)", logger: logger)
                // Delivered to every listening server when the transaction commits, never before.
                try await connection.query("SELECT pg_notify(\(Self.channel), \(device.household + " " + String(seq)))", logger: logger)
            }
            return (PushReply(plan: plan, seq: seq), changed)
        }
        if changed { feed.publish(household: device.household, seq: reply.seq) }
        return reply
    }

    private func record(_ change: ServerChange, household: String, _ connection: PostgresConnection) async throws {
        let facts = RecordFacts(key: change.change.key, json: change.change.after)
        let body = try Self.text(change.change)
        let record = try change.change.after.map { try Self.text($0) }
        try await connection.query("""
            INSERT INTO hush_changes (household, seq, change_id, device, person, body)
            VALUES (\(household), \(change.seq), \(change.change.id), \(change.device), \(change.person), \(body))
            """, logger: logger)
        try await connection.query("""
            INSERT INTO hush_records (household, key, record, device, person, seq, kind, baby_id, event_type, start_utc, open, invite_code)
            VALUES (\(household), \(change.change.key), \(record), \(change.device), \(change.person), \(change.seq), \(facts.kind),
                    \(facts.babyID), \(facts.eventType), \(facts.start), \(facts.isOpen && !facts.isDeleted), \(facts.inviteCode))
            ON CONFLICT (household, key) DO UPDATE SET record = EXCLUDED.record, device = EXCLUDED.device, person = EXCLUDED.person,
                seq = EXCLUDED.seq, kind = EXCLUDED.kind, baby_id = EXCLUDED.baby_id, event_type = EXCLUDED.event_type,
                start_utc = EXCLUDED.start_utc, open = EXCLUDED.open, invite_code = EXCLUDED.invite_code
            """, logger: logger)
    }

    private func known(_ ids: [String], household: String, _ connection: PostgresConnection) async throws -> Set<String> {
        guard !ids.isEmpty else { return [] }
        var found: Set<String> = []
        let rows = try await connection.query("SELECT change_id FROM hush_changes WHERE household = \(household) AND change_id = ANY(\(ids))", logger: logger)
        for try await id in rows.decode(String.self) { found.insert(id) }
        return found
    }

    /// Events near the probes, one query per run of probes of one baby and type (a bulk push of a day's
    /// events is a handful of queries, not one per event); ``PushRules`` applies the exact window.
    private func neighbours(_ probes: [(baby: String, type: String, start: Date, open: Bool)], household: String,
                            _ connection: PostgresConnection) async throws -> [StoredRecord] {
        var found: [String: StoredRecord] = [:]
        // Probes of one baby and type, in runs whose starts lie close together: a bulk push of a day's
        // events is a few queries, and none reads a whole history.
        var groups: [[(baby: String, type: String, start: Date, open: Bool)]] = []
        for same in Dictionary(grouping: probes, by: { $0.baby + "\u{0}" + $0.type }).values {
            for probe in same.sorted(by: { $0.start < $1.start }) {
                if let last = groups.last?.last, last.baby == probe.baby, last.type == probe.type,
                   probe.start.timeIntervalSince(last.start) <= 3 * PushRules.similarWindow {
                    groups[groups.count - 1].append(probe)
                } else {
                    groups.append([probe])
                }
            }
        }
        for group in groups {
            let first = group[0]
            let from = group.map(\.start).min()!.addingTimeInterval(-PushRules.similarWindow)
            let to = group.map(\.start).max()!.addingTimeInterval(PushRules.similarWindow)
            let open = group.contains { $0.open }
            for record in try await decodeRecords(try await connection.query("""
                SELECT key, record, device, person, seq FROM hush_records
                WHERE household = \(household) AND baby_id = \(first.baby) AND event_type = \(first.type)
                  AND (start_utc BETWEEN \(from) AND \(to) OR (\(open) AND open))
                """, logger: logger)) {
                found[record.key] = record
            }
        }
        return Array(found.values)
    }
}
