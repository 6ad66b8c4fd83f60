import Foundation
import HushKit

/// A change from the ledger said in a few words for `GET /v1/news` ("Logged pee at 3:02 AM"), in the
/// household's zone, from the same listings `today` and `timeline` show. Only what a caregiver notices is
/// news: events, a baby added, office hours, someone joining. Invites, inbox items and zones say nothing.
///
/// ```swift
/// NewsWording.text(change, calendar: calendar, now: now)   // "Deleted bottle · 4 oz at 1:10 PM"
/// ```
enum NewsWording {
    static func text(_ change: SyncChange, calendar: ZonedCalendar, now: Date) -> String? {
        let before = try? SyncChange.record(change.before)
        let after = try? SyncChange.record(change.after)
        switch (before ?? nil, after ?? nil) {
        case (_, .event(let event)?):
            let previous: Event? = if case .event(let old)? = before ?? nil { old } else { nil }
            return event.isDeleted && previous?.isDeleted != true ? said("Deleted", event, calendar: calendar, now: now)
                : !event.isDeleted && previous?.isDeleted == true ? said("Restored", event, calendar: calendar, now: now)
                : previous == nil ? said("Logged", event, calendar: calendar, now: now)
                : said("Changed", event, calendar: calendar, now: now)
        case (.event(let event)?, nil):
            // Only undoing a creation removes an event's record.
            return said("Took back", event, calendar: calendar, now: now)
        case (nil, .baby(let baby)?):
            return "Added baby \(baby.name)"
        case (_, .entity(let entity)?) where entity.kind == OfficeHours.kind:
            guard let hours = try? OfficeHours(json: entity.value) else { return nil }
            return hours.isAvailable(at: now) ? "Opened office hours" : "Closed office hours"
        case (nil, .entity(let entity)?) where entity.kind == Membership.kind:
            return entity.value["role"]?.string.map { "Joined as \($0)" }
        default:
            return nil
        }
    }

    /// "Logged pee at 3:02 AM": the verb, the event as `today` lists it, and when it happened.
    private static func said(_ verb: String, _ event: Event, calendar: ZonedCalendar, now: Date) -> String {
        // A sleep still running lists as "Started 3:00 PM"; here the time follows anyway.
        let detail = event.kind == .sleep && event.end == nil ? "sleep"
            : DayListing.detail(event, now: now, calendar: calendar, safety: BottleSafety())
        return "\(verb) \(lowered(detail)) at \(lowered(TimeText.clock(event.start.utc, calendar: calendar, now: now)))"
    }

    /// "Pee" → "pee", "Yesterday 3:02 AM" → "yesterday 3:02 AM": words inside a sentence.
    private static func lowered(_ text: String) -> String {
        guard let first = text.first, first.isUppercase else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
