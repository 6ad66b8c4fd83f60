import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Pins spoken times to instants with the session's clock. Logging is about the past: a clock time
/// means its most recent occurrence at or before now ("2:15" at 3 PM is 2:15 PM today; "11pm" at 1 AM
/// is last night; "sunday at 3pm" the latest Sunday 3 PM that has passed), and anything in the future is
/// refused. A time one of whose readings is less than an hour ahead ("4:31" typed at 4:30 AM) is refused
/// with the past readings, never moved back twelve hours or a day on its own.
///
/// ```swift
/// let resolver = TimeResolver(now: now, calendar: calendar)
/// try resolver.instant(for: LocatedTime(.ago(seconds: 600), range: r))   // now − 10 min
/// ```
public struct TimeResolver: Sendable {
    public let now: Date
    public let calendar: ZonedCalendar
    /// How a numeric date ("2/11") is read.
    public var dateOrder: DateOrder
    /// Times within this many seconds after now count as now (the minute being typed is not the future).
    static let tolerance: TimeInterval = 59
    /// The hour a night said "tonight" ends: said before it, "tonight" is the night still running.
    static let nightEnds = 5
    /// How far ahead today's reading of a time with am or pm ("5pm") makes yesterday's a guess.
    static let markedAhead: TimeInterval = 4 * 3600

