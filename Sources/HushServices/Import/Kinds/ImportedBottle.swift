import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// A bottle row of another app's export, as its source read the amount: a finished bottle of it,
/// nothing left (the exports record what was drunk), from the row's start to its end when it has one
/// (the feed starting at the start), else a moment, like "ate 4oz". A bottle with no amount is kept
/// without one and reported; one of nothing is unusable.
///
/// ```swift
/// ImportedBottle(amount: Volume(200, .ml), held: "Breast Milk", notes: []).outcome(row)
/// // .event(.bottle(200 ml of breast milk, remaining 0), start: 10:30, end: 10:30, notes: nil)
/// ```
struct ImportedBottle {
    /// What was drunk; nil when the row records no amount.
    var amount: Volume?
    /// Whether the amount was a bare number read in a unit the export did not write, which the notes say.
    var unitAssumed = false
    /// The words saying what the bottle held ("Breast Milk"): breast milk becomes its contents.
    var held = ""
    /// What of those words the notes keep (not "Formula", the usual, nor what became the contents).
    var contents = ""
    /// The row's other notes; a bottle with no amount keeps only these.
    var notes: [String]

    func outcome(_ row: RowBasics) -> ImportOutcome {
        guard let amount else {
            return .incomplete(.bottle(EventData.Bottle(prepared: nil)), start: row.at, end: row.to ?? row.at,
                               notes: ImportText.joined(notes), missing: "a bottle with no amount", loggedBy: row.loggedBy)
        }
        guard amount.value > 0 else { return .unusable("a bottle of \(amount.text)") }
        var data = EventData.Bottle(prepared: amount, remaining: 0)
        if let to = row.to, to > row.at { data.feedingStartedAt = row.at }
        if ImportText.isBreastMilk(ImportText.fold(held)) { data.contents = .breastMilk }
        let assumed = unitAssumed ? "no unit in the export; read as \(amount.unit.rawValue)" : ""
        return .event(.bottle(data), start: row.at, end: row.to ?? row.at, notes: ImportText.joined([contents, assumed] + notes),
                      loggedBy: row.loggedBy)
    }
}
