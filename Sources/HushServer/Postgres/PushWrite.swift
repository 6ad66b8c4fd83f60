import Foundation
import HushKit
import PostgresNIO

/// What a batch of pushes keeps, each to another household, written in one statement: each household's
/// sequence number moved on, its accepted changes, the records they leave current, and the conflicts
/// they open. A household's part is written only if it is still at the sequence number its plan was
/// made from (`expected`): the update waits for any push writing the same household and then sees its
/// result, so a plan made from an older state writes nothing of that household, which the answer leaves
/// out, and that push is planned again. The other households' parts are written all the same.
///
/// A household whose plan was made without a read (``HouseholdSnapshot/guess``) is written only if the
/// read it stands in for (`unread`, the same arguments ``PushContextQuery`` would have had) would have
/// found what the plan assumed: the device still live, none of the pushed keys held, none of the change
/// ids kept, no event in a probe's range (the read's own ranges, no wider and no narrower), no open event
/// a sleep in progress would meet. Otherwise nothing of it is written, as when it moved on.
///
/// An invite removed (or pushed without a readable code) keeps the code it had: a code is never given to
/// another invite (``InviteCodeHolder``), and the unique index refuses a write that would.
///
/// ```swift
/// let write = PushWrite([try PushWrite.Part(household: id, device: device, expected: 41, plan: plan)], unread: PushContextQuery([]))
/// let written = try await statements.rows(write, on: connection)   // the households written: [id], or []
/// ```
struct PushWrite: KeptStatement {
    /// Its type's name, written out: PostgresNIO's own prepared statements worked the name out by
    /// reflection (`String(reflecting:)`) on every call, 1.5% of the server's processor time under a push
    /// load. It keys the statement on its connection (``PreparedStatements``).
    static let name = "HushServer.PushWrite"
    /// The households are updated in the order given (sorted: two servers' batches lock shared households
    /// in one order, so neither waits on the other in a circle); the rest joins the households updated.
    static let sql = """
        WITH doubts AS (
            SELECT d.household FROM unnest($23::text[], $24::text[]) AS d(household, device)
              CROSS JOIN LATERAL (SELECT count(*) AS n FROM hush_devices WHERE id = d.device AND household = d.household AND revoked_at IS NULL) AS l
             WHERE l.n = 0
            UNION ALL
            SELECT k.household FROM unnest($25::text[], $26::text[]) AS k(household, key)
              CROSS JOIN LATERAL (SELECT 1 FROM hush_records WHERE household = k.household AND key = k.key LIMIT 1) AS r
            UNION ALL
            SELECT c.household FROM unnest($27::text[], $28::text[]) AS c(household, id)
              CROSS JOIN LATERAL (SELECT 1 FROM hush_changes WHERE household = c.household AND change_id = c.id LIMIT 1) AS r
            UNION ALL
            SELECT p.household FROM unnest($29::text[], $30::text[], $31::text[], $32::timestamptz[], $33::timestamptz[]) AS p(household, baby, type, low, high)
              CROSS JOIN LATERAL (SELECT 1 FROM hush_records WHERE household = p.household AND kind = 'event' AND baby_id = p.baby AND event_type = p.type
                                     AND start_utc BETWEEN p.low AND p.high LIMIT 1) AS r
            UNION ALL
            SELECT p.household FROM unnest($29::text[], $30::text[], $31::text[], $34::boolean[]) AS p(household, baby, type, open)
              CROSS JOIN LATERAL (SELECT 1 FROM hush_records WHERE household = p.household AND baby_id = p.baby AND event_type = p.type AND open LIMIT 1) AS r
             WHERE p.open
        ), bump AS (
            UPDATE hush_households AS h SET seq = b.seq
              FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::text[], $5::text[]) AS b(id, seq, expected, device, person)
             WHERE h.id = b.id AND h.seq = b.expected AND NOT EXISTS (SELECT 1 FROM doubts WHERE doubts.household = b.id)
            RETURNING h.id, b.device, b.person
        ), changes AS (
            INSERT INTO hush_changes (household, seq, change_id, device, person, body)
            SELECT bump.id, c.seq, c.change_id, bump.device, bump.person, c.body
              FROM unnest($6::text[], $7::bigint[], $8::text[], $9::text[]) AS c(household, seq, change_id, body)
              JOIN bump ON bump.id = c.household
        ), records AS (
            INSERT INTO hush_records (household, key, record, device, person, seq, kind, baby_id, event_type, start_utc, open, invite_code)
            SELECT bump.id, r.key, r.record, bump.device, bump.person, r.seq, r.kind, r.baby_id, r.event_type, r.start_utc, r.open, r.invite_code
              FROM unnest($10::text[], $11::text[], $12::text[], $13::bigint[], $14::text[], $15::text[], $16::text[], $17::timestamptz[],
                          $18::boolean[], $19::text[])
                         AS r(household, key, record, seq, kind, baby_id, event_type, start_utc, open, invite_code)
              JOIN bump ON bump.id = r.household
            ON CONFLICT (household, key) DO UPDATE SET record = EXCLUDED.record, device = EXCLUDED.device, person = EXCLUDED.person,
                seq = EXCLUDED.seq, kind = EXCLUDED.kind, baby_id = EXCLUDED.baby_id, event_type = EXCLUDED.event_type,
                start_utc = EXCLUDED.start_utc, open = EXCLUDED.open,
                invite_code = COALESCE(EXCLUDED.invite_code, hush_records.invite_code)
        ), conflicts AS (
            INSERT INTO hush_conflicts (household, id, body)
            SELECT bump.id, c.id, c.body FROM unnest($20::text[], $21::text[], $22::text[]) WITH ORDINALITY AS c(household, id, body, n)
              JOIN bump ON bump.id = c.household ORDER BY c.n
            ON CONFLICT DO NOTHING
        )
        SELECT id FROM bump
        """

