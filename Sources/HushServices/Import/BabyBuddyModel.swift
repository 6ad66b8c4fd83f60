import Foundation
import HushDomain
import HushLanguage
import HushStore

/// Which of Baby Buddy's per-model CSV exports a file is, told by its header, and how its rows read.
///
/// Baby Buddy exports each model separately (admin → Import/Export). Its files begin with `id`,
/// `child_id`, `child_first_name`, `child_last_name`, but only `child_id` is relied on. Shapes:
/// - feedings `child_id,start,end,type,method,amount[,amount_unit],notes`: method `left breast`,
///   `right breast` or `both breasts` is a breast feed from start to end (both: begun on the left,
///   noted "order of sides not recorded", since Baby Buddy keeps no order); `bottle` is a finished
///   bottle of `amount` (in `amount_unit` when the column exists, else ml above 20 and the baby's
///   unit below), with type `breast milk` kept in the notes; type `solid food` or method `parent fed`
///   / `self fed` is a solids event: its amount, and its notes as the food when they name one Hush knows.
/// - diaper changes `child_id,time,wet,solid,color,amount[,notes]`: wet and solid (`1`/`0`,
///   `True`/`False`) give the contents, colour goes into the notes, neither is a dry diaper (skipped).
/// - sleep `child_id,start,end[,nap|napping][,notes]` (assumed from Baby Buddy's Sleep model: start,
///   end, a nap flag, notes; `duration` is computed and not exported): a finished sleep, "nap" noted.
/// - notes `child_id,time,note`: a plain note. Tummy time `child_id,start,end,milestone`: skipped.
///
/// Times are ISO 8601, with an offset (taken as written) or without (the import's zone).
///
/// ```swift
/// BabyBuddyModel.detect(columns)   // .feeding for "child_id,start,end,type,method,amount,notes"
/// ```
package enum BabyBuddyModel: String, Sendable {
    case feeding = "feedings", diaperChange = "diaper changes", sleep, note = "notes", tummyTime = "tummy time", pumping

    static func detect(_ columns: CSVColumns) -> BabyBuddyModel? {
        let names = columns.names
        if names.isSuperset(of: ["start", "type", "method"]) { return .feeding }
        if names.isSuperset(of: ["time", "wet", "solid"]) { return .diaperChange }
        if names.isSuperset(of: ["start", "milestone"]) { return .tummyTime }
        if names.isSuperset(of: ["time", "note"]) { return .note }
        // Pumping: an amount and a time (older versions) or a start and an end, and nothing of a feeding's.
        if names.contains("amount"), !names.isDisjoint(with: ["start", "time"]), names.isDisjoint(with: ["type", "method", "wet"]) { return .pumping }
        // Pumping also has a start and an end; a sleep file has nothing that belongs to another model.
        if names.isSuperset(of: ["start", "end"]), names.isDisjoint(with: ["amount", "type", "method", "wet"]) { return .sleep }
        return nil
    }

    func outcome(_ record: CSVTable.Record, _ columns: CSVColumns, _ calendar: ZonedCalendar, _ units: Volume.Unit) -> ImportOutcome {
        func field(_ name: String) -> String { columns.value(name, in: record) }
        if self == .tummyTime { return .skipped(RowKind.untrackedReason("Tummy time")) }
        let startColumn = self == .diaperChange || self == .note || (self == .pumping && !columns.has("start")) ? "time" : "start"
        guard let parsed = ImportClock.iso(field(startColumn)) else {
            let text = field(startColumn)
            return .unusable(text.isEmpty ? "no \(startColumn)" : "can't read the \(startColumn) '\(text)'")
        }
        let at = ImportClock.instant(parsed, in: calendar)
        var to = at
        if columns.has("end"), !field("end").isEmpty {
            guard let end = ImportClock.iso(field("end")) else { return .unusable("can't read the end '\(field("end"))'") }
            to = ImportClock.instant(end, in: calendar)
            guard to >= at else { return .unusable("it ends (\(field("end"))) before it starts (\(field("start")))") }
        }
        let notes = field("notes")
        switch self {
        case .feeding:
            return feeding(method: ImportText.fold(field("method")), type: field("type"), amount: field("amount"),
                           unit: field("amount_unit"), notes: notes, at, to, units)
        case .diaperChange:
            guard let wet = Self.flag(field("wet")), let solid = Self.flag(field("solid")) else {
                return .unusable("can't read wet '\(field("wet"))' or solid '\(field("solid"))'")
            }
            guard wet || solid else { return .skipped("a dry diaper (Hush records wet, dirty or both)") }
            let contents: DiaperContents = wet && solid ? .both : wet ? .wet : .dirty
            return .event(.diaper(contents), start: at, end: at, notes: ImportText.joined([field("color"), notes]))
        case .sleep:
            let nap = Self.flag(field("nap")) == true || Self.flag(field("napping")) == true
            guard columns.has("end"), !field("end").isEmpty else {
                return .incomplete(.sleep, start: at, end: at, notes: ImportText.joined([ImportSleepRule.flag, nap ? "nap" : "", notes]),
                                   missing: "a sleep with no end")
            }
            return .event(.sleep, start: at, end: to, notes: ImportText.joined([nap ? "nap" : "", notes]))
        case .note:
            guard let text = ImportText.joined([field("note")]) else { return .unusable("an empty note") }
            return .event(.note(category: nil), start: at, end: at, notes: text)
        case .tummyTime:
            return .skipped(RowKind.untrackedReason("Tummy time"))
        case .pumping:
            let amount = field("amount")
            let written = columns.has("amount_unit") && !amount.isEmpty ? "\(amount) \(field("amount_unit"))" : amount
            return ImportPump.outcome(amounts: [written], at: at, to: to, notes: [notes], units: units)
        }
    }

    private func feeding(method: String, type: String, amount: String, unit: String, notes: String,
                         _ at: Date, _ to: Date, _ units: Volume.Unit) -> ImportOutcome {
        if method.contains("breast") {
            let both = method.contains("both")
            let data = EventData.Breast(startedSide: method.contains("right") && !both ? .right : .left, bothSides: both)
            return .event(.breast(data), start: at, end: to, notes: ImportText.joined([both ? "order of sides not recorded" : "", notes]))
        }
        let folded = ImportText.fold(type)
        if folded.contains("solid") || method.hasSuffix("fed") {
            let said = amount.isEmpty ? nil : ImportedSolids.amount("\(amount) \(unit)") ?? ImportText.joined(["\(amount) \(unit)"])
            // Baby Buddy has no food column; notes that name a food Hush knows ("carrots") are the food.
            let foods = FoodWords.named(notes).map { [$0] } ?? []
            return .event(.solids(Solids(foods: foods, amount: said)), start: at, end: at, notes: ImportText.joined([notes]))
        }
        var assumed = ""
        let volume: Volume
        if let written = ImportText.volume("\(amount) \(unit)") {
            volume = written
        } else if let value = ImportText.bareNumber(amount) {
            volume = ImportText.volume(bare: value, preferring: units)
            assumed = "no unit in the export; read as \(volume.unit.rawValue)"
        } else if amount.isEmpty {
            return .incomplete(.bottle(EventData.Bottle(prepared: nil)), start: at, end: to,
                               notes: ImportText.joined([folded.isEmpty || folded.hasPrefix("formula") ? "" : type, notes]), missing: "a bottle with no amount")
        } else {
            return .unusable("can't read the amount '\(amount)'")
        }
        guard volume.value > 0 else { return .unusable("a bottle of \(volume.text)") }
        var data = EventData.Bottle(prepared: volume, remaining: 0)
        if to > at { data.feedingStartedAt = at }
        if ImportText.isBreastMilk(folded) { data.contents = .breastMilk }
        let contents = folded.isEmpty || folded.hasPrefix("formula") || folded == "breast milk" ? "" : type
        return .event(.bottle(data), start: at, end: to, notes: ImportText.joined([contents, assumed, notes]))
    }

    /// Baby Buddy writes booleans as `1`/`0`; older versions and hand edits as `True`/`False` or `yes`/`no`.
    static func flag(_ text: String) -> Bool? {
        switch ImportText.fold(text) {
        case "1", "true", "t", "yes", "y", "x": return true
        case "0", "false", "f", "no", "n", "": return false
        default: return nil
        }
    }
}
