import HushDomain

/// The older part of the undo history: every reference but the newest few, kept in a file of the cache
/// (`cache/undo-GENERATION.txt`) whose first `length` bytes the state names, with their checksum. The
/// state itself then stays the same size however long the store has been used.
///
/// References moving out of the state are appended to the file without reading it: the checksum goes on
/// from the one the state holds. Anything else (an undo reaching into the part, the part trimmed back to
/// ``UndoHistory/depth``) needs the text read first, and writes a new file. A file that is missing or does
/// not match what the state says is cache damage, and the store rebuilds the history from the journal.
///
/// ```swift
/// var older = UndoOlderReferences()
/// older.text = Array("3:120 4:560".utf8)   // changed in memory: count, length and checksum follow
/// older.append(Array("5:990".utf8), count: 1)
/// older.count                               // 3
/// ```
public struct UndoOlderReferences: Hashable, Sendable {
    /// What the next save must write to the file.
    enum Pending: Equatable, Sendable {
        case none
        /// These bytes at this offset of file `generation`: the end of what the state on disk names, so
        /// nothing a state on disk names is written over.
        case append(at: Int, bytes: [UInt8])
        /// The whole text to a new file, `generation + 1`.
        case rewrite
    }

    /// Which file holds them. 0 before the first.
    var generation = 0
    public private(set) var count = 0
    /// How many of the file's first bytes are the part; a crash may leave more after them, never read.
    private(set) var length = 0
    private(set) var checksum: UInt32 = 0
    private(set) var pending = Pending.none
    /// The references' text once read or changed in memory; nil while only the state's description of
    /// the file is known. Setting it makes it the part's content, written to a new file at the next save.
    var text: [UInt8]? {
        get { loaded }
        set {
            guard let newValue else { return }
            loaded = newValue
            count = UndoReferenceText.count(ifWritten: newValue) ?? 0
            length = newValue.count
            checksum = JournalChecksum.crc32c(newValue)
            pending = .rewrite
        }
    }
    private var loaded: [UInt8]? = []

    public init() {}

    /// As the state names the file; its text is read when needed.
    init(generation: Int, count: Int, length: Int, checksum: UInt32) {
        self.generation = generation
        self.count = count
        self.length = length
        self.checksum = checksum
        loaded = count == 0 ? [] : nil
    }

    /// Whether the text has to be read from the file before the part can be used.
    var isOnDisk: Bool { loaded == nil }

    /// Adds `references` (in the written form, `count` of them) after the part's own, read or not.
    mutating func append(_ references: some Collection<UInt8>, count added: Int) {
        guard count > 0 else {
            text = Array(references)
            return
        }
        var bytes: [UInt8] = [UInt8(ascii: " ")]
        bytes.append(contentsOf: references)
        loaded?.append(contentsOf: bytes)
        switch pending {
        case .none: pending = .append(at: length, bytes: bytes)
        case .append(let offset, let earlier): pending = .append(at: offset, bytes: earlier + bytes)
        case .rewrite: break
        }
        count += added
        length += bytes.count
        checksum = JournalChecksum.crc32c(bytes, continuing: checksum)
    }

    /// Takes the file's bytes as the part's text if their first `length` are what the state says: their
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
        loaded = bytes
        return true
    }

    /// Has the whole text written to a new file at the next save (the cache's folder is made afresh).
    mutating func rewriteWhole() {
        if loaded != nil, count > 0 { pending = .rewrite }
    }

    /// Marks what was pending as written, to file `generation`.
    mutating func written(as generation: Int) {
        self.generation = generation
        pending = .none
    }

    /// Equal when they hold the same references, wherever those are (in memory or only on disk).
    public static func == (left: Self, right: Self) -> Bool {
        left.count == right.count && left.length == right.length && left.checksum == right.checksum
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(length)
        hasher.combine(checksum)
    }
}
