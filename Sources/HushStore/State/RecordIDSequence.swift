import FoundationEssentials
import HushDomain

/// Mints ordered ids for one command, starting after everything the store has stamped so far.
public final class RecordIDSequence: @unchecked Sendable {
    private var next: UInt64

    public init(after store: JournalStore, now: Date) {
        next = max(Self.milliseconds(now), store.state.lastStamp.map { Self.milliseconds($0.date) + 1 } ?? 0)
    }

    /// Milliseconds since 1970, from 0 to the year 10,000 (a store's times have four-digit years; a time
    /// outside, or not a number, must not trap the conversion).
    static func milliseconds(_ date: Date) -> UInt64 {
        let seconds = date.timeIntervalSince1970
        guard seconds > 0 else { return 0 }
        return UInt64(min(seconds, 253_402_300_800) * 1000)
    }

    public func make() -> String {
        defer { next += 1 }
        return RecordID.make(milliseconds: next)
    }
}
