import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// A row of another app's export kept as a note: a dose, a weight, a doctor's visit, or a feed that
/// said neither an amount nor a side. Its text is the row's other fields, or its label when they are
/// empty; a note with neither is unusable.
///
/// ```swift
/// ImportedNote(category: "Medication", parts: ["Tylenol 2.5ml"], label: "Medicine").outcome(row)
/// // .event(.note(category: "Medication"), start: 10:30, end: 10:30, notes: "Tylenol 2.5ml")
/// ```
struct ImportedNote {
    /// Nil: a plain note.
    var category: String?
    /// The row's fields the note holds, in reading order.
    var parts: [String]
    /// Written when the parts are empty (the row's label); nil: such a row is unusable.
    var label: String?
    /// Why a row that should have been another kind is kept as this note, reported; nil for a note row.
    var missing: String? = nil

    func outcome(_ row: RowBasics) -> ImportOutcome {
        guard let text = ImportText.joined(parts) ?? label else { return .unusable("an empty note") }
        let end = row.to ?? row.at
        if let missing {
            return .incomplete(.note(category: category), start: row.at, end: end, notes: text, missing: missing, loggedBy: row.loggedBy)
        }
        return .event(.note(category: category), start: row.at, end: end, notes: text, loggedBy: row.loggedBy)
    }
}
