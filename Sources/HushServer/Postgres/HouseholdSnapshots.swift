import Synchronization

/// The households this server pushed to last, each as it left it (``HouseholdSnapshot``), so the next
/// push of new records to one of them is planned without a read: one exchange with the database fewer, and
/// none of its memberships decoded again. Nothing here is trusted on its own: the write checks the
/// household is still at the snapshot's number and that nothing the plan assumed absent is there, so a
/// snapshot another server's write made stale costs that push a read, never a wrong plan.
///
/// A wrong guess costs more than a read (the write that found it wrong, then the read and the write), so a
/// household whose guesses fail (its devices spread over several servers by a load balancer, say) is read
/// for its next 2, 4, … up to 64 pushes before it is guessed again; a guess that holds starts it afresh.
/// Another server's notice of a newer number drops the snapshot at once (``behind(_:seq:)``).
///
/// At most `capacity` households are kept, the one replaced chosen at random, so memory stays bounded
/// however many households the database holds; with a capacity of 0 every push is read.
///
/// ```swift
/// let snapshots = HouseholdSnapshots()
/// snapshots.keep(HouseholdSnapshot(read), for: household)
/// if let snapshot = snapshots.guess(for: household) { … snapshot.guess … }
/// snapshots.missed(household)   // the write found the guess wrong
/// ```
final class HouseholdSnapshots: Sendable {
    private struct Entry {
        var snapshot: HouseholdSnapshot?
        /// Guesses that failed in a row.
        var misses = 0
        /// Pushes still to be read before the next guess.
        var reads = 0
    }

    private let entries = Mutex<[String: Entry]>([:])
    let capacity: Int
    static let mostReads = 64

    init(capacity: Int = 10_000) {
        self.capacity = capacity
    }

    /// The snapshot as kept, whether or not the next push may be guessed from it.
    subscript(household: String) -> HouseholdSnapshot? {
        entries.withLock { $0[household]?.snapshot }
    }

    /// The snapshot to plan a push from, or nil when the push is to be read (counted as one of the reads
    /// owed after a wrong guess).
    func guess(for household: String) -> HouseholdSnapshot? {
        entries.withLock { entries in
            guard var entry = entries[household], let snapshot = entry.snapshot else { return nil }
            guard entry.reads == 0 else {
                entry.reads -= 1
                entries[household] = entry
                return nil
            }
            return snapshot
        }
    }

    /// The household as a read or a write left it (nil: unknown, read the next push). `held`: a guess
    /// the write found right, so the household is guessed again from the next push on.
    func keep(_ snapshot: HouseholdSnapshot?, for household: String, held: Bool = false) {
        update(household) { entry in
            entry.snapshot = snapshot
            if held { entry.misses = 0 }
        }
    }

    /// The write found the guess wrong: the snapshot goes, and the next pushes are read.
    func missed(_ household: String) {
        update(household) { entry in
            entry.snapshot = nil
            entry.misses += 1
            entry.reads = min(1 << min(entry.misses, 6), Self.mostReads)
        }
    }

    /// Another server wrote the household up to `seq`: an older snapshot is stale.
    func behind(_ household: String, seq: Int) {
        entries.withLock { entries in
            if let kept = entries[household]?.snapshot, kept.seq < seq { entries[household]?.snapshot = nil }
        }
    }

    var count: Int { entries.withLock { $0.count } }

    private func update(_ household: String, _ change: (inout Entry) -> Void) {
        guard capacity > 0 else { return }
        entries.withLock { entries in
            if entries[household] == nil, entries.count >= capacity, let evicted = entries.keys.randomElement() {
                entries[evicted] = nil
            }
            change(&entries[household, default: Entry()])
        }
    }
}
