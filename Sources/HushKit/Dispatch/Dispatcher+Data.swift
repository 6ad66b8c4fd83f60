import FoundationEssentials

/// Exports to files and the clipboard, and imports (the data issue). Imports merge by id in chunks of
/// journal entries outside undo; a file is read whole and refused whole when it can't be trusted.
extension DataHandler {

    func runData(_ command: DataCommand, line: ParsedLine, now: Date) throws -> any Answer {
        switch command {
        case .exportJSON(let file):
            let data = Data(try exportDocument(now: now).written(pretty: true)) + Data("\n".utf8)
            try write(data, to: file)
            return RecordedAnswer(summary: "Exported everything to \(file)", event: nil, baby: nil)
        case .exportCSV(let range, let file, let copy):
            let baby = try selection.resolve(named: line.babyName, range: line.babyNameRange)
            try Permissions.check(.seeEvents, role: role(baby: baby.id), person: session.person, baby: baby.name)
            let events = try store.allEvents().filter { $0.babyID == baby.id }
            let text = CSVExport.text(events: events, range: range, now: now, calendar: session.calendar)
            // Counted in bytes: a CRLF line end is one Character, which "\n" would not match.
            let rows = max(text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } - 1, 0)
            let what = "\(rows) event\(rows == 1 ? "" : "s") of \(baby.name)'s (\(range == .all ? "all time" : "last " + range.rawValue))"
            if copy {
                guard let clipboard = session.clipboard else { throw NoClipboard() }
                let tool = try clipboard.copy(text)
                return RecordedAnswer(summary: "Copied \(what) to the clipboard (\(tool)) as CSV", event: nil, baby: nil)
            }
            if let file {
                try write(Data(text.utf8), to: file)
                return RecordedAnswer(summary: "Exported \(what) to \(file)", event: nil, baby: nil)
            }
            return DocumentAnswer(text: text)
        case .importFile(let format, let path):
            let data = try ImportFileBytes.read(path)
            return format == .json ? try importExport(data, path: path, now: now) : try importApp(format, data, path: path, line: line, now: now)
        }
    }

    /// `import json`: Hush's own export, merged by id; restored exactly into an empty store.
    private func importExport(_ data: Data, path: String, now: Date) throws -> any Answer {
        let records = try ExportReader.records(data)
        // Events of a baby already here need the right to log for it.
        for baby in records.babies where store.babies.contains(where: { $0.id == baby.id }) {
            try Permissions.check(.logEvents, role: role(baby: baby.id), person: session.person, baby: baby.name)
        }
        var merge = ImportMerge(existingEvents: try store.allEvents(), state: store.state)
        merge.add(babies: records.babies)
        merge.add(events: records.events)
        merge.add(routines: records.routines)
        merge.add(routineDays: records.routineDays, drafts: records.routineDrafts)
        var entities = records.entities
        // An export from before people had none: whoever imports becomes the primary of its babies.
        let ids = RecordIDSequence(after: store, now: now)
        for baby in records.babies where !entities.contains(where: { $0.kind == Membership.kind && $0.value["baby_id"]?.string == baby.id })
            && store.state.entities[Membership.kind]?.values.contains(where: { $0["baby_id"]?.string == baby.id }) != true {
            entities.append(Membership(id: ids.make(), babyID: baby.id, person: session.person, role: .primary, joinedAt: now,
                                       addedBy: session.person).entity)
        }
        merge.add(entities: entities)
        merge.add(settings: records.settings)
        try commitImport(merge.changes, source: path, now: now)
        return RecordedAnswer(summary: "Imported \(path): " + merge.report, event: nil, baby: nil)
    }

    /// `import huckleberry|babyconnect|babybuddy`: another app's rows for the line's baby.
    private func importApp(_ format: ImportFormat, _ data: Data, path: String, line: ParsedLine, now: Date) throws -> any Answer {
        let baby = try selection.resolve(named: line.babyName, range: line.babyNameRange)
        try Permissions.check(.logEvents, role: role(baby: baby.id), person: session.person, baby: baby.name)
        let text = String(decoding: data, as: UTF8.self)
        let context = ImportContext(baby: baby, calendar: session.calendar, loggedBy: session.person, now: now, source: format.rawValue)
        let batch: ImportBatch
        switch format {
        case .huckleberry: batch = try HuckleberryImporter.read(text, context: context)
        case .babyconnect: batch = try BabyConnectImporter.read(text, context: context)
        case .babybuddy: batch = try BabyBuddyImporter.read(text, context: context)
        case .json: fatalError("handled by importExport")
        }
        var merge = ImportMerge(existingEvents: try store.allEvents(), state: store.state)
        merge.add(events: batch.events, replaceNewer: false)
        try commitImport(merge.changes, source: path, now: now)
        var lines = ["Imported \(path) for \(baby.name): " + merge.report]
        if !batch.incomplete.isEmpty {
            // They happened, so they are kept; what was not recorded stays null (export json, CSV, show).
            lines.append("Kept with a detail missing (\(batch.incomplete.count) row\(batch.incomplete.count == 1 ? "" : "s")):")
            var byWhat: [String: [Int]] = [:]
            for issue in batch.incomplete { byWhat[String(issue.reason.prefix { $0 != "(" }).trimming(.whitespaces), default: []].append(issue.line) }
            for what in byWhat.keys.sorted() {
                let at = byWhat[what]!
                lines.append("  \(at.count) row\(at.count == 1 ? "" : "s"): \(what) (line\(at.count == 1 ? "" : "s") "
                    + at.prefix(5).map(String.init).joined(separator: ", ") + (at.count > 5 ? ", …)" : ")"))
            }
        }
        if !batch.skipped.isEmpty {
            lines.append("Not imported (\(batch.skipped.count) row\(batch.skipped.count == 1 ? "" : "s")):")
            // Kinds Hush doesn't track are counted (an export may hold a thousand "Night waking" rows); every
            // row that could not be read is listed with its line number.
            var untracked: [String: [Int]] = [:]
            for issue in batch.skipped where issue.reason.hasSuffix("isn't tracked by Hush") { untracked[issue.reason, default: []].append(issue.line) }
            for reason in untracked.keys.sorted() {
                let at = untracked[reason]!
                lines.append("  \(at.count) row\(at.count == 1 ? "" : "s"): \(reason) (line\(at.count == 1 ? "" : "s") "
                    + at.prefix(5).map(String.init).joined(separator: ", ") + (at.count > 5 ? ", …)" : ")"))
            }
            lines += batch.skipped.filter { !$0.reason.hasSuffix("isn't tracked by Hush") }.map { "  line \($0.line): \($0.reason)" }
        }
        return RecordedAnswer(summary: lines.joined(separator: "\n"), event: nil, baby: baby)
    }

    private func commitImport(_ changes: [RecordChange], source: String, now: Date) throws {
        for start in stride(from: 0, to: changes.count, by: Dispatcher.importChunk) {
            let chunk = Array(changes[start..<min(start + Dispatcher.importChunk, changes.count)])
            try store.commit(action: .set, summary: "Imported from \(source)", changes: chunk, at: now, by: session.person, keepStamps: true)
        }
        if changes.count > Dispatcher.importChunk { try store.flushAfterBulkChange() }
    }
}

extension Dispatcher {
    /// Changes per journal line when importing: keeps a line a few megabytes at most.
    static let importChunk = 2_000
}

/// Shared with the other handlers.
extension DispatchContext {
    func write(_ data: Data, to file: String) throws {
        // Whole or not at all: beside it first, then renamed over, as the store writes its own files.
        do {
            try DurableFile.replace(file, with: data, sync: false)
        } catch StoreError.io(_, let reason) {
            throw StoreError.io(path: file, reason: "could not write it (\(reason))")
        }
    }
}
