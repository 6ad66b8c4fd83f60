import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

extension EventData.Note: EventPresentation {
    package func listing(_ event: Event, now: Date, calendar: ZonedCalendar, safety: BottleSafety, units: Volume.Unit?) -> String {
        "Note · " + NoteText.listing(category: category, text: event.notes ?? "")
    }

    package func answer(_ event: Event, topic: QuestionTopic, facts: inout [String: JSONValue], in answerer: QuestionAnswerer) -> String {
        facts["text"] = .string(event.notes ?? "")
        return event.notes ?? ""
    }

    package func count(_ event: Event, today counts: inout Dashboard.Counts) {
        if event.start.utc >= counts.dayStart { counts.notes += 1 }
    }
}
