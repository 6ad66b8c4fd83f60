import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

extension EventData.Diaper: EventPresentation {
    package func listing(_ event: Event, now: Date, calendar: ZonedCalendar, safety: BottleSafety, units: Volume.Unit?) -> String {
        // The dashboard spec's lines: "Pee", "Poop", "Pee + Poop"; "Diaper" when none were recorded.
        guard let contents else { return "Diaper" }
        return contents.label.split(separator: " ").map { $0 == "+" ? "+" : $0.capitalized }.joined(separator: " ")
    }

    package func phrase(_ event: Event, defaultContents: MilkContents) -> String? {
        // No phrase logs a diaper without contents: an imported one has no canonical phrase.
        guard let contents else { return nil }
        let words = contents == .both ? "pee and poop" : contents == .wet ? "wet diaper" : "dirty diaper"
        return "\(words) at \(CanonicalPhrase.stamp(event.start))"
    }

    package func answer(_ event: Event, topic: QuestionTopic, facts: inout [String: JSONValue], in answerer: QuestionAnswerer) -> String {
        facts["contents"] = contents.map { .string($0.rawValue) } ?? .null
        return topic == .diaper ? contents?.label ?? "diaper (contents not recorded)" : (contents == .both ? "pee + poop" : "")
    }

    package func count(_ event: Event, today counts: inout Dashboard.Counts) {
        guard event.start.utc >= counts.dayStart else { return }
        guard let contents else { return counts.unrecordedDiapers += 1 }
        if contents != .dirty { counts.pee += 1 }
        if contents != .wet { counts.poop += 1 }
    }

    package func changing(contents: DiaperContents) throws -> EventData { .diaper(contents) }
}
