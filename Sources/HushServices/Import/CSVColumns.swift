import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// A header row read as column names, so importers find fields by name: exports reorder and add
/// columns between versions, and some write their header in another case.
///
/// Names are compared folded (see ``ImportText/fold(_:)``): `Start Condition`, `start condition` and
/// ` START  CONDITION ` are the same column.
///
/// ```swift
/// let columns = CSVColumns(header: table.records[0])
/// columns.has(["type", "start"])            // true for a Huckleberry export
/// columns.value("Start", in: record)        // "2026-02-25 10:30", trimmed; "" when absent
/// ```
package struct CSVColumns: Sendable {
    private var index: [String: Int] = [:]
    /// The header as it was written, for messages ("its first line is ...").
    let text: String

    init(header: CSVTable.Record) {
        for (position, name) in header.fields.enumerated() {
            let key = ImportText.fold(name)
            // The first of two same-named columns wins, as a spreadsheet reader would show it.
            if index[key] == nil { index[key] = position }
        }
        let joined = header.fields.joined(separator: ",")
        text = joined.count > 120 ? String(joined.prefix(120)) + "..." : joined
    }

    func has(_ name: String) -> Bool { index[ImportText.fold(name)] != nil }

    func has(_ names: [String]) -> Bool { names.allSatisfy(has) }

    /// The names of these columns, folded, for telling per-model files apart (Baby Buddy).
    var names: Set<String> { Set(index.keys) }

    /// The trimmed field under `name`, or "" when the column or the field is missing.
    func value(_ name: String, in record: CSVTable.Record) -> String {
        guard let position = index[ImportText.fold(name)] else { return "" }
        return ImportText.trimmed(record[position])
    }
}
