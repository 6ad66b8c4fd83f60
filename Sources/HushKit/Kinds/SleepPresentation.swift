import Foundation

extension EventData.Sleep: EventPresentation {
    func listing(_ event: Event, now: Date, calendar: ZonedCalendar, safety: BottleSafety, units: Volume.Unit?) -> String {
        if let end = event.end {
            // "Nap · 2h 15m" as the spec lists it; a sleep of 4 hours or more is the night's, so "Sleep".
            let length = end.utc.timeIntervalSince(event.start.utc)
            return "\(length >= 4 * 3600 ? "Sleep" : "Nap") · \(DurationText.short(length))"
        }
        return "Started \(TimeText.clock(event.start.utc, calendar: calendar, now: now))"
    }

    func phrase(_ event: Event, defaultContents: MilkContents) -> String? {
        let start = CanonicalPhrase.stamp(event.start)
        guard let end = event.end else { return "fell asleep at \(start)" }
        return "napped from \(start) to \(CanonicalPhrase.stamp(end))"
    }

    func doubt(_ event: Event, length: TimeInterval?) -> String? {
        guard let length, length > EventPlausibility.longestSleep else { return nil }
        return "a sleep of \(DurationText.hoursMinutes(length)) is longer than 16 hours"
    }

    func answer(_ event: Event, topic: QuestionTopic, facts: inout [String: JSONValue], in answerer: QuestionAnswerer) -> String {
        guard let end = event.end else { return "" }
        let words = answerer.words
        let length = end.utc.timeIntervalSince(event.start.utc)
        facts["minutes"] = words.minutes(length)
        if topic == .wake {
            facts["slept_from"] = words.iso(event.start.utc)
            return "after \(DurationText.short(length)) of sleep"
        }
        facts["woke_at"] = words.iso(end.utc)
        return "and woke \(words.at(end.utc)) after \(DurationText.short(length))"
    }

    func count(_ event: Event, today counts: inout Dashboard.Counts) {
        // Only the part of each sleep that falls today counts (an overnight sleep is split at midnight).
        let start = max(event.start.utc, counts.dayStart)
        let end = min(event.end?.utc ?? counts.now, counts.now)
        if end > start { counts.sleep += end.timeIntervalSince(start) }
    }

    /// A sleep crossing a day's edge is split by its minutes into each day.
    func count(_ event: Event, trends tally: inout DailyTrends.Tally) {
        let start = event.start.utc, end = min(event.end?.utc ?? tally.now, tally.now)
        if let index = tally.dayIndex(start) {
            tally.days[index].longestSleepSeconds = max(tally.days[index].longestSleepSeconds, end.timeIntervalSince(start))
            if QuestionTopic.nap.matches(event, calendar: tally.calendar) { tally.days[index].naps += 1 }
        }
        for index in (tally.dayIndex(max(start, tally.days[0].from)) ?? tally.days.count)..<tally.days.count {
            guard tally.days[index].from < end else { break }
            let from = max(start, tally.days[index].from), to = min(end, tally.days[index].to)
            guard to > from else { continue }
            tally.days[index].logged = true
            tally.days[index].sleepSeconds += to.timeIntervalSince(from)
            tally.days[index].nightSleepSeconds += DailyTrends.nightSeconds(from: from, to: to, calendar: tally.calendar)
            tally.days[index].asleep.append(DateInterval(start: from, end: to))
        }
    }
}
