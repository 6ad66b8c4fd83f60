import Foundation
import HushKit
import PostgresNIO

/// Everything ``PushRules`` needs for a batch of pushes, each to another household, read in one
/// statement (one snapshot, one wait on the database): each household's sequence number, the current
/// versions of the pushed keys, which change ids the household already has, the events near the new
/// ones, the memberships and the baby ids, who holds the invite codes a push carries (in any household:
/// a code is the server's, ``InviteCodeHolder``), and whether each pushing device is still live (not
/// revoked), so the token can be known from memory (``PushingDevices``) and still be refused the moment
/// it is revoked. Each row names its household and says which part it answers.
///
/// The statement is prepared once on each connection (``PreparedStatements``) and planned once for any
/// arguments (a generic plan, ``DatabaseAddress``), perhaps while the tables are still empty and
/// PostgreSQL knows nothing of them. So each part is written to leave the planner one index that answers
/// it whole: a lateral subquery per household, pushed key, change id and probe (an index search each:
/// joined plainly, a plan hashed every record of the household against the probes, so a push cost more
/// the longer the family's history, 0.5 ms at 500 events), and the events' and the other kinds' indexes
/// each cover only their own records (migration 3), so neither can stand in for the other or for the
/// primary key.
///
/// ```swift
/// let read = PushContextQuery([.init(household: id, device: device, needs: needs)])
/// let contexts = try PushContextQuery.contexts(try await ledger.statements.rows(read, on: connection))
/// ```
struct PushContextQuery: KeptStatement {
    static let name = "HushServer.PushContextQuery"  // why a literal: ``PushWrite/name``
    enum Part: Int { case seq, current, known, neighbour, membership, baby, live, inviteCode }

    /// Every column is text, as ``KeptStatement`` asks.
    static let sql = """
        SELECT household, part::text, key, record, device, person, seq::text FROM (
        SELECT h.id AS household, 0 AS part, NULL::text AS key, NULL::text AS record, NULL::text AS device, NULL::text AS person, s.seq
          FROM unnest($1::text[]) AS h(id)
          CROSS JOIN LATERAL (SELECT seq FROM hush_households WHERE id = h.id OFFSET 0) AS s
        UNION ALL
        SELECT k.household, 1, r.key, r.record, r.device, r.person, r.seq
          FROM unnest($3::text[], $4::text[]) AS k(household, key)
          CROSS JOIN LATERAL (SELECT key, record, device, person, seq FROM hush_records
                               WHERE household = k.household AND key = k.key OFFSET 0) AS r
        UNION ALL
        SELECT k.household, 2, c.change_id, NULL, NULL, NULL, 0
          FROM unnest($5::text[], $6::text[]) AS k(household, id)
          CROSS JOIN LATERAL (SELECT change_id FROM hush_changes WHERE household = k.household AND change_id = k.id OFFSET 0) AS c
        UNION ALL
        SELECT p.household, 3, r.key, r.record, r.device, r.person, r.seq
          FROM unnest($7::text[], $8::text[], $9::text[], $10::timestamptz[], $11::timestamptz[]) AS p(household, baby, type, low, high)
          CROSS JOIN LATERAL (SELECT key, record, device, person, seq FROM hush_records
                               WHERE household = p.household AND kind = 'event' AND baby_id = p.baby AND event_type = p.type
                                 AND start_utc BETWEEN p.low AND p.high OFFSET 0) AS r
        UNION ALL
        SELECT p.household, 3, r.key, r.record, r.device, r.person, r.seq
          FROM unnest($7::text[], $8::text[], $9::text[], $12::boolean[]) AS p(household, baby, type, open)
          CROSS JOIN LATERAL (SELECT key, record, device, person, seq FROM hush_records
                               WHERE household = p.household AND baby_id = p.baby AND event_type = p.type AND open OFFSET 0) AS r
         WHERE p.open
        UNION ALL
        SELECT h.id, CASE WHEN r.kind = $13 THEN 4 ELSE 5 END, CASE WHEN r.kind = $13 THEN r.key ELSE r.baby_id END,
               CASE WHEN r.kind = $13 THEN r.record END, r.device, r.person, r.seq
          FROM unnest($1::text[]) AS h(id)
          CROSS JOIN LATERAL (SELECT key, record, device, person, seq, kind, baby_id FROM hush_records
                               WHERE household = h.id AND kind IN ($13, $14) AND kind <> 'event' OFFSET 0) AS r
         WHERE r.kind = $13 OR r.baby_id IS NOT NULL
        UNION ALL
        SELECT d.household, 6, NULL, NULL, NULL, NULL, l.n
          FROM unnest($1::text[], $2::text[]) AS d(household, device)
          CROSS JOIN LATERAL (SELECT count(*) AS n FROM hush_devices WHERE id = d.device AND household = d.household AND revoked_at IS NULL) AS l
        UNION ALL
        SELECT c.household, 7, r.invite_code, r.key, NULL, NULL, CASE WHEN r.household = c.household THEN 1 ELSE 0 END
          FROM unnest($15::text[], $16::text[]) AS c(household, code)
          CROSS JOIN LATERAL (SELECT invite_code, key, household FROM hush_records WHERE invite_code = c.code OFFSET 0) AS r
        ) AS parts
        """

