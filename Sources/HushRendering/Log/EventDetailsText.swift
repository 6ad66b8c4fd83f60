import FoundationEssentials
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

    /// The width of the labels' column when every label is shorter.
    static let narrowestLabels = 10

    func render(_ event: Event, calendar: ZonedCalendar, now: Date) -> String {
        let heading = DayListing.detail(event, now: now, calendar: calendar, safety: safety)
        var rows: [(String, String)] = [("id", event.id), ("type", event.kind.rawValue)]
        rows.append(("started", stamp(event.start)))
        rows.append(("ended", event.end.map(stamp) ?? "— (still going)"))
        let context = EventDetailContext(clock: { TimeText.clock($0, calendar: calendar, now: now) },
                                         expiry: event.end == nil ? safety.expiry(of: event) : nil)
        rows += event.data.payload.detailRows(context).map { ($0.label, $0.value) }
        rows.append(("notes", event.notes ?? "—"))
        rows.append(("logged by", event.loggedBy))
        rows.append(("created", TimeText.full(event.createdAt, calendar: calendar)))
        rows.append(("updated", TimeText.full(event.updatedAt, calendar: calendar)))
        rows.append(("deleted", event.deletedAt.map { TimeText.full($0, calendar: calendar) } ?? "—"))
        // The labels' column is as wide as its longest label ("thrown away"), and never narrower than it
        // always was, so the rows of every other kind read as before.
        let width = rows.reduce(Self.narrowestLabels) { max($0, $1.0.count) }
        let lines = rows.map { "  " + $0.0.paddedToColumn(width) + " " + $0.1 }
        return ([style.kind(event.kind, heading)] + lines).joined(separator: "\n")
    }

    /// The wall time where it happened, with that place's zone and offset.
    private func stamp(_ timestamp: EventTimestamp) -> String {
        let civil = timestamp.localCivil
        let offset = timestamp.offsetSeconds
        let sign = offset < 0 ? "-" : "+"
        let hours = abs(offset) / 3600, minutes = (abs(offset) % 3600) / 60
        let zone = "UTC\(sign)\(hours < 10 ? "0" : "")\(hours):\(minutes < 10 ? "0" : "")\(minutes)"
        return "\(TimeText.dateWithYear(civil)), \(TimeText.clockOnly(civil)) (\(timestamp.timezone), \(zone))"
    }
}
