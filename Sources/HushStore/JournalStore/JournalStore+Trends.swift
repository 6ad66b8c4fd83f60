import FoundationEssentials
import HushDomain

/// What `trends`, `stripes` and the report read: each week in range as ``TrendsFact``s, from the cache's
/// week summary (``TrendsDigest``) while it matches the week file, otherwise from the week read whole.
extension JournalStore {
    var trendsPath: String { cachePath + "/trends" }

    /// A baby's events starting in `[from, to)` as trends count them, oldest first, then the events still
    /// running that started there and are not among them (as ``events(for:from:to:where:)`` and
    /// ``openEvents(for:)`` give them).
    ///
    /// ```swift
    /// let facts = try store.trendsFacts(for: baby.id, from: monthAgo, to: now)
    /// ```
    public func trendsFacts(for babyID: String, from: Date, to: Date) throws -> [TrendsFact] {
        let first = WeekPartition.key(for: from), last = WeekPartition.key(for: to)
        var facts: [TrendsFact] = []
        for week in state.weeks(from: first, through: last) {
            for fact in try weekFacts(week) where fact.babyID == babyID && fact.start >= from && fact.start < to {
                facts.append(fact)
            }
        }
        // Each week's summary is written in this order and a week holds the events that start in it, so
        // this is usually one pass over facts already in order (the sort finds runs): sorting a month of
        // them from a dictionary's order was 3% of `trends 30d`.
        facts.sort(by: Self.precedes)
        let ids = Set(facts.map(\.id))
        for event in openEvents(for: babyID) where !ids.contains(event.id) && event.start.utc >= from {
            if let fact = TrendsFact(event) { facts.append(fact) }
        }
        return facts
    }

    /// Oldest first; ties by id, so the order never depends on how a week was read.
    private static func precedes(_ one: TrendsFact, _ other: TrendsFact) -> Bool {
        (one.start, one.id) < (other.start, other.id)
    }

    /// Every event of `week` that is not deleted, as a fact, oldest first (unless a summary written before
    /// they were kept in order gives them). A week this process holds in memory (read already, or changed
    /// and not yet written) is taken from there: its file may be behind it.
    private func weekFacts(_ week: String) throws -> [TrendsFact] {
        func whole() throws -> [TrendsFact] {
            try withCacheRecovery { try partition(week) }.events.values.compactMap { TrendsFact($0) }.sorted(by: Self.precedes)
        }
        guard partitions[week] == nil, !ignoreWeekFiles, state.hasWeek(week),
              let (length, crc) = DurableFile.checksum(weeksPath + "/\(week).jsonl") else { return try whole() }
        let summary = trendsPath + "/\(week).txt"
        if let data = try? DurableFile.read(summary), let facts = TrendsDigest.facts(data, length: length, crc: crc) {
            return facts
        }
        let facts = try whole()
        // The store's lock is held, so the file checked above is the one the week was decoded from. A
        // summary that cannot be written is only a slower next read.
        if let text = TrendsDigest.text(facts, length: length, crc: crc) {
            try? DurableFile.makeDirectory(trendsPath)
            try? DurableFile.replace(summary, with: Data(text.utf8), sync: false)
        }
        return facts
    }
}
