import HushDomain
/// Undo and redo stacks: journal entries by sequence number and byte offset, so undo reads exactly one
/// line of the journal. Kept as the compact text the state holds ("12:3456 13:3890"), and read into
/// references only when undo or redo asks: every command reads and writes the state, a thousand
/// references deep after a few weeks, and reading them in and writing them out one number at a time cost
/// a long-used store 0.1 ms a command that a new one did not pay (docs/performance.md).
///
/// ```swift
/// var history = UndoHistory(undo: "12:3456 13:3890", redo: "")
/// history.undo.last?.seq   // 13
/// ```
public struct UndoHistory: Hashable, Sendable {
    public struct Reference: Hashable, Sendable {
        public var seq: Int
        public var offset: Int
    }

    /// How far back undo reaches.
    public static let depth = 1_000

    /// Each stack in its one written form: references joined by single spaces, numbers without leading
    /// zeros, none too long for `Int`. Equal stacks have equal texts, so comparing the texts compares them.
    private(set) var undoText: [UInt8] = []
    private(set) var redoText: [UInt8] = []
    /// References in `undoText`, so a push past ``depth`` drops the oldest without reading them all.
    private var undoCount = 0

    public var undo: [Reference] {
        get { Self.decode(undoText) }
        set { undoText = Self.encode(newValue); undoCount = newValue.count }
    }

    public var redo: [Reference] {
        get { Self.decode(redoText) }
        set { redoText = Self.encode(newValue) }
    }

    public init() {}

    /// The stacks as the state's cache wrote them; text in any other form (a damaged cache) is read and
    /// written again, so what is kept is always the one form.
    init(undo: String, redo: String) {
        (undoText, undoCount) = Self.canonical(undo)
        (redoText, _) = Self.canonical(redo)
    }

    mutating func pushUndo(_ reference: Reference) {
        if !undoText.isEmpty { undoText.append(UInt8(ascii: " ")) }
        Self.append(reference, to: &undoText)
        undoCount += 1
        if undoCount > Self.depth, let space = undoText.firstIndex(of: UInt8(ascii: " ")) {
            undoText.removeSubrange(...space)
            undoCount -= 1
        }
    }

    /// Takes the latest reference to `seq` off the undo stack. An undo almost always takes the last one,
    /// which is read from the end of the text alone; reading and writing the whole stack, a thousand
    /// references in a long-used store, made `undo` there cost more than in a new one.
    mutating func takeUndo(seq: Int) -> Reference? {
        let start = undoText.lastIndex(of: UInt8(ascii: " ")).map { $0 + 1 } ?? 0
        if let last = Self.decode(Array(undoText[start...])).first, last.seq == seq {
            undoText.removeSubrange(max(start - 1, 0)...)
            undoCount -= 1
            return last
        }
        var stack = undo
        guard let index = stack.lastIndex(where: { $0.seq == seq }) else { return nil }
        let taken = stack.remove(at: index)
        undo = stack
        return taken
    }

    /// `text` as kept, and how many references it holds: as it is when already in the one form, else read
    /// and written again. Every command reads the state, so the check is one pass of tight loops, a run of
    /// digits at a time: a byte-by-byte state machine took 23 instructions a byte, 2% of a command's
    /// instructions on a long-used store's thousand references.
    private static func canonical(_ text: String) -> (text: [UInt8], count: Int) {
        let bytes = Array(text.utf8)
        if let count = bytes.withUnsafeBufferPointer(countIfWritten) { return (bytes, count) }
        let references = decode(bytes)
        return (encode(references), references.count)
    }

    /// How many references `bytes` holds if it is exactly their written form ("seq:offset" joined by single
    /// spaces, numbers of 1 to 18 digits without a leading zero), or nil.
    private static func countIfWritten(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0, count = 0
        while index < bytes.count {
            guard writtenNumber(bytes, &index), index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            guard writtenNumber(bytes, &index) else { return nil }
            count += 1
            guard index < bytes.count else { break }
            // One space, and another reference after it.
            guard bytes[index] == UInt8(ascii: " "), index + 1 < bytes.count else { return nil }
            index += 1
        }
        return count
    }

    /// Steps `index` over a run of digits; whether they are a number as `appendDigits` writes it.
    @inline(__always)
    private static func writtenNumber(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Bool {
        let start = index
        while index < bytes.count, bytes[index] &- 48 < 10 { index += 1 }
        let length = index - start
        // 18 digits always fit in an Int.
        return length > 0 && length <= 18 && (length == 1 || bytes[start] != 48)
    }

    private static func encode(_ references: [Reference]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(references.count * 16)
        for reference in references {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
            append(reference, to: &bytes)
        }
        return bytes
    }

    private static func append(_ reference: Reference, to bytes: inout [UInt8]) {
        appendDigits(reference.seq, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        appendDigits(reference.offset, to: &bytes)
    }

    /// As `String(value)` writes it.
    private static func appendDigits(_ value: Int, to bytes: inout [UInt8]) { JSONValue.appendInteger(value, to: &bytes) }

    static func references(_ text: String) -> [Reference] { decode(text) }

    /// "12:3456 13:3890": read byte by byte, since this runs on every command and `split` was measurable.
    /// A number too long for `Int` (a damaged cache) makes its reference unreadable, and it is dropped.
    /// One loop over the bytes in place, with no closure holding the running numbers: captured and changed,
    /// they were boxed on the heap, and reading a thousand references took 50 µs of every command.
    private static func decode(_ text: String) -> [Reference] {
        var text = text
        return text.withUTF8 { decode($0) }
    }

    private static func decode(_ bytes: [UInt8]) -> [Reference] {
        bytes.withUnsafeBufferPointer { decode($0) }
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> [Reference] {
        var references: [Reference] = []
        references.reserveCapacity(bytes.count / 12 + 1)
        var seq = 0, offset = 0, inOffset = false, digits = false, overflow = false
        for index in 0...bytes.count {
            let byte = index < bytes.count ? bytes[index] : UInt8(ascii: " ")
            switch byte {
            case 48...57:
                let (tens, over) = (inOffset ? offset : seq).multipliedReportingOverflow(by: 10)
                let (sum, carry) = tens.addingReportingOverflow(Int(byte &- 48))
                overflow = overflow || over || carry
                if inOffset { offset = sum } else { seq = sum }
                digits = true
            case UInt8(ascii: ":"):
                inOffset = true
            default:
                if digits && inOffset && !overflow { references.append(Reference(seq: seq, offset: offset)) }
                seq = 0; offset = 0; inOffset = false; digits = false; overflow = false
            }
        }
        return references
    }
}
