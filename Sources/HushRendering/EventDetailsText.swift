import Foundation
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `show`: every field of one event, times in the zone where it happened (PRD 12), who logged it and when.
///
/// ```
/// Sleep · 2:05 PM – 3:00 PM (55m)
///   id         019b8049-…
///   started    Fri Jan 2 2026, 2:05 PM (America/New_York, UTC-05:00)
/// ```
package struct EventDetailsText {
    var style: TextStyle
    var safety: BottleSafety

    func render(_ event: Event, calendar: ZonedCalendar, now: Date) -> String {
        let heading = DayListing.detail(event, now: now, calendar: calendar, safety: safety)
        var rows: [(String, String)] = [("id", event.id), ("type", event.kind.rawValue)]
        rows.append(("started", stamp(event.start)))
        rows.append(("ended", event.end.map(stamp) ?? "— (still going)"))
        switch event.data {
        case .bottle(let bottle):
            rows.append(("prepared", bottle.prepared?.text ?? "— (not recorded)"))
            rows.append(("left", bottle.remaining.map { Volume($0, bottle.unit).text } ?? "—"))
            rows.append(("drank", bottle.consumed.map { Volume($0, bottle.unit).text } ?? "—"))
            rows.append(("feeding", bottle.feedingStartedAt.map { TimeText.clock($0, calendar: calendar, now: now) } ?? "—"))
            rows.append(("contents", bottle.contents.label + (bottle.thawed ? ", thawed" : "")))
            rows.append(("kept", bottle.refrigerated ? "fridge" : "room temperature"))
            if bottle.discarded { rows.append(("discarded", "yes (waste)")) }
            if let expiry = safety.expiry(of: event), event.end == nil {
                rows.append(("expires", TimeText.clock(expiry, calendar: calendar, now: now)))
            }
        case .breast(let breast):
            rows.append(("side", "\(breast.startedSide.rawValue) first\(breast.bothSides ? ", both sides (\(breast.indicator))" : "")"))
        case .diaper(let contents):
            rows.append(("contents", contents?.rawValue ?? "— (not recorded)"))
        case .note(let category):
            rows.append(("category", category ?? "—"))
        case .solids(let solids):
            rows.append(("foods", solids.foods.isEmpty ? "— (not named)" : solids.foods.joined(separator: ", ")))
            rows.append(("amount", solids.amount ?? "—"))
            rows.append(("reaction", solids.reaction ?? "—"))
        case .sleep:
            break
        case .pump(let pump):
            rows.append(("amount", pump.amount?.text ?? "— (not recorded)"))
            if pump.left != nil || pump.right != nil {
                let unit = pump.amount?.unit ?? .ml
                rows.append(("sides", "left \(pump.left.map { Volume($0, unit).text } ?? "—") · right \(pump.right.map { Volume($0, unit).text } ?? "—")"))
            }
            rows.append(("stored", pump.storage?.label ?? "not stored"))
            if pump.storage != nil, let amount = pump.amount {
                rows.append(("in stash", Volume(pump.inStash, amount.unit).text))
            }
            if pump.wasted > 0, let amount = pump.amount { rows.append(("thrown away", Volume(pump.wasted, amount.unit).text)) }
            if let thawed = pump.thawedAt { rows.append(("thawed", TimeText.clock(thawed, calendar: calendar, now: now))) }
        }
        rows.append(("notes", event.notes ?? "—"))
        rows.append(("logged by", event.loggedBy))
        rows.append(("created", TimeText.full(event.createdAt, calendar: calendar)))
        rows.append(("updated", TimeText.full(event.updatedAt, calendar: calendar)))
        rows.append(("deleted", event.deletedAt.map { TimeText.full($0, calendar: calendar) } ?? "—"))
        let lines = rows.map { "  " + $0.0.padding(toLength: 10, withPad: " ", startingAt: 0) + " " + $0.1 }
        return ([style.kind(event.kind, heading)] + lines).joined(separator: "\n")
    }

    /// The wall time where it happened, with that place's zone and offset.
    private func stamp(_ timestamp: EventTimestamp) -> String {
        let civil = timestamp.localCivil
        let offset = timestamp.offsetSeconds
        let sign = offset < 0 ? "-" : "+"
        let hours = abs(offset) / 3600, minutes = (abs(offset) % 3600) / 60
        let zone = "UTC\(sign)\(hours < 10 ? "0" : "")\(hours):\(minutes < 10 ? "0" : "")\(minutes)"
        return "\(TimeText.date(civil)) \(civil.year), \(TimeText.clockOnly(civil)) (\(timestamp.timezone), \(zone))"
    }
}
