import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Reads one of Baby Buddy's per-model CSV exports: feedings, diaper changes, sleep, notes or tummy
/// time, told apart by the header (``BabyBuddyModel`` documents each shape and what its rows become).
///
/// Baby Buddy keeps several children in one file; Hush imports one baby at a time. With one child in
/// the file its rows are taken; with several, `child` (an id, a first name or a full name) picks one
/// and the other children's rows are skipped, each reported; without it the file is refused rather
/// than mixing two babies' histories. Ids come from each row's text, so importing the file again
/// adds nothing; more than half the rows unusable refuses the file.
///
/// ```swift
/// let batch = try BabyBuddyImporter.read(feedingsCSV, context: context)
/// let eddie = try BabyBuddyImporter.read(sleepCSV, context: context, child: "Eddie")
/// ```
public enum BabyBuddyImporter {
    public static func read(_ text: String, context: ImportContext, child: String? = nil) throws -> ImportBatch {
        let table = CSVTable(text)
        let expected = "a Baby Buddy export of feedings (child_id,start,end,type,method,amount,notes), diaper changes "
            + "(child_id,time,wet,solid,color,amount), sleep (child_id,start,end,nap,notes) or notes (child_id,time,note)"
        guard let first = table.records.first else { throw ImportError.notThisFormat(expected: expected, found: "") }
        let columns = CSVColumns(header: first)
        guard let model = BabyBuddyModel.detect(columns) else {
            throw ImportError.notThisFormat(expected: expected, found: columns.text)
        }
        let rows = Array(table.records.dropFirst())
        let chosen = try children(in: rows, columns: columns, choosing: child)

        var tally = ImportTally(context: context)
        for record in rows {
            let id = columns.value("child_id", in: record)
            if let chosen, id != chosen {
                tally.take(.skipped("another child's row (\(name(of: record, columns: columns)))"), from: record)
                continue
            }
            tally.take(model.outcome(record, columns, context.calendar, context.baby.settings.units), from: record)
        }
        if let line = table.unclosedQuoteLine {
            tally.report(line: line, reason: "a quote opened here is never closed, so the rest of the file is one field")
        }
        return try tally.finish()
    }

    /// The child_id to keep, or nil to keep every row (one child, or no child_id column).
    private static func children(in rows: [CSVTable.Record], columns: CSVColumns, choosing child: String?) throws -> String? {
        var names: [String: String] = [:], labels: [String: String] = [:]
        for record in rows {
            let id = columns.value("child_id", in: record)
            names[id] = ImportText.fold(columns.value("child_first_name", in: record) + " " + columns.value("child_last_name", in: record))
            labels[id] = name(of: record, columns: columns)
        }
        let listed = labels.sorted { $0.key < $1.key }.map(\.value).joined(separator: ", ")
        guard let child else {
            if names.count > 1 {
                throw ImportError.unreadable("it holds \(names.count) children (\(listed)); say which one to import")
            }
            return nil
        }
        let wanted = ImportText.fold(child)
        let match = names.first { id, name in
            ImportText.fold(id) == wanted || name == wanted || name.split(separator: " ").first.map(String.init) == wanted
        }
        guard let match else { throw ImportError.unreadable("no child '\(child)' in it (it has \(listed))") }
        return match.key
    }

    /// `Eddie Smith (id 1)`, or `id 1` when the file has no name columns.
    private static func name(of record: CSVTable.Record, columns: CSVColumns) -> String {
        let id = columns.value("child_id", in: record)
        let name = [columns.value("child_first_name", in: record), columns.value("child_last_name", in: record)]
            .filter { !$0.isEmpty }.joined(separator: " ")
        return name.isEmpty ? "id \(id)" : "\(name) (id \(id))"
    }
}
