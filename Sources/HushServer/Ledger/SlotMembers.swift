import Foundation

/// The events in one similar-event slot (``EventSlot``): nearly always one, since events of a kind are
/// rarely logged within minutes of each other. One is held as its key alone; an array, with its own
/// allocation of about 64 bytes, only once a second event joins.
///
/// ```swift
/// var members = SlotMembers.one("event:e1")
/// members.add("event:e2")          // .many(["event:e1", "event:e2"])
/// members.remove("event:e1")       // .one("event:e2"); false when none is left
/// ```
enum SlotMembers: Equatable, Sendable {
    case one(String)
    case many([String])

    /// `keys` as members, in order; nil when there are none.
    init?(_ keys: [String]) {
        switch keys.count {
        case 0: return nil
        case 1: self = .one(keys[0])
        default: self = .many(keys)
        }
    }

    var keys: [String] {
        switch self {
        case .one(let key): return [key]
        case .many(let keys): return keys
        }
    }

    mutating func add(_ key: String) {
        switch self {
        case .one(let first): self = .many([first, key])
        case .many(var keys):
            keys.append(key)
            self = .many(keys)
        }
    }

    /// Takes `key` out; false when no member is left (the slot should then be dropped).
    mutating func remove(_ key: String) -> Bool {
        guard let left = SlotMembers(keys.filter { $0 != key }) else { return false }
        self = left
        return true
    }
}
