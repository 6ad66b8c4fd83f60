import FoundationEssentials
import HushDomain

/// `check store`: reads everything, changes nothing. The journal line by line (checksum, shape, order,
/// the confirmed length), the cache against a replay of the journal, sync's outbox cursor, and the
/// purchase account file.
///
/// ```swift
/// let report = try StoreCheck(directory: "/home/me/.hush").run(account: PurchaseAccount(path: accountPath))
/// print(report.problems.map(\.text))
/// ```
public struct StoreCheck {
    public let directory: String
    var journalPath: String { directory + "/journal.jsonl" }

    public init(directory: String) { self.directory = directory }

    /// Holds the store's lock while reading, so what it compares was written whole.
    public func run(account: PurchaseAccount?) throws -> StoreCheckReport {
        let started = Date()
        var report = StoreCheckReport(path: directory)
        guard FileManager.default.fileExists(atPath: journalPath) else {
            if let saved = JournalWatermark.load(from: directory), saved.length > 0 {
                report.problems.append(.init(file: "journal.jsonl", line: 1, message: "missing, but \(saved.length) bytes were confirmed in it"))
            } else {
                report.notes.append("no journal yet: an empty store")
            }
            checkAccount(account, &report)
            return report
        }
        let lock = try FileLock(path: directory + "/lock")
        try lock.lock()
        defer { lock.unlock() }
        guard let mark = DurableFile.mark(journalPath), let data = try DurableFile.read(journalPath) else { return report }
        let confirmed = JournalWatermark.confirmedLength(in: directory, journal: mark)
        let scan = JournalScan(data, path: journalPath, confirmedLength: confirmed)
        report.format = scan.version
        report.changes = scan.kept.count
        report.journalBytes = data.count
        for problem in scan.problems {
            report.problems.append(.init(file: "journal.jsonl", line: problem.line, message: problem.reason))
        }
        if let torn = scan.tornWrite {
            report.notes.append("\(torn.count) bytes after the last confirmed change: a write cut off by a crash, dropped at the next change")
        }
        if scan.version < StoreFormat.checksummed {
            report.notes.append("format \(scan.version): lines have no checksums yet; the next change upgrades the journal")
        } else if JournalWatermark.load(from: directory)?.inode != mark.inode {
            report.notes.append("no confirmed length recorded for this journal yet (copied or restored); the next change records it")
        }
        let replay = JournalStore(directory: directory)
        replay.ignoreWeekFiles = true
        replay.journalVersion = scan.version
        for kept in scan.kept {
            // The order was judged above; apply wants each change to follow the last.
            var entry = kept.entry
            entry.seq = replay.state.seq + 1
            try? replay.apply(entry, offset: kept.bytes.lowerBound)
        }
        let events = replay.partitions.values.flatMap(\.events.values).filter { $0.deletedAt == nil }
        report.babies = replay.state.babies.count
        report.events = events.count
        report.firstEvent = events.map(\.start.utc).min()
        report.lastEvent = events.map(\.start.utc).max()
        if scan.damaged.isEmpty { checkCache(against: replay, journal: mark, end: scan.end, &report) }
        checkSync(scan, &report)
        checkAccount(account, &report)
        report.seconds = Date().timeIntervalSince(started)
        return report
    }

    /// The undo history: its older part's files as the state describes it, and both stacks as a replay of
    /// the journal leaves them.
    private func checkUndo(_ cached: StoreState, against replay: JournalStore, _ report: inout StoreCheckReport) {
        var undo = cached.undo
        for (index, segment) in undo.older.segments.enumerated() {
            let file = "cache/undo-\(segment.file).txt"
            guard let data = try? DurableFile.read(directory + "/" + file), undo.older.accept(Array(data), segment: index) else {
                report.problems.append(.init(file: file, message: "is not the undo history the cache names; 'repair store' rebuilds the cache"))
                return
            }
        }
        if undo.undo != replay.state.undo.undo || undo.redo != replay.state.undo.redo {
            report.problems.append(.init(file: "cache/state.json", message: "the undo history disagrees with the journal; 'repair store' rebuilds the cache"))
        }
    }

    private func checkCache(against replay: JournalStore, journal mark: DurableFile.Mark, end: Int, _ report: inout StoreCheckReport) {
        guard let data = try? DurableFile.read(directory + "/cache/state.json") else {
            report.notes.append("no cache yet: the next command builds it from the journal")
            return
        }
        // A cache another Hush wrote in its own format is not damage: the next command rebuilds it.
        if let json = try? JSONValue.parse(data), let format = json["format"]?.integer, format != StoreState.cacheFormat {
            report.notes.append("the cache is in another format (\(format)); the next command rebuilds it")
            return
        }
        guard JournalChecksum.verify(data) == .intact else {
            report.problems.append(.init(file: "cache/state.json", line: 1, message: "fails its checksum (written in part); the next command (or 'repair store') rebuilds the cache"))
            return
        }
        guard let json = try? JSONValue.parse(data), let cached = try? JSONRecordReader.state(json) else {
            report.problems.append(.init(file: "cache/state.json", line: 1, message: "does not decode; the next command (or 'repair store') rebuilds the cache"))
            return
        }
        guard cached.format == StoreState.cacheFormat, cached.journal == mark, cached.covered == end else {
            report.notes.append("the cache is behind the journal; the next command brings it up to date")
            return
        }
        // The stash is read from the cache alone (never from history), so it must match the journal exactly.
        if cached.stash != replay.state.stash {
            report.problems.append(.init(file: "cache/state.json", message: "the milk stash disagrees with the journal; 'repair store' rebuilds the cache"))
        }
        if cached.seq != replay.state.seq || Set(cached.babies) != Set(replay.state.babies) {
            report.problems.append(.init(file: "cache/state.json", message: "disagrees with the journal (changes or babies); 'repair store' rebuilds the cache"))
        }
        checkUndo(cached, against: replay, &report)
        let weeks = Set(cached.weeks.keys).union(replay.partitions.filter { !$0.value.events.isEmpty }.keys)
        for week in weeks.sorted() {
            let file = "cache/weeks/\(week).jsonl"
            var cachedEvents: [String: Event] = [:]
            if cached.weeks.contains(week) {
                do {
                    cachedEvents = try WeekPartition(key: week, contents: try DurableFile.read(directory + "/" + file) ?? Data()).events
                } catch {
                    report.problems.append(.init(file: file, message: "does not decode; 'repair store' rebuilds the cache"))
                    continue
                }
            }
            let expected = replay.partitions[week]?.events ?? [:]
            if cachedEvents != expected {
                let differing = Set(cachedEvents.keys).symmetricDifference(expected.keys).count
                    + expected.keys.filter { cachedEvents[$0] != nil && cachedEvents[$0] != expected[$0] }.count
                report.problems.append(.init(file: file, message: "\(differing) event\(differing == 1 ? "" : "s") differ from the journal; 'repair store' rebuilds the cache"))
            }
        }
    }
}
