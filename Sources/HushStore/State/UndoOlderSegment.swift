import HushDomain

/// One file of the undo history's older part (``UndoOlderReferences``): a run of references in their
/// written form, `cache/undo-FILE.txt`, whose first `length` bytes the state names with their checksum.
///
/// References are appended without reading the file: the checksum goes on from the one the state holds,
/// and the bytes go after what the state on disk names, so no byte a state on disk names is written over.
/// A segment whose text changes any other way (an undo taking references back from it) is written whole
/// to another file, one no state on disk names as a segment. A file may hold more bytes than its segment
/// (a crash after an append, or a longer segment it held before): they are never read. A file that is
/// missing or does not match what the state says is cache damage, and the store rebuilds the history
/// from the journal.
///
/// ```swift
/// var segment = UndoOlderSegment(file: 1, text: Array("3:120 4:560".utf8))
/// segment.append(Array("5:990".utf8), count: 1)
/// segment.count                             // 3
/// ```
struct UndoOlderSegment: Hashable, Sendable {
    /// What the next save must write to the file.
    enum Pending: Equatable, Sendable {
        case none
        /// These bytes at this offset: the end of what the state on disk names.
        case append(at: Int, bytes: [UInt8])
        /// The whole text from the file's start, to a file no state on disk names as a segment.
        case create
    }

    /// The most bytes a segment's text can take: its most references, each two numbers of at most 18
    /// digits, a colon and a space.
    static let longest = UndoOlderReferences.segmentLimit * 38

    /// Which file holds the segment: `cache/undo-FILE.txt`.
    private(set) var file: Int
    private(set) var count = 0
    /// How many of the file's first bytes are the segment; a crash may leave more after them, never read.
    private(set) var length = 0
    private(set) var checksum: UInt32 = 0
    private(set) var pending = Pending.none
    /// The references' text once read or made in memory; nil while only the state's description is known.
    private(set) var text: [UInt8]?

    /// A new segment holding `text`, written whole to file `file` at the next save.
    init(file: Int, text: [UInt8]) {
        self.file = file
        self.text = text
        count = UndoReferenceText.count(ifWritten: text) ?? 0
        length = text.count
        checksum = JournalChecksum.crc32c(text)
        pending = .create
    }

    /// As the state names the file; its text is read when needed.
    init(file: Int, count: Int, length: Int, checksum: UInt32) {
        self.file = file
        self.count = count
        self.length = length
        self.checksum = checksum
    }

    /// Whether the text has to be read from the file before the segment can be used.
    var isOnDisk: Bool { text == nil }

    /// Adds `references` (in the written form, `count` of them, at least one) after the segment's own,
    /// read or not.
    mutating func append(_ references: some Collection<UInt8>, count added: Int) {
        var bytes: [UInt8] = [UInt8(ascii: " ")]
        bytes.append(contentsOf: references)
        text?.append(contentsOf: bytes)
        switch pending {
        case .none: pending = .append(at: length, bytes: bytes)
        case .append(let offset, let earlier): pending = .append(at: offset, bytes: earlier + bytes)
        case .create: break
        }
        count += added
        length += bytes.count
        checksum = JournalChecksum.crc32c(bytes, continuing: checksum)
    }

    /// Takes the file's bytes as the segment's text if their first `length` are what the state says: their
    /// checksum and count, in the one written form. References appended in memory and not yet written
    /// (earlier in the same run) stand in for the file's bytes from where they go.
    mutating func accept(_ file: [UInt8]) -> Bool {
        var bytes: [UInt8]
        if case .append(let offset, let appended) = pending {
            guard file.count >= offset else { return false }
            bytes = Array(file[..<offset]) + appended
        } else {
            guard file.count >= length else { return false }
            bytes = Array(file[..<length])
        }
        guard bytes.count == length, JournalChecksum.crc32c(bytes) == checksum, UndoReferenceText.count(ifWritten: bytes) == count else { return false }
        text = bytes
        return true
    }

    /// Has the whole text written at the next save (the cache's folder is made afresh).
    mutating func rewriteWhole() {
        if text != nil { pending = .create }
    }

    /// Marks what was pending as written.
    mutating func written() {
        pending = .none
    }

    /// Equal when they hold the same references, wherever those are (in memory or only on disk).
    static func == (left: Self, right: Self) -> Bool {
        left.count == right.count && left.length == right.length && left.checksum == right.checksum
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(length)
        hasher.combine(checksum)
    }
}
