import Foundation
import HushKit
import PostgresNIO

/// The ledger's operations in SQL. Records and changes are kept as JSON text; the columns beside them
/// are what the rules search by.
extension PostgresLedger {
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    private static func text<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private static func value<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(text.utf8))
    }

    public func createHousehold(_ household: String, device: DeviceRecord) async throws {
        try await client.withTransaction(logger: logger) { connection in
            try await connection.query("INSERT INTO hush_households (id) VALUES (\(household))", logger: logger)
            try await insert(device, connection)
        }
    }

    public func addDevice(_ device: DeviceRecord) async throws {
        try await client.withConnection { try await insert(device, $0) }
    }

    private func insert(_ device: DeviceRecord, _ connection: PostgresConnection) async throws {
        try await connection.query("""
            INSERT INTO hush_devices (id, household, person, token_hash, created_at)
            VALUES (\(device.id), \(device.household), \(device.person), \(device.tokenHash), \(device.createdAt))
            """, logger: logger)
    }

    private func devices(_ query: PostgresQuery) async throws -> [DeviceRecord] {
        var found: [DeviceRecord] = []
        let rows = try await client.query(query, logger: logger)
        for try await (id, household, person, hash, created, revoked) in rows.decode((String, String, String, String, String, String?).self) {
            var device = DeviceRecord(id: id, household: household, person: person, tokenHash: hash, createdAt: Date())
            device.createdAt = created
            device.revokedAt = revoked
            found.append(device)
        }
        return found
    }

    public func device(tokenHash: String) async throws -> DeviceRecord? {
        try await devices("SELECT id, household, person, token_hash, created_at, revoked_at FROM hush_devices WHERE token_hash = \(tokenHash)").first
    }

    public func devices(household: String) async throws -> [DeviceRecord] {
        try await devices("""
            SELECT id, household, person, token_hash, created_at, revoked_at FROM hush_devices WHERE household = \(household) ORDER BY created_at, id
            """)
    }

    public func revoke(device: String, household: String, at: Date) async throws -> Bool {
        let stamp = UTCText.format(at)
        let rows = try await client.query("""
            UPDATE hush_devices SET revoked_at = COALESCE(revoked_at, \(stamp)) WHERE id = \(device) AND household = \(household) RETURNING id
            """, logger: logger)
        for try await _ in rows.decode(String.self) { return true }
        return false
    }

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
            let plan = PushRules(device: device.id, person: device.person, now: now, trusted: trusted).plan(changes, context: context)
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

    private func decodeRecords(_ rows: PostgresRowSequence) async throws -> [StoredRecord] {
        var found: [StoredRecord] = []
        for try await (key, record, device, person, seq) in rows.decode((String, String?, String, String, Int).self) {
            found.append(StoredRecord(key: key, record: try record.map { try Self.value(JSONValue.self, $0) }, device: device, person: person, seq: seq))
        }
        return found
    }

    private func records(_ keys: [String], household: String, _ connection: PostgresConnection) async throws -> [StoredRecord] {
        guard !keys.isEmpty else { return [] }
        return try await decodeRecords(try await connection.query("""
            SELECT key, record, device, person, seq FROM hush_records WHERE household = \(household) AND key = ANY(\(keys))
            """, logger: logger))
    }

    private func records(kind: String, household: String, _ connection: PostgresConnection) async throws -> [StoredRecord] {
        try await decodeRecords(try await connection.query("""
            SELECT key, record, device, person, seq FROM hush_records WHERE household = \(household) AND kind = \(kind)
            """, logger: logger))
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

    public func changes(household: String, after seq: Int, limit: Int) async throws -> [ServerChange] {
        var found: [ServerChange] = []
        let rows = try await client.query("""
            SELECT seq, device, person, body FROM hush_changes WHERE household = \(household) AND seq > \(seq) ORDER BY seq LIMIT \(limit)
            """, logger: logger)
        for try await (seq, device, person, body) in rows.decode((Int, String, String, String).self) {
            found.append(ServerChange(seq: seq, device: device, person: person, change: try Self.value(SyncChange.self, body)))
        }
        return found
    }

    public func latestSeq(household: String) async throws -> Int {
        for try await seq in try await client.query("SELECT seq FROM hush_households WHERE id = \(household)", logger: logger).decode(Int.self) {
            return seq
        }
        return 0
    }

    public func records(household: String, keys: [String]) async throws -> [StoredRecord] {
        try await client.withConnection { try await records(keys, household: household, $0) }
    }

    public func records(household: String, kind: String) async throws -> [StoredRecord] {
        try await client.withConnection { try await records(kind: kind, household: household, $0) }
    }

    public func conflicts(household: String) async throws -> [SyncConflict] {
        var found: [SyncConflict] = []
        let rows = try await client.query("SELECT body FROM hush_conflicts WHERE household = \(household) ORDER BY created", logger: logger)
        for try await body in rows.decode(String.self) { found.append(try Self.value(SyncConflict.self, body)) }
        return found
    }

    public func resolve(conflict: String, household: String, resolution: String, at: Date) async throws -> Bool {
        let logger = self.logger
        let resolved = try await client.withTransaction(logger: logger) { connection -> Bool in
            var body: String?
            for try await text in try await connection.query("""
                SELECT body FROM hush_conflicts WHERE household = \(household) AND id = \(conflict) FOR UPDATE
                """, logger: logger).decode(String.self) {
                body = text
            }
            guard let body, var open = try? Self.value(SyncConflict.self, body), open.resolvedAt == nil else { return false }
            open.resolvedAt = UTCText.format(at)
            open.resolution = resolution
            try await connection.query("UPDATE hush_conflicts SET body = \(try Self.text(open)) WHERE household = \(household) AND id = \(conflict)", logger: logger)
            return true
        }
        if resolved { feed.publish(household: household, seq: try await latestSeq(household: household)) }
        return resolved
    }

    public func invite(code: String) async throws -> (household: String, record: StoredRecord)? {
        let rows = try await client.query("""
            SELECT household, key, record, device, person, seq FROM hush_records WHERE invite_code = \(code) LIMIT 1
            """, logger: logger)
        for try await (household, key, record, device, person, seq) in rows.decode((String, String, String?, String, String, Int).self) {
            return (household, StoredRecord(key: key, record: try record.map { try Self.value(JSONValue.self, $0) }, device: device, person: person, seq: seq))
        }
        return nil
    }
}
