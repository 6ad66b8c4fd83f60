import HushDomain

/// Undo and redo stacks: journal entries by sequence number and byte offset, so undo reads exactly one
/// line of the journal. The state keeps the newest undo references and the redo stack as their written
/// text ("12:3456 13:3890", ``UndoReferenceText``), read into references only when undo or redo asks.
/// The rest of the undo stack is the older part (``UndoOlderReferences``), a file of the cache: every
/// command reads and writes the state, and a thousand references kept in it made a long-used store's
/// every command dearer than a new one's (docs/performance.md).
///
/// Undo reaches back at least ``depth`` changes: when more than ``recentLimit`` references are in the
/// state, all but ``keptRecent`` move to the older part, which forgets its oldest segments whole while the
/// rest reach back `depth`.
///
/// ```swift
/// var history = UndoHistory(undo: "12:3456 13:3890", redo: "")
/// history.lastUndo?.seq   // 13
/// ```
public struct UndoHistory: Hashable, Sendable {
    public struct Reference: Hashable, Sendable {
        public var seq: Int
        public var offset: Int
    }

    /// How far back undo reaches, at least.
    public static let depth = 1_000
    /// The most undo references the state holds itself.
    static let recentLimit = 64
    /// How many stay in the state when the rest move to the older part (appended to its newest file, once every
    /// 32 changes), or come back from it when the state's run out (every 32 undos past the newest).
    static let keptRecent = 32
    /// How many the older part keeps at least when it forgets, so that undo reaches back `depth`.
    static let olderLimit = depth - keptRecent
    /// The most undo steps kept: the older part's least after forgetting, plus a segment, plus the state's own.
    static let reachLimit = olderLimit + UndoOlderReferences.segmentLimit + recentLimit

    /// The newest undo references and the redo stack, each in its written form.
    private(set) var undoText: [UInt8] = []
    private(set) var redoText: [UInt8] = []
    /// References in `undoText`.
    private(set) var undoCount = 0
    public internal(set) var older = UndoOlderReferences()

    public init() {}

    /// The stacks as the state's cache wrote them; text in any other form (a damaged cache) is read and
    /// written again, so what is kept is always the one form.
    init(undo: String, redo: String, older: UndoOlderReferences = UndoOlderReferences()) {
        (undoText, undoCount) = UndoReferenceText.canonical(Array(undo.utf8))
        (redoText, _) = UndoReferenceText.canonical(Array(redo.utf8))
        self.older = older
    }

    public var redo: [Reference] {
        get { UndoReferenceText.decode(redoText) }
        set { redoText = UndoReferenceText.encode(newValue) }
    }

    /// How many changes undo can reach.
    public var undoDepth: Int { undoCount + older.count }

    /// The newest undo reference; nil when there is none, or when it is in the older part and that is
    /// still only on disk (``JournalStore/lastUndo()`` reads it first).
    public var lastUndo: Reference? {
        if undoCount > 0 { return UndoReferenceText.last(undoText)?.reference }
        return older.last
    }

    /// The whole undo stack, oldest first; nil while the older part is only on disk.
    public var undo: [Reference]? {
        guard let olderText = older.text else { return nil }
        return UndoReferenceText.decode(olderText) + UndoReferenceText.decode(undoText)
    }

    /// Makes `references` the undo stack, as pushing them one by one onto an empty one leaves it.
    mutating func setUndo(_ references: [Reference]) {
        undoText = []
        undoCount = 0
        older = older.emptied()
        for reference in references { pushUndo(reference) }
    }

    /// Whether taking `seq` off the stack must first have the older part read: the state's own have run
    /// out, or `seq` is not among them.
    func needsOlderToTake(seq: Int) -> Bool {
        guard older.isOnDisk else { return false }
        return !UndoReferenceText.decode(undoText).contains { $0.seq == seq }
    }

    /// Whether the newest reference is in the older part, still only on disk.
    var needsOlderForLast: Bool { undoCount == 0 && older.isNewestOnDisk }

    /// Pushes a reference; moving references out to the older part reads nothing.
    mutating func pushUndo(_ reference: Reference) {
        UndoReferenceText.append(reference, to: &undoText)
        undoCount += 1
        guard undoCount > Self.recentLimit else { return }
        let moving = undoCount - Self.keptRecent
        let cut = UndoReferenceText.split(undoText, after: moving)
        older.append(undoText[..<cut.frontEnd], count: moving)
        older.forgetOldest(keeping: Self.olderLimit)
        undoText.removeSubrange(..<cut.backStart)
        undoCount = Self.keptRecent
    }

    /// Takes the latest reference to `seq` off the undo stack. An undo almost always takes the newest,
    /// which is read from the end of the text alone; when the state's own have run out, the newest
    /// ``keptRecent`` come back from the older part first.
    mutating func takeUndo(seq: Int) -> Reference? {
        if undoCount == 0, let back = older.takeNewest(Self.keptRecent) {
            (undoText, undoCount) = back
        }
        if let last = UndoReferenceText.last(undoText), last.reference.seq == seq {
            undoText.removeSubrange(max(last.start - 1, 0)...)
            undoCount -= 1
            return last.reference
        }
        var recent = UndoReferenceText.decode(undoText)
        if let index = recent.lastIndex(where: { $0.seq == seq }) {
            let taken = recent.remove(at: index)
            undoText = UndoReferenceText.encode(recent)
            undoCount = recent.count
            return taken
        }
        return older.take(seq: seq)
    }
}
