import HushDomain
import HushLanguage
import HushStore

/// What one export's row holds for each kind of event. Each method only names the row's columns for
/// its kind and hands them to that kind's import (``ImportedBottle``, ``ImportedSleep``, …, in
/// `Import/Kinds`), which builds the event; ``RowKind/outcome(of:_:)`` picks the method for a row's kind.
///
/// ```swift
/// func sleep(_ row: RowBasics) -> ImportOutcome {
///     ImportedSleep(length: duration, notes: [notes]).outcome(row)
/// }
/// ```
protocol KindColumns {
    /// A feed whose columns say whether it was a bottle, the breast or solid food.
    func feed(_ row: RowBasics) -> ImportOutcome
    func bottle(_ row: RowBasics) -> ImportOutcome
    func breast(_ row: RowBasics) -> ImportOutcome
    func sleep(_ row: RowBasics) -> ImportOutcome
    func diaper(_ row: RowBasics) -> ImportOutcome
    func solids(_ row: RowBasics) -> ImportOutcome
    func pump(_ row: RowBasics) -> ImportOutcome
    /// A row kept as a note in `category` (nil: a plain note).
    func note(_ category: String?, _ row: RowBasics) -> ImportOutcome
}
