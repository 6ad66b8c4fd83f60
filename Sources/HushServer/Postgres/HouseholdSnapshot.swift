import Foundation
import HushKit

/// What a push's rules need of its household as a whole, as this server last saw it at sequence number
/// `seq`: its memberships and its baby ids. Both change only by a pushed record, which moves `seq` on, so
/// while the household is still at `seq` they are still so, and a push to it can be planned without
/// reading them (``PushWrite`` checks the rest in the write).
///
/// ```swift
/// let snapshot = HouseholdSnapshot(seq: 41, memberships: read.context.memberships, babies: read.context.babies)
/// let read = snapshot.guess   // the context a read would give a push of new records only, if the write agrees
/// ```
struct HouseholdSnapshot: Sendable {
    var seq: Int
    var memberships: [StoredRecord]
    var babies: Set<String>

    init(seq: Int, memberships: [StoredRecord], babies: Set<String>) {
        self.seq = seq
        self.memberships = memberships
        self.babies = babies
    }

    /// Taken from what a read found.
    init(_ read: PushContextQuery.Read) {
        self.init(seq: read.seq, memberships: read.context.memberships, babies: read.context.babies)
    }

    /// What a read would give a push that creates records only, if it found none of the pushed keys, none
    /// of its change ids, no event near its new ones, and its device live: the write applies the plan
    /// made from this only if all of that holds and the household is still at `seq`.
    var guess: PushContextQuery.Read {
        PushContextQuery.Read(seq: seq, live: true,
                              context: PushRules.Context(current: [:], known: [], neighbours: [], memberships: memberships, babies: babies))
    }

    /// The same household once `part` is written: at its new number, with the same memberships and babies
    /// if it wrote events only; nil when it wrote any other kind, which may have changed them.
    func after(_ part: PushWrite.Part) -> HouseholdSnapshot? {
        guard part.records.kinds.allSatisfy({ $0 == "event" }) else { return nil }
        return HouseholdSnapshot(seq: part.seq, memberships: memberships, babies: babies)
    }
}
