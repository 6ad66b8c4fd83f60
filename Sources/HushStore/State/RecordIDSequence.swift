import FoundationEssentials
import HushDomain

/// Mints ordered ids for one command, starting after everything the store has stamped so far.
public final class RecordIDSequence: @unchecked Sendable {
    private var next: UInt64

    public init(after store: JournalStore, now: Date) {
        let clock = UInt64(max(now.timeIntervalSince1970, 0) * 1000)
        let stamped = store.state.lastStamp.map { UInt64(max($0.date.timeIntervalSince1970, 0) * 1000) + 1 } ?? 0
        next = max(clock, stamped)
    }

    public func make() -> String {
        defer { next += 1 }
        return RecordID.make(milliseconds: next)
    }
}
