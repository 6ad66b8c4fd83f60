import HushDomain
import HushLanguage
import HushStore

/// A row of an export whose meaning hangs on one label column (Huckleberry's `Type`, BabyConnect's
/// `Activity`), read into an outcome once the label's kind is known.
protocol LabelledRow {
    init(record: CSVTable.Record, columns: CSVColumns)
    /// The text that says what the row is.
    var label: String { get }
    func outcome(kind: RowKind, calendar: ZonedCalendar, units: Volume.Unit) -> ImportOutcome
}
