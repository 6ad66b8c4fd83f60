import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

extension EventData.Breast: EventPresentation {
    package func listing(_ event: Event, now: Date, calendar: ZonedCalendar, safety: BottleSafety, units: Volume.Unit?) -> String {
        let minutes = Int((event.duration(until: now) / 60).rounded())
        let length = minutes > 0 ? " · \(minutes) min" : ""
        if bothSides {
            return "Both (\(startedSide.letter)→\(startedSide.opposite.letter))" + length
        }
        return "\(startedSide.rawValue.capitalized) breast" + length
    }

    package func phrase(_ event: Event, defaultContents: MilkContents) -> String? {
        let start = CanonicalPhrase.stamp(event.start)
        let sides = bothSides ? "both sides starting \(startedSide.rawValue)" : startedSide.rawValue
        guard let end = event.end, end.utc > event.start.utc else { return "nursed \(sides) at \(start)" }
        return "nursed \(sides) from \(start) to \(CanonicalPhrase.stamp(end))"
    }

    package func doubt(_ event: Event, length: TimeInterval?) -> String? {
        let sides: Double = bothSides ? 2 : 1
        guard let length, length > EventPlausibility.longestSide * sides else { return nil }
        return "a breast feed of \(DurationText.hoursMinutes(length)) is longer than 90 minutes a side"
    }

    package func answer(_ event: Event, topic: QuestionTopic, facts: inout [String: JSONValue], in answerer: QuestionAnswerer) -> String {
        facts["method"] = .string("breast")
        facts["side"] = .string(startedSide.rawValue)
        facts["both_sides"] = .bool(bothSides)
        var text = bothSides ? "breast, both sides, \(startedSide.rawValue) first" : "breast, \(startedSide.rawValue) side"
        if let end = event.end, end.utc > event.start.utc {
            facts["minutes"] = answerer.words.minutes(end.utc.timeIntervalSince(event.start.utc))
            text += " for \(DurationText.short(end.utc.timeIntervalSince(event.start.utc)))"
        }
        return text
    }

    package func count(_ event: Event, today counts: inout Dashboard.Counts) {
        if event.start.utc >= counts.dayStart { counts.feeds += 1 }
    }

}
