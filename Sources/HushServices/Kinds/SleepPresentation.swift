import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

extension EventData.Sleep: EventPresentation {
    package func listing(_ event: Event, now: Date, calendar: ZonedCalendar, safety: BottleSafety, units: Volume.Unit?) -> String {
        if let end = event.end {
            // "Nap · 2h 15m" as the spec lists it; a sleep of 4 hours or more is the night's, so "Sleep".
            let length = end.utc.timeIntervalSince(event.start.utc)
            return "\(length >= 4 * 3600 ? "Sleep" : "Nap") · \(DurationText.short(length))"
        }
        return "Started \(TimeText.clock(event.start.utc, calendar: calendar, now: now))"
    }

    package func phrase(_ event: Event, defaultContents: MilkContents) -> String? {
        let start = CanonicalPhrase.stamp(event.start)
        guard let end = event.end else { return "fell asleep at \(start)" }
        return "napped from \(start) to \(CanonicalPhrase.stamp(end))"
    }

    package func doubt(_ event: Event, length: TimeInterval?) -> String? {
        guard let length, length > EventPlausibility.longestSleep else { return nil }
        return "a sleep of \(DurationText.hoursMinutes(length)) is longer than 16 hours"
    }

    package func answer(_ event: Event, topic: QuestionTopic, facts: inout [String: JSONValue], in answerer: QuestionAnswerer) -> String {
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

    package func count(_ event: Event, today counts: inout Dashboard.Counts) {
        // Only the part of each sleep that falls today counts (an overnight sleep is split at midnight).
        let start = max(event.start.utc, counts.dayStart)
        let end = min(event.end?.utc ?? counts.now, counts.now)
        if end > start { counts.sleep += end.timeIntervalSince(start) }
    }

}
