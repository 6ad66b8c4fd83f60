import FoundationEssentials
import HushDomain

/// Reading the journal: replaying lines other processes appended, and rebuilding the cache from scratch.
/// Every line read is checked against its checksum, and the end of what was read against the watermark.
extension JournalStore {
    /// Applies journal lines written by another process since the cache was last written.
    func replayTail(from offset: Int, mark: DurableFile.Mark) throws {
        // Read one byte early: the cached offset must sit just after a newline, or the cache is not ours.
        var data = try DurableFile.read(journalPath, from: max(offset - 1, 0))
        if offset > 0 {
            guard data.first == UInt8(ascii: "\n") else {
                try rebuild()
                return
            }
            data = data.dropFirst()
        }
        var position = offset
        var tornAt: Int?
        try forEachLine(data) { line, complete in
            guard complete else {
                tornAt = position
                return
            }
            let lineNumber = state.seq + 2
            try verifyChecksum(line, lineNumber: lineNumber)
            let entry = try decodeEntry(line, lineNumber: lineNumber)
            try apply(entry, offset: position)
            position += line.count + 1
        }
        try checkConfirmed(end: position, tornAt: tornAt, nextLine: state.seq + 2)
        tornTail = tornAt != nil
        try finishRecompute()
        state.covered = position
        state.journal = mark
        stateDirty = true
    }

    /// Replays the whole journal into a fresh state and rewrites the cache from scratch.
    func rebuild() throws {
        guard let data = try DurableFile.read(journalPath) else {
            state = StoreState()
            return
        }
        var fresh = StoreState()
        state = fresh
        partitions = [:]
        ignoreWeekFiles = true
        tornTail = false
        var position = 0
        var lineNumber = 0
        var tornAt: Int?
        try forEachLine(data) { line, complete in
            guard complete else {
                tornAt = position
                return
            }
            lineNumber += 1
            if lineNumber == 1 {
                try checkHeader(line)
            } else {
                try verifyChecksum(line, lineNumber: lineNumber)
                let entry = try decodeEntry(line, lineNumber: lineNumber)
                try apply(entry, offset: position)
            }
            position += line.count + 1
        }
        try checkConfirmed(end: position, tornAt: tornAt, nextLine: lineNumber + 1)
        tornTail = tornAt != nil
        if lineNumber == 0 && !data.isEmpty && !tornTail {
            throw StoreError.corrupt(path: journalPath, line: 1, reason: "no header")
        }
        recompute = []
        rebuildLatest()
        fresh = state
        fresh.covered = position
        fresh.journal = DurableFile.mark(journalPath)
        state = fresh
        try rewriteCache()
        ignoreWeekFiles = false
    }

    /// Only bytes past the watermark may be a torn write: a cut inside what was confirmed is damage.
    func checkConfirmed(end: Int, tornAt: Int?, nextLine: Int) throws {
        if let tornAt, tornAt < confirmedLength {
            throw StoreError.corrupt(path: journalPath, line: nextLine,
                                     reason: "a confirmed change is cut short (the file ends mid-line before byte \(confirmedLength), the confirmed length)")
        }
        if tornAt == nil, end < confirmedLength {
            throw StoreError.corrupt(path: journalPath, line: nextLine,
                                     reason: "the journal ends at byte \(end) but \(confirmedLength) bytes were confirmed: confirmed changes are missing")
        }
    }

    /// Reads the header line alone, for its format version (a cached state replays only the tail).
    func readHeader() throws {
        let start = try DurableFile.read(journalPath, from: 0, upTo: 4_096)
        guard let newline = start.firstIndex(of: UInt8(ascii: "\n")) else { return }
        try checkHeader(start[start.startIndex..<newline])
    }

    func checkHeader(_ line: Data) throws {
        guard let version = StoreFormat.version(ofHeader: line) else {
            throw StoreError.corrupt(path: journalPath, line: 1, reason: "not a Hush journal header")
        }
        if version > StoreFormat.current {
            throw StoreError.newerVersion(path: journalPath, found: version, supported: StoreFormat.current)
        }
        journalVersion = version
        try verifyChecksum(line, lineNumber: 1)
    }

    /// Lines of format 2 on carry a checksum; older ones are taken as they are until the upgrade seals them.
    func verifyChecksum(_ line: Data, lineNumber: Int) throws {
        if let reason = JournalScan.checksumProblem(line, version: journalVersion) {
            throw StoreError.corrupt(path: journalPath, line: lineNumber, reason: reason)
        }
    }

    func decodeEntry(_ line: Data, lineNumber: Int) throws -> JournalEntry {
        do {
            let entry = try JSONRecordReader.entry(JournalMigration.upgrade(try JSONValue.parse(line), from: journalVersion))
            guard entry.seq == state.seq + 1 else {
                throw StoreError.corrupt(path: journalPath, line: lineNumber, reason: "change \(entry.seq) follows change \(state.seq)")
            }
            return entry
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.corrupt(path: journalPath, line: lineNumber, reason: "unreadable change")
        }
    }

    /// Calls `body` with each line (without its newline) and whether it was newline-terminated.
    func forEachLine(_ data: Data, _ body: (Data, Bool) throws -> Void) rethrows {
        var start = data.startIndex
        while start < data.endIndex {
            if let newline = data[start...].firstIndex(of: UInt8(ascii: "\n")) {
                try body(data[start..<newline], true)
                start = newline + 1
            } else {
                try body(data[start...], false)
                return
            }
        }
    }
}
