import HushDomain

/// The older part of the undo history: every reference but the newest few, kept in files of the cache
/// (``UndoOlderSegment``, `cache/undo-FILE.txt`) that the state names with their lengths and checksums.
/// The state itself then stays the same size however long the store has been used.
///
/// References moving out of the state are appended to the newest segment, or start a new one when it is
/// full; the part is trimmed by forgetting its oldest segments whole. Neither reads a file, so a change
/// costs the same at every point of a long history. A forgotten segment's file is kept as a free slot
/// (the state names it under `free`) and the next new segment is written into it, so a long history
/// neither makes nor removes a file: once every 256 changes, making one and removing another cost a
/// write 3–8% more processor time on this machine. Only an undo that reaches into the part, or `check
/// store`, reads the files. A file that is missing or does not match what the state says is cache damage,
/// and the store rebuilds the history from the journal.
///
/// ```swift
/// var older = UndoOlderReferences()
/// older.append(Array("3:120 4:560".utf8), count: 2)
/// older.takeNewest(1)?.text                 // "4:560"
/// older.count                               // 1
/// ```
public struct UndoOlderReferences: Hashable, Sendable {
    /// How many references a segment takes before a move starts the next.
    static let segmentLimit = 256
    /// The highest file number a state may name: far past any store's (a new file every 200 or so
    /// changes), and far from overflowing when the next is made.
    static let highestFile = 1 << 48

    private(set) var segments: [UndoOlderSegment] = []
    /// The highest file number named or made so far: a new segment with no free file to go to takes the
    /// next, so no file a state on disk names as a segment is ever written over.
    private(set) var lastFile = 0
    /// Files this run's changes stopped naming (forgotten or replaced): a state on disk may still name
    /// them, so nothing is written into them until a state that does not is written.
    private(set) var retired: [Int] = []
    /// Files no state on disk names as a segment, kept to be written over by the next new segments.
    private(set) var free: [Int] = []
    /// The most free files kept; beyond it the oldest are removed. A forgotten segment frees one file as a
    /// new one needs one, so two are kept in the steady state.
    static let freeLimit = 4

    public init() {}

    /// As the state names the files; their text is read when needed.
    init(segments: [UndoOlderSegment], free: [Int] = []) {
        self.segments = segments
        self.free = free
        lastFile = max(segments.map(\.file).max() ?? 0, free.max() ?? 0)
    }

    /// An empty part whose next segments take file numbers after this one's, and whose files are retired.
    func emptied() -> Self {
        var empty = Self()
        empty.lastFile = lastFile
        empty.retired = retired + free + segments.map(\.file)
        return empty
    }

    public var count: Int { segments.reduce(0) { $0 + $1.count } }

    /// Whether some segment's text has to be read from its file before the whole part can be used.
    var isOnDisk: Bool { segments.contains { $0.isOnDisk } }

    /// Whether the newest segment's text has to be read first.
    var isNewestOnDisk: Bool { segments.last?.isOnDisk ?? false }

    /// The whole part's text, oldest first; nil while some segment is only on disk.
    var text: [UInt8]? {
        var joined: [UInt8] = []
        for segment in segments {
            guard let text = segment.text else { return nil }
            joined = UndoReferenceText.joined(joined, text)
        }
        return joined
    }

    /// The newest reference; nil when there is none or its segment is only on disk.
    var last: UndoHistory.Reference? { segments.last?.text.flatMap { UndoReferenceText.last($0)?.reference } }

    /// Adds `references` (in the written form, `count` of them) after the part's own, read or not.
    mutating func append(_ references: some Collection<UInt8>, count added: Int) {
        guard added > 0 else { return }
        if let newest = segments.indices.last, segments[newest].count + added <= Self.segmentLimit {
            segments[newest].append(references, count: added)
            return
        }
        // More than a segment at once (a history set whole, or a state holding more than it writes) goes
        // to segments of at most the limit, so forgetting whole segments never takes too much.
        var rest = Array(references), left = added
        while left > Self.segmentLimit {
            let cut = UndoReferenceText.split(rest, after: Self.segmentLimit)
            segments.append(newSegment(Array(rest[..<cut.frontEnd])))
            rest.removeSubrange(..<cut.backStart)
            left -= Self.segmentLimit
        }
        segments.append(newSegment(rest))
    }

    /// Forgets the oldest segments, whole, while the rest hold at least `kept` references.
    mutating func forgetOldest(keeping kept: Int) {
        var total = count
        while let oldest = segments.first, total - oldest.count >= kept {
            total -= oldest.count
            retired.append(oldest.file)
            segments.removeFirst()
        }
    }

    /// Takes up to `limit` of the newest references out of the newest segment, which must have been read:
    /// their text and how many. The rest of the segment goes to a new file.
    mutating func takeNewest(_ limit: Int) -> (text: [UInt8], count: Int)? {
        guard let newest = segments.last, let text = newest.text else { return nil }
        let cut = UndoReferenceText.split(text, after: max(newest.count - limit, 0))
        replace(segments.count - 1, with: Array(text[..<cut.frontEnd]))
        return (Array(text[cut.backStart...]), min(newest.count, limit))
    }

    /// Takes the latest reference to `seq` out of the part, every segment read; nil when none is there.
    mutating func take(seq: Int) -> UndoHistory.Reference? {
        for index in segments.indices.reversed() {
            guard let text = segments[index].text else { return nil }
            var references = UndoReferenceText.decode(text)
            guard let found = references.lastIndex(where: { $0.seq == seq }) else { continue }
            let taken = references.remove(at: found)
            replace(index, with: UndoReferenceText.encode(references))
            return taken
        }
        return nil
    }

    /// Takes file `bytes` as segment `index`'s text if they are what the state says.
    mutating func accept(_ bytes: [UInt8], segment index: Int) -> Bool {
        segments.indices.contains(index) && segments[index].accept(bytes)
    }

    /// Has every segment written whole at the next save, into a cache folder made afresh. Returns the free
    /// files to make there, empty: at least one once there is an older part, so that the first new segment
    /// after a rebuild makes no file either, as none does in a store long in use.
    mutating func rewriteWhole() -> [Int] {
        for index in segments.indices { segments[index].rewriteWhole() }
        retired = []
        if free.isEmpty && !segments.isEmpty {
            lastFile += 1
            free = [lastFile]
        }
        return free
    }

    /// Marks every segment's pending write as done and frees the retired files, for the state about to be
    /// written; returns the free files beyond the limit, to remove once it is.
    mutating func written() -> [Int] {
        for index in segments.indices { segments[index].written() }
        free += retired
        retired = []
        let surplus = max(free.count - Self.freeLimit, 0)
        defer { free.removeFirst(surplus) }
        return Array(free.prefix(surplus))
    }

    /// A segment in a free file, or else in a file numbered after every other.
    private mutating func newSegment(_ text: [UInt8]) -> UndoOlderSegment {
        if let file = free.popLast() { return UndoOlderSegment(file: file, text: text) }
        lastFile += 1
        return UndoOlderSegment(file: lastFile, text: text)
    }

    /// Segment `index` with `text` instead, in a new file; gone when `text` is empty.
    private mutating func replace(_ index: Int, with text: [UInt8]) {
        retired.append(segments[index].file)
        if text.isEmpty {
            segments.remove(at: index)
        } else {
            segments[index] = newSegment(text)
        }
    }

    /// Equal when their segments hold the same references, wherever those are (in memory or only on disk).
    public static func == (left: Self, right: Self) -> Bool { left.segments == right.segments }

    public func hash(into hasher: inout Hasher) { hasher.combine(segments) }
}
