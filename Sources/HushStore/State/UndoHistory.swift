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
    /// One loop over the bytes in place, with no closure holding the running numbers: captured and changed,
    /// they were boxed on the heap, and reading a thousand references took 50 µs of every command.
    private static func decode(_ text: String) -> [Reference] {
        var text = text
        return text.withUTF8 { bytes in
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
}
