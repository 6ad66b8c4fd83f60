import Foundation

/// Reading the journal: replaying lines other processes appended, and rebuilding the cache from scratch.
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
        try forEachLine(data) { line, complete in
            guard complete else {
                tornTail = true
                return
            }
            let entry = try decodeEntry(line, lineNumber: state.seq + 2)
            try apply(entry, offset: position)
            position += line.count + 1
        }
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
        try forEachLine(data) { line, complete in
            guard complete else {
                tornTail = true
                return
            }
            lineNumber += 1
            if lineNumber == 1 {
                try checkHeader(line)
            } else {
                let entry = try decodeEntry(line, lineNumber: lineNumber)
                try apply(entry, offset: position)
            }
            position += line.count + 1
        }
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

    func checkHeader(_ line: Data) throws {
        guard let header = try? JSONValue.parse(line), header["format"]?.string == StoreFormat.name,
              let version = header["version"]?.integer, version >= 1 else {
            throw StoreError.corrupt(path: journalPath, line: 1, reason: "not a Hush journal header")
        }
        if version > StoreFormat.current {
            throw StoreError.newerVersion(path: journalPath, found: version, supported: StoreFormat.current)
        }
        journalVersion = version
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
