import Foundation
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
        switch event.data {
        case .breast(let breast):
            let minutes = Int((event.duration(until: now) / 60).rounded())
            let length = minutes > 0 ? " · \(minutes) min" : ""
            if breast.bothSides {
                return "Both (\(breast.startedSide.letter)→\(breast.startedSide.opposite.letter))" + length
            }
            return "\(breast.startedSide.rawValue.capitalized) breast" + length
        case .note(let category):
            return "Note · " + NoteText.listing(category: category, text: event.notes ?? "")
        case .solids(let solids):
            return "Solids · " + solids.described
        case .diaper(let contents):
            // The dashboard spec's lines: "Pee", "Poop", "Pee + Poop"; "Diaper" when none were recorded.
            guard let contents else { return "Diaper" }
            return contents.label.split(separator: " ").map { $0 == "+" ? "+" : $0.capitalized }.joined(separator: " ")
        case .sleep:
            if let end = event.end {
                // "Nap · 2h 15m" as the spec lists it; a sleep of 4 hours or more is the night's, so "Sleep".
                let length = end.utc.timeIntervalSince(event.start.utc)
                return "\(length >= 4 * 3600 ? "Sleep" : "Nap") · \(DurationText.short(length))"
            }
            return "Started \(TimeText.clock(event.start.utc, calendar: calendar, now: now))"
        case .pump(let pump):
            var text = "Pump"
            if let amount = pump.amount {
                text += " · " + pump.described(in: units).replacingOccurrences(of: amount.text, with: amount.shown(in: units))
            }
            let length = event.end.map { $0.utc.timeIntervalSince(event.start.utc) } ?? 0
            if length >= 60 { text += " · \(DurationText.short(length))" }
            if let storage = pump.storage { text += " · \(storage.label)" }
            return text
        case .bottle(let bottle):
            var text = "Bottle" + (bottle.prepared.map { " · \($0.shown(in: units))" } ?? "")
                + (bottle.contents == .breastMilk ? (bottle.thawed ? " · thawed breast milk" : " · breast milk") : "")
                + (bottle.refrigerated ? " · fridge" : "")
            if bottle.discarded {
                text += " · discarded (waste)"
            } else if let consumed = bottle.consumed, event.end != nil {
                text += " · drank \(Volume(consumed, bottle.unit).shown(in: units))"
            } else if bottle.prepared == nil, event.end != nil {
                text += " · amount not recorded"
            } else if safety.urgency(of: event, now: now) == .expired {
                // PRD 4.2: an expired bottle is marked as waste and kept in history.
                text += " · expired \(TimeText.clock(safety.expiry(of: event)!, calendar: calendar, now: now)) (waste)"
            } else if let countdown = safety.countdown(of: event, now: now) {
                text += bottle.feedingStartedAt == nil ? " · prepared" : " · feeding since \(TimeText.clock(bottle.feedingStartedAt!, calendar: calendar, now: now))"
                text += " · \(countdown)"
            }
            return text
        }
    }
}
