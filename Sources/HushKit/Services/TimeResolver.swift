import Foundation

/// Pins spoken times to instants with the session's clock. Logging is about the past: a clock time
/// means its most recent occurrence at or before now ("2:15" at 3 PM is 2:15 PM today; "11pm" at 1 AM
/// is last night), and anything in the future is refused.
///
/// ```swift
/// let resolver = TimeResolver(now: now, calendar: calendar)
/// try resolver.instant(for: LocatedTime(.ago(seconds: 600), range: r))   // now − 10 min
/// ```
public struct TimeResolver: Sendable {
    public let now: Date
    public let calendar: ZonedCalendar
    /// Times within this many seconds after now count as now (the minute being typed is not the future).
    static let tolerance: TimeInterval = 59

    public init(now: Date, calendar: ZonedCalendar) {
        self.now = now
        self.calendar = calendar
    }

    /// The instant for a time point, `now` when none was given.
    public func instant(for time: LocatedTime?, notAfter limit: Date? = nil) throws -> Date {
        guard let time else { return now }
        let bound = limit ?? now
        switch time.point {
        case .now:
            return now
        case .ago(let seconds):
            return now.addingTimeInterval(-seconds)
        case .later:
            throw DomainError.inFuture("'\(describe(time))'", time.range)
        case .clock(let clock):
            let all = self.candidates(clock)
            let candidates = all.filter { $0 <= bound.addingTimeInterval(Self.tolerance) }
            guard let best = candidates.max() else {
                throw DomainError.inFuture(describe(time), time.range)
            }
            // "at 2:30pm" said at 2:25 PM is a slip more likely than a sleep that began yesterday:
            // refuse rather than log something a day off, and say how to mean yesterday.
            if clock.day == nil, bound.timeIntervalSince(best) > 12 * 3600,
               all.contains(where: { $0 > bound && $0.timeIntervalSince(bound) <= 3600 }) {
                throw DomainError.ambiguousTime("\(describe(time)) hasn't happened yet; say 'yesterday \(time.text)' if you meant yesterday", time.range)
            }
            return min(best, bound)
        }
    }

    /// A span: the end first (most recent past), then the start as the latest occurrence before the end.
    public func span(from: LocatedTime, to: LocatedTime) throws -> (start: Date, end: Date) {
        // "from 2026-01-01 1pm to 2pm", "from yesterday 11pm to 6am": when only the start names a day, the end
        // is its first occurrence after the start.
        if case .clock(let startClock) = from.point, startClock.day != nil, case .clock(let endClock) = to.point, endClock.day == nil {
            let start = try instant(for: from)
            let startDay = calendar.civil(start).startOfDay
            let ends = [0, 1].flatMap { offset in
                endClock.candidateHours.map { hour -> Date in
                    var civil = startDay.addingDays(offset)
                    civil.hour = hour
                    civil.minute = endClock.minute
                    return calendar.instant(from: civil)
                }
            }.filter { $0 > start }
            guard let end = ends.min() else {
                throw DomainError.endBeforeStart("the end is not after the start", from.range.union(to.range))
            }
            guard end <= now.addingTimeInterval(Self.tolerance) else {
                throw DomainError.inFuture("an end at \(TimeText.clock(end, calendar: calendar, now: now))", to.range)
            }
            return (start, end)
        }
        let end = try instant(for: to)
        if case .clock = from.point {
            let start = try instant(for: from, notAfter: end)
            guard end.timeIntervalSince(start) <= 24 * 3600 else {
                throw DomainError.endBeforeStart("a span longer than a day; give dates, for example 'from yesterday 11pm to 6am'", from.range.union(to.range))
            }
            return (start, end)
        }
        let start = try instant(for: from)
        guard start < end else {
            throw DomainError.endBeforeStart("the end (\(TimeText.clock(end, calendar: calendar, now: now))) is not after the start (\(TimeText.clock(start, calendar: calendar, now: now)))", from.range.union(to.range))
        }
        return (start, end)
    }

    /// Every instant a clock time could mean near now: its hours on the day given, or today and yesterday.
    func candidates(_ clock: ClockTime) -> [Date] {
        let today = calendar.civil(now).startOfDay
        let days: [CivilDateTime]
        switch clock.day {
        case .today?: days = [today]
        case .yesterday?: days = [today.addingDays(-1)]
        case .date(let year, let month, let day)?: days = [CivilDateTime(year: year, month: month, day: day)]
        case nil: days = [today, today.addingDays(-1)]
        }
        return days.flatMap { day in
            clock.candidateHours.map { hour in
                var civil = day
                civil.hour = hour
                civil.minute = clock.minute
                return calendar.instant(from: civil)
            }
        }
    }

    func describe(_ time: LocatedTime) -> String {
        switch time.point {
        case .later(let seconds): return "in \(DurationText.spoken(seconds))"
        case .clock(let clock):
            let hours = clock.candidateHours
            var civil = calendar.civil(now)
            civil.hour = hours.last ?? clock.hour
            civil.minute = clock.minute
            let text = TimeText.clockOnly(civil)
            switch clock.day {
            case .today?, nil: return "\(text) today"
            case .yesterday?: return "\(text) yesterday"
            case .date(let y, let m, let d)?: return "\(CivilDateTime(year: y, month: m, day: d).dateText) \(text)"
            }
        default: return "that time"
        }
    }
}
