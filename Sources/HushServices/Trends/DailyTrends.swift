import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// A baby's last N days, one ``TrendsDay`` each (today last, so far): what `trends`, `stripes` and
/// `report` show. Pure: built from the events the caller read, at the clock's now.
///
/// The definitions are the questions' and the dashboard's (docs/trends.md): a day starts at the baby's
/// day start; a sleep crossing a day's edge is split by its minutes into each day; the night part is the
/// sleep between 6 PM and 6 AM on the clock; a nap is a sleep starting 6 AM to 6 PM; a feed is a breast
/// feed or a fed bottle, counted where it began; the amount is what finished bottles' feeds drank.
///
/// ```swift
/// let trends = DailyTrends.build(events: events, days: 7, baby: eddie, now: now, calendar: calendar)
/// trends.days.count            // 7
/// trends.days.last!.feeds      // today's feeds so far, as `status` counts them
/// ```
public struct DailyTrends: Sendable {
    public var baby: Baby
    public var unit: Volume.Unit
    public var now: Date
    public var days: [TrendsDay]
    /// What the table shows: every measure, or one group of them ("sleep this week").
    public var focus: TrendsFocus = .all

    /// The first instant whose events can count in `days` days ending today: a day before the first day
    /// starts, so a sleep or a bottle running into it is read too.
    public static func readFrom(days: Int, now: Date, calendar: ZonedCalendar, dayStartMinutes: Int) -> Date {
        windows(days: days, now: now, calendar: calendar, dayStartMinutes: dayStartMinutes)[0].from.addingTimeInterval(-36 * 3600)
    }

    /// The days' edges, oldest first: each from its day start to the next, today to now.
    static func windows(days: Int, now: Date, calendar: ZonedCalendar, dayStartMinutes: Int) -> [TrendsDay] {
        let todayStart = calendar.startOfDay(containing: now, dayStartMinutes: dayStartMinutes)
        let today = calendar.civil(todayStart).startOfDay
        func start(_ offset: Int) -> Date {
            var civil = today.addingDays(offset)
            civil.hour = dayStartMinutes / 60
            civil.minute = dayStartMinutes % 60
            return calendar.instant(from: civil)
        }
        return (0..<max(days, 1)).reversed().map { back in
            var day = TrendsDay(date: today.addingDays(-back), from: start(-back), to: back == 0 ? now : start(-back + 1))
            day.isToday = back == 0
            return day
        }
    }

    public static func build(events: [Event], days count: Int, baby: Baby, now: Date, calendar: ZonedCalendar) -> DailyTrends {
        build(facts: events.compactMap { TrendsFact($0) }, days: count, baby: baby, now: now, calendar: calendar)
    }

    /// As ``build(events:days:baby:now:calendar:)``, from the events as trends count them (what the store's
    /// week summaries hold).
    public static func build(facts: [TrendsFact], days count: Int, baby: Baby, now: Date, calendar: ZonedCalendar) -> DailyTrends {
        let units = baby.settings.units
        var days = windows(days: count, now: now, calendar: calendar, dayStartMinutes: baby.settings.dayStartMinutes)
        // Events are counted in the day holding their moment; the last day's edge is now, so anything
        // later (a bottle made for later) counts nowhere.
        // A report since birth has hundreds of days: find a day by halves.
        func dayIndex(_ instant: Date) -> Int? {
            guard let first = days.first, instant >= first.from, instant < now.addingTimeInterval(1) else { return nil }
            var low = 0, high = days.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if days[middle].from <= instant { low = middle } else { high = middle - 1 }
            }
            return low
        }
        for fact in facts {
            let measure = fact.measure
            if let index = dayIndex(fact.start) { days[index].logged = true }
            if measure.sleepSpan {
                let start = fact.start, end = min(fact.end ?? now, now)
                if let index = dayIndex(start) {
                    days[index].longestSleepSeconds = max(days[index].longestSleepSeconds, end.timeIntervalSince(start))
                    // A nap as questions count one (`QuestionTopic.nap`): a sleep starting 6 AM to 6 PM on the clock.
                    if (6..<18).contains(calendar.civil(start).hour) { days[index].naps += 1 }
                }
                for index in (dayIndex(max(start, days[0].from)) ?? days.count)..<days.count {
                    guard days[index].from < end else { break }
                    let from = max(start, days[index].from), to = min(end, days[index].to)
                    guard to > from else { continue }
                    days[index].logged = true
                    days[index].sleepSeconds += to.timeIntervalSince(from)
                    days[index].nightSleepSeconds += nightSeconds(from: from, to: to, calendar: calendar)
                    days[index].asleep.append(DateInterval(start: from, end: to))
                }
            }
            // A feed counts where it began: a bottle's feeding start, anything else's start.
            if let feed = measure.feed, let index = dayIndex(fact.feedTime) {
                days[index].feeds += 1
                if feed.breast { days[index].breastFeeds += 1 }
                days[index].feedTimes.append(fact.feedTime)
                if let drank = feed.drank { days[index].amount += drank.value(in: units) }
            }
            if let pumping = measure.pumping, let index = dayIndex(fact.start) {
                days[index].pumpSessions += 1
                if let amount = pumping.amount { days[index].pumped += amount.value(in: units) }
            }
            if measure.wet || measure.dirty, let index = dayIndex(fact.start) {
                if measure.wet { days[index].wet += 1 }
                if measure.dirty { days[index].dirty += 1 }
            }
        }
        return DailyTrends(baby: baby, unit: units, now: now, days: days)
    }

    /// Seconds of `[from, to)` between 6 PM and 6 AM on the clock (each night from its evening's 6 PM).
    static func nightSeconds(from: Date, to: Date, calendar: ZonedCalendar) -> TimeInterval {
        var total: TimeInterval = 0
        var evening = calendar.civil(from).startOfDay.addingDays(-1)
        let last = calendar.civil(to).startOfDay
        while evening.dayNumber <= last.dayNumber {
            var dusk = evening, dawn = evening.addingDays(1)
            dusk.hour = 18
            dawn.hour = 6
            let overlap = min(to, calendar.instant(from: dawn)).timeIntervalSince(max(from, calendar.instant(from: dusk)))
            if overlap > 0 { total += overlap }
            evening = evening.addingDays(1)
        }
        return total
    }

    /// The full days (not today) that have something logged: what averages are taken over.
    public var completeDays: [TrendsDay] { days.filter { !$0.isToday && $0.logged } }
}

