import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `check store` for people: the verdict first, then what the store holds, then each problem on its line.
///
/// ```
/// Store /home/me/.hush: 2 problems
///   journal.jsonl: 1,204 changes, 612 KB, format 2
///   records: 1 baby, 11,873 events, from 2024-01-01 to 2025-12-31
///   journal.jsonl line 4: checksum 1a2b3c4d does not match its bytes (9f8e7d6c): the line changed after it was written
/// ```
package struct StoreCheckText {
    let style: TextStyle

    package func render(_ report: StoreCheckReport) -> String {
        let count = report.problems.count
        var lines = ["Store \(report.path): " + (report.isHealthy ? "healthy" : "\(count) problem\(count == 1 ? "" : "s")")]
        lines.append("  journal.jsonl: \(report.changes) change\(report.changes == 1 ? "" : "s"), \(Self.size(report.journalBytes)), format \(report.format)")
        var records = "  records: \(report.babies) bab\(report.babies == 1 ? "y" : "ies"), \(report.events) event\(report.events == 1 ? "" : "s")"
        if let first = report.firstEvent, let last = report.lastEvent {
            records += ", from \(Self.day(first)) to \(Self.day(last))"
        }
        lines.append(records)
        lines += report.notes.map { "  " + $0 }
        lines += report.problems.map { "  " + style.error($0.text) }
        if !report.isHealthy { lines.append("'repair store' keeps every readable change and sets the damaged lines aside") }
        return lines.joined(separator: "\n")
    }

    package static func size(_ bytes: Int) -> String {
        if bytes < 1_024 { return "\(bytes) bytes" }
        if bytes < 1_024 * 1_024 { return "\(bytes / 1_024) KB" }
        return PrintfText.format("%.1f MB", Double(bytes) / 1_048_576)
    }

    static func day(_ date: Date) -> String { String(UTCText.format(date).prefix(10)) }

    package init(style: TextStyle) {
        self.style = style
    }
}
