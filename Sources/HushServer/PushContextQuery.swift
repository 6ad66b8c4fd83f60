import Foundation
import HushKit
import PostgresNIO

/// Everything ``PushRules`` needs for one push, read in one statement (one snapshot, one round trip):
/// the household's sequence number, the current versions of the pushed keys, which change ids the
/// household already has, the events near the new ones, the memberships and the baby ids. Each row
/// says which part it answers in its first column.
///
/// ```swift
/// let rows = try await connection.execute(PushContextQuery(household: id, needs: needs), logger: logger)
/// ```
struct PushContextQuery: PostgresPreparedStatement {
    enum Part: Int { case seq, current, known, neighbour, membership, baby }

    static let sql = """
        SELECT 0 AS part, NULL::text AS key, NULL::text AS record, NULL::text AS device, NULL::text AS person, seq
          FROM hush_households WHERE id = $1
        UNION ALL
        SELECT 1, key, record, device, person, seq FROM hush_records WHERE household = $1 AND key = ANY($2::text[])
        UNION ALL
        SELECT 2, change_id, NULL, NULL, NULL, 0 FROM hush_changes WHERE household = $1 AND change_id = ANY($3::text[])
        UNION ALL
        SELECT 3, r.key, r.record, r.device, r.person, r.seq
          FROM unnest($4::text[], $5::text[], $6::timestamptz[], $7::timestamptz[]) AS p(baby, type, low, high)
          JOIN hush_records r ON r.household = $1 AND r.baby_id = p.baby AND r.event_type = p.type
                             AND r.start_utc BETWEEN p.low AND p.high
        UNION ALL
        SELECT 3, r.key, r.record, r.device, r.person, r.seq
          FROM unnest($4::text[], $5::text[], $8::boolean[]) AS p(baby, type, open)
          JOIN hush_records r ON r.household = $1 AND r.baby_id = p.baby AND r.event_type = p.type AND p.open AND r.open
        UNION ALL
        SELECT 4, key, record, device, person, seq FROM hush_records WHERE household = $1 AND kind = $9
        UNION ALL
        SELECT 5, baby_id, NULL, NULL, NULL, 0 FROM hush_records WHERE household = $1 AND kind = $10 AND baby_id IS NOT NULL
        """

    typealias Row = (Int, String?, String?, String?, String?, Int)

    var household: String
    var keys: [String]
    var changeIDs: [String]
    var probes: ProbeRuns

    init(household: String, needs: PushRules.Needs) {
        self.household = household
        keys = needs.keys
        changeIDs = needs.changeIDs
        probes = ProbeRuns(needs.probes)
    }

    func makeBindings() throws -> PostgresBindings {
        var bindings = PostgresBindings()
        bindings.append(household)
        bindings.append(keys)
        bindings.append(changeIDs)
        bindings.append(probes.babies)
        bindings.append(probes.types)
        bindings.append(probes.lows)
        bindings.append(probes.highs)
        bindings.append(probes.open)
        bindings.append(Membership.kind)
        bindings.append("baby")
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> Row { try row.decode(Row.self) }

    /// Folds the rows into the rules' context; nil when the household does not exist.
    static func context<Rows: AsyncSequence>(_ rows: Rows) async throws -> (seq: Int, context: PushRules.Context)? where Rows.Element == Row {
        var seq: Int?
        var current: [String: StoredRecord] = [:]
        var known: Set<String> = []
        var neighbours: [String: StoredRecord] = [:]
        var memberships: [StoredRecord] = []
        var babies: Set<String> = []
        for try await (part, key, record, device, person, number) in rows {
            switch Part(rawValue: part) {
            case .seq: seq = number
            case .current: current[key!] = try stored(key, record, device, person, number)
            case .known: known.insert(key!)
            case .neighbour: neighbours[key!] = try stored(key, record, device, person, number)
            case .membership: memberships.append(try stored(key, record, device, person, number))
            case .baby: babies.insert(key!)
            case nil: throw LedgerError("unexpected row part \(part) reading a push's context")
            }
        }
        guard let seq else { return nil }
        return (seq, PushRules.Context(current: current, known: known, neighbours: Array(neighbours.values),
                                       memberships: memberships, babies: babies))
    }

    private static func stored(_ key: String?, _ record: String?, _ device: String?, _ person: String?, _ seq: Int) throws -> StoredRecord {
        StoredRecord(key: key ?? "", record: try record.map { try PostgresLedger.value(JSONValue.self, $0) },
                     device: device ?? "", person: person ?? "", seq: seq)
    }
}
