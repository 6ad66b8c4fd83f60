import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// What every kind's import is handed about a row beside that kind's columns: when it happened (read
/// by the source, whose time formats differ), who logged it, and the baby's unit for bare numbers.
///
/// ```swift
/// let row = RowBasics(at: start, to: nil, loggedBy: "A", units: .oz)
/// ImportedSleep(length: "01h08m", notes: ["Nap"]).outcome(row)   // a sleep from start, 1 h 8 min long
/// ```
package struct RowBasics: Sendable {
    var at: Date
    /// The row's end, when it has one.
    var to: Date?
    /// Who the source says logged it; nil: the person importing.
    var loggedBy: String? = nil
    var units: Volume.Unit

    /// The row's start alone, for a kind the source records as a moment whatever its end column says.
    var moment: RowBasics {
        var moment = self
        moment.to = nil
        return moment
    }
}
