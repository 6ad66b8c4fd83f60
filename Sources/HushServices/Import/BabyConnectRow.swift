import Foundation
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
package struct BabyConnectRow: LabelledRow, Sendable {
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
        switch kind {
        case .untracked: return .skipped(RowKind.untrackedReason(activity))
        case .unknown: return .unusable(activity.isEmpty ? "a row with no activity" : "unknown activity '\(activity)'")
        default: break
        }
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
        switch kind {
        case .bottle, .feed: return bottle(at, to, units)
        case .breast: return breast(at, to)
        case .sleep:
            guard let to else {
                return .incomplete(.sleep, start: at, end: at, notes: ImportText.joined([ImportSleepRule.flag, notes]),
                                   missing: "a sleep with no end", loggedBy: caregiver)
            }
            return .event(.sleep, start: at, end: to, notes: ImportText.joined([notes]), loggedBy: caregiver)
        case .diaper: return diaper(at)
        case .solids: return solids(at, to)
        case .pump:
            // Quantity is a bare number; Text ("Pumped 4 oz") may say in what. Text goes to the notes.
            let said = ImportText.volume(inPhrase: text)
            let amount = said.flatMap { s in ImportText.bareNumber(quantity).map { Volume($0, s.unit).text } } ?? (quantity.isEmpty ? said?.text ?? "" : quantity)
            return ImportPump.outcome(amounts: [amount], at: at, to: to, notes: [text, notes], units: units, loggedBy: caregiver)
        case .note(let category):
            return .event(.note(category: category), start: at, end: at, notes: ImportText.joined([text, notes]) ?? activity,
                          loggedBy: caregiver)
        default: return .unusable("unknown activity '\(activity)'")
        }
    }

    private func bottle(_ at: Date, _ to: Date?, _ units: Volume.Unit) -> ImportOutcome {
        // Quantity is a bare number; Text ("drank 8.2 oz") says in what.
        let said = ImportText.volume(inPhrase: text)
        var amount: Volume
        var assumed = ""
        if let volume = ImportText.volume(quantity) {
            amount = volume
        } else if let value = ImportText.bareNumber(quantity) {
            if let unit = said?.unit {
                amount = Volume(value, unit)
            } else {
                amount = ImportText.volume(bare: value, preferring: units)
                assumed = "no unit in the export; read as \(amount.unit.rawValue)"
            }
        } else if let said {
            amount = said
        } else {
            return .incomplete(.bottle(EventData.Bottle(prepared: nil)), start: at, end: to ?? at, notes: ImportText.joined([notes]),
                               missing: "a bottle with no amount", loggedBy: caregiver)
        }
        guard amount.value > 0 else { return .unusable("a bottle of \(amount.text)") }
        var data = EventData.Bottle(prepared: amount, remaining: 0)
        if let to, to > at { data.feedingStartedAt = at }
        if ImportText.isBreastMilk(ImportText.fold(extra)) { data.contents = .breastMilk }
        let contents = ImportText.fold(extra).hasPrefix("formula") || data.contents == .breastMilk ? "" : extra.lowercased()
        return .event(.bottle(data), start: at, end: to ?? at, notes: ImportText.joined([contents, assumed, notes]), loggedBy: caregiver)
    }

    private func breast(_ at: Date, _ to: Date?) -> ImportOutcome {
        var sides = BreastSides()
        sides.add(phrase: text)
        sides.add(phrase: extra)
        let data = sides.breast ?? EventData.Breast(startedSide: .left, bothSides: false)
        let end = to ?? at.addingTimeInterval(sides.seconds ?? 0)
        let unknown = sides.breast == nil ? "side not recorded" : ""
        return .event(.breast(data), start: at, end: end, notes: ImportText.joined([unknown, notes]), loggedBy: caregiver)
    }

    /// Text says "Eva ate veggies: 4 tsp": the amount, and a kind of food ("Food" says nothing). A food
    /// Hush knows in Notes ("Squash") is the food; the Notes stay notes too.
    private func solids(_ at: Date, _ to: Date?) -> ImportOutcome {
        var foods = FoodWords.named(notes).map { [$0] } ?? []
        if foods.isEmpty, let colon = text.firstIndex(of: ":"), let ate = text.range(of: " ate ", options: .caseInsensitive),
           ate.upperBound < colon {
            let kind = ImportText.trimmed(String(text[ate.upperBound..<colon]))
            if !kind.isEmpty, !FoodWords.generic.contains(kind.lowercased()) { foods = ImportedSolids.foods(kind) }
        }
        let meal = Solids(foods: foods, amount: ImportedSolids.amount(text) ?? ImportedSolids.amount(quantity + " " + extra))
        return .event(.solids(meal), start: at, end: to ?? at, notes: ImportText.joined([notes]), loggedBy: caregiver)
    }

    private func diaper(_ at: Date) -> ImportOutcome {
        switch DiaperWords.read([extra, quantity, text].joined(separator: " ")) {
        case .contents(let contents)?:
            return .event(.diaper(contents), start: at, end: at, notes: ImportText.joined([notes]), loggedBy: caregiver)
        case .dry?:
            return .skipped("a dry diaper (Hush records wet, dirty or both)")
        case nil:
            return .incomplete(.diaper(nil), start: at, end: at, notes: ImportText.joined([text, notes]),
                               missing: "a diaper with no contents" + (text.isEmpty ? "" : " ('\(text)')"), loggedBy: caregiver)
        }
    }
}
