import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// One BabyConnect row read into an outcome; ``BabyConnectImporter`` documents the mapping.
///
/// ```swift
/// let row = BabyConnectRow(record: record, columns: columns)
/// row.outcome(kind: .bottle, calendar: calendar, units: .oz)
/// // .event(.bottle(8.2 oz, remaining 0), start: 7:05 PM, end: 7:36 PM, notes: nil, loggedBy: "U")
/// ```
package struct BabyConnectRow: LabelledRow, KindColumns, Sendable {
    var date, endTime, minutes, activity, quantity, extra, text, notes, caregiver: String

    init(record: CSVTable.Record, columns: CSVColumns) {
        date = columns.value("Date and Time", in: record)
        endTime = columns.value("End Time", in: record)
        minutes = columns.value("Duration (min)", in: record)
        activity = columns.value("Activity", in: record)
        quantity = columns.value("Quantity", in: record)
        extra = columns.value("Extra data", in: record)
        text = columns.value("Text", in: record)
        notes = columns.value("Notes", in: record)
        caregiver = columns.value("Caregiver", in: record)
    }

    var label: String { activity }

    func outcome(kind: RowKind, calendar: ZonedCalendar, units: Volume.Unit) -> ImportOutcome {
        if kind == .untracked { return .skipped(RowKind.untrackedReason(activity)) }
        if kind == .unknown { return unknown }
        guard let from = ImportClock.us(date) else {
            return .unusable(date.isEmpty ? "\(activity) with no date" : "can't read the date and time '\(date)'")
        }
        let at = calendar.instant(from: from)
        var to: Date?
        if !endTime.isEmpty {
            guard let civil = ImportClock.us(endTime) else { return .unusable("can't read the end time '\(endTime)'") }
            to = calendar.instant(from: ImportClock.end(civil, after: from))
        } else if let length = ImportText.bareNumber(minutes), length > 0 {
            to = at.addingTimeInterval(length * 60)
        }
        if let to, to < at { return .unusable("it ends (\(endTime)) before it starts (\(date))") }
        return kind.outcome(of: self, RowBasics(at: at, to: to, loggedBy: caregiver, units: units)) ?? unknown
    }

    private var unknown: ImportOutcome { .unusable(activity.isEmpty ? "a row with no activity" : "unknown activity '\(activity)'") }

    // Each kind's columns; the kinds' imports in `Import/Kinds` build the events.

    func feed(_ row: RowBasics) -> ImportOutcome { bottle(row) }

    func bottle(_ row: RowBasics) -> ImportOutcome {
        // Quantity is a bare number; Text ("drank 8.2 oz") says in what.
        let said = ImportText.volume(inPhrase: text)
        var amount: Volume?
        var assumed = false
        if let volume = ImportText.volume(quantity) {
            amount = volume
        } else if let value = ImportText.bareNumber(quantity) {
            amount = said.map { Volume(value, $0.unit) } ?? ImportText.volume(bare: value, preferring: row.units)
            assumed = said == nil
        } else {
            amount = said
        }
        let folded = ImportText.fold(extra)
        let plain = folded.hasPrefix("formula") || ImportText.isBreastMilk(folded)
        return ImportedBottle(amount: amount, unitAssumed: assumed, held: extra, contents: plain ? "" : extra.lowercased(), notes: [notes])
            .outcome(row)
    }

    func breast(_ row: RowBasics) -> ImportOutcome {
        var sides = BreastSides()
        sides.add(phrase: text)
        sides.add(phrase: extra)
        return ImportedBreast(sides: sides, notes: [notes]).outcome(row)
    }

    func sleep(_ row: RowBasics) -> ImportOutcome { ImportedSleep(notes: [notes]).outcome(row) }

    func diaper(_ row: RowBasics) -> ImportOutcome {
        ImportedDiaper(reading: DiaperWords.read([extra, quantity, text].joined(separator: " ")), notes: [notes],
                       unread: text.isEmpty ? nil : text, unreadNotes: [text, notes]).outcome(row)
    }

    /// Text says "Eva ate veggies: 4 tsp": the amount, and a kind of food ("Food" says nothing). A food
    /// Hush knows in Notes ("Squash") is the food; the Notes stay notes too.
    func solids(_ row: RowBasics) -> ImportOutcome {
        var foods = FoodWords.named(notes).map { [$0] } ?? []
        if foods.isEmpty, let colon = text.firstIndex(of: ":"), let ate = ImportText.rangeIgnoringCase(of: " ate ", in: text),
           ate.upperBound < colon {
            let kind = ImportText.trimmed(String(text[ate.upperBound..<colon]))
            if !kind.isEmpty, !FoodWords.generic.contains(kind.lowercased()) { foods = ImportedSolids.foods(kind) }
        }
        let amount = ImportedSolids.amount(text) ?? ImportedSolids.amount(quantity + " " + extra)
        return ImportedSolids(foods: foods, amount: amount, notes: [notes]).outcome(row)
    }

    /// Quantity is a bare number; Text ("Pumped 4 oz") may say in what. Text goes to the notes.
    func pump(_ row: RowBasics) -> ImportOutcome {
        let said = ImportText.volume(inPhrase: text)
        let amount = said.flatMap { s in ImportText.bareNumber(quantity).map { Volume($0, s.unit).text } } ?? (quantity.isEmpty ? said?.text ?? "" : quantity)
        return ImportedPump(amounts: [amount], notes: [text, notes]).outcome(row)
    }

    func note(_ category: String?, _ row: RowBasics) -> ImportOutcome {
        ImportedNote(category: category, parts: [text, notes], label: activity).outcome(row.moment)
    }
}
