/// An object's keys as ``ShapeCheck`` matches them: each name's bytes beside its shape, in name order,
/// and the required ones as bits. A key in a body is found by comparing its bytes as sent with a handful
/// of names, where decoding it into a `String` and hashing it into a dictionary and a set, for every key
/// of every push, was about 3% of the server's instructions for a push.
///
/// ```swift
/// let members = ShapeMembers(["code": .string(maxBytes: 64), "person": .string(maxBytes: 60)], required: ["code"])
/// members.names                       // ["code", "person"]
/// Array("code".utf8).withUnsafeBufferPointer { members.index(of: $0) }   // 0
/// ```
struct ShapeMembers: Sendable {
    /// The keys, sorted: the order errors list them in.
    let names: [String]
    let shapes: [RequestShape]
    /// Bit `i` set: `names[i]` must be there.
    let required: UInt64
    private let spellings: [[UInt8]]

    /// An object's keys and the ones it must have. At most 64 keys (a protocol message has a few), and
    /// every required key one of them: both hold for the shapes written in the server's source.
    init(_ keys: [String: RequestShape], required: Set<String>) {
        precondition(keys.count <= 64 && required.isSubset(of: keys.keys), "a message's shape lists at most 64 keys, the required among them")
        let sorted = keys.sorted { $0.key < $1.key }
        names = sorted.map(\.key)
        shapes = sorted.map(\.value)
        spellings = names.map { Array($0.utf8) }
        var bits: UInt64 = 0
        for (offset, name) in names.enumerated() where required.contains(name) { bits |= 1 << UInt64(offset) }
        self.required = bits
    }

    /// Which name these bytes spell (a key as sent, between its quotes), if any.
    func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        for (offset, spelling) in spellings.enumerated() where spelling.count == key.count {
            if spelling.withUnsafeBufferPointer({ $0.elementsEqual(key) }) { return offset }
        }
        return nil
    }

    /// The first name, in order, required and not among `seen` (bit `i` for `names[i]`).
    func firstMissing(_ seen: UInt64) -> String? {
        let missing = required & ~seen
        return missing == 0 ? nil : names[missing.trailingZeroBitCount]
    }
}
