import Foundation

/// What commands read. Everything here touches the small state, or only the day files in range.
extension JournalStore {
    /// Babies that are not deleted, oldest first.
    public var babies: [Baby] { state.babies.filter { $0.deletedAt == nil } }

    public func baby(id: String) -> Baby? { state.babies.first { $0.id == id } }

    public func preference(_ key: String) -> String? { state.preferences[key] }

    /// Events with no end yet for a baby, oldest first.
    public func openEvents(for babyID: String) -> [Event] {
        state.open.filter { $0.babyID == babyID }
    }

    public func latest(_ kind: EventKind, for babyID: String) -> Event? {
        state.latest[StoreState.latestKey(babyID, kind)]
    }

    /// Events (not deleted) starting in `[from, to)`, oldest first; reads only the days in range.
    public func events(for babyID: String?, from: Date, to: Date) throws -> [Event] {
        let first = DayPartition.key(for: from), last = DayPartition.key(for: to)
        var result: [Event] = []
        for day in state.days where day >= first && day <= last {
            let loaded = try withCacheRecovery { try partition(day) }
            result += loaded.events.values.filter {
                $0.deletedAt == nil && $0.start.utc >= from && $0.start.utc < to && (babyID == nil || $0.babyID == babyID)
            }
        }
        return result.sorted { ($0.start.utc, $0.id) < ($1.start.utc, $1.id) }
    }

    /// Every event, deleted ones included, oldest first: for export.
    public func allEvents() throws -> [Event] {
        var result: [Event] = []
        for day in state.days {
            result += try withCacheRecovery { try partition(day) }.events.values
        }
        return result.sorted { ($0.start.utc, $0.id) < ($1.start.utc, $1.id) }
    }

    private func withCacheRecovery<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch is CacheDamage {
            try recoverFromCacheDamage()
            return try body()
        }
    }
}
