import FoundationEssentials
import HushDomain

/// The undo history's older part on disk: read when a command reaches into it, written when a command
/// changed it (``UndoHistory``, ``UndoOlderReferences``).
extension JournalStore {
    func olderUndoPath(_ file: Int) -> String { cachePath + "/undo-\(file).txt" }

    /// The newest change undo would take back, read from the older part when the state's own have run out.
    ///
    /// ```swift
    /// if let top = try store.lastUndo() { let entry = try store.entry(at: top.offset) }
    /// ```
    public func lastUndo() throws -> UndoHistory.Reference? {
        if state.undo.needsOlderForLast { try withCacheRecovery { try readOlderUndo() } }
        return state.undo.lastUndo
    }

    /// The whole undo stack, oldest first.
    public func undoReferences() throws -> [UndoHistory.Reference] {
        try withCacheRecovery { try readOlderUndo() }
        return state.undo.undo ?? []
    }

    /// Reads the older part's segments that are only on disk into memory. A file that is gone or is not
    /// what the state says is cache damage: the caller rebuilds the history from the journal.
    func readOlderUndo() throws {
        for (index, segment) in state.undo.older.segments.enumerated() where segment.isOnDisk {
            // A file that cannot be read at all (gone, made a folder, unreadable) is damage like any other.
            guard !ignoreWeekFiles, let data = try? DurableFile.read(olderUndoPath(segment.file)),
                  state.undo.older.accept(Array(data), segment: index)
            else { throw CacheDamage() }
        }
    }

    /// Applies an entry's effect on the undo history, reading the older part first when the effect
    /// reaches into it.
    func applyToUndo(_ entry: JournalEntry, offset: Int) throws {
        switch entry.action {
        case .do:
            state.undo.pushUndo(.init(seq: entry.seq, offset: offset))
            state.undo.redo = []
        case .undo:
            guard let target = entry.target else { return }
            if state.undo.needsOlderToTake(seq: target) { try readOlderUndo() }
            if let taken = state.undo.takeUndo(seq: target) { state.undo.redo.append(taken) }
        case .redo:
            var redo = state.undo.redo
            guard let index = redo.lastIndex(where: { $0.seq == entry.target }) else { return }
            let reference = redo.remove(at: index)
            state.undo.redo = redo
            state.undo.pushUndo(reference)
        case .set:
            break
        }
    }

    /// Writes what a command changed of the older part, before the state that names it. Not fsync'd: the
    /// state names each file's length and checksum, so a file a power cut left short is found and the
    /// history rebuilt, never trusted. References moved out of the state are appended after what the state
    /// on disk names; a new or changed segment goes to a free file or a new one. Returns the files to
    /// remove once the new state is written (free files beyond the few kept).
    func writeOlderUndo() throws -> [String] {
        for segment in state.undo.older.segments {
            switch segment.pending {
            case .none:
                break
            case .append(let offset, let bytes):
                // A lost append (a file removed by hand, a full disk) leaves the file short of what the
                // state says; the next command that reads it finds that and rebuilds, so it need not fail
                // this one.
                try? DurableFile.overwrite(bytes, in: olderUndoPath(segment.file), at: offset)
            case .create:
                // Into a free file as it is: neither cutting it to length nor making a file (which the
                // filesystem pays for in its folder and free blocks) is needed, as the state says how many
                // of its bytes the segment is.
                try DurableFile.overwrite(segment.text ?? [], in: olderUndoPath(segment.file), at: 0, creating: true)
            }
        }
        return state.undo.older.written().map(olderUndoPath)
    }
}
