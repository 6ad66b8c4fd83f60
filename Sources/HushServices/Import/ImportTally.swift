import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Gathers one file's outcomes into an ``ImportBatch``, and refuses the file when too much of it
/// could not be read: a half-imported history is worse than none, because it looks complete.
///
/// Rules, the same for every importer:
/// - every row not imported is reported with its line, whatever the reason;
/// - a row repeating an earlier one exactly (same text, so the same stable id) is skipped as a
///   repeat, which also keeps the batch free of duplicate ids;
/// - if more than half the data rows are unusable (not merely untracked), the file is refused with
///   ``ImportError/mostlyUnusable(used:skipped:first:)``;
/// - events come out sorted by start, whatever order the file had.
///
/// ```swift
/// var tally = ImportTally(context: context)
/// tally.take(.unusable("can't read the start time 'soon'"), from: record)
/// let batch = try tally.finish()
/// ```
package struct ImportTally {
    let context: ImportContext
    private(set) var rows = 0
    private var batch = ImportBatch()
    private var unusable: [ImportIssue] = []
    private var seen: [String: Int] = [:]

    init(context: ImportContext) { self.context = context }

    mutating func take(_ outcome: ImportOutcome, from record: CSVTable.Record) {
        rows += 1
        switch outcome {
        case .incomplete(let data, let start, let end, let notes, let missing, let loggedBy):
            let before = batch.events.count
            take(.event(data, start: start, end: end, notes: notes, loggedBy: loggedBy), from: record)
            rows -= 1
            if batch.events.count > before { batch.incomplete.append(ImportIssue(line: record.line, reason: missing)) }
        case .event(let data, let start, let end, let notes, let loggedBy):
            var event = context.event(row: record.key, start: start, end: end, data: data, notes: notes)
            if let loggedBy, !loggedBy.isEmpty { event.loggedBy = loggedBy }
            if let first = seen[event.id] {
                batch.skipped.append(ImportIssue(line: record.line, reason: "the same as line \(first)"))
                return
            }
            seen[event.id] = record.line
            batch.events.append(event)
        case .skipped(let reason):
            batch.skipped.append(ImportIssue(line: record.line, reason: reason))
        case .unusable(let reason):
            report(line: record.line, reason: reason)
        }
    }

    /// A problem with the file rather than one row (a quote never closed): reported and counted as
    /// unusable without adding a row.
    mutating func report(line: Int, reason: String) {
        let issue = ImportIssue(line: line, reason: reason)
        batch.skipped.append(issue)
        unusable.append(issue)
    }

    func finish() throws -> ImportBatch {
        if unusable.count * 2 > rows {
            throw ImportError.mostlyUnusable(used: batch.events.count, skipped: batch.skipped.count,
                                             first: Array(unusable.sorted { $0.line < $1.line }.prefix(10)))
        }
        var result = batch
        result.events.sort { ($0.start.utc, $0.id) < ($1.start.utc, $1.id) }
        result.skipped.sort { $0.line < $1.line }
        result.incomplete.sort { $0.line < $1.line }
        return result
    }
}
