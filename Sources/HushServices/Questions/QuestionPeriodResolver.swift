import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Pins a ``QuestionPeriod`` to instants with the session's clock and the baby's day start: "today" runs
/// from the day start to now, "yesterday" is the day before it, "last night" is 6 PM the evening before
/// today until 6 AM (or the day start, if later), with each sleep begun in it counted to its end, "this week" starts Monday at the day start.
///
/// ```swift
/// let resolver = QuestionPeriodResolver(now: now, calendar: calendar, dayStartMinutes: 360)
/// try resolver.window(for: .yesterday)   // yesterday 6:00 AM to today 6:00 AM
/// ```
package struct QuestionPeriodResolver {
    var now: Date
    var calendar: ZonedCalendar
    var dayStartMinutes: Int
    var dateOrder: DateOrder = .unknown
    /// "did she poop at 2pm" counts what happened within half an hour of 2 PM: logged times are rounded by
    /// tired hands, and half an hour keeps a neighbouring feed or diaper out.
    static let aroundSeconds: TimeInterval = 30 * 60

    package func window(for period: QuestionPeriod) throws -> PeriodWindow {
        let todayStart = calendar.startOfDay(containing: now, dayStartMinutes: dayStartMinutes)
        let end = now.addingTimeInterval(1)
        func atHour(_ hour: Int, daysFrom base: Date, _ days: Int) -> Date {
            var civil = calendar.civil(base).startOfDay.addingDays(days)
            civil.hour = hour
            return calendar.instant(from: civil)
        }
        switch period {
        case .today:
            return PeriodWindow(from: todayStart, to: end, label: "today")
        case .yesterday:
            let start = calendar.startOfDay(containing: todayStart.addingTimeInterval(-3600), dayStartMinutes: dayStartMinutes)
            return PeriodWindow(from: start, to: todayStart, label: "yesterday")
        case .lastNight:
            let morning = max(atHour(6, daysFrom: todayStart, 0), todayStart)
            var night = PeriodWindow(from: atHour(18, daysFrom: todayStart, -1), to: min(morning, end), label: "last night")
            night.wholeSleeps = true
            return night
        case .thisWeek:
            let weekday = calendar.civil(todayStart).isoWeekday
            let monday = calendar.startOfDay(containing: todayStart.addingTimeInterval(-Double(weekday - 1) * 86_400 + 3 * 3600),
                                             dayStartMinutes: dayStartMinutes)
            return PeriodWindow(from: monday, to: end, label: "this week")
        case .lastDays(let days):
            return PeriodWindow(from: now.addingTimeInterval(-Double(days) * 86_400), to: end, label: period.label)
        case .lastHours(let hours):
            return PeriodWindow(from: now.addingTimeInterval(-Double(hours) * 3600), to: end, label: period.label)
        case .since(let time):
            let resolver = TimeResolver(now: now, calendar: calendar, dateOrder: dateOrder)
            let start = try resolver.instant(for: time)
            return PeriodWindow(from: start, to: end, label: "since \(AnswerWording(calendar: calendar, now: now).at(start).replacing("at ", with: ""))")
        case .partOfToday(let part):
            let morning = max(atHour(6, daysFrom: now, 0), todayStart)
            let bounds: (Date, Date)
            switch part {
            case .morning: bounds = (morning, atHour(12, daysFrom: now, 0))
            case .afternoon: bounds = (atHour(12, daysFrom: now, 0), atHour(18, daysFrom: now, 0))
            case .evening: bounds = (atHour(18, daysFrom: now, 0), atHour(0, daysFrom: now, 1))
            }
            // A part of the day still ahead is empty rather than yesterday's: the answer says none yet.
            return PeriodWindow(from: bounds.0, to: max(bounds.0, min(bounds.1, end)), label: period.label)
        case .sinceThisMorning:
            let morning = max(atHour(6, daysFrom: now, 0), todayStart)
            return PeriodWindow(from: morning, to: max(morning, end), label: "since this morning")
        case .around(let time):
            let resolver = TimeResolver(now: now, calendar: calendar, dateOrder: dateOrder)
            let moment = try resolver.instant(for: time)
            let label = "around \(AnswerWording(calendar: calendar, now: now).at(moment).replacing("at ", with: ""))"
            var window = PeriodWindow(from: moment.addingTimeInterval(-Self.aroundSeconds), to: min(moment.addingTimeInterval(Self.aroundSeconds), end), label: label)
            window.moment = moment
            return window
        case .between(let from, let to):
            let resolver = TimeResolver(now: now, calendar: calendar, dateOrder: dateOrder)
            let span = try resolver.span(from: from, to: to)
            let words = AnswerWording(calendar: calendar, now: now)
            let label = "between \(words.at(span.start).replacing("at ", with: "")) and \(TimeText.clockOnly(calendar.civil(span.end)))"
            return PeriodWindow(from: span.start, to: span.end, label: label)
        }
    }

    package init(now: Date, calendar: ZonedCalendar, dayStartMinutes: Int, dateOrder: DateOrder = .unknown) {
        self.now = now
        self.calendar = calendar
        self.dayStartMinutes = dayStartMinutes
        self.dateOrder = dateOrder
    }
}
