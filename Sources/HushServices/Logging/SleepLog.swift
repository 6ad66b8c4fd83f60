import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Sleep rules (PRD 4.2, 4.3, 12): one sleep at a time, ends after starts, nothing in the future.
///
/// ```swift
/// let result = try SleepLog(context: context).start(at: nil, open: store.openEvents(for: eddie.id))
/// result.summary   // "Started sleep at 3:00 PM"
/// ```
public struct SleepLog: Sendable {
    public let context: LogContext
    /// Finished sleeps near the times involved; a sleep may not overlap any of them.
    public var finished: [Event]
    /// The sleep still running, if any: a finished sleep logged inside it counted the same time twice.
    public var running: Event?

    public init(context: LogContext, finished: [Event] = [], running: Event? = nil) {
        self.context = context
        self.finished = finished
        self.running = running
    }

    /// Refuses a sleep from `start` to `end` (nil: still running) that overlaps a finished one or the one
    /// still running.
    func checkOverlap(start: Date, end: Date?, range: SourceRange?, ignoring id: String? = nil) throws {
        for other in finished where other.id != id {
            guard let otherEnd = other.end?.utc else { continue }
            if start < otherEnd && other.start.utc < (end ?? .distantFuture) {
                throw DomainError.endBeforeStart("that overlaps the sleep from \(context.text(other.start.utc)) to \(context.text(otherEnd)); one sleep at a time", range)
            }
        }
        if let running, running.id != id, running.start.utc < (end ?? .distantFuture) {
            // "went down at 1 and woke at 3:30" while the sleep logged at 12 runs: that sleep told with its
            // start corrected, or another after it ended; the fixed example ('woke up at 2pm') ended it wrongly.
            var ways = "end it first ('woke up at …')"
            if let end, end <= context.now.addingTimeInterval(TimeResolver.tolerance) {
                ways = "if this is that sleep, say 'last sleep started at \(context.text(start))', then 'woke up at \(context.text(end))'; otherwise " + ways
            }
            throw DomainError.endBeforeStart("that overlaps the sleep running since \(context.text(running.start.utc)); one sleep at a time: \(ways)", range)
        }
    }

    public func start(at time: LocatedTime?, open: [Event]) throws -> LogResult {
        let start = try context.resolver.instant(for: time)
        if let active = open.first(where: { $0.kind == .sleep }) {
            try refuseRunningStartToldAgain(start, said: time, running: active)
            throw DomainError.alreadyAsleep(name: context.babyName, since: context.text(active.start.utc),
                                            running: DurationText.short(context.now.timeIntervalSince(active.start.utc)))
        }
        try refuseRunningTooLong(since: start, said: time)
        try checkOverlap(start: start, end: nil, range: time?.range)
        let event = context.newEvent(start: start, end: nil, data: .sleep)
        return .created(event, "Started sleep at \(context.text(start))")
    }

    /// "fell asleep 3 days ago": a sleep still running from then would be longer than any sleep
    /// (``EventPlausibility/longestSleep``); what was meant is a sleep that ended, said with its length.
    func refuseRunningTooLong(since start: Date, said time: LocatedTime?) throws {
        let running = context.now.timeIntervalSince(start)
        guard running > EventPlausibility.longestSleep else { return }
        // A clock time is written out with its day and half ("yesterday 7:30pm"): said again as typed, "7:30"
        // after "slept 2 hours" is read afresh, the morning's.
        let when: String
        if case .clock? = time?.point { when = " " + context.resolver.phraseText(start, zoneOffset: nil) } else {
            when = time.map(\.text).flatMap { $0.isEmpty ? nil : " " + $0 } ?? ""
        }
        throw DomainError.notPossible(
            "a sleep started at \(context.text(start)) would still be running after \(DurationText.short(running)), longer than a sleep lasts "
                + "(\(Int(EventPlausibility.longestSleep / 3600)) hours); log the finished sleep with its length, for example 'slept 2 hours\(when)'")
    }

    public func end(at time: LocatedTime?, open: [Event]) throws -> LogResult {
        let end = try context.resolver.instant(for: time)
        guard let active = open.first(where: { $0.kind == .sleep }) else {
            try refuseEndToldAgain(end, said: time)
            throw DomainError.notAsleep(name: context.babyName)
        }
        return try ending(active, at: end, range: time?.range)
    }

    /// The running sleep, ended at `end`.
    private func ending(_ active: Event, at end: Date, range: SourceRange?) throws -> LogResult {
        guard end > active.start.utc else {
            throw DomainError.endBeforeStart("waking at \(context.text(end)) is before the sleep started (\(context.text(active.start.utc)))", range)
        }
        try checkOverlap(start: active.start.utc, end: end, range: range, ignoring: active.id)
        let ended = context.updated(active) { $0.end = context.calendar.timestamp(end) }
        let length = DurationText.short(end.timeIntervalSince(active.start.utc))
        return .updated(active, ended, "Ended sleep (\(length)): \(context.text(active.start.utc)) – \(context.text(end))")
    }

    /// A finished sleep given by its two ends.
    public func span(from: LocatedTime, to: LocatedTime) throws -> LogResult {
        let (start, end) = try context.resolver.span(from: from, to: to)
        // "went down at 7 and woke at 5" while the sleep begun at 7 runs: that sleep, ended.
        if let running, abs(running.start.utc.timeIntervalSince(start)) <= Self.sameStart, end > start {
            // Its start as told now ("went down at 1" of the sleep logged at 1:10), which the line says too.
            var told = running
            told.start = context.calendar.timestamp(start)
            var result = try ending(told, at: end, range: to.range)
            result.changes = [RecordChange(before: .event(running), after: result.changes[0].after)]
            return result
        }
        try checkOverlap(start: start, end: end, range: from.range.union(to.range))
        return finishedSleep(start: start, end: end)
    }

    /// A finished sleep given by its length: ending now, or starting at `startingAt` ("napped 45 min at 1pm").
    public func lasting(_ seconds: Double, range: SourceRange, startingAt: LocatedTime?) throws -> LogResult {
        guard seconds > 0, seconds <= 24 * 3600 else {
            throw DomainError.endBeforeStart("a sleep lasts more than nothing and at most a day", range)
        }
        var end = context.now
        if let startingAt {
            end = try context.resolver.instant(for: startingAt).addingTimeInterval(seconds)
            guard end <= context.now.addingTimeInterval(TimeResolver.tolerance) else {
                throw DomainError.inFuture("a sleep ending at \(context.text(end))", range)
            }
        }
        try checkOverlap(start: end.addingTimeInterval(-seconds), end: end, range: range)
        return finishedSleep(start: end.addingTimeInterval(-seconds), end: end)
    }

    private func finishedSleep(start: Date, end: Date) -> LogResult {
        let event = context.newEvent(start: start, end: end, data: .sleep)
        let length = DurationText.short(end.timeIntervalSince(start))
        return .created(event, "Logged sleep \(context.text(start)) – \(context.text(end)) (\(length))")
    }
}
