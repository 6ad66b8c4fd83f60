import FoundationEssentials
import HushDomain

/// What commands read. Everything here touches the small state, or only the week files in range.
extension JournalStore {
    /// Babies that are not deleted, oldest first.
    public var babies: [Baby] { state.babies.filter { $0.deletedAt == nil } }

    public func baby(id: String) -> Baby? { state.babies.first { $0.id == id } }

    public func preference(_ key: String) -> String? { state.preferences[key] }

    /// Events with no end yet for a baby, oldest first.
    public func openEvents(for babyID: String) -> [Event] {
        state.open.filter { $0.babyID == babyID }
    }

    /// The baby's milk stash: pump sessions with milk still stored, oldest first.
    public func stash(for babyID: String) -> [Event] {
        state.stash.filter { $0.babyID == babyID }
    }

    public func latest(_ kind: EventKind, for babyID: String) -> Event? {
        state.latest[StoreState.latestKey(babyID, kind)]
    }

    public func forecast(for babyID: String) -> ForecastCache? { state.forecasts[babyID] }

    /// Keeps a derived forecast in the cache (no journal entry: it is recomputed from history when lost).
    public func cacheForecast(_ forecast: ForecastCache, for babyID: String) {
        guard state.forecasts[babyID] != forecast else { return }
        state.forecasts[babyID] = forecast
        stateDirty = true
    }

    public func wakeBacklog(for babyID: String) -> WakeBacklog? { state.wakeBacklogs[babyID] }

    /// Babies with wakes waiting for their forecast, in a fixed order.
    public var babiesWithWakeBacklogs: [String] { state.wakeBacklogs.keys.sorted() }

    /// Notes a wake whose forecast is made when asked for: derived, like the forecast, so no journal entry.
    /// Appends in place, so a long script's backlog is not copied at every wake.
    public func appendWake(_ wake: WakeBacklog.Wake, sleepID: String, for babyID: String, method: NapMethod, zone: String) {
        state.wakeBacklogs[babyID, default: WakeBacklog(method: method, zone: zone, sleepID: sleepID)].append(wake, sleepID: sleepID)
        stateDirty = true
    }

    /// Removes a baby's backlog to replay it.
    public func takeWakeBacklog(for babyID: String) -> WakeBacklog? {
        guard let backlog = state.wakeBacklogs.removeValue(forKey: babyID) else { return nil }
        stateDirty = true
        return backlog
    }

    /// The latest breast feed, whatever was fed since.
    public func latestBreastFeed(for babyID: String) -> Event? {
        state.latest[StoreState.latestBreastKey(babyID)]
    }

    /// Events (not deleted) starting in `[from, to)`, oldest first, of one `kind` when given; reads only
    /// the weeks in range, and of a week read in part decodes only that kind's lines.
    public func events(for babyID: String?, from: Date, to: Date, kind: EventKind? = nil,
                       where wanted: (Event) -> Bool = { _ in true }) throws -> [Event] {
        let first = WeekPartition.key(for: from), last = WeekPartition.key(for: to)
        var result: [Event] = []
        func keep(_ candidates: some Sequence<Event>) {
            for event in candidates
            where event.deletedAt == nil && event.start.utc >= from && event.start.utc < to && (babyID == nil || event.babyID == babyID)
                && (kind == nil || event.kind == kind) && wanted(event) {
                result.append(event)
            }
        }
        for week in state.weeks(from: first, through: last) {
            if let part = try withCacheRecovery({ try eventsOfPart(of: week, from: from, to: to, kind: kind) }) {
                keep(part)
            } else {
                keep(try withCacheRecovery { try partition(week) }.events.values)
            }
        }
        result.sort { ($0.start.utc, $0.id) < ($1.start.utc, $1.id) }
        return result
    }

    /// The events of a week starting in `[from, to)`, when the range is only part of the week and this
    /// process has not read or written the week yet: read from its file, decoding only those events
    /// (``WeekPartition/events(in:from:to:)``), and not kept. Nil otherwise, or when a line needs the
    /// whole week read, or the week was read in part before: the caller then reads it whole, and keeps it.
    private func eventsOfPart(of week: String, from: Date, to: Date, kind: EventKind?) throws -> [Event]? {
        guard partitions[week] == nil, !ignoreWeekFiles, state.hasWeek(week), let bounds = WeekPartition.bounds(of: week),
              from > bounds.start || to < bounds.end, weeksReadInPart.insert(week).inserted else { return nil }
        guard let data = try DurableFile.read(weeksPath + "/\(week).jsonl") else { throw CacheDamage() }
        return WeekPartition.events(in: data, from: from, to: to, kind: kind)
    }

    /// Finished sleeps (not deleted) of a baby starting in `[from, to)`, oldest first: what `events(for:from:to:)`
    /// gives for them, found through each week's index of sleeps instead of by copying every event of the
    /// weeks (logging a sleep reads two days of them, and a week holds five other events for each sleep).
    public func finishedSleeps(for babyID: String, from: Date, to: Date) throws -> [Event] {
        let first = WeekPartition.key(for: from), last = WeekPartition.key(for: to)
        var result: [Event] = []
        for week in state.weeks(from: first, through: last) {
            let loaded = try withCacheRecovery { try partition(week) }
            for (id, sleep) in loaded.sleeps where sleep.babyID == babyID && sleep.end != nil && sleep.start >= from && sleep.start < to {
                if let event = loaded.events[id] { result.append(event) }
            }
        }
        return result.sorted { ($0.start.utc, $0.id) < ($1.start.utc, $1.id) }
    }

    /// Finished sleeps of a baby starting in `[from, to)`, as spans sorted by start: what nap predictions
    /// read, without copying whole events.
    public func sleepSpans(for babyID: String, from: Date, to: Date) throws -> [SleepSpan] {
        let first = WeekPartition.key(for: from), last = WeekPartition.key(for: to)
        var spans: [SleepSpan] = []
        for week in state.weeks(from: first, through: last) {
            for sleep in try withCacheRecovery({ try partition(week) }).sleeps.values
            where sleep.babyID == babyID && sleep.start >= from && sleep.start < to {
                if let end = sleep.end { spans.append(.init(start: sleep.start, end: end)) }
            }
        }
        return spans.sorted { $0.start < $1.start }
    }

    /// Every event, deleted ones included, oldest first: for export.
    public func allEvents() throws -> [Event] {
        var result: [Event] = []
        for week in state.weeks.keys {
            result += try withCacheRecovery { try partition(week) }.events.values
        }
        return result.sorted { ($0.start.utc, $0.id) < ($1.start.utc, $1.id) }
    }

    func withCacheRecovery<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch is CacheDamage {
            try recoverFromCacheDamage()
            return try body()
        }
    }
}
