import HushDomain

/// The one written form of a stack of undo references: "seq:offset" pairs joined by single spaces, numbers
/// without leading zeros ("12:3456 13:3890"). The state keeps its newest references in this form and the
/// older part's file holds the rest in it, so both are checked, cut and joined as bytes, and read into
/// references only when undo or redo needs them.
///
/// ```swift
/// UndoReferenceText.decode(Array("12:3456 13:3890".utf8))   // [12:3456, 13:3890]
/// UndoReferenceText.count(ifWritten: Array("1:2 3:4".utf8))   // 2
/// ```
enum UndoReferenceText {
    typealias Reference = UndoHistory.Reference

    /// `bytes` as kept, and how many references it holds: as they are when already in the one form, else
    /// read and written again (a damaged cache: the references whose numbers fit).
    static func canonical(_ bytes: [UInt8]) -> (text: [UInt8], count: Int) {
        if let count = count(ifWritten: bytes) { return (bytes, count) }
        let references = decode(bytes)
        return (encode(references), references.count)
    }

    /// How many references `bytes` holds if it is exactly their written form (numbers of 1 to 18 digits
    /// without a leading zero), or nil. Every command reads the state, so the check is one pass of tight
    /// loops, a run of digits at a time: a byte-by-byte state machine took 23 instructions a byte.
    static func count(ifWritten bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in
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
    }

    /// Steps `index` over a number in the written form (18 digits always fit in an `Int`); whether it was one.
    @inline(__always)
    private static func writtenNumber(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Bool {
        WrittenInteger.read(bytes, at: &index, digits: 18) != nil
    }

    static func encode(_ references: [Reference]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(references.count * 16)
        for reference in references { append(reference, to: &bytes) }
        return bytes
    }

    /// Adds one reference after those in `bytes`.
    static func append(_ reference: Reference, to bytes: inout [UInt8]) {
        if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
        // As `String(value)` writes it.
        JSONValue.appendInteger(reference.seq, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        JSONValue.appendInteger(reference.offset, to: &bytes)
    }

    /// Two written stacks as one, `front`'s references first.
    static func joined(_ front: [UInt8], _ back: some Collection<UInt8>) -> [UInt8] {
        guard !front.isEmpty else { return Array(back) }
        guard !back.isEmpty else { return front }
        var bytes = front
        bytes.reserveCapacity(front.count + 1 + back.count)
        bytes.append(UInt8(ascii: " "))
        bytes.append(contentsOf: back)
        return bytes
    }

    /// Where the written stack `bytes` splits with `count` references before the split: the end of the
    /// first part and the start of the second (the space between them skipped). `count` at least the
    /// stack's own gives the whole stack as the first part.
    static func split(_ bytes: [UInt8], after count: Int) -> (frontEnd: Int, backStart: Int) {
        guard count > 0 else { return (0, 0) }
        var seen = 0
        var index = 0
        while let space = bytes[index...].firstIndex(of: UInt8(ascii: " ")) {
            seen += 1
            if seen == count { return (space, space + 1) }
            index = space + 1
        }
        return (bytes.count, bytes.count)
    }

    /// The last reference of a written stack, read from its end alone, and where its text starts.
    static func last(_ bytes: [UInt8]) -> (reference: Reference, start: Int)? {
        let start = bytes.lastIndex(of: UInt8(ascii: " ")).map { $0 + 1 } ?? 0
        return decode(bytes[start...]).first.map { ($0, start) }
    }

    /// "12:3456 13:3890": read byte by byte in one loop, with no closure holding the running numbers
    /// (captured and changed, they were boxed on the heap). A number too long for `Int` (a damaged
    /// cache) makes its reference unreadable, and it is dropped.
    static func decode(_ bytes: some Collection<UInt8>) -> [Reference] {
        var references: [Reference] = []
        references.reserveCapacity(bytes.count / 12 + 1)
        var seq = 0, offset = 0, inOffset = false, digits = false, overflow = false
        var iterator = bytes.makeIterator()
        var finished = false
        while !finished {
            let byte: UInt8
            if let next = iterator.next() { byte = next } else { byte = UInt8(ascii: " "); finished = true }
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
