import FoundationEssentials
import HushDomain

/// `repair store`: every change that reads back whole is kept, every damaged line is written to
/// `damaged-YYYYMMDD-HHMMSS.jsonl` beside the journal (no byte is deleted), and the cache is rebuilt.
extension JournalStore {
    /// Rewrites the journal from its readable changes. Changes keep their bytes unless a line before them
    /// was set aside, in which case they are renumbered (and undo's targets with them).
    public func repair(now: Date) throws -> StoreRepairReport {
        try withLockOnly {
            var report = StoreRepairReport()
            guard let mark = DurableFile.mark(journalPath), let data = try DurableFile.read(journalPath) else {
                // Nothing to keep: say what was lost, and let the store start again.
                if let saved = JournalWatermark.load(from: directory), saved.length > 0 {
                    report.lost = [.init(file: "journal.jsonl", line: 1, message: "missing, with \(saved.length) bytes confirmed in it")]
                    try FileManager.default.removeItem(atPath: JournalWatermark.path(directory))
                }
                return report
            }
            confirmedLength = JournalWatermark.confirmedLength(in: directory, journal: mark)
            let scan = JournalScan(data, path: journalPath, confirmedLength: confirmedLength)
            if scan.version > StoreFormat.current {
                throw StoreError.newerVersion(path: journalPath, found: scan.version, supported: StoreFormat.current)
            }
            var aside = Data()
            for damage in scan.damaged {
                aside.append(data[damage.bytes])
                aside.append(UInt8(ascii: "\n"))
                report.setAside.append(.init(file: "journal.jsonl", line: damage.line, message: damage.reason))
            }
            if let torn = scan.tornWrite {
                aside.append(data[torn])
                aside.append(UInt8(ascii: "\n"))
                report.tornBytes = torn.count
            }
            if !aside.isEmpty {
                let file = Self.freshName(in: directory, prefix: "damaged-", date: now)
                try DurableFile.replace(file, with: aside, sync: true)
                report.damagedFile = file
            }
            report.lost = scan.fileProblems.map { .init(file: "journal.jsonl", line: $0.line, message: $0.reason) }
            let rewritten = rewrite(scan, data)
            report.kept = scan.kept.count
            report.renumbered = rewritten.renumbered
            let sync = try? SyncState.load(store: directory)
            try replaceJournal(with: rewritten.data) { inode in
                guard let sync, sync.isLinked else { return }
                let offset = rewritten.starts.first { $0.old >= sync.pushedOffset }?.new ?? rewritten.data.count
                let seq = scan.kept.last { $0.entry.seq <= sync.pushedSeq }.flatMap { rewritten.seqs[$0.entry.seq] } ?? 0
                try CompactionCarry.restart(directory, offset: offset, seq: seq,
                                            pulled: sync.pulledEntries.compactMap { rewritten.seqs[$0] }, inode: inode)
            }
            return report
        }
    }

    private func rewrite(_ scan: JournalScan, _ data: Data) -> (data: Data, starts: [(old: Int, new: Int)], seqs: [Int: Int], renumbered: Bool) {
        var out = Data(StoreFormat.headerLine())
        out.append(UInt8(ascii: "\n"))
        var starts: [(old: Int, new: Int)] = []
        var seqs: [Int: Int] = [:]
        var renumbered = false
        for (index, kept) in scan.kept.enumerated() {
            var entry = kept.entry
            seqs[entry.seq] = index + 1
            starts.append((kept.bytes.lowerBound, out.count))
            let target = entry.target.flatMap { seqs[$0] }
            if entry.seq == index + 1 && target == entry.target {
                let line = Array(data[kept.bytes])
                out.append(contentsOf: scan.version >= StoreFormat.checksummed ? line : JournalChecksum.seal(line))
            } else {
                renumbered = true
                entry.seq = index + 1
                entry.target = target
                var writer = JSONLineWriter()
                writer.entry(entry)
                out.append(contentsOf: JournalChecksum.seal(writer.bytes))
            }
            out.append(UInt8(ascii: "\n"))
        }
        starts.append((scan.end, out.count))
        return (out, starts, seqs, renumbered)
    }

    /// `PREFIX20260102-200000.jsonl` in `directory`, with `-2`, `-3`… if one already has that name.
    static func freshName(in directory: String, prefix: String, date: Date) -> String {
        let parts = CivilDateTime(secondsAsUTC: date.wholeSeconds())
        let stamp = PrintfText.format("%04d%02d%02d-%02d%02d%02d", parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second)
        var name = directory + "/" + prefix + stamp + ".jsonl"
        var number = 2
        while FileManager.default.fileExists(atPath: name) {
            name = directory + "/" + prefix + stamp + "-\(number).jsonl"
            number += 1
        }
        return name
    }
}
