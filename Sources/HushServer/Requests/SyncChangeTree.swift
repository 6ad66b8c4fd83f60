import Foundation
import HushKit

/// A ``SyncChange`` read straight from its parsed tree, as `Codable` would read it (members it does not
/// know are ignored, `before` and `after` absent or null are nil) but without the decoder's containers and
/// coding keys, which cost more than the parse: every push's body and every push line read at start.
/// Anything else (a member of the wrong type, one missing) gives nil, and the caller asks `Codable`,
/// whose error is the one answered.
///
/// ```swift
/// let changes = SyncChangeTree.changes(in: tree) ?? JSONTreeDecoder().decode(SyncMessages.Push.self, from: tree).changes
/// ```
enum SyncChangeTree {
    /// The `changes` of a push's body (`{"changes":[…]}`); nil for anything else.
    static func changes(in tree: JSONValue) -> [SyncChange]? {
        guard case .object(let body) = tree, case .array(let items)? = body["changes"] else { return nil }
        var changes: [SyncChange] = []
        changes.reserveCapacity(items.count)
        for item in items {
            guard let change = change(item) else { return nil }
            changes.append(change)
        }
        return changes
    }

    static func change(_ tree: JSONValue) -> SyncChange? {
        guard case .object(let change) = tree, case .string(let id)? = change["id"],
              case .string(let key)? = change["key"], case .string(let by)? = change["by"],
              case .string(let at)? = change["at"] else { return nil }
        var rewritten: Bool?
        switch change["rewritten"] {
        case nil, .null?: rewritten = nil
        case .bool(let value)?: rewritten = value
        default: return nil
        }
        let before = change["before"].flatMap { $0 == .null ? nil : $0 }
        let after = change["after"].flatMap { $0 == .null ? nil : $0 }
        var sync = SyncChange(id: id, key: key, before: before, after: after, by: by, at: Date(timeIntervalSince1970: 0))
        sync.at = at
        sync.rewritten = rewritten
        return sync
    }
}
