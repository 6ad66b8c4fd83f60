import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// A diaper row of another app's export, as its source read the contents from its columns: an event
/// with those contents, a dry diaper skipped (Hush records wet, dirty or both), and one whose columns
/// say nothing about what it held kept without contents and reported with the words it had.
///
/// ```swift
/// ImportedDiaper(reading: DiaperWords.read("Pee:large"), notes: ["yellow"], unread: nil, unreadNotes: []).outcome(row)
/// // .event(.diaper(.wet), start: 10:30, end: 10:30, notes: "yellow")
/// ```
struct ImportedDiaper {
    /// What the row's columns say it held; nil when they say nothing.
    var reading: DiaperWords.Reading?
    /// Kept in the notes of a diaper whose contents were read.
    var notes: [String]
    /// The words that said nothing about the contents, quoted in the report; nil for none.
    var unread: String?
    /// Kept in the notes of a diaper whose contents were not read.
    var unreadNotes: [String]

    func outcome(_ row: RowBasics) -> ImportOutcome {
        guard let reading else {
            return .incomplete(.diaper(nil), start: row.at, end: row.at, notes: ImportText.joined(unreadNotes),
                               missing: "a diaper with no contents" + (unread.map { " ('\($0)')" } ?? ""), loggedBy: row.loggedBy)
        }
        guard case .contents(let contents) = reading else {
            return .skipped("a dry diaper (Hush records wet, dirty or both)")
        }
        return .event(.diaper(contents), start: row.at, end: row.at, notes: ImportText.joined(notes), loggedBy: row.loggedBy)
    }
}
