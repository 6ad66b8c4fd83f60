import HushDomain

/// The older part of the undo history: every reference but the newest few, kept in a file of the cache
/// (`cache/undo-GENERATION.txt`) that the state names with its length and checksum. The state itself then
/// stays the same size however long the store has been used; the file is read only by a command that
/// reaches into it (an undo past the newest, a push that moves references into it) and written only when
/// that command changed it. A file that is missing or does not match what the state says is cache damage,
/// and the store rebuilds the history from the journal.
///
/// ```swift
/// var older = UndoOlderReferences()
/// older.text = Array("3:120 4:560".utf8)   // changed in memory: count, length and checksum follow
/// older.count                               // 2
/// ```
public struct UndoOlderReferences: Hashable, Sendable {
    /// Which file holds them; each change is written to a new file, so the state on disk never names a
    /// file half written over. 0 before the first.
    var generation = 0
    public private(set) var count = 0
    private(set) var length = 0
    private(set) var checksum: UInt32 = 0
    /// Set when the text in memory differs from the file named by `generation`.
    var unwritten = false
    /// The references' text once read or changed in memory; nil while only the state's description of
    /// the file is known. Setting it makes it the part's content, to be written at the next save.
    var text: [UInt8]? {
        get { loaded }
        set {
            guard let newValue else { return }
            loaded = newValue
            count = UndoReferenceText.count(ifWritten: newValue) ?? 0
            length = newValue.count
            checksum = JournalChecksum.crc32c(newValue)
            unwritten = true
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

    /// Takes the file's bytes as the part's text if they are what the state says: their length, checksum
    /// and count, in the one written form.
    mutating func accept(_ bytes: [UInt8]) -> Bool {
        guard bytes.count == length, JournalChecksum.crc32c(bytes) == checksum,
              UndoReferenceText.count(ifWritten: bytes) == count else { return false }
        loaded = bytes
        return true
    }

    /// Marks the text in memory as the content of file `generation`, once it is written there.
    mutating func written(as generation: Int) {
        self.generation = generation
        unwritten = false
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
