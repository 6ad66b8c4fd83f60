import FoundationEssentials

/// Building the views that read the store: the dashboard and its "last of" searches.
extension ViewsHandler {
    func timeline(_ span: TimelineSpan, line: ParsedLine, now: Date) throws -> any Answer {
        let baby = try selection.resolve(named: line.babyName, range: line.babyNameRange)
        let calendar = session.calendar
        let minutes = baby.settings.dayStartMinutes
        let window: TimelineLayout.Window
        switch span {
        case .around:
            window = .init(from: now.addingTimeInterval(-6 * 3600), to: now.addingTimeInterval(3 * 3600))
        case .last(let seconds):
            window = .init(from: now.addingTimeInterval(-seconds), to: now)
        case .yesterday:
            let today = calendar.startOfDay(containing: now, dayStartMinutes: minutes)
            window = .init(from: calendar.startOfDay(containing: today.addingTimeInterval(-3600), dayStartMinutes: minutes), to: today)
        case .day(let y, let m, let d):
            var civil = CivilDateTime(year: y, month: m, day: d)
            civil.hour = minutes / 60
            civil.minute = minutes % 60
            window = .init(from: calendar.instant(from: civil), to: calendar.instant(from: civil.addingDays(1)))
        }
        // Align rows to the slot size so hour marks fall on rows.
        let step = window.step
        let from = Date(timeIntervalSince1970: (window.from.timeIntervalSince1970 / step).rounded(.down) * step)
        let aligned = TimelineLayout.Window(from: from, to: window.to)
        let events = try store.events(for: baby.id, from: aligned.from.addingTimeInterval(-36 * 3600), to: aligned.to)
            .filter { $0.start.utc >= aligned.from || ($0.kind == .sleep && ($0.end?.utc ?? now) > aligned.from) }
        let open = now >= aligned.from && now < aligned.to ? store.openEvents(for: baby.id) : []
        var layout = TimelineLayout.build(events: events, open: open, window: aligned, now: now, calendar: calendar)
        for (index, event) in try todayEvents(baby: baby, now: now).enumerated() { layout.numbers[event.id] = index + 1 }
        if aligned.to > now, case .window(let prediction) = try napForecast(baby: baby, now: now) {
            layout.napWindow = (prediction.rangeStart, prediction.rangeEnd)
        }
        return TimelineAnswer(layout: layout, baby: baby, calendar: calendar, now: now)
    }
}

/// Shared with the other handlers.
extension DispatchContext {
    func dashboard(now: Date, named: String?, range: SourceRange?) throws -> Dashboard {
        let baby = try selection.resolve(named: named, range: range)
        let dayStart = session.calendar.startOfDay(containing: now, dayStartMinutes: baby.settings.dayStartMinutes)
        // A day back catches sleeps that began last night and run into today (none lasts longer).
        let recent = try store.events(for: baby.id, from: dayStart.addingTimeInterval(-24 * 3600), to: now.addingTimeInterval(1))
        let lastSleep = store.latest(.sleep, for: baby.id).flatMap { $0.end == nil ? recent.last { $0.kind == .sleep && $0.end != nil } : $0 }
        var dashboard = Dashboard.build(
            baby: baby, now: now, calendar: session.calendar, open: store.openEvents(for: baby.id),
            lastFeed: try lastFeed(baby: baby, now: now), lastDiaper: store.latest(.diaper, for: baby.id),
            lastSleep: lastSleep, today: recent, dayStart: dayStart)
        // Dashboard spec: the next side is the opposite of the last breast feed's starting side.
        dashboard.suggestedSide = store.latestBreastFeed(for: baby.id)?.data.breast?.startedSide.opposite
        dashboard.nap = try napForecast(baby: baby, now: now)
        dashboard.sync = SyncStatus.read(store: store)?.line
        if let pump = store.latest(.pump, for: baby.id) {
            dashboard.lastPump = pump
            dashboard.pumpedToday = PumpTotals(events: recent, from: dayStart, to: now.addingTimeInterval(1))
        }
        return dashboard
    }

    /// The latest bottle that was actually fed; a bottle only prepared is not a feed yet.
    func lastFeed(baby: Baby, now: Date) throws -> Event? {
        guard let latest = store.latest(.eat, for: baby.id) else { return nil }
        if latest.isFeed { return latest }
        return try lastEvent(baby: baby, now: now, kind: .eat) { $0.isFeed }
    }

    /// The most recent event of `kind` matching `wanted` in the last month, searched a few days at a time,
    /// decoding only that kind's events.
    func lastEvent(baby: Baby, now: Date, kind: EventKind, where wanted: (Event) -> Bool) throws -> Event? {
        var to = now.addingTimeInterval(1)
        for _ in 0..<8 {
            let from = to.addingTimeInterval(-4 * 24 * 3600)
            let found = try store.events(for: baby.id, from: from, to: to, kind: kind, where: wanted)
            if let last = found.max(by: { $0.feedTime < $1.feedTime }) { return last }
            to = from
        }
        return nil
    }
}
