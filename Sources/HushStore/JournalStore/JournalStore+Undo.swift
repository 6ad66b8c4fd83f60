import Foundation
import HushDomain

/// The undo history's older part on disk: read when a command reaches into it, written when a command
/// changed it (``UndoHistory``, ``UndoOlderReferences``).
extension JournalStore {
    func olderUndoPath(_ generation: Int) -> String { cachePath + "/undo-\(generation).txt" }

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

    /// Reads the older part into memory if it is only on disk. A file that is gone or is not what the state
    /// says is cache damage: the caller rebuilds the history from the journal.
    func readOlderUndo() throws {
        guard state.undo.older.isOnDisk else { return }
        // A file that cannot be read at all (gone, made a folder, unreadable) is damage like any other.
        guard !ignoreWeekFiles, let data = try? DurableFile.read(olderUndoPath(state.undo.older.generation)),
              state.undo.older.accept(Array(data))
        else { throw CacheDamage() }
    }

    /// Applies an entry's effect on the undo history, reading the older part first when the effect
    /// reaches into it.
    func applyToUndo(_ entry: JournalEntry, offset: Int) throws {
        switch entry.action {
        case .do:
            if state.undo.needsOlderToPush { try readOlderUndo() }
            state.undo.pushUndo(.init(seq: entry.seq, offset: offset))
            state.undo.redo = []
        case .undo:
            guard let target = entry.target else { return }
            if state.undo.needsOlderToTake(seq: target) { try readOlderUndo() }
            if let taken = state.undo.takeUndo(seq: target) { state.undo.redo.append(taken) }
        case .redo:
            var redo = state.undo.redo
            guard let index = redo.lastIndex(where: { $0.seq == entry.target }) else { return }
            if state.undo.needsOlderToPush { try readOlderUndo() }
            let reference = redo.remove(at: index)
            state.undo.redo = redo
            state.undo.pushUndo(reference)
        case .set:
            break
        }
    }

    /// Writes what a command changed of the older part, before the state that names it. Not fsync'd: the
    /// state names its length and checksum, so a file a power cut left short is found and the history
    /// rebuilt, never trusted. References moved out of the state are appended after what the state on
    /// disk names; anything else goes to a new file. Returns the file the state named before when it is
    /// replaced, to remove once the new state is written.
    func writeOlderUndo() throws -> String? {
        let older = state.undo.older
        switch older.pending {
        case .none:
            return nil
        case .append(let offset, let bytes):
            // A lost append (a file removed by hand, a full disk) leaves the file short of what the state
            // says; the next command that reads it finds that and rebuilds, so it need not fail this one.
            try? DurableFile.overwrite(bytes, in: olderUndoPath(older.generation), at: offset)
            state.undo.older.written(as: older.generation)
            return nil
        case .rewrite:
            let previous = older.generation > 0 ? olderUndoPath(older.generation) : nil
            guard older.count > 0, let text = older.text else {
                state.undo.older.written(as: 0)
                return previous
            }
            try DurableFile.create(olderUndoPath(older.generation + 1), with: Data(text))
            state.undo.older.written(as: older.generation + 1)
            return previous
        }
    }
}
