import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// The PRD section 13 CSV export: one header row, then one row per event, oldest first.
///
/// How the columns are filled:
/// - `date`, `time`: the start as the wall clock read where the event was logged (its own stored zone
///   and offset, not the exporting session's), `YYYY-MM-DD` and 24-hour `HH:MM`.
/// - `event_type`: the stored kind, `eat`, `sleep`, `diaper`, `note` or `solids` (bottles and breast feeds are both `eat`).
/// - `duration_minutes`: sleeps and breast feeds that have ended, rounded to the nearest minute; empty for
///   bottles, diapers, notes, and anything still going.
/// - `amount_prepared_oz`, `amount_consumed_oz`: bottles only, in ounces whatever unit was entered
///   (ml ÷ 29.5735), at most two decimals with no trailing zeros (`4`, `4.5`, `4.06`). Consumed is prepared
///   minus what was left, once the bottle is finished; empty while it is still open; `0` for a discarded
///   bottle, which was waste, not a feed.
/// - `diaper_contents`: `wet`, `dirty` or `both` for diapers.
/// - `logged_by`: the person who logged the event, as stored.
/// - `notes`: the event's notes, after a marker for what the other columns cannot say, joined by `; `:
///   `breast L+R; fussy at first` (the side indicator, started side first), `discarded; too warm`.
///   A note event's text is its notes, written `Medication: vitamin D 400 IU` when it has a category.
///   Solids have no columns of their own: `foods: oatmeal, peanut; 2 tbsp; reaction: rash; then notes`.
///
/// ```swift
/// let csv = CSVExport.text(events: store.events, range: .week, now: Date(), calendar: session.calendar)
/// // date,time,event_type,duration_minutes,amount_prepared_oz,amount_consumed_oz,diaper_contents,logged_by,notes
/// // 2026-01-02,08:15,eat,,4,3.5,,gavin,
/// ```
extension CSVExport {
    /// How far back the export reaches (PRD 13: last 24 hours, 7 days, 30 days, or all time).

    /// The header row's columns, exactly as PRD 13 lists them.
    public static let columns = [
        "date", "time", "event_type", "duration_minutes", "amount_prepared_oz", "amount_consumed_oz",
        "diaper_contents", "logged_by", "notes",
    ]

    /// The whole document: header, then the events in range, CRLF line ends (see ``CSVField``).
    /// Deleted events are left out: the export is what the caregivers see, unlike `export json`.
    /// There is no upper bound, so an event whose start is after `now` (a clock set wrong) still appears.
    public static func text(events: [Event], range: Range, now: Date, calendar: ZonedCalendar) -> String {
        let earliest = range.earliest(now: now, calendar: calendar)
        let chosen = events
            .filter { event in event.deletedAt == nil && (earliest.map { event.start.utc >= $0 } ?? true) }
            // Ids are minted in order, so events logged at the same instant keep the order they were logged in.
            .sorted { ($0.start.utc, $0.id) < ($1.start.utc, $1.id) }
        var text = ""
        text.reserveCapacity(80 * (chosen.count + 1))
        CSVField.append(columns, to: &text)
        for event in chosen { CSVField.append(fields(of: event), to: &text) }
        return text
    }

    /// One event's row, unescaped, in ``columns`` order.
    public static func fields(of event: Event) -> [String] {
        let local = event.start.localCivil
        // The kind fills its own cells (its file in HushDomain/Kinds says how).
        var cells = CSVCells(notes: event.notes ?? "")
        event.data.payload.fillCSV(&cells, event: event)
        return [local.dateText, clock(local), event.kind.rawValue, cells.duration, cells.prepared, cells.consumed,
                cells.contents, event.loggedBy, cells.noteColumn]
    }

    /// `HH:MM`, 24-hour.
    static func clock(_ civil: CivilDateTime) -> String {
        (civil.hour < 10 ? "0" : "") + String(civil.hour) + ":" + (civil.minute < 10 ? "0" : "") + String(civil.minute)
    }
}
