import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// A sleep row of another app's export, as its source names the columns: a sleep from the row's start
/// to its end, or its start plus a written length. One with neither is kept, ended where it began and
/// flagged (``ImportSleepRule``).
///
/// ```swift
/// ImportedSleep(length: "01h08m", notes: ["Nap", "Stroller"]).outcome(row)
/// // .event(.sleep, start: 10:30, end: 11:38, notes: "Nap, Stroller")
/// ```
struct ImportedSleep {
    /// A length as the export wrote it, read when the row has no end ("01h08m"); "" when it has none.
    var length = ""
    /// What the row says beside its times, in reading order.
    var notes: [String]

    func outcome(_ row: RowBasics) -> ImportOutcome {
        guard let end = row.to ?? ImportText.seconds(length).map({ row.at.addingTimeInterval($0) }) else {
            // It happened; how long is unknown. Ended where it began, so no length is invented, and flagged.
            let missing = length.isEmpty ? "a sleep with no end" : "a sleep with no end ('\(length)' isn't a length)"
            return .incomplete(.sleep, start: row.at, end: row.at, notes: ImportText.joined([ImportSleepRule.flag] + notes),
                               missing: missing, loggedBy: row.loggedBy)
        }
        return .event(.sleep, start: row.at, end: end, notes: ImportText.joined(notes), loggedBy: row.loggedBy)
    }
}
