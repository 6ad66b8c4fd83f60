import Synchronization

/// The households this server pushed to last, each as it left it (``HouseholdSnapshot``), so the next
/// push of new records to one of them is planned without a read: one exchange with the database fewer, and
/// none of its memberships decoded again. Nothing here is trusted on its own: the write checks the
/// household is still at the snapshot's number and that nothing the plan assumed absent is there, so a
/// snapshot another server's write made stale costs that push a read, never a wrong plan.
///
/// At most `capacity` households are kept, the one replaced chosen at random, so memory stays bounded
/// however many households the database holds.
///
/// ```swift
/// let snapshots = HouseholdSnapshots()
/// snapshots.keep(HouseholdSnapshot(read), for: household)
/// snapshots[household]?.guess
/// snapshots.forget(household)   // its guess was wrong: the next push reads
/// ```
final class HouseholdSnapshots: Sendable {
    private let snapshots = Mutex<[String: HouseholdSnapshot]>([:])
    let capacity: Int

    init(capacity: Int = 10_000) {
        self.capacity = capacity
    }

    subscript(household: String) -> HouseholdSnapshot? {
        snapshots.withLock { $0[household] }
    }

    func keep(_ snapshot: HouseholdSnapshot?, for household: String) {
        guard let snapshot else { return forget(household) }
        snapshots.withLock { snapshots in
            if snapshots[household] == nil, snapshots.count >= capacity, let evicted = snapshots.keys.randomElement() {
                snapshots[evicted] = nil
            }
            snapshots[household] = snapshot
        }
    }

    func forget(_ household: String) {
        _ = snapshots.withLock { $0.removeValue(forKey: household) }
    }

    var count: Int { snapshots.withLock { $0.count } }
}
