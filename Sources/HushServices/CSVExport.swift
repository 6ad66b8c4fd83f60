import Foundation
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
        var duration = "", prepared = "", consumed = "", contents = ""
        var markers: [String] = []
        var notes = event.notes ?? ""
        switch event.data {
        case .bottle(let bottle):
            // No amount recorded: the cells stay empty, as they do for anything not known.
            prepared = bottle.prepared.map { ounces($0.inOunces) } ?? ""
            if bottle.contents == .breastMilk { markers.append(bottle.thawed ? "breast milk, thawed" : "breast milk") }
            if bottle.discarded {
                consumed = "0"
                markers.append("discarded")
            } else if event.end != nil, let drunk = bottle.consumed {
                // Subtract in the entered unit, then convert once, so 120 ml less 20 ml is 100 ml's 3.38 oz.
                consumed = ounces(Volume(drunk, bottle.unit).inOunces)
            }
        case .breast(let breast):
            duration = minutes(event)
            markers.append("breast \(breast.indicator)")
        case .sleep:
            duration = minutes(event)
        case .diaper(let stored):
            contents = stored?.rawValue ?? ""
        case .pump(let pump):
            // The PRD's columns have no pumped amount: it goes in amount_prepared_oz (the milk made), with
            // "pump" and the sides and storage first in notes, as breast feeds carry their sides.
            duration = event.end.map { $0.utc > event.start.utc ? minutes(event) : "" } ?? ""
            prepared = pump.amount.map { ounces($0.inOunces) } ?? ""
            var marker = "pump"
            let unit = pump.amount?.unit ?? .oz
            if let left = pump.left { marker += " L \(ounces(Volume(left, unit).inOunces)) oz" }
            if let right = pump.right { marker += " R \(ounces(Volume(right, unit).inOunces)) oz" }
            markers.append(marker)
            if let storage = pump.storage { markers.append(storage.label) }
        case .note(let category):
            // The same "Category: text" shape `note medication: ...` is typed in, so it reads back naturally.
            if let category, !category.isEmpty { notes = notes.isEmpty ? category : "\(category): \(notes)" }
        case .solids(let solids):
            // The PRD's columns have no place for foods: they lead the notes, then the amount and any reaction.
            markers.append(solids.foods.isEmpty ? "foods not named" : "foods: " + solids.foods.joined(separator: ", "))
            if let amount = solids.amount { markers.append(amount) }
            if let reaction = solids.reaction { markers.append("reaction: \(reaction)") }
        }
        if !notes.isEmpty { markers.append(notes) }
        return [local.dateText, clock(local), event.kind.rawValue, duration, prepared, consumed, contents,
                event.loggedBy, markers.joined(separator: "; ")]
    }

    /// Whole minutes from start to end, or empty while the event is still going.
    static func minutes(_ event: Event) -> String {
        guard let end = event.end else { return "" }
        return String(max(0, Int((end.utc.timeIntervalSince(event.start.utc) / 60).rounded())))
    }

    /// `HH:MM`, 24-hour.
    static func clock(_ civil: CivilDateTime) -> String {
        (civil.hour < 10 ? "0" : "") + String(civil.hour) + ":" + (civil.minute < 10 ? "0" : "") + String(civil.minute)
    }

    /// Ounces to at most two decimals, trailing zeros dropped: `4`, `4.5`, `4.06`. Two decimals is 0.3 ml,
    /// finer than any bottle's markings, so a millilitre amount loses nothing a caregiver measured.
    /// Integer arithmetic rather than `String(format:)`, which is slow and goes through CoreFoundation.
    static func ounces(_ value: Double) -> String {
        let hundredths = Int((max(value, 0) * 100).rounded())
        let whole = hundredths / 100, fraction = hundredths % 100
        if fraction == 0 { return String(whole) }
        if fraction % 10 == 0 { return "\(whole).\(fraction / 10)" }
        return "\(whole)." + (fraction < 10 ? "0" : "") + String(fraction)
    }
}
