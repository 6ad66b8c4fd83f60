import Foundation
import HushKit

extension PushContextQuery {
    /// What the rows say of one household: its sequence number, whether the pushing device is live (in
    /// the household and not revoked), and the rules' context.
    struct Read {
        var seq: Int
        var live: Bool
        var context: PushRules.Context
    }

    /// Folds the rows into each household's ``Read``; a household that does not exist has none.
    ///
    /// ```swift
    /// let reads = try PushContextQuery.contexts(rows)
    /// reads["h1"]?.context.memberships
    /// ```
    static func contexts(_ rows: [Row]) throws -> [String: Read] {
        var folds: [String: Fold] = [:]
        for row in rows {
            try folds[row.household, default: Fold()].take(row)
        }
        return folds.compactMapValues { $0.read }
    }

    /// One household's rows as they come.
    private struct Fold {
        var seq: Int?
        var live = false
        var current: [String: StoredRecord] = [:]
        var known: Set<String> = []
        var neighbours: [String: StoredRecord] = [:]
        var memberships: [StoredRecord] = []
        var babies: Set<String> = []
        var codes: [String: InviteCodeHolder] = [:]

        mutating func take(_ row: Row) throws {
            let key = row.key ?? ""
            switch Part(rawValue: row.part) {
            case .seq: seq = row.number
            case .current: current[key] = try stored(row)
            case .known: known.insert(key)
            case .neighbour: neighbours[key] = try stored(row)
            case .membership: memberships.append(try stored(row))
            case .baby: babies.insert(key)
            case .live: live = row.number > 0
            // Another household's invite is never named: its key stays on the server's side.
            case .inviteCode: codes[key] = row.number == 1 ? .here(key: row.record ?? "") : .elsewhere
            case nil: throw LedgerError("unexpected row part \(row.part) reading a push's context")
            }
        }

        /// Nil when the household has no row: it does not exist.
        var read: Read? {
            seq.map {
                Read(seq: $0, live: live, context: PushRules.Context(current: current, known: known, neighbours: Array(neighbours.values),
                                                                  memberships: memberships, babies: babies, inviteCodes: codes))
            }
        }

        private func stored(_ row: Row) throws -> StoredRecord {
            StoredRecord(key: row.key ?? "", record: try row.record.map { try PostgresLedger.value(JSONValue.self, $0) },
                         device: row.device ?? "", person: row.person ?? "", seq: row.number)
        }
    }
}