    public init(now: Date, calendar: ZonedCalendar, dateOrder: DateOrder = .unknown) {
        self.now = now
        self.calendar = calendar
        self.dateOrder = dateOrder
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
            let all = try self.candidates(clock, range: time.range)
            // A reading less than an hour ahead is most likely the time meant, typed a little early or
            // misheard: refuse with the readings that have passed rather than pick one of them. A time that
            // says am or pm has no other half: "5pm" said at 3 PM was yesterday's, a day back that nobody
            // said, so today's a few hours ahead is refused the same way.
            let past = all.compactMap { $0.reading.instant }.filter { $0 <= now.addingTimeInterval(Self.tolerance) }.sorted(by: >).prefix(2)
            let ahead = clock.day == nil && clock.candidateHours.count == 1 ? Self.markedAhead : 3600
            if limit == nil, !past.isEmpty, all.contains(where: { $0.reading.moment > now.addingTimeInterval(Self.tolerance) && $0.reading.moment.timeIntervalSince(now) <= ahead }) {
                throw DomainError.notYet(time.text.isEmpty ? describe(time) : time.text,
                                         readings: past.map { phraseText($0, zoneOffset: clock.zoneOffset) }, time.range)
            }
            // The most recent past reading: of a fall-back hour's two, the later once both have passed.
            let candidates = all.filter { $0.reading.moment <= bound.addingTimeInterval(Self.tolerance) }
            guard let best = candidates.max(by: { $0.reading.moment < $1.reading.moment }) else {
                throw DomainError.inFuture(describe(time), time.range)
            }
            try refuseEitherHalfOfDay(clock, best: best, candidates: candidates, time: time)
            return min(try resolved(best, range: time.range), bound)
        }
    }

    /// "Monday 7:00", "yesterday at 5": a clock time without am or pm on a day before today. On today's
    /// clock the most recent past is the likeliest reading; on a past day both halves have passed, so
    /// neither is likelier: the line is refused with both readings, written so that typing one logs it.
    func refuseEitherHalfOfDay(_ clock: ClockTime, best: ClockReading, candidates: [ClockReading], time: LocatedTime) throws {
        guard clock.meridiem == nil, clock.candidateHours.count == 2, let day = clock.day, day != .today else { return }
        let zoned = clock.zoneOffset.flatMap { ZoneRules.fixed(secondsFromGMT: $0) }.map(ZonedCalendar.init(zone:)) ?? calendar
        let bestDay = best.civil.startOfDay
        guard bestDay != zoned.civil(now).startOfDay else { return }
        // Wall times, not instants: a fall-back hour's two readings are one half of the day, and a half the
        // clocks skipped is still a half the person may have meant.
        let sameDay = Set(candidates.map(\.civil).filter { $0.startOfDay == bestDay }).sorted()
        guard sameDay.count == 2 else { return }
        let readings = sameDay.map { phraseText(civil: $0, zoned: zoned) }
        let said = time.text.isEmpty ? describe(time) : time.text
        throw DomainError.ambiguousTime("'\(said)' could be '\(readings[0])' or '\(readings[1])'; say am or pm", time.range)
    }

    /// A span: the end first (most recent past), then the start as the latest occurrence before the end.
    public func span(from: LocatedTime, to: LocatedTime) throws -> (start: Date, end: Date) {
        // "from 2026-01-01 1pm to 2pm", "from yesterday 11pm to 6am": when only the start names a day, the end
        // is its first occurrence after the start.
        if case .clock(var startClock) = from.point, startClock.day != nil, case .clock(let endClock) = to.point, endClock.day == nil {
            // "yesterday from 1 to 3pm": the end's am or pm is the start's too, or the other half when the
            // start's hour comes after the end's ("from 11 to 2pm").
            var from = from
            if startClock.meridiem == nil, !startClock.twentyFourHour, (1...12).contains(startClock.hour), let half = endClock.meridiem {
                let before = (startClock.hour % 12, startClock.minute) < (endClock.hour % 12, endClock.minute)
                startClock.meridiem = before ? half : (half == .pm ? .am : .pm)
                from.point = .clock(startClock)
            }
            let start = try instant(for: from)
            let startDay = calendar.civil(start).startOfDay
            let ends = [0, 1].flatMap { offset in
                endClock.candidateHours.flatMap { hour -> [ClockReading] in
                    var civil = startDay.addingDays(offset)
                    civil.hour = hour
                    civil.minute = endClock.minute
                    return calendar.readings(of: civil).map { (civil, $0) }
                }
            }.filter { $0.reading.moment > start }
            guard let first = ends.min(by: { $0.reading.moment < $1.reading.moment }) else {
                throw DomainError.endBeforeStart("the end is not after the start", from.range.union(to.range))
            }
            let end = try resolved(first, range: to.range)
            guard end <= now.addingTimeInterval(Self.tolerance) else {
                throw DomainError.inFuture("an end at \(TimeText.clock(end, calendar: calendar, now: now))", to.range)
            }
            return (start, end)
        }
        var to = to
        // "from 1pm to 5", "from 10pm to 6": an end without am or pm is in the start's half of the day, or
        // the next half when its hour comes first. Read as the latest past time, "from 1pm to 5" said at
        // 3 PM was 1 PM yesterday to 5 AM today, sixteen hours.
        if case .clock(let startClock) = from.point, let half = startClock.meridiem, startClock.day == nil,
           case .clock(var endClock) = to.point, endClock.meridiem == nil, endClock.day == nil, !endClock.twentyFourHour,
           (1...12).contains(endClock.hour) {
            let before = (startClock.hour % 12, startClock.minute) < (endClock.hour % 12, endClock.minute)
            endClock.meridiem = before ? half : (half == .pm ? .am : .pm)
            to.point = .clock(endClock)
        }
        let end = try instant(for: to)
        // "from 9:30 to 11:00 on thursday": when only the end names a day, the start is the latest before the end
        if case .clock(var startClock) = from.point, startClock.day == nil, case .clock(let endClock) = to.point, endClock.day != nil {
            let endDay = (endClock.zoneOffset.flatMap { ZoneRules.fixed(secondsFromGMT: $0) }.map(ZonedCalendar.init(zone:)) ?? calendar).civil(end)
            startClock.day = .date(year: endDay.year, month: endDay.month, day: endDay.day)
            let sameDay = try candidates(startClock).filter { $0.reading.moment < end }
            startClock.day = .date(year: endDay.startOfDay.addingDays(-1).year, month: endDay.startOfDay.addingDays(-1).month,
                                   day: endDay.startOfDay.addingDays(-1).day)
            let starts = sameDay.isEmpty ? try candidates(startClock).filter { $0.reading.moment < end } : sameDay
            guard let start = starts.max(by: { $0.reading.moment < $1.reading.moment }) else {
                throw DomainError.endBeforeStart("the end is not after the start", from.range.union(to.range))
            }
            return (try resolved(start, range: from.range), end)
        }
        if case .clock = from.point {
            let start = try instant(for: from, notAfter: end)
            // "from 2:15 to 2:15": a span of no length, refused like a length of zero.
            guard start < end else {
                throw DomainError.endBeforeStart("a span needs a length: its start and end are both \(TimeText.clock(end, calendar: calendar, now: now)); give the end, for example 'from 2:15 to 3:40pm'", from.range.union(to.range))
            }
            guard end.timeIntervalSince(start) <= 24 * 3600 else {
                throw DomainError.endBeforeStart("a span longer than a day; give dates, for example 'from yesterday 11pm to 6am'", from.range.union(to.range))
            }
            try refuseDayOrNight(from, to, start: start, end: end, range: from.range.union(to.range))
            try refuseStartMovedPastNoon(from, start: start, end: end, range: from.range.union(to.range))
            try refuseSpanHoldingNow(from, to, start: start, end: end, range: from.range.union(to.range))
            return (start, end)
        }
        let start = try instant(for: from)
        guard start < end else {
            throw DomainError.endBeforeStart("the end (\(TimeText.clock(end, calendar: calendar, now: now))) is not after the start (\(TimeText.clock(start, calendar: calendar, now: now)))", from.range.union(to.range))
        }
        return (start, end)
    }

    /// Every reading of a clock time near now: its hours on the days it names, or today and yesterday, each
    /// with what it means in the zone (two instants in a fall-back hour, a gap on a spring-forward night).
    func candidates(_ clock: ClockTime, range: SourceRange? = nil) throws -> [ClockReading] {
        let zoned = clock.zoneOffset.flatMap { ZoneRules.fixed(secondsFromGMT: $0) }.map(ZonedCalendar.init(zone:)) ?? calendar
        let today = zoned.civil(now).startOfDay
        let days: [CivilDateTime]
        switch clock.day {
        case .today?: days = [today]
        case .yesterday?: days = [today.addingDays(-1)]
        case .tonight?:
            // "1pm tonight": a time of the day is no night's.
            if let hour = clock.candidateHours.first(where: { (Self.nightEnds..<17).contains($0) }) {
                var civil = zoned.civil(now)
                civil.hour = hour
                civil.minute = clock.minute
                throw DomainError.ambiguousTime("\(TimeText.clockOnly(civil)) is the day's, not tonight's; say the time alone, or tonight's hour", range)
            }
            // The evening the night began on, its hours from noon that day's, the small hours the next's.
            let evening = zoned.civil(now).hour < Self.nightEnds ? today.addingDays(-1) : today
            days = [clock.candidateHours.allSatisfy { $0 >= 12 } ? evening : evening.addingDays(1)]
        case .date(let year, let month, let day)?: days = [CivilDateTime(year: year, month: month, day: day)]
        case .daysAgo(let count)?: days = [today.addingDays(-count)]
        case .weekday(let weekday, let beforeToday)?:
            days = (beforeToday ? 1...7 : 0...7).map { today.addingDays(-$0) }.filter { $0.isoWeekday == weekday }
        case .monthDay(let month, let day)?:
            days = [today.year, today.year - 1].filter { CivilDateTime.isValid(year: $0, month: month, day: day) }
                .map { CivilDateTime(year: $0, month: month, day: day) }
        case .numeric(let first, let second, let year)?:
            guard let (month, day) = dateOrder.monthAndDay(first: first, second: second) else {
                throw DomainError.ambiguousTime(numericDateProblem(first, second), range)
            }
            // "3/3/15": the most recent year ending so, never one ahead ("10/31/74" is 1974)
            let years = year.map { $0 >= 100 ? [$0] : [today.year - ((today.year - $0) % 100 + 100) % 100] } ?? [today.year, today.year - 1]
            days = years.filter { CivilDateTime.isValid(year: $0, month: month, day: day) }
                .map { CivilDateTime(year: $0, month: month, day: day) }
            guard !days.isEmpty else { throw DomainError.ambiguousTime("'\(first)/\(second)' is not a date", range) }
        case nil: days = [today, today.addingDays(-1)]
        }
        return days.flatMap { day in
            clock.candidateHours.flatMap { hour -> [ClockReading] in
                var civil = day
                civil.hour = hour
                civil.minute = clock.minute
                return zoned.readings(of: civil).map { (civil, $0) }
            }
        }
    }

    /// Why "2/11" was not read: the order is unknown and both readings are dates, or it fits no order.
    func numericDateProblem(_ first: Int, _ second: Int) -> String {
        let name = { (month: Int) in (1...12).contains(month) ? Self.monthNames[month - 1] : nil }
        let readings = [name(first).map { "\($0) \(second)" }, name(second).map { "\($0) \(first)" }].compactMap { $0 }
        let said = "'\(first)/\(second)'"
        switch dateOrder {
        case .unknown where readings.count == 2:
            return "\(said) could be \(readings[0]) or \(readings[1]); write the month's name, for example '\(readings[0])'"
        default:
            return "\(said) is not a date here (\(dateOrder == .dayFirst ? "day/month" : "month/day")); write the month's name, for example 'feb 11'"
        }
    }

    static let monthNames = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// A reading as the person could type it to mean exactly that: "yesterday 4:31pm", "today 2:30am"; the
    /// first of a fall-back hour's two readings as "45 min ago", since its clock time means the second.
    func phraseText(_ instant: Date, zoneOffset: Int?) -> String {
        let zoned = zoneOffset.flatMap { ZoneRules.fixed(secondsFromGMT: $0) }.map(ZonedCalendar.init(zone:)) ?? calendar
        let civil = zoned.civil(instant)
        let readings = zoned.readings(of: civil)
        if readings.count == 2, readings.first?.instant?.wholeSeconds() == instant.wholeSeconds() {
            return "\(max(1, Int(now.timeIntervalSince(instant) / 60))) min ago"
        }
        return phraseText(civil: civil, zoned: zoned)
    }

    /// A wall time as typed, with its day: "yesterday 4:31pm", "Sun Mar 8 2:30am".
    func phraseText(civil: CivilDateTime, zoned: ZonedCalendar) -> String {
        let days = zoned.civil(now).startOfDay.dayNumber - civil.dayNumber
        let day = days == 0 ? "today" : days == 1 ? "yesterday" : civil.dateText
        let hour = civil.hour % 12 == 0 ? 12 : civil.hour % 12
        let minute = civil.minute == 0 ? "" : civil.minute < 10 ? ":0\(civil.minute)" : ":\(civil.minute)"
        return "\(day) \(hour)\(minute)\(civil.hour < 12 ? "am" : "pm")"
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
            case .tonight?: return "\(text) tonight"
            case .date(let y, let m, let d)?: return "\(CivilDateTime(year: y, month: m, day: d).dateText) \(text)"
            case .daysAgo(let count)?: return "\(text) \(count) days ago"
            case .weekday, .monthDay, .numeric: return "'\(time.text)'"
            }
        default: return "that time"
        }
    }
}