    typealias Row = (household: String, part: Int, key: String?, record: String?, device: String?, person: String?, number: Int)

    /// One push's household, device and what its rules need read.
    struct Entry: Sendable {
        var household: String
        /// The pushing device, whose row must still be unrevoked.
        var device: String
        var needs: PushRules.Needs
    }

    /// The households, one per entry, and each part's arguments with their household beside them.
    var households: [String] = []
    var devices: [String] = []
    var keys = (households: [String](), keys: [String]())
    var changeIDs = (households: [String](), ids: [String]())
    var probes = (households: [String](), runs: ProbeRuns([]))
    var inviteCodes = (households: [String](), codes: [String]())

    init(_ entries: [Entry]) {
        for entry in entries {
            households.append(entry.household)
            devices.append(entry.device)
            keys.keys += entry.needs.keys
            keys.households += repeatElement(entry.household, count: entry.needs.keys.count)
            changeIDs.ids += entry.needs.changeIDs
            changeIDs.households += repeatElement(entry.household, count: entry.needs.changeIDs.count)
            let runs = ProbeRuns(entry.needs.probes)
            probes.runs.append(runs)
            probes.households += repeatElement(entry.household, count: runs.babies.count)
            inviteCodes.codes += entry.needs.inviteCodes
            inviteCodes.households += repeatElement(entry.household, count: entry.needs.inviteCodes.count)
        }
    }

    func arguments() throws -> [PostgresData] {
        [try .argument(households), try .argument(devices), try .argument(keys.households), try .argument(keys.keys),
         try .argument(changeIDs.households), try .argument(changeIDs.ids)] + (try probeArguments(openSleeps: true))
            + [try .argument(Membership.kind), try .argument("baby"), try .argument(inviteCodes.households), try .argument(inviteCodes.codes)]
    }

    /// The arguments of a write's check in its place (``PushWrite``): the same households, devices and
    /// probe ranges. The pushed keys and change ids are not among them: the write's unique indexes refuse
    /// one already held. Nor are invite codes: a push carrying one is always read.
    func doubts(openSleeps: Bool) throws -> [PostgresData] {
        [try .argument(households), try .argument(devices)] + (try probeArguments(openSleeps: openSleeps))
    }

    private func probeArguments(openSleeps: Bool) throws -> [PostgresData] {
        [try .argument(probes.households), try .argument(probes.runs.babies), try .argument(probes.runs.types),
         try .argument(probes.runs.lows), try .argument(probes.runs.highs)] + (openSleeps ? [try .argument(probes.runs.open)] : [])
    }

    func decodeRow(_ row: PostgresRow) throws -> Row {
        let (household, part, key, record, device, person, number) = try row.decode((String, String, String?, String?, String?, String?, String).self)
        return (household, try Self.number(part), key, record, device, person, try Self.number(number))
    }
}
