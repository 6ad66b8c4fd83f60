import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// One line of `today`: the spec's detail lines ("Bottle · 4 oz", "Pee + Poop", "Nap · 2h 15m",
/// "Started 8:00 PM" for a sleep still running).
public struct DayListing: Sendable {
    public struct Row: Sendable {
        /// The event's number for commands ("sleep 3"): its place in the day, first = 1.
        public var number: Int
        public var time: Date
        public var kind: EventKind
        public var detail: String
        public var event: Event
    }

    public var date: CivilDateTime
    /// Newest first.
    public var rows: [Row]

    public static func build(events: [Event], now: Date, calendar: ZonedCalendar, safety: BottleSafety, units: Volume.Unit? = nil) -> DayListing {
        let ordered = events.sorted { ($0.start.utc, $0.id) < ($1.start.utc, $1.id) }
        let rows = ordered.enumerated().map { index, event -> Row in
            Row(number: index + 1, time: event.start.utc, kind: event.kind,
                detail: detail(event, now: now, calendar: calendar, safety: safety, units: units), event: event)
        }
        // Newest first; ids are minted in order, so events logged at the same minute keep their order.
        return DayListing(date: calendar.civil(now).startOfDay, rows: rows.sorted { ($0.time, $0.event.id) > ($1.time, $1.event.id) })
    }

    public static func detail(_ event: Event, now: Date, calendar: ZonedCalendar, safety: BottleSafety, units: Volume.Unit? = nil) -> String {
        event.data.presentation.listing(event, now: now, calendar: calendar, safety: safety, units: units)
    }
}
