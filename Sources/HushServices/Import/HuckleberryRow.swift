import FoundationEssentials
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
package struct HuckleberryRow: LabelledRow, KindColumns, Sendable {
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
        self.notes = notes.contains("\\n") ? ImportText.trimmed(notes.replacing("\\n", with: "\n")) : notes
    }

    var label: String { type }

    func outcome(kind: RowKind, calendar: ZonedCalendar, units: Volume.Unit) -> ImportOutcome {
        if kind == .untracked { return .skipped(RowKind.untrackedReason(type)) }
        if kind == .unknown { return unknown }
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
        return kind.outcome(of: self, RowBasics(at: at, to: to, units: units)) ?? unknown
    }

    private var unknown: ImportOutcome { .unusable(type.isEmpty ? "a row with no type" : "unknown row type '\(type)'") }

    // Each kind's columns; the kinds' imports in `Import/Kinds` build the events.

    func feed(_ row: RowBasics) -> ImportOutcome { feed(row, hint: nil) }
    func bottle(_ row: RowBasics) -> ImportOutcome { feed(row, hint: .bottle) }
    func breast(_ row: RowBasics) -> ImportOutcome { feed(row, hint: .breast) }

    func sleep(_ row: RowBasics) -> ImportOutcome {
        // Where and how it went ("Stroller", "Upset", "Under_10_minutes") is worth keeping beside "Nap".
        let parts = [notes, location, startCondition, endCondition].map { String($0.map { $0 == "_" ? " " : $0 }) }
        return ImportedSleep(length: duration, notes: parts).outcome(row)
    }

    func diaper(_ row: RowBasics) -> ImportOutcome {
        // Contents belong in End Condition, but translated exports put them in Duration ("Mojado").
        let readings = [endCondition, duration, startCondition].map(DiaperWords.read)
        let details = ImportText.joined([duration, startCondition, endCondition])
        // Colour (Duration) and consistency (Start Condition), unless they were the contents.
        let colour = readings[1] == nil ? duration : "", consistency = readings[2] == nil ? startCondition : ""
        return ImportedDiaper(reading: readings.lazy.compactMap { $0 }.first, notes: [colour, consistency, notes],
                              unread: details, unreadNotes: [details ?? "", notes]).outcome(row)
    }

    /// Foods in Start Condition ("Avocado, bread"); End Condition ("LOVED") and Notes kept as notes.
    func solids(_ row: RowBasics) -> ImportOutcome {
        let own = [ImportText.fold(type), "solids"]
        let rest = [location, duration, endCondition, notes].filter { !own.contains(ImportText.fold($0)) }
        return ImportedSolids(foods: ImportedSolids.foods(startCondition), amount: ImportedSolids.amount(duration), notes: rest)
            .outcome(row.moment)
    }

    /// The amount is in Start Condition, or split between Start and End Condition (one per side).
    func pump(_ row: RowBasics) -> ImportOutcome {
        ImportedPump(amounts: [startCondition, endCondition], length: duration, notes: [location, notes]).outcome(row)
    }

    func note(_ category: String?, _ row: RowBasics) -> ImportOutcome {
        // Every other field, in reading order; the type's own name ("Solids" as a location) adds nothing.
        let own = [ImportText.fold(type), ImportText.fold(category ?? "")]
        let parts = [location, startCondition, duration, endCondition, notes].filter { !own.contains(ImportText.fold($0)) }
        return ImportedNote(category: category, parts: parts, label: type).outcome(row.moment)
    }

    /// A feed is a bottle when a column holds an amount, the breast when one names a side; else the
    /// row's label (`hint`; for `Feed`, the location) says which, and with none it is kept as a note.
    private func feed(_ row: RowBasics, hint: RowKind?) -> ImportOutcome {
        // The amount sits in End Condition or Duration depending on the app version; either will do.
        if let amount = [endCondition, duration, startCondition].lazy.compactMap({ ImportText.volume($0) }).first {
            return bottle(amount, unitAssumed: false, row)
        }
        var sides = BreastSides()
        sides.add(field: startCondition)
        sides.add(field: endCondition)
        let hint = hint ?? RowKind.named(location)
        if sides.breast != nil || hint == .breast {
            return ImportedBreast(sides: sides, length: duration, notes: [notes]).outcome(row)
        }
        if hint == .bottle {
            if let bare = [duration, endCondition].lazy.compactMap(ImportText.bareNumber).first {
                return bottle(ImportText.volume(bare: bare, preferring: row.units), unitAssumed: true, row)
            }
            return ImportedBottle(amount: nil, notes: [notes]).outcome(row)
        }
        // Something was recorded at that time ("Aeronet", "37.7°C" typed into a feed): kept as a note, word for word.
        let missing = "a feed with neither an amount nor a breast side, kept as a note" + (duration.isEmpty ? "" : " ('\(duration)')")
        return ImportedNote(category: "Feed", parts: [duration, startCondition, endCondition, notes], label: "feed", missing: missing)
            .outcome(row)
    }

    /// Start Condition says what it held ("Breast Milk"); the usual formula, or an amount there, is no note.
    private func bottle(_ amount: Volume, unitAssumed: Bool, _ row: RowBasics) -> ImportOutcome {
        let folded = ImportText.fold(startCondition)
        let plain = folded.isEmpty || folded.hasPrefix("formula") || folded.hasPrefix("formule") || ImportText.isBreastMilk(folded)
            || ImportText.volume(startCondition) != nil
        return ImportedBottle(amount: amount, unitAssumed: unitAssumed, held: startCondition, contents: plain ? "" : startCondition,
                              notes: [notes]).outcome(row)
    }
}
