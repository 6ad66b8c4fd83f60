import Foundation

/// The events in one similar-event slot (``EventSlot``), each named by the number of the change holding
/// its current version: nearly always one, since events of a kind are rarely logged within minutes of each
/// other. One is held as its number alone; an array, with its own allocation of about 64 bytes, only once
/// a second event joins.
///
/// ```swift
/// var members = SlotMembers.one(7)
/// members.add(9)          // .many([7, 9])
/// members.remove(7)       // .one(9); false when none is left
/// ```
enum SlotMembers: Equatable, Sendable {
    case one(Int32)
    case many([Int32])

    /// `seqs` as members, in order; nil when there are none.
    init?(_ seqs: [Int32]) {
        switch seqs.count {
        case 0: return nil
        case 1: self = .one(seqs[0])
        default: self = .many(seqs)
        }
    }

    var seqs: [Int32] {
        switch self {
        case .one(let seq): return [seq]
        case .many(let seqs): return seqs
        }
    }

    mutating func add(_ seq: Int32) {
        switch self {
        case .one(let first): self = .many([first, seq])
        case .many(var seqs):
            seqs.append(seq)
            self = .many(seqs)
        }
    }

    /// Takes `seq` out; false when no member is left (the slot should then be dropped).
    mutating func remove(_ seq: Int32) -> Bool {
        guard let left = SlotMembers(seqs.filter { $0 != seq }) else { return false }
        self = left
        return true
    }
}
