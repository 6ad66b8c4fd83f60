import Foundation
import HushDomain
import HushLanguage
import HushStore

/// One Huckleberry row, its columns named for what they hold for each type, read into an outcome.
/// ``HuckleberryImporter`` documents the mapping; this type is where it happens.
///
/// ```swift
/// let row = HuckleberryRow(record: record, columns: columns)
/// row.outcome(kind: .feed, calendar: calendar, units: .oz)
/// // .event(.bottle(200 ml, remaining 0), start: 10:30, end: 10:30, notes: nil)
/// ```
package struct HuckleberryRow: LabelledRow, Sendable {
    var type, start, end, duration, startCondition, location, endCondition, notes: String

    init(record: CSVTable.Record, columns: CSVColumns) {
        type = columns.value("Type", in: record)
        start = columns.value("Start", in: record)
        end = columns.value("End", in: record)
        duration = columns.value("Duration", in: record)
        startCondition = columns.value("Start Condition", in: record)
        location = columns.value("Start Location", in: record)
        endCondition = columns.value("End Condition", in: record)
        // Huckleberry writes line breaks in notes as a backslash and an n.
        let notes = columns.value("Notes", in: record)
        self.notes = notes.contains("\\n") ? ImportText.trimmed(notes.replacingOccurrences(of: "\\n", with: "\n")) : notes
    }

    var label: String { type }

    func outcome(kind: RowKind, calendar: ZonedCalendar, units: Volume.Unit) -> ImportOutcome {
        switch kind {
        case .untracked: return .skipped(RowKind.untrackedReason(type))
        case .unknown: return .unusable(type.isEmpty ? "a row with no type" : "unknown row type '\(type)'")
        default: break
        }
        guard let from = ImportClock.iso(start)?.civil else {
            return .unusable(start.isEmpty ? "\(type) with no start time" : "can't read the start time '\(start)'")
        }
        var to: Date?
        if !end.isEmpty {
            guard let civil = ImportClock.iso(end)?.civil else { return .unusable("can't read the end time '\(end)'") }
            to = calendar.instant(from: ImportClock.end(civil, after: from))
        }
        let at = calendar.instant(from: from)
        if let to, to < at { return .unusable("it ends (\(end)) before it starts (\(start))") }
        switch kind {
        case .sleep: return sleep(at, to)
        case .diaper: return diaper(at)
        case .note(let category): return note(category, at)
        case .solids: return solids(at)
        case .pump:
            // The amount is in Start Condition, or split between Start and End Condition (one per side).
            let end = to ?? ImportText.seconds(duration).map { at.addingTimeInterval($0) }
            return ImportPump.outcome(amounts: [startCondition, endCondition], at: at, to: end, notes: [location, notes], units: units)
        default: return feed(kind, at, to, units)
        }
    }

    private func feed(_ kind: RowKind, _ at: Date, _ to: Date?, _ units: Volume.Unit) -> ImportOutcome {
        // The amount sits in End Condition or Duration depending on the app version; either will do.
        if let amount = [endCondition, duration, startCondition].lazy.compactMap({ ImportText.volume($0) }).first {
            return bottle(amount, at, to, assumed: nil)
        }
        var sides = BreastSides()
        sides.add(field: startCondition)
        sides.add(field: endCondition)
        let hint = kind == .feed ? RowKind.named(location) : kind
        if sides.breast != nil || hint == .breast {
            let data = sides.breast ?? EventData.Breast(startedSide: .left, bothSides: false)
            let length = sides.seconds.flatMap { $0 > 0 ? $0 : nil } ?? ImportText.seconds(duration) ?? 0
            let unknown = sides.breast == nil ? "side not recorded" : ""
            return .event(.breast(data), start: at, end: to ?? at.addingTimeInterval(length), notes: ImportText.joined([unknown, notes]))
        }
        if hint == .bottle {
            if let bare = [duration, endCondition].lazy.compactMap(ImportText.bareNumber).first {
                let amount = ImportText.volume(bare: bare, preferring: units)
                return bottle(amount, at, to, assumed: "no unit in the export; read as \(amount.unit.rawValue)")
            }
            return .incomplete(.bottle(EventData.Bottle(prepared: nil)), start: at, end: to ?? at, notes: ImportText.joined([notes]),
                               missing: "a bottle with no amount")
        }
        // Something was recorded at that time ("Aeronet", "37.7°C" typed into a feed): kept as a note, word for word.
        let words = ImportText.joined([duration, startCondition, endCondition, notes])
        return .incomplete(.note(category: "Feed"), start: at, end: to ?? at, notes: words ?? "feed",
                           missing: "a feed with neither an amount nor a breast side, kept as a note" + (duration.isEmpty ? "" : " ('\(duration)')"))
    }

    private func bottle(_ amount: Volume, _ at: Date, _ to: Date?, assumed: String?) -> ImportOutcome {
        guard amount.value > 0 else { return .unusable("a bottle of \(amount.text)") }
        var data = EventData.Bottle(prepared: amount, remaining: 0)
        // With an end, the feed ran from Start to End; without, it is a moment, like "ate 4oz".
        if let to, to > at { data.feedingStartedAt = at }
        let folded = ImportText.fold(startCondition)
        if ImportText.isBreastMilk(folded) { data.contents = .breastMilk }
        let contents = folded.isEmpty || folded.hasPrefix("formula") || folded.hasPrefix("formule") || data.contents == .breastMilk
            || ImportText.volume(startCondition) != nil ? "" : startCondition
        return .event(.bottle(data), start: at, end: to ?? at, notes: ImportText.joined([contents, assumed ?? "", notes]))
    }

    private func sleep(_ at: Date, _ to: Date?) -> ImportOutcome {
        // Where and how it went ("Stroller", "Upset", "Under_10_minutes") is worth keeping beside "Nap".
        let parts = [notes, location, startCondition, endCondition].map { String($0.map { $0 == "_" ? " " : $0 }) }
        guard let end = to ?? ImportText.seconds(duration).map({ at.addingTimeInterval($0) }) else {
            // It happened; how long is unknown. Ended where it began, so no length is invented, and flagged.
            let missing = duration.isEmpty ? "a sleep with no end" : "a sleep with no end ('\(duration)' isn't a length)"
            return .incomplete(.sleep, start: at, end: at, notes: ImportText.joined([ImportSleepRule.flag] + parts), missing: missing)
        }
        return .event(.sleep, start: at, end: end, notes: ImportText.joined(parts))
    }

    private func diaper(_ at: Date) -> ImportOutcome {
        // Contents belong in End Condition, but translated exports put them in Duration ("Mojado").
        let readings = [endCondition, duration, startCondition].map(DiaperWords.read)
        guard let reading = readings.lazy.compactMap({ $0 }).first else {
            let details = ImportText.joined([duration, startCondition, endCondition])
            return .incomplete(.diaper(nil), start: at, end: at, notes: ImportText.joined([details ?? "", notes]),
                               missing: "a diaper with no contents" + (details.map { " ('\($0)')" } ?? ""))
        }
        guard case .contents(let contents) = reading else {
            return .skipped("a dry diaper (Hush records wet, dirty or both)")
        }
        // Colour (Duration) and consistency (Start Condition), unless they were the contents.
        let colour = readings[1] == nil ? duration : "", consistency = readings[2] == nil ? startCondition : ""
        return .event(.diaper(contents), start: at, end: at, notes: ImportText.joined([colour, consistency, notes]))
    }

    /// Foods in Start Condition ("Avocado, bread"); End Condition ("LOVED") and Notes kept as notes.
    private func solids(_ at: Date) -> ImportOutcome {
        let foods = ImportedSolids.foods(startCondition)
        let own = [ImportText.fold(type), "solids"]
        let rest = [location, duration, endCondition, notes].filter { !own.contains(ImportText.fold($0)) }
        let meal = Solids(foods: foods, amount: ImportedSolids.amount(duration))
        return .event(.solids(meal), start: at, end: at, notes: ImportText.joined(rest))
    }

    private func note(_ category: String?, _ at: Date) -> ImportOutcome {
        // Every other field, in reading order; the type's own name ("Solids" as a location) adds nothing.
        let own = [ImportText.fold(type), ImportText.fold(category ?? "")]
        let parts = [location, startCondition, duration, endCondition, notes].filter { !own.contains(ImportText.fold($0)) }
        return .event(.note(category: category), start: at, end: at, notes: ImportText.joined(parts) ?? type)
    }
}
