import FoundationEssentials

/// Views of the baby's log: the dashboard, quick stats, today, the timeline, foods, the stash, questions,
/// naps and trends. Every view needs the right to see the baby's events.
///
/// ```swift
/// try ViewsHandler(session: session).run(ParsedLine(command: .view(.status)), now: session.now)   // StatusAnswer
/// ```
struct ViewsHandler: CommandHandler {
    let session: Session

    func run(_ line: ParsedLine, now: Date) throws -> any Answer {
        try checkAccess(.seeEvents, line)
        switch line.command {
        case .nextNap, .whyNap, .predictionStats:
            return try runNaps(line, now: now)
        case .trends(let command):
            return try runTrends(command, line: line, now: now)
        case .view(.status):
            return StatusAnswer(dashboard: try dashboard(now: now, named: line.babyName, range: line.babyNameRange), calendar: session.calendar)
        case .timeline(let span):
            return try timeline(span, line: line, now: now)
        case .question(let question):
            return try answer(question, line: line, now: now)
        case .quickStats:
            return QuickStatsAnswer(dashboard: try dashboard(now: now, named: line.babyName, range: line.babyNameRange))
        case .view(.today):
            let baby = try selection.resolve(named: line.babyName, range: line.babyNameRange)
            let events = try todayEvents(baby: baby, now: now)
            let listing = DayListing.build(events: events, now: now, calendar: session.calendar,
                                           safety: BottleSafety(settings: baby.settings), units: baby.settings.units)
            return TodayAnswer(listing: listing, baby: baby, calendar: session.calendar, now: now)
        case .view(.foods):
            let baby = try selection.resolve(named: line.babyName, range: line.babyNameRange)
            let meals = try store.events(for: baby.id, from: Date(timeIntervalSince1970: 0), to: now.addingTimeInterval(1), kind: .solids)
            return FoodsAnswer(list: FoodsList.build(meals: meals), baby: baby, calendar: session.calendar, now: now)
        case .view(.stash):
            let baby = try selection.resolve(named: line.babyName, range: line.babyNameRange)
            return StashAnswer(stash: MilkStash(baby: baby, events: store.stash(for: baby.id), calendar: session.calendar, now: now))
        default:
            throw UnhandledCommand(command: line.command)
        }
    }
}