    typealias Row = String

    var parts: [Part]
    /// The read the guessed households' plans were made without; no household for the others.
    var unread: PushContextQuery

    init(_ parts: [Part], unread: PushContextQuery) {
        self.parts = parts.sorted { $0.household < $1.household }
        self.unread = unread
    }

    /// A change as `Codable` writes it, written as the journal line writes it (``LedgerOperation/write(_:into:)``,
    /// byte for byte the same: `LedgerLineTests`): the encoder's tree was 2.8% of the server's processor
    /// time under a push load. The record it leaves (`after`) is cut from the same bytes: writing it again
    /// walked every pushed record twice.
    static func texts(_ change: SyncChange) -> (change: String, record: String?) {
        var bytes: [UInt8] = []
        let record = LedgerOperation.write(change, into: &bytes)
        return (String(decoding: bytes, as: UTF8.self), record.map { String(decoding: bytes[$0], as: UTF8.self) })
    }

    func arguments() throws -> [PostgresData] {
        func each<Value>(_ value: (Part) -> [Value]) -> [Value] { parts.flatMap(value) }
        func household(_ count: (Part) -> Int) -> [String] { parts.flatMap { repeatElement($0.household, count: count($0)) } }
        return [try .argument(parts.map(\.household)), try .argument(parts.map(\.seq)), try .argument(parts.map(\.expected)),
                try .argument(parts.map(\.device)), try .argument(parts.map(\.person)),
                try .argument(household { $0.changes.ids.count }), try .argument(each { $0.changes.seqs }), try .argument(each { $0.changes.ids }),
                try .argument(each { $0.changes.bodies }),
                try .argument(household { $0.records.keys.count }), try .argument(each { $0.records.keys }),
                try .argument(NullableArray(each { $0.records.bodies })), try .argument(each { $0.records.seqs }),
                try .argument(each { $0.records.kinds }), try .argument(NullableArray(each { $0.records.babies })),
                try .argument(NullableArray(each { $0.records.types })), try .argument(NullableArray(each { $0.records.starts })),
                try .argument(each { $0.records.open }), try .argument(NullableArray(each { $0.records.invites })),
                try .argument(household { $0.conflicts.ids.count }), try .argument(each { $0.conflicts.ids }),
                try .argument(each { $0.conflicts.bodies })] + (try unread.doubts())
    }

    func decodeRow(_ row: PostgresRow) throws -> Row {
        try row.decode(String.self)
    }
}
