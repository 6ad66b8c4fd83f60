import HushDomain
/// Undo and redo stacks: journal entries by sequence number and byte offset, so undo reads exactly one
/// line of the journal. Encoded as compact text because this sits in the state read by every command.
public struct UndoHistory: Hashable, Sendable {
    public struct Reference: Hashable, Sendable {
        public var seq: Int
        public var offset: Int
    }

    /// How far back undo reaches.
    public static let depth = 1_000

    public var undo: [Reference] = []
    public var redo: [Reference] = []

    public init() {}

    mutating func pushUndo(_ reference: Reference) {
        undo.append(reference)
        if undo.count > Self.depth { undo.removeFirst(undo.count - Self.depth) }
    }

    static func references(_ text: String) -> [Reference] { decode(text) }

    /// "12:3456 13:3890": read byte by byte, since this runs on every command and `split` was measurable.
    /// A number too long for `Int` (a damaged cache) makes its reference unreadable, and it is dropped.
    private static func decode(_ text: String) -> [Reference] {
        var references: [Reference] = []
        var seq = 0, offset = 0, inOffset = false, digits = false, overflow = false
        func shifted(_ value: Int, _ byte: UInt8) -> Int {
            let (tens, over) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = tens.addingReportingOverflow(Int(byte - 48))
            overflow = overflow || over || carry
            return sum
        }
        func finish() {
            if digits && inOffset && !overflow { references.append(Reference(seq: seq, offset: offset)) }
            seq = 0; offset = 0; inOffset = false; digits = false; overflow = false
        }
        references.reserveCapacity(text.utf8.count / 12)
        for byte in text.utf8 {
            switch byte {
            case 48...57:
                if inOffset { offset = shifted(offset, byte) } else { seq = shifted(seq, byte) }
                digits = true
            case UInt8(ascii: ":"):
                inOffset = true
            default:
                finish()
            }
        }
        finish()
        return references
    }
}
