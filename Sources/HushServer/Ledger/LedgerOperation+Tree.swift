import Foundation
import HushKit

/// Reading a journal line: most lines are pushes of a few changes, which are taken straight from the
/// parsed tree; every other line, and any push not in exactly the shape this server writes, goes through
/// `Codable` as before. The shortcut skips the decoder's containers and coding keys, which cost twice the
/// parse itself, so a start reading every line of a large ledger spends its time on the bytes, not on them.
///
/// ```swift
/// let operation = try LedgerOperation.read(JournalChecksum.unsealed(line))
/// ```
extension LedgerOperation {
    static func read(_ bytes: Data) throws -> LedgerOperation {
        let tree = try JSONValue.parse(bytes)
        if let push = push(tree) { return push }
        return try JSONTreeDecoder().decode(LedgerOperation.self, from: tree)
    }

    /// A push with no conflicts, in the shape ``FileLedger`` writes it; nil for anything else.
    private static func push(_ tree: JSONValue) -> LedgerOperation? {
        guard case .object(let line) = tree, line.count == 1, case .object(let push)? = line["push"],
              case .string(let household)? = push["household"], case .array(let items)? = push["changes"],
              case .array(let conflicts)? = push["conflicts"], conflicts.isEmpty else { return nil }
        var changes: [ServerChange] = []
        changes.reserveCapacity(items.count)
        for item in items {
            guard let change = serverChange(item) else { return nil }
            changes.append(change)
        }
        return .push(household: household, changes: changes, conflicts: [])
    }

    private static func serverChange(_ tree: JSONValue) -> ServerChange? {
        guard case .object(let fields) = tree, case .integer(let seq)? = fields["seq"],
              case .string(let device)? = fields["device"], case .string(let person)? = fields["person"],
              let change = fields["change"].flatMap(SyncChangeTree.change) else { return nil }
        return ServerChange(seq: seq, device: device, person: person, change: change)
    }
}
