import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// What an importer made of one row: an event, a row it chose not to import, or a row it could not read.
///
/// The difference between the last two matters: rows Hush does not track (a bath, a dry diaper, a
/// night waking already covered by a sleep row) are reported but never make a file "mostly unusable";
/// rows that should have been readable and were not do.
///
/// ```swift
/// .event(.sleep, start: start, end: end, notes: "Nap")
/// .skipped("Bath isn't tracked by Hush")
/// .incomplete(.diaper(nil), start: start, end: start, notes: nil, missing: "no contents")
/// .unusable("can't read the start time 'soon'")
/// ```
package enum ImportOutcome: Sendable {
    case event(EventData, start: Date, end: Date, notes: String?, loggedBy: String? = nil)
    /// An event that happened, recorded without some detail (a diaper's contents, a bottle's amount, a
    /// sleep's end): kept, with the detail null, and counted in the import's report.
    case incomplete(EventData, start: Date, end: Date, notes: String?, missing: String, loggedBy: String? = nil)
    case skipped(String)
    case unusable(String)
}
