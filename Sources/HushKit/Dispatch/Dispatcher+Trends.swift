import FoundationEssentials

/// Trends, stripes and the pediatrician's report: read the week files of the days asked for (and one day
/// before them, for a sleep running into the first), then let ``DailyTrends`` count. Nothing is written
/// to the store; the report writes only its own file.
extension ViewsHandler {
    func runTrends(_ command: TrendsCommand, line: ParsedLine, now: Date) throws -> any Answer {
        let baby = try selection.resolve(named: line.babyName, range: line.babyNameRange)
        switch command {
        case .table(let span, let focus):
            var trends = try dailyTrends(baby: baby, days: days(in: span, baby: baby, now: now), now: now)
            trends.focus = focus
            return TrendsAnswer(trends: trends, view: .table, calendar: session.calendar)
        case .stripes(let span):
            return TrendsAnswer(trends: try dailyTrends(baby: baby, days: days(in: span, baby: baby, now: now), now: now), view: .stripes, calendar: session.calendar)
        case .report(let span, let file):
            let count = days(in: span, baby: baby, now: now)
            let trends = try dailyTrends(baby: baby, days: count, now: now)
            let history = try dailyTrends(baby: baby, days: daysSinceBirth(baby, now: now), now: now)
            let page = PediatricianReport(trends: trends, sinceBirth: history, calendar: session.calendar, person: session.person).html
            try write(Data(page.utf8), to: file)
            return RecordedAnswer(summary: "Wrote \(baby.name)'s report for the last \(count) days to \(file)", event: nil, baby: baby)
        }
    }

    /// The days from the first day's start to now, with the sleep running now.
    func dailyTrends(baby: Baby, days: Int, now: Date) throws -> DailyTrends {
        let from = DailyTrends.readFrom(days: days, now: now, calendar: session.calendar, dayStartMinutes: baby.settings.dayStartMinutes)
        let facts = try store.trendsFacts(for: baby.id, from: from, to: now.addingTimeInterval(1))
        return DailyTrends.build(facts: facts, days: days, baby: baby, now: now, calendar: session.calendar)
    }

    /// "This week" is Monday to today, as questions count it.
    private func days(in span: TrendsSpan, baby: Baby, now: Date) -> Int {
        switch span {
        case .days(let count): return count
        case .thisWeek:
            let todayStart = session.calendar.startOfDay(containing: now, dayStartMinutes: baby.settings.dayStartMinutes)
            return session.calendar.civil(todayStart).isoWeekday
        }
    }

    /// Birth to today, inclusive; a birth date in the future or unreadable gives today alone.
    private func daysSinceBirth(_ baby: Baby, now: Date) -> Int {
        let today = session.calendar.civil(session.calendar.startOfDay(containing: now, dayStartMinutes: baby.settings.dayStartMinutes))
        return max((baby.ageInDays(on: today) ?? 0) + 1, 1)
    }
}
