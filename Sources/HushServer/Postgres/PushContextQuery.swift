import Foundation
import HushKit
import PostgresNIO

/// Everything ``PushRules`` needs for one push, read in one statement (one snapshot, one round trip):
/// the household's sequence number, the current versions of the pushed keys, which change ids the
/// household already has, the events near the new ones, the memberships and the baby ids, who holds the
/// invite codes it carries (in any household: a code is the server's, ``InviteCodeHolder``), and whether
/// the pushing device is still live (not revoked), so the token can be known from memory
/// (``PushingDevices``) and still be refused the moment it is revoked. Each row says which part it
/// answers in its first column.
///
/// The statement is prepared once on each connection (``PreparedStatements``) and planned once for any
/// arguments (a generic plan, ``DatabaseAddress``), perhaps while the tables are still empty and
/// PostgreSQL knows nothing of them. So each part is written to leave the planner one index that answers
/// it whole: a lateral subquery per pushed key, change id and probe (an index search each: joined
/// plainly, a plan hashed every record of the household against the probes, so a push cost more the
/// longer the family's history, 0.5 ms at 500 events), and the events' and the other kinds' indexes each
/// cover only their own records (migration 3), so neither can stand in for the other or for the primary
/// key.
///
/// ```swift
/// let read = PushContextQuery(household: id, device: device, needs: needs)
/// let rows = try await ledger.statements.rows(read, on: connection)
/// ```
struct PushContextQuery: KeptStatement {
    static let name = "HushServer.PushContextQuery"  // why a literal: ``PushWrite/name``
    enum Part: Int { case seq, current, known, neighbour, membership, baby, live, inviteCode }

    /// Every column is text, as ``KeptStatement`` asks.
    static let sql = """
        SELECT part::text, key, record, device, person, seq::text FROM (
        SELECT 0 AS part, NULL::text AS key, NULL::text AS record, NULL::text AS device, NULL::text AS person, seq
          FROM hush_households WHERE id = $1
        UNION ALL
        SELECT 1, r.key, r.record, r.device, r.person, r.seq
          FROM unnest($2::text[]) AS k(key)
          CROSS JOIN LATERAL (SELECT key, record, device, person, seq FROM hush_records WHERE household = $1 AND key = k.key OFFSET 0) AS r
        UNION ALL
        SELECT 2, c.change_id, NULL, NULL, NULL, 0
          FROM unnest($3::text[]) AS k(id)
          CROSS JOIN LATERAL (SELECT change_id FROM hush_changes WHERE household = $1 AND change_id = k.id OFFSET 0) AS c
        UNION ALL
        SELECT 3, r.key, r.record, r.device, r.person, r.seq
          FROM unnest($4::text[], $5::text[], $6::timestamptz[], $7::timestamptz[]) AS p(baby, type, low, high)
          CROSS JOIN LATERAL (SELECT key, record, device, person, seq FROM hush_records
                               WHERE household = $1 AND kind = 'event' AND baby_id = p.baby AND event_type = p.type
                                 AND start_utc BETWEEN p.low AND p.high OFFSET 0) AS r
        UNION ALL
        SELECT 3, r.key, r.record, r.device, r.person, r.seq
          FROM unnest($4::text[], $5::text[], $8::boolean[]) AS p(baby, type, open)
          CROSS JOIN LATERAL (SELECT key, record, device, person, seq FROM hush_records
                               WHERE household = $1 AND baby_id = p.baby AND event_type = p.type AND open OFFSET 0) AS r
         WHERE p.open
        UNION ALL
        SELECT 4, key, record, device, person, seq FROM hush_records WHERE household = $1 AND kind = $9 AND kind <> 'event'
        UNION ALL
        SELECT 5, baby_id, NULL, NULL, NULL, 0 FROM hush_records WHERE household = $1 AND kind = $10 AND kind <> 'event' AND baby_id IS NOT NULL
        UNION ALL
        SELECT 6, NULL, NULL, NULL, NULL, count(*) FROM hush_devices WHERE id = $11 AND household = $1 AND revoked_at IS NULL
        UNION ALL
        SELECT 7, r.invite_code, r.key, NULL, NULL, CASE WHEN r.household = $1 THEN 1 ELSE 0 END
          FROM unnest($12::text[]) AS c(code)
          CROSS JOIN LATERAL (SELECT invite_code, key, household FROM hush_records WHERE invite_code = c.code OFFSET 0) AS r
        ) AS parts
        """

    typealias Row = (Int, String?, String?, String?, String?, Int)

    var household: String
    /// The pushing device, whose row must still be unrevoked.
    var device: String
    var keys: [String]
    var changeIDs: [String]
    var probes: ProbeRuns
    /// The invite codes the push carries, whose holders are looked up across every household.
    var inviteCodes: [String]

    init(household: String, device: String, needs: PushRules.Needs) {
        self.household = household
        self.device = device
        keys = needs.keys
        changeIDs = needs.changeIDs
        probes = ProbeRuns(needs.probes)
        inviteCodes = needs.inviteCodes
    }

    func arguments() throws -> [PostgresData] {
        [try .argument(household), try .argument(keys), try .argument(changeIDs), try .argument(probes.babies), try .argument(probes.types),
         try .argument(probes.lows), try .argument(probes.highs), try .argument(probes.open), try .argument(Membership.kind),
         try .argument("baby"), try .argument(device), try .argument(inviteCodes)]
    }

    func decodeRow(_ row: PostgresRow) throws -> Row {
        let (part, key, record, device, person, number) = try row.decode((String, String?, String?, String?, String?, String).self)
        return (try Self.number(part), key, record, device, person, try Self.number(number))
    }

    /// Folds the rows into the rules' context; nil when the household does not exist. `live`: whether
    /// the pushing device is in the household and not revoked.
    static func context(_ rows: [Row]) throws -> (seq: Int, live: Bool, context: PushRules.Context)? {
        var seq: Int?
        var live = false
        var current: [String: StoredRecord] = [:]
        var known: Set<String> = []
        var neighbours: [String: StoredRecord] = [:]
        var memberships: [StoredRecord] = []
        var babies: Set<String> = []
        var codes: [String: InviteCodeHolder] = [:]
        for (part, key, record, device, person, number) in rows {
            switch Part(rawValue: part) {
            case .seq: seq = number
            case .current: current[key!] = try stored(key, record, device, person, number)
            case .known: known.insert(key!)
            case .neighbour: neighbours[key!] = try stored(key, record, device, person, number)
            case .membership: memberships.append(try stored(key, record, device, person, number))
            case .baby: babies.insert(key!)
            case .live: live = number > 0
            // Another household's invite is never named: its key stays on the server's side.
            case .inviteCode: codes[key!] = number == 1 ? .here(key: record ?? "") : .elsewhere
            case nil: throw LedgerError("unexpected row part \(part) reading a push's context")
            }
        }
        guard let seq else { return nil }
        return (seq, live, PushRules.Context(current: current, known: known, neighbours: Array(neighbours.values),
                                       memberships: memberships, babies: babies, inviteCodes: codes))
    }

    private static func stored(_ key: String?, _ record: String?, _ device: String?, _ person: String?, _ seq: Int) throws -> StoredRecord {
        StoredRecord(key: key ?? "", record: try record.map { try PostgresLedger.value(JSONValue.self, $0) },
                     device: device ?? "", person: person ?? "", seq: seq)
    }
}
