import Foundation

/// Sleep rules (PRD 4.2, 4.3, 12): one sleep at a time, ends after starts, nothing in the future.
///
/// ```swift
/// let result = try SleepLog(context: context).start(at: nil, open: store.openEvents(for: eddie.id))
/// result.summary   // "Started sleep at 3:00 PM"
/// ```
public struct SleepLog: Sendable {
    public let context: LogContext

    public init(context: LogContext) { self.context = context }

    public func start(at time: LocatedTime?, open: [Event]) throws -> LogResult {
        let start = try context.resolver.instant(for: time)
        if let active = open.first(where: { $0.kind == .sleep }) {
            throw DomainError.alreadyAsleep(name: context.babyName, since: context.text(active.start.utc),
                                            running: DurationText.short(context.now.timeIntervalSince(active.start.utc)))
        }
        let event = context.newEvent(start: start, end: nil, data: .sleep)
        return .created(event, "Started sleep at \(context.text(start))")
    }

    public func end(at time: LocatedTime?, open: [Event]) throws -> LogResult {
        guard let active = open.first(where: { $0.kind == .sleep }) else {
            throw DomainError.notAsleep(name: context.babyName)
        }
        let end = try context.resolver.instant(for: time)
        guard end > active.start.utc else {
            throw DomainError.endBeforeStart("waking at \(context.text(end)) is before the sleep started (\(context.text(active.start.utc)))", time?.range)
        }
        let ended = context.updated(active) { $0.end = context.calendar.timestamp(end) }
        let length = DurationText.short(end.timeIntervalSince(active.start.utc))
        return .updated(active, ended, "Ended sleep (\(length)): \(context.text(active.start.utc)) – \(context.text(end))")
    }

    /// A finished sleep given by its two ends.
    public func span(from: LocatedTime, to: LocatedTime) throws -> LogResult {
        let (start, end) = try context.resolver.span(from: from, to: to)
        return finished(start: start, end: end)
    }

    /// A finished sleep given by its length, ending now or at `endingAt`.
    public func lasting(_ seconds: Double, range: SourceRange, endingAt: LocatedTime?) throws -> LogResult {
        guard seconds > 0, seconds <= 24 * 3600 else {
            throw DomainError.endBeforeStart("a sleep lasts more than nothing and at most a day", range)
        }
        let end = try context.resolver.instant(for: endingAt)
        return finished(start: end.addingTimeInterval(-seconds), end: end)
    }

    private func finished(start: Date, end: Date) -> LogResult {
        let event = context.newEvent(start: start, end: end, data: .sleep)
        let length = DurationText.short(end.timeIntervalSince(start))
        return .created(event, "Logged sleep \(context.text(start)) – \(context.text(end)) (\(length))")
    }
}
