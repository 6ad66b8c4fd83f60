import FoundationEssentials
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

    /// A row of the model's file read as its kind's event (the model's kind is ``RowKind/init(_:)``'s).
    func outcome(_ record: CSVTable.Record, _ columns: CSVColumns, _ calendar: ZonedCalendar, _ units: Volume.Unit) -> ImportOutcome {
        func field(_ name: String) -> String { columns.value(name, in: record) }
        let kind = RowKind(self)
        if kind == .untracked { return .skipped(RowKind.untrackedReason("Tummy time")) }
        let startColumn = self == .diaperChange || self == .note || (self == .pumping && !columns.has("start")) ? "time" : "start"
        guard let parsed = ImportClock.iso(field(startColumn)) else {
            let text = field(startColumn)
            return .unusable(text.isEmpty ? "no \(startColumn)" : "can't read the \(startColumn) '\(text)'")
        }
        let at = ImportClock.instant(parsed, in: calendar)
        var to: Date?
        if columns.has("end"), !field("end").isEmpty {
            guard let end = ImportClock.iso(field("end")) else { return .unusable("can't read the end '\(field("end"))'") }
            to = ImportClock.instant(end, in: calendar)
            guard let to, to >= at else { return .unusable("it ends (\(field("end"))) before it starts (\(field("start")))") }
        }
        let row = BabyBuddyRow(record: record, columns: columns)
        return kind.outcome(of: row, RowBasics(at: at, to: to, units: units)) ?? .skipped(RowKind.untrackedReason("Tummy time"))
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
