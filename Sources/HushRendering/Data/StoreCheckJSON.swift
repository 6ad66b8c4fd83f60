import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `check store --json`: `{"ok":true,"healthy":false,"changes":…,"problems":[{"file":"journal.jsonl","line":4,"message":…}]}`.
/// `ok` says the check ran; `healthy` says what it found.
package enum StoreCheckJSON {
    static func render(_ report: StoreCheckReport) -> String {
        var problems: [JSONValue] = []
        for problem in report.problems {
            var item: [String: JSONValue] = ["file": .string(problem.file), "message": .string(problem.message)]
            if let line = problem.line { item["line"] = .integer(line) }
            problems.append(.object(item))
        }
        var writer = JSONLineWriter()
        writer.value(.object([
            "ok": .bool(true), "healthy": .bool(report.isHealthy), "path": .string(report.path), "format": .integer(report.format),
            "changes": .integer(report.changes), "bytes": .integer(report.journalBytes),
            "babies": .integer(report.babies), "events": .integer(report.events),
            "first_event": report.firstEvent.map { .string(UTCText.format($0)) } ?? .null,
            "last_event": report.lastEvent.map { .string(UTCText.format($0)) } ?? .null,
            "notes": .array(report.notes.map { .string($0) }), "problems": .array(problems),
        ]))
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
