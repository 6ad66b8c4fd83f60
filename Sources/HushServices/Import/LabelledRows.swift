import HushDomain
import HushLanguage
import HushStore
/// Reads a CSV export of ``LabelledRow``s: checks the header, looks each distinct label up once, and
/// tallies every row into events or reported issues. The importers differ only in their rows.
///
/// ```swift
/// try LabelledRows<HuckleberryRow>.read(text, format: "a Huckleberry export", header: header, required: header, context: context)
/// ```
enum LabelledRows<Row: LabelledRow> {
    static func read(_ text: String, format: String, header: [String], required: [String], context: ImportContext) throws -> ImportBatch {
        let table = CSVTable(text)
        let expected = "\(format) (\(header.joined(separator: ",")))"
        guard let first = table.records.first else { throw ImportError.notThisFormat(expected: expected, found: "") }
        let columns = CSVColumns(header: first)
        guard columns.has(required) else { throw ImportError.notThisFormat(expected: expected, found: columns.text) }

        var tally = ImportTally(context: context)
        // A file has a handful of distinct labels: look each up once.
        var kinds: [String: RowKind] = [:]
        for record in table.records.dropFirst() {
            let row = Row(record: record, columns: columns)
            let kind = kinds[row.label] ?? RowKind.named(row.label)
            kinds[row.label] = kind
            tally.take(row.outcome(kind: kind, calendar: context.calendar, units: context.baby.settings.units), from: record)
        }
        if let line = table.unclosedQuoteLine {
            tally.report(line: line, reason: "a quote opened here is never closed, so the rest of the file is one field")
        }
        return try tally.finish()
    }
}
