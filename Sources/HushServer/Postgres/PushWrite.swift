import Foundation
import HushKit
import PostgresNIO

/// What a push's plan keeps, written in one statement: the household's sequence number moved on, the
/// accepted changes, the records they leave current, and the conflicts they open. Written only if the
/// household is still at the sequence number the plan was made from (`expected`): the update waits for
/// any push writing the same household and then sees its result, so a plan made from an older state
/// writes nothing and answers 0 rows, and the push is planned again.
///
/// An invite removed (or pushed without a readable code) keeps the code it had: a code is never given to
/// another invite (``InviteCodeHolder``), and the unique index refuses a write that would.
///
/// ```swift
/// let write = try PushWrite(household: id, device: device, expected: 41, plan: plan)
/// let written = try await statements.rows(write, on: connection)   // one row, [1] when written, else [0]
/// ```
struct PushWrite: KeptStatement {
    /// Its type's name, written out: PostgresNIO's own prepared statements worked the name out by
    /// reflection (`String(reflecting:)`) on every call, 1.5% of the server's processor time under a push
    /// load. It keys the statement on its connection (``PreparedStatements``).
    static let name = "HushServer.PushWrite"
    static let sql = """
        WITH bump AS (
            UPDATE hush_households SET seq = $2 WHERE id = $1 AND seq = $3 RETURNING id
        ), changes AS (
            INSERT INTO hush_changes (household, seq, change_id, device, person, body)
            SELECT bump.id, c.seq, c.change_id, $4, $5, c.body
              FROM bump, unnest($6::bigint[], $7::text[], $8::text[]) AS c(seq, change_id, body)
        ), records AS (
            INSERT INTO hush_records (household, key, record, device, person, seq, kind, baby_id, event_type, start_utc, open, invite_code)
            SELECT bump.id, r.key, r.record, $4, $5, r.seq, r.kind, r.baby_id, r.event_type, r.start_utc, r.open, r.invite_code
              FROM bump, unnest($9::text[], $10::text[], $11::bigint[], $12::text[], $13::text[], $14::text[], $15::timestamptz[],
                                $16::boolean[], $17::text[])
                         AS r(key, record, seq, kind, baby_id, event_type, start_utc, open, invite_code)
            ON CONFLICT (household, key) DO UPDATE SET record = EXCLUDED.record, device = EXCLUDED.device, person = EXCLUDED.person,
                seq = EXCLUDED.seq, kind = EXCLUDED.kind, baby_id = EXCLUDED.baby_id, event_type = EXCLUDED.event_type,
                start_utc = EXCLUDED.start_utc, open = EXCLUDED.open,
                invite_code = COALESCE(EXCLUDED.invite_code, hush_records.invite_code)
        ), conflicts AS (
            INSERT INTO hush_conflicts (household, id, body)
            SELECT bump.id, c.id, c.body FROM bump, unnest($18::text[], $19::text[]) WITH ORDINALITY AS c(id, body, n) ORDER BY c.n
            ON CONFLICT DO NOTHING
        )
        SELECT count(*)::text FROM bump
        """

    typealias Row = Int

    var household: String
    var seq: Int
    var expected: Int
    var device: String
    var person: String
    var changes = (seqs: [Int](), ids: [String](), bodies: [String]())
    var records = (keys: [String](), bodies: [String?](), seqs: [Int](), kinds: [String](), babies: [String?](),
                   types: [String?](), starts: [Date?](), open: [Bool](), invites: [String?]())
    var conflicts = (ids: [String](), bodies: [String]())

    /// Numbers the accepted changes from `expected + 1`. A key changed twice in one push is written once,
    /// as its last change left it (one row may not be upserted twice in one statement).
    init(household: String, device: DeviceRecord, expected: Int, plan: PushPlan) throws {
        self.household = household
        self.expected = expected
        self.device = device.id
        self.person = device.person
        var seq = expected
        var last: [String: Int] = [:]
        for change in plan.accepted {
            seq += 1
            changes.seqs.append(seq)
            changes.ids.append(change.id)
            changes.bodies.append(Self.text(change))
            last[change.key] = changes.ids.count - 1
        }
        self.seq = seq
        for (offset, change) in plan.accepted.enumerated() where last[change.key] == offset {
            let facts = RecordFacts(key: change.key, json: change.after)
            records.keys.append(change.key)
            records.bodies.append(change.after.map(Self.text))
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
    }

    /// A change as `Codable` writes it, written as the journal line writes it (``LedgerOperation/write(_:into:)``,
    /// byte for byte the same: `LedgerLineTests`): the encoder's tree was 2.8% of the server's processor
    /// time under a push load.
    static func text(_ change: SyncChange) -> String {
        var bytes: [UInt8] = []
        LedgerOperation.write(change, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func text(_ record: JSONValue) -> String {
        var bytes: [UInt8] = []
        record.write(into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    func arguments() throws -> [PostgresData] {
        [try .argument(household), try .argument(seq), try .argument(expected), try .argument(device), try .argument(person),
         try .argument(changes.seqs), try .argument(changes.ids), try .argument(changes.bodies),
         try .argument(records.keys), try .argument(NullableArray(records.bodies)), try .argument(records.seqs), try .argument(records.kinds),
         try .argument(NullableArray(records.babies)), try .argument(NullableArray(records.types)), try .argument(NullableArray(records.starts)),
         try .argument(records.open), try .argument(NullableArray(records.invites)),
         try .argument(conflicts.ids), try .argument(conflicts.bodies)]
    }

    func decodeRow(_ row: PostgresRow) throws -> Row {
        try Self.number(try row.decode(String.self))
    }
}
